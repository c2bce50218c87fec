import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';

/**
 * A worker thread running the module `name` beside `callerUrl` (pass import.meta.url): its .js once
 * built; under tsx (development, a test file run on its own) its .ts, through tsx's require hook, since
 * Node 20 applies no --import loader to a thread's own module.
 */
export function startThread(callerUrl: string, name: string, options?: { workerData?: unknown }): Worker {
  const caller = fileURLToPath(callerUrl);
  const file = path.join(path.dirname(caller), `${name}${path.extname(caller)}`);
  if (!file.endsWith('.ts')) return new Worker(file, options);
  const tsx = createRequire(callerUrl).resolve('tsx/cjs');
  return new Worker(`require(${JSON.stringify(tsx)}); require(${JSON.stringify(file)});`, { ...options, eval: true });
}
