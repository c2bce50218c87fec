import { createServer } from 'node:net';

// Ports for the processes a cluster starts: its launcher refuses one in use, its tests and bench
// look for a free run of them.

/** Whether nothing listens on `port` of `host` (a listener is tried, then closed). */
export function portIsFree(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer()
      .once('error', () => resolve(false))
      .listen(port, host, () => probe.close(() => resolve(true)));
  });
}

/** A port on 127.0.0.1 with `count` free ports after it (nginx takes it, the API processes the ones after). */
export async function freePorts(count: number): Promise<number> {
  for (;;) {
    const base = 20_000 + Math.floor(Math.random() * 30_000);
    const free = await Promise.all(Array.from({ length: count + 1 }, (_, i) => portIsFree('127.0.0.1', base + i)));
    if (free.every(Boolean)) return base;
  }
}
