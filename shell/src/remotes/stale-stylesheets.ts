import type { LiveRemote } from '@troo/shared/route-manifest';

// A kept copy of the page that runs other remote versions than it was sent with (a rollback since)
// still links the stylesheets of the versions it was sent with: its first paint is drawn with them.
// rspack's css loader knows a chunk's stylesheet by the chunk's id (data-rspack="<remote>:chunk-<id>"),
// whatever its version, so the version run would take the other version's stylesheet as its own.

const STALE = 'data-troo-stale';

/** The folder a remote version's files are served from (its entry's), as an absolute URL. */
const folderOf = ({ entry }: LiveRemote) => new URL('.', new URL(entry, document.baseURI)).href;

/**
 * The page's links into the folders of versions the page names but this load does not run lose the
 * mark the css loader finds them by (the version run links its own), and go with the first paint.
 */
export function disownStylesheetsOfVersionsNotRun(page: readonly LiveRemote[], run: readonly LiveRemote[]): void {
  const running = new Set(run.map(folderOf));
  const notRun = page.map(folderOf).filter((folder) => !running.has(folder));
  if (notRun.length === 0) return;
  for (const link of document.querySelectorAll<HTMLLinkElement>('link[href]')) {
    if (!notRun.some((folder) => link.href.startsWith(folder))) continue;
    link.removeAttribute('data-rspack');
    link.setAttribute(STALE, '');
  }
}

/** Once the first paint they styled is gone, those stylesheets go too: none of their rules stays. */
export function dropStaleStylesheets(): void {
  for (const link of document.querySelectorAll(`link[${STALE}]`)) link.remove();
}
