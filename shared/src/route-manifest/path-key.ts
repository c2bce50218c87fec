// Paths compared as react-router reads them: case aside, and parameters equal whatever their names.
// (Which route answers an address is react-router's own matchRoutes: ./match.)

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

/** '/demo/:id/Items' and '/demo/:slug/items' → 'demo/:/items'. */
export const pathKey = (path: string) =>
  segmentsOf(path)
    .map((s) => (s.startsWith(':') ? (s.endsWith('?') ? ':?' : ':') : s.toLowerCase()))
    .join('/');

/** '/a/:b?/c' → ['/a/c', '/a/:b/c'] (react-router's explodeOptionalSegments). */
export function expandOptional(path: string): string[] {
  let variants = [''];
  for (const segment of segmentsOf(path)) {
    if (segment.endsWith('?')) {
      const required = segment.slice(0, -1);
      variants = variants.flatMap((variant) => [variant, `${variant}/${required}`]);
    } else {
      variants = variants.map((variant) => `${variant}/${segment}`);
    }
  }
  return variants.map((variant) => variant || '/');
}
