/**
 * Runs the API test files on worker processes (scripts/test-worker.ts), handing a worker the next
 * file whenever it finishes one, largest files first so that no worker is left alone with a long one
 * at the end. A worker's report (node:test's spec reporter) is printed whole when it ends, so two
 * reports never interleave; a line per finished file shows progress meanwhile.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { statSync } from 'node:fs';
import path from 'node:path';

/** How long a worker may take to exit after its last file: longer means a test left a handle open. */
const EXIT_GRACE_MS = 60_000;

interface Options {
  /** The compiled copy (scripts/compile-tests.ts); files are named as in the source, 'test/x.test.ts'. */
  buildDir: string;
  files: string[];
  /** Where the tests run: the API's source folder, as with `node --test`. */
  cwd: string;
  concurrency: number;
  nodeOptions: string[];
  env: Record<string, string>;
}

/** Runs every file once; answers 0 when every file passed and every worker ended cleanly. */
export async function runInWorkers(o: Options): Promise<number> {
  const apiDir = path.join(o.buildDir, 'api');
  const queue = [...o.files].sort(
    (a, b) => statSync(path.join(apiDir, b.replace(/\.ts$/, '.js'))).size - statSync(path.join(apiDir, a.replace(/\.ts$/, '.js'))).size,
  );
  const workers = Array.from({ length: Math.min(o.concurrency, queue.length) }, (_, index) => startWorker(index + 1, apiDir, queue, o));
  const stop = (signal: NodeJS.Signals) => workers.forEach((worker) => worker.child.kill(signal));
  process.on('SIGINT', stop).on('SIGTERM', stop);
  const outcomes = await Promise.all(workers.map((worker) => worker.ended));
  process.off('SIGINT', stop).off('SIGTERM', stop);
  for (const outcome of outcomes) process.stdout.write(outcome.report);
  printTotals(outcomes.map((outcome) => outcome.report));
  return outcomes.every((outcome) => outcome.code === 0) ? 0 : 1;
}

interface Worker {
  child: ChildProcess;
  ended: Promise<{ code: number; report: string }>;
}

function startWorker(id: number, apiDir: string, queue: string[], o: Options): Worker {
  const script = path.join(apiDir, 'scripts', 'test-worker.js');
  const child = spawn(process.execPath, [...o.nodeOptions, '--test-reporter=spec', script], {
    cwd: o.cwd,
    env: { ...process.env, ...o.env },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  let report = '';
  // As text, so a character split between two chunks ('✔') is still whole.
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => (report += chunk));
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (report += chunk));
  let current: { file: string; since: number } | null = null;
  let lateExit: NodeJS.Timeout | undefined;
  child.on('message', () => {
    if (current) console.log(`# ${current.file} done in ${((performance.now() - current.since) / 1000).toFixed(1)} s (worker ${id})`);
    const file = queue.shift() ?? null;
    current = file ? { file, since: performance.now() } : null;
    child.send({ file });
    if (!file) {
      lateExit = setTimeout(() => {
        report += `\nworker ${id} did not exit ${EXIT_GRACE_MS / 1000} s after its last file: a test left a handle open (a server, a timer, a database)\n`;
        child.kill('SIGKILL');
      }, EXIT_GRACE_MS);
    }
  });
  const ended = new Promise<{ code: number; report: string }>((resolve) => {
    // 'close', not 'exit': the report is whole only once its output streams have ended too.
    child.once('close', (code, signal) => {
      clearTimeout(lateExit);
      if (current) report += `\nworker ${id} ended (${signal ?? `exit code ${code}`}) while running ${current.file}\n`;
      resolve({ code: signal || current ? 1 : (code ?? 1), report });
    });
  });
  return { child, ended };
}

/** The sum of the workers' "ℹ pass 12"-style counts. */
function printTotals(reports: string[]): void {
  const totals = new Map<string, number>();
  for (const report of reports) {
    for (const [, name, count] of report.matchAll(/^ℹ (tests|pass|fail|cancelled|skipped|todo) (\d+)$/gm)) {
      totals.set(name!, (totals.get(name!) ?? 0) + Number(count));
    }
  }
  console.log(`# all workers: ${[...totals].map(([name, count]) => `${name} ${count}`).join(', ')}`);
}
