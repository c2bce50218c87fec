import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** `npm run remotes -- <args>` against the running test server's releases. */
export function remotes(...args: string[]): string {
  return execFileSync(process.execPath, ['--conditions=troo-dist', path.join(repo, 'api/dist/cli/remotes.js'), ...args], {
    env: { ...process.env, DATA_DIR: process.env.TROO_DATA_DIR, RELEASES_DIR: process.env.TROO_RELEASES_DIR },
    encoding: 'utf8',
  });
}
