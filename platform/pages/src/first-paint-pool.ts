import type { Worker } from 'node:worker_threads';
import { startThread } from '@troo/releases';
import type { DrawTask, ToPool, ToWorker } from './first-paint-messages.js';

// A few threads, reused, that run releases' first-paint.cjs (first-paint-worker.ts) with a time
// budget, so a slow or endless loader or renderer costs one page its first paint, never the API
// its event loop. The budget counts the release's own running time, not the API reads it waits on.

/** What a page carries of its first paint: nothing of it when the release ran over its budget or failed. */
export interface Drawn {
  /** The answers of the route's first reads, keyed as the screens' reads key them. */
  firstReads: Record<string, unknown>;
  firstPaint: string | null;
  /** The loaders read a cookie: the page is the diner's own (Vary: Cookie). */
  readsCookies: boolean;
}

const NOTHING: Drawn = { firstReads: {}, firstPaint: null, readsCookies: false };

/** Makes one read of a loader through the API: its answer and key in the page, or null when not made. */
export type MakeRead = (call: string, input: unknown) => Promise<{ key: string; answer: unknown } | null>;

export interface PoolOptions {
  size: number;
  /** How long a release may run for one page, once loaded. */
  budgetMs: number;
  /** How long loading a release's first-paint.cjs may take (once per thread; React and the screens in one file). */
  loadAllowanceMs: number;
  warn: (message: string) => void;
}

type Page = Omit<DrawTask, 'type' | 'id'>;

interface Running {
  task: DrawTask;
  label: string;
  makeRead: MakeRead;
  firstReads: Record<string, unknown>;
  resolve: (drawn: Drawn) => void;
  loaded: boolean;
  /** Budget left, and since when it is being spent (null while every running read is awaited). */
  remainingMs: number;
  since: number | null;
  readsAwaited: number;
  timer?: NodeJS.Timeout;
}

interface Slot {
  worker: Worker;
  running: Running | null;
}

/** A queue this long means the threads are swamped: further pages go without first paint. */
const MAX_WAITING = 32;

/** A thread running first-paint-worker. */
const startWorker = (): Worker => startThread(import.meta.url, 'first-paint-worker');

export class FirstPaintPool {
  private readonly slots: Slot[] = [];
  private readonly waiting: { task: DrawTask; label: string; makeRead: MakeRead; resolve: (drawn: Drawn) => void }[] = [];
  /** Releases whose file did not load in time: not tried again. */
  private readonly unloadable = new Set<string>();
  private nextTask = 0;
  private closed = false;

  constructor(private readonly options: PoolOptions) {}

  /** The page's first reads and first paint, drawn by the release in a thread; `label` names remote and route in warnings. */
  draw(page: Page, makeRead: MakeRead, label: string): Promise<Drawn> {
    if (this.closed || this.unloadable.has(page.file) || this.waiting.length >= MAX_WAITING) return Promise.resolve(NOTHING);
    return new Promise((resolve) => {
      this.waiting.push({ task: { type: 'draw', id: this.nextTask++, ...page }, label, makeRead, resolve });
      this.dispatch();
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const waiting of this.waiting.splice(0)) waiting.resolve(NOTHING);
    await Promise.all(this.slots.splice(0).map((slot) => this.stop(slot)));
  }

  private dispatch() {
    while (this.waiting.length) {
      let slot = this.slots.find((candidate) => !candidate.running);
      if (!slot && this.slots.length < this.options.size) slot = this.start();
      if (!slot) return;
      const next = this.waiting.shift()!;
      const running: Running = { ...next, firstReads: {}, loaded: false, remainingMs: this.options.budgetMs, since: null, readsAwaited: 0 };
      slot.running = running;
      running.timer = setTimeout(() => this.overBudget(slot, 'loading took too long'), this.options.loadAllowanceMs);
      slot.worker.postMessage(running.task satisfies ToWorker);
    }
  }

  private start(): Slot {
    const worker = startWorker();
    worker.unref(); // never what keeps the process alive
    const slot: Slot = { worker, running: null };
    worker.on('message', (message: ToPool) => this.heard(slot, message));
    // Node 24's types say a thread may throw anything, not only an Error.
    worker.on('error', (error: unknown) => this.replace(slot, `failed: ${error instanceof Error ? error.message : String(error)}`));
    worker.on('exit', () => {
      if (this.slots.includes(slot)) this.replace(slot, 'its thread ended');
    });
    this.slots.push(slot);
    return slot;
  }

  private heard(slot: Slot, message: ToPool) {
    const running = slot.running;
    if (!running || message.task !== running.task.id) return;
    if (message.type === 'loaded') {
      clearTimeout(running.timer);
      running.loaded = true;
      this.spend(slot, running);
    } else if (message.type === 'read') {
      this.pause(running);
      running.readsAwaited++;
      void running.makeRead(message.call, message.input).then((made) => {
        if (slot.running !== running) return; // over budget meanwhile
        if (made) running.firstReads[made.key] = made.answer;
        slot.worker.postMessage({ type: 'answer', read: message.read, made } satisfies ToWorker);
        if (--running.readsAwaited === 0) this.spend(slot, running);
      });
    } else {
      clearTimeout(running.timer);
      for (const problem of message.problems) this.options.warn(`${running.label}: ${problem}; the page goes without it`);
      slot.running = null;
      running.resolve({ firstReads: running.firstReads, firstPaint: message.firstPaint, readsCookies: message.readsCookies });
      this.dispatch();
    }
  }

  /** The release runs: its budget is being spent. */
  private spend(slot: Slot, running: Running) {
    running.since = Date.now();
    clearTimeout(running.timer);
    running.timer = setTimeout(
      () => this.overBudget(slot, `ran over its budget of ${this.options.budgetMs} ms`),
      Math.max(0, running.remainingMs),
    );
  }

  /** The release waits on the API: its budget is not being spent. */
  private pause(running: Running) {
    clearTimeout(running.timer);
    if (running.since !== null) running.remainingMs -= Date.now() - running.since;
    running.since = null;
  }

  private overBudget(slot: Slot, what: string) {
    const running = slot.running;
    if (running && !running.loaded) this.unloadable.add(running.task.file);
    this.replace(slot, what);
  }

  /** Ends a thread that failed or ran too long (its page goes without first paint) and lets the next page start a new one. */
  private replace(slot: Slot, what: string) {
    const index = this.slots.indexOf(slot);
    if (index < 0) return;
    this.slots.splice(index, 1);
    const running = slot.running;
    if (running) {
      clearTimeout(running.timer);
      this.options.warn(`${running.label}: its first paint ${what}; the page goes without it`);
      running.resolve(NOTHING);
    }
    void this.stop(slot);
    this.dispatch();
  }

  private async stop(slot: Slot) {
    clearTimeout(slot.running?.timer);
    slot.running?.resolve(NOTHING);
    slot.running = null;
    await slot.worker.terminate();
  }
}
