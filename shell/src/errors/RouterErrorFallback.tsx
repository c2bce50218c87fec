import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';
import { Button } from '@troo/shared';
import { DropFirstPaint } from '../first-paint/DropFirstPaint';
import { reloadPage } from './reload-page';
import { isChunkLoadError } from './chunk-load-error';

/**
 * The router's last resort: a plain page with a way out. The error itself (with its stack) goes to
 * the console, never on screen.
 */
export function RouterErrorFallback() {
  const error = useRouteError();
  const updated = isChunkLoadError(error);
  useEffect(() => {
    console.error(updated ? '[troo] a part of the page could not be loaded' : '[troo] a screen failed', error);
  }, [error, updated]);
  return (
    <main className="troo-page troo-centre" data-testid="router-error">
      {/* In place of the page the server painted, should it fail before its screen commits. */}
      <DropFirstPaint />
      <h1 style={{ margin: '24vh 0 12px' }}>{updated ? 'Troo has been updated' : 'Something went wrong on this screen'}</h1>
      <p className="troo-muted">{updated ? 'Reload to continue.' : 'Reload to try again.'}</p>
      <div style={{ maxWidth: 280, margin: '24px auto 0' }}>
        <Button onClick={() => reloadPage()}>Reload</Button>
      </div>
    </main>
  );
}
