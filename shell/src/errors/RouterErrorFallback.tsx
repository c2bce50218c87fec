import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';
import { Button } from '@troo/shared';
import { DropFirstPaint } from '../first-paint/DropFirstPaint';
import { reloadPage } from './reload-page';

/**
 * A script or css chunk of the page's build that could not be fetched: most often the shell (or a
 * chunk's release) was replaced while the page was open, so a reload gets the live build.
 */
export function isChunkLoadError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { name, message } = error as { name?: unknown; message?: unknown };
  if (name === 'ChunkLoadError') return true;
  return (
    typeof message === 'string' &&
    // webpack/rspack (js and css), then Chrome's, Firefox's and Safari's words for a failed import().
    /Loading (CSS )?chunk|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/i.test(
      message,
    )
  );
}

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
