/**
 * The API tests (`npm test -w api [-- test/x.test.ts …]`): compiles the API and its tests to plain
 * JavaScript once (scripts/compile-tests.ts) and builds @troo/shared's contract for Node, prepares
 * migrated databases that every test app copies instead of migrating its own — a PGlite dump (kept
 * for the next run while the migrations stay the same) and, on the TEST_DATABASE_URL server, a template
 * database — then runs the test files on parallel worker processes (TEST_CONCURRENCY, default one
 * per CPU and one more; scripts/test-workers.ts). The compiled copy and the template database are removed at the
 * end, whatever the outcome, as is the temporary folder the test files and the processes they start
 * are given for theirs (TMPDIR): a test that forgets to remove a folder leaves nothing behind.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { prepareTemplate } from '../test/helpers/database-template.js';
import { compileTests } from './compile-tests.js';
import { runInWorkers } from './test-workers.js';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const onServer = Boolean(process.env.TEST_DATABASE_URL);
const named = process.argv.slice(2).map((file) => path.relative(apiDir, path.resolve(file)));
const files = (named.length ? named : everyTestFile()).filter((file) => named.length > 0 || !onServer || opensDatabase(file));
// One more worker than CPUs: a file spends part of its time waiting on processes it started (the
// API, nginx, pg_dump) or on the PostgreSQL server, and the extra worker fills that time (CI's
// 2 cores: 104 s with three workers where two take 126 s).
const concurrency = Number(process.env.TEST_CONCURRENCY) || availableParallelism() + 1;

function everyTestFile(): string[] {
  return readdirSync(path.join(apiDir, 'test'))
    .filter((name) => name.endsWith('.test.ts'))
    .sort()
    .map((name) => path.join('test', name));
}

/**
 * Whether a test file opens a database the run chooses (helpers/app.ts, database-template.ts). The
 * others (pure functions, the embedded database in a folder, scripts) run the same whatever the
 * database, so the PostgreSQL run leaves them to the PGlite one.
 */
function opensDatabase(file: string): boolean {
  return /helpers\/(app|database-template)\.js|TEST_DATABASE_URL/.test(readFileSync(path.join(apiDir, file), 'utf8'));
}

function run(command: string, args: string[], options: { cwd: string; env?: Record<string, string> }): Promise<number> {
  const child = spawn(command, args, { ...options, env: { ...process.env, ...options.env }, stdio: 'inherit' });
  // Stopped from outside: the child ends first, then the compiled copy and the template go (below).
  const stop = (signal: NodeJS.Signals) => child.kill(signal);
  process.on('SIGINT', stop).on('SIGTERM', stop);
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      process.off('SIGINT', stop).off('SIGTERM', stop);
      resolve(signal ? 1 : (code ?? 1));
    });
  });
}

/** @troo/shared's contract and route manifest as Node reads them (the troo-dist condition). */
async function buildSharedForNode(): Promise<void> {
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  if ((await run(npm, ['run', '--silent', 'build:node', '-w', '@troo/shared'], { cwd: path.join(apiDir, '..') })) !== 0) {
    throw new Error('@troo/shared could not be built for Node (npm run build:node -w @troo/shared): see above');
  }
}

const testsTmpDir = mkdtempSync(path.join(tmpdir(), 'troo-api-tests-'));
const started = performance.now();
const [build, template, shared] = await Promise.allSettled([compileTests(), prepareTemplate(), buildSharedForNode()]);
let code = 1;
try {
  if (build.status === 'rejected') throw build.reason;
  if (template.status === 'rejected') throw template.reason;
  if (shared.status === 'rejected') throw shared.reason;
  console.log(
    `# compiled and migrated in ${((performance.now() - started) / 1000).toFixed(1)} s; ${files.length} files, ${concurrency} at a time`,
  );
  // --liftoff-only: V8 leaves PGlite's WebAssembly unoptimised. Optimising it costs each test process
  // about 2 s of CPU on background threads, more than a test file's queries ever win back.
  const node = ['--conditions=troo-dist', '--enable-source-maps', '--liftoff-only'];
  const env = { ...template.value.env, TMPDIR: testsTmpDir };
  code = await runInWorkers({ buildDir: build.value.dir, files, concurrency, cwd: apiDir, nodeOptions: node, env });
} finally {
  // What was made goes, also when another step failed.
  rmSync(testsTmpDir, { recursive: true, force: true });
  await Promise.all([build, template].map((step) => (step.status === 'fulfilled' ? step.value.remove() : Promise.resolve())));
}
process.exit(code);
