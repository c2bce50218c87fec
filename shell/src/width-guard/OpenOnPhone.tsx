import type { ReactNode } from 'react';
import { getRuntimeConfig } from '@troo/shared';

/** The wide-screen page when no external site is configured: scan this page onto a phone. `children`: what opens here instead. */
export function OpenOnPhone({ children }: { children?: ReactNode }) {
  const here = window.location.href;
  const qr = `${getRuntimeConfig().apiBaseUrl}/qr.png?text=${encodeURIComponent(here)}`;
  return (
    <main className="troo-page troo-centre" data-testid="open-on-phone">
      <h1 style={{ marginTop: '10vh' }}>Open Troo on your phone</h1>
      {children}
      <p className="troo-muted">Troo is made for phone screens. Scan this code with your phone's camera to open this page there.</p>
      <img src={qr} alt={`QR code of ${here}`} width={240} height={240} style={{ margin: '24px auto' }} />
      <p className="troo-muted" style={{ wordBreak: 'break-all' }}>
        {here}
      </p>
    </main>
  );
}
