import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { REPO_ROOT } from '../../src/config.js';

/**
 * The arguments to `node` that run one of the API's scripts as its own process, from its path under
 * api/ without the extension (`src/server`): the compiled copy when this test run was compiled
 * (scripts/compile-tests.ts), else the source through tsx. Paths are absolute: any working folder will do.
 */
export function apiScriptArgs(script: string): string[] {
  const here = fileURLToPath(import.meta.url);
  // --liftoff-only as the test processes themselves run (scripts/run-tests.ts): a server a test starts
  // lives seconds, too short for V8's optimising of PGlite's WebAssembly to pay back its CPU.
  if (here.endsWith('.js')) return ['--conditions=troo-dist', '--liftoff-only', path.resolve(path.dirname(here), '../..', `${script}.js`)];
  return [path.join(REPO_ROOT, 'node_modules/tsx/dist/cli.mjs'), path.join(REPO_ROOT, 'api', `${script}.ts`)];
}
