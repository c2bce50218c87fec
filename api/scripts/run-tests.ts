/**
 * The API tests (`npm test -w api [-- test/x.test.ts …]`): migrates one database for the run — a
 * PGlite dump, or a template database on the TEST_DATABASE_URL server — that every test app copies
 * instead of migrating its own, then runs the test files in parallel (TEST_CONCURRENCY, default one
 * per CPU). The template is removed at the end, whatever the outcome.
 */
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { prepareTemplate } from '../test/helpers/database-template.js';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const named = process.argv.slice(2);
const files = named.length
  ? named.map((file) => path.resolve(file))
  : readdirSync(path.join(apiDir, 'test'))
      .filter((name) => name.endsWith('.test.ts'))
      .sort()
      .map((name) => path.join('test', name));
const concurrency = Number(process.env.TEST_CONCURRENCY) || availableParallelism();

function runTests(env: Record<string, string>): Promise<number> {
  const child = spawn(process.execPath, ['--import', 'tsx', '--test', `--test-concurrency=${concurrency}`, ...files], {
    cwd: apiDir,
    env: { ...process.env, ...env },
    stdio: 'inherit',
  });
  // Stopped from outside: the test processes end first, then the template goes (below).
  const stop = (signal: NodeJS.Signals) => child.kill(signal);
  process.on('SIGINT', stop).on('SIGTERM', stop);
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code, signal) => resolve(signal ? 1 : (code ?? 1)));
  });
}

const started = performance.now();
const template = await prepareTemplate();
console.log(`# template migrated in ${((performance.now() - started) / 1000).toFixed(1)} s; ${files.length} files, ${concurrency} at a time`);
let code = 1;
try {
  code = await runTests(template.env);
} finally {
  await template.remove();
}
process.exit(code);
