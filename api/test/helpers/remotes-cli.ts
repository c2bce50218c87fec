import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { REPO_ROOT } from '../../src/config.js';

/**
 * The arguments to `node` that run `npm run remotes` (src/cli/remotes.ts): the compiled copy when
 * this test run was compiled (scripts/compile-tests.ts), else the source through tsx. Paths are
 * absolute, so the command works from any working folder.
 */
export function remotesCliArgs(): string[] {
  const here = fileURLToPath(import.meta.url);
  if (here.endsWith('.js')) return ['--conditions=troo-dist', path.resolve(path.dirname(here), '../../src/cli/remotes.js')];
  return [path.join(REPO_ROOT, 'node_modules/tsx/dist/cli.mjs'), path.join(REPO_ROOT, 'api/src/cli/remotes.ts')];
}
