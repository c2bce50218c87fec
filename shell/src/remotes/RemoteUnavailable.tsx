import { createContext, useContext } from 'react';
import { Button } from '@troo/shared';

/** What a remote route offers its fallback screen: which part failed, and a way to try again. */
export const RemoteRetryContext = createContext<{ remote: string; retry: () => void }>({
  remote: '',
  retry: () => window.location.reload(),
});

/** Shown in place of a screen whose remote could not be loaded or crashed while rendering. */
export function RemoteUnavailable() {
  const { retry } = useContext(RemoteRetryContext);
  return (
    <main className="troo-page troo-centre" data-testid="remote-unavailable">
      <h1 style={{ margin: '24vh 0 12px' }}>This part of Troo is unavailable</h1>
      <p className="troo-muted">Check your connection, then try again.</p>
      <div style={{ maxWidth: 280, margin: '24px auto 0' }}>
        <Button onClick={retry}>Try again</Button>
      </div>
    </main>
  );
}
