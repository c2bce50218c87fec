// A thread that precompresses a share of a release's files (precompress.ts deals them out): zopfli
// and brotli at their best settings take seconds of CPU per file, and threads use every core.
import { readFile, writeFile } from 'node:fs/promises';
import { workerData, parentPort } from 'node:worker_threads';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { gzipAsync } from '@gfx/zopfli';

export interface CompressTask {
  file: string;
  /** A rarely fetched file: quick ordinary compression (see precompress.ts). */
  quick: boolean;
}
export type CompressDone = { done: true } | { error: string };

async function compress({ file, quick }: CompressTask): Promise<void> {
  const content = await readFile(file);
  const gzip = quick ? gzipSync(content, { level: 9 }) : await gzipAsync(content, { numiterations: 10 });
  const brotli = brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: quick ? 5 : 11 } });
  await Promise.all([writeFile(`${file}.gz`, gzip), writeFile(`${file}.br`, brotli)]);
}

async function compressAll(tasks: CompressTask[]): Promise<void> {
  for (const task of tasks) await compress(task);
}

compressAll(workerData as CompressTask[]).then(
  () => parentPort!.postMessage({ done: true } satisfies CompressDone),
  (error: unknown) => parentPort!.postMessage({ error: error instanceof Error ? error.message : String(error) } satisfies CompressDone),
);
