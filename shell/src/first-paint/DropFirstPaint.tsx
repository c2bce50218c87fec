import { useLayoutEffect } from 'react';

/**
 * Removes the markup the server painted before any script ran (api/src/pages/shell-page.ts) as the
 * page's own content commits: a layout effect, so the browser never paints both, nor neither.
 */
export function DropFirstPaint() {
  useLayoutEffect(() => {
    document.getElementById('troo-first-paint')?.remove();
  }, []);
  return null;
}
