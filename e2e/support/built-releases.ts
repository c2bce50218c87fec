import { cpSync, existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * Copies into `releasesDir` the newest release of each app that `npm run build` published (and
 * precompressed) in this checkout's own releases folder. Publishing the same build there again is
 * then the no-op it always is for a version already present, instead of another round of zopfli and
 * brotli over every file (seconds of CPU per Troo a test or benchmark starts). A build that was not
 * published there is simply published as before.
 */
export function seedFromBuiltReleases(repo: string, releasesDir: string): void {
  const built = process.env.RELEASES_DIR ?? path.join(process.env.DATA_DIR ?? path.join(repo, '.data'), 'remotes');
  if (!existsSync(built) || path.resolve(built) === path.resolve(releasesDir)) return;
  for (const app of readdirSync(built, { withFileTypes: true }).filter((entry) => entry.isDirectory())) {
    const versions = readdirSync(path.join(built, app.name), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && existsSync(path.join(built, app.name, entry.name, 'release.json')))
      .map((entry) => path.join(built, app.name, entry.name));
    const newest = versions.sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)[0];
    if (newest) cpSync(newest, path.join(releasesDir, app.name, path.basename(newest)), { recursive: true });
  }
}
