import { useLayoutEffect } from 'react';
import { dropStaleStylesheets } from '../remotes/stale-stylesheets';

/**
 * Removes the markup the server painted before any script ran (platform/pages/src/shell-page.ts) as the
 * page's own content commits: a layout effect, so the browser never paints both, nor neither. With
 * it, a kept copy's stylesheets of versions this load does not run (remotes/stale-stylesheets.ts).
 */
export function DropFirstPaint() {
  useLayoutEffect(() => {
    document.getElementById('troo-first-paint')?.remove();
    dropStaleStylesheets();
  }, []);
  return null;
}
