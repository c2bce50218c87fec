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
