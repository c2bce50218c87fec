// The thread a release's first-paint.cjs runs in (first-paint-pool.ts starts a few and reuses them):
// its loaders and drawing are code of the release, so however long they run, the API's event loop
// goes on answering; the pool ends this thread when it runs over its budget. It reads the API
// through the pool (a 'read' message answered by the main thread), never directly.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parentPort } from 'node:worker_threads';
import type { FirstPaints, FirstReadContext, FirstReadLoaders } from '@troo/shared/route-manifest';
import { asPublished } from '@troo/releases/integrity';
import type { DrawTask, ToPool, ToWorker } from './first-paint-messages.js';

type Release = { firstPaints?: FirstPaints; firstReads?: FirstReadLoaders };

const requireRelease = createRequire(import.meta.url);
/** Each release's exports, loaded once per thread (a release folder never changes). */
const releases = new Map<string, Release>();

/** A release's first-paint.cjs, run only while it is the file that was published (its record's hash). */
async function loadRelease(file: string): Promise<Release> {
  if (!(await asPublished(path.dirname(file), path.basename(file), await readFile(file)))) {
    throw new Error(
      `${path.basename(file)} changed after it was published, so it is not run (publish the build again, or restore the folder)`,
    );
  }
  return requireRelease(file) as Release;
}
/** Reads waiting for the main thread's answer, by id. */
const waiting = new Map<number, (answer: { key: string; answer: unknown } | null) => void>();
let nextRead = 0;

const post = (message: ToPool) => parentPort!.postMessage(message);

async function draw(task: DrawTask) {
  let release = releases.get(task.file);
  if (!release) {
    release = await loadRelease(task.file);
    releases.set(task.file, release);
  }
  post({ type: 'loaded', task: task.id });
  const firstReads: Record<string, unknown> = {};
  const readThroughPool =
    (id: number) =>
    (call: string, input: unknown): Promise<unknown> =>
      new Promise((resolve) => {
        const read = nextRead++;
        waiting.set(read, (made) => {
          if (made) firstReads[made.key] = made.answer;
          resolve(made?.answer);
        });
        post({ type: 'read', task: id, read, call, input });
      });
  let readsCookies = false;
  const page: FirstReadContext = {
    search: new URLSearchParams(task.search),
    params: task.params,
    cookie: (name) => {
      readsCookies = true;
      return task.cookies[name];
    },
    // Typed for the remote's loaders; here a call id and an input are all it passes on.
    read: readThroughPool(task.id) as FirstReadContext['read'],
  };
  const problems: string[] = [];
  try {
    await release.firstReads?.[task.routePath]?.(page);
  } catch (error) {
    problems.push(`its first reads failed: ${String(error)}`);
  }
  let firstPaint: string | null = null;
  try {
    const html = release.firstPaints?.[task.screen]?.({ url: task.url, firstReads });
    firstPaint = typeof html === 'string' && html ? html : null;
  } catch (error) {
    problems.push(`its first paint failed: ${String(error)}`);
  }
  post({ type: 'drawn', task: task.id, firstPaint, readsCookies, problems });
}

parentPort!.on('message', (message: ToWorker) => {
  if (message.type === 'answer') {
    waiting.get(message.read)?.(message.made);
    waiting.delete(message.read);
    return;
  }
  draw(message).catch((error: unknown) => {
    // The release did not load: nothing of it is drawn.
    post({ type: 'drawn', task: message.id, firstPaint: null, readsCookies: false, problems: [`it did not load: ${String(error)}`] });
  });
});
