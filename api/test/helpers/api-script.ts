import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { REPO_ROOT } from '../../src/config.js';

/**
 * The arguments to `node` that run one of the API's scripts as its own process, from its path under
 * api/ without the extension (`src/server`): the compiled copy when this test run was compiled
 * (scripts/compile-tests.ts), else the source through tsx. Paths are absolute: any working folder will do.
 */
export function apiScriptArgs(script: string, o: { embeddedDatabase?: boolean } = {}): string[] {
  const here = fileURLToPath(import.meta.url);
  // --liftoff-only for a process on the embedded database, as the test processes run (scripts/run-tests.ts):
  // it lives seconds, too short for V8's optimising of PGlite's WebAssembly to pay back its CPU. On
  // PostgreSQL it saved nothing (measured a little slower).
  const v8 = o.embeddedDatabase ? ['--liftoff-only'] : [];
  if (here.endsWith('.js')) return ['--conditions=troo-dist', ...v8, path.resolve(path.dirname(here), '../..', `${script}.js`)];
  return [path.join(REPO_ROOT, 'node_modules/tsx/dist/cli.mjs'), path.join(REPO_ROOT, 'api', `${script}.ts`)];
}
