import { readFileSync } from 'node:fs';
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

const LOWEST = 10_000;

/**
 * The first port the kernel hands out to `listen(0)` and outgoing connections: Linux says so in
 * /proc (32768 by default); other systems start at 49152, above Linux's default.
 */
export function ephemeralPortsStart(): number {
  try {
    const start = Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]);
    return Number.isInteger(start) && start > 0 ? start : 32_768;
  } catch {
    return 32_768;
  }
}

/**
 * A port on 127.0.0.1 with `count` free ports after it (nginx takes it, the API processes the ones after).
 * The run lies below the ephemeral range: a process takes seconds to start listening on a port found
 * free, and meanwhile any `listen(0)` nearby (a test's server) could be handed one from that range.
 */
export async function freePorts(count: number): Promise<number> {
  const below = ephemeralPortsStart() - count - 1;
  const [from, to] = below > LOWEST + 1_000 ? [LOWEST, below] : [20_000, 50_000];
  for (;;) {
    const base = from + Math.floor(Math.random() * (to - from));
    const free = await Promise.all(Array.from({ length: count + 1 }, (_, i) => portIsFree('127.0.0.1', base + i)));
    if (free.every(Boolean)) return base;
  }
}

/** One free port on 127.0.0.1, for a server a test starts; below the ephemeral range, as `freePorts`. */
export const freePort = (): Promise<number> => freePorts(0);
