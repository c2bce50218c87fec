import type { Worker } from 'node:worker_threads';
import type { DrawnQrCodes, DrawQrCodes } from './qr-thread.js';
import { startThread } from '@troo/releases';

let thread: Worker | null = null;
let nextId = 0;
const waiting = new Map<number, { resolve: (pngs: Buffer[]) => void; reject: (error: Error) => void }>();

/** One drawing thread for the process, started on first use; requests queue in it one after another. */
function drawingThread(): Worker {
  if (thread) return thread;
  const started = startThread(import.meta.url, 'qr-thread');
  started.on('message', (drawn: DrawnQrCodes) => {
    const caller = waiting.get(drawn.id);
    waiting.delete(drawn.id);
    if (waiting.size === 0) started.unref(); // idle, it never keeps the process alive
    if ('error' in drawn) caller?.reject(new Error(`QR code drawing failed: ${drawn.error}`));
    else caller?.resolve(drawn.pngs.map((png) => Buffer.from(png.buffer, png.byteOffset, png.byteLength)));
  });
  started.on('error', (thrown: unknown) => {
    // Node 24's types say a thread may throw anything, not only an Error.
    const error = thrown instanceof Error ? thrown : new Error(`QR code drawing failed: ${String(thrown)}`);
    for (const caller of waiting.values()) caller.reject(error);
    waiting.clear();
    thread = null;
  });
  started.on('exit', () => {
    if (thread === started) thread = null;
  });
  thread = started;
  return started;
}

/** PNG QR codes of `texts`, drawn off the main thread. */
export function qrPngs(texts: string[], width = 512): Promise<Buffer[]> {
  const id = nextId++;
  return new Promise((resolve, reject) => {
    waiting.set(id, { resolve, reject });
    const drawing = drawingThread();
    drawing.ref(); // while codes are owed, the process waits for them
    drawing.postMessage({ id, texts, width } satisfies DrawQrCodes);
  });
}

/** One PNG QR code of `text`, drawn off the main thread. */
export async function qrPng(text: string, width = 512): Promise<Buffer> {
  const [png] = await qrPngs([text], width);
  return png!;
}
