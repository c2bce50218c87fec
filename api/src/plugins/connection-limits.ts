import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import { compile } from '@fastify/proxy-addr';

/**
 * How long a client may take to send a request, and how many connections one address may hold.
 * Without them one client trickling request bodies (or never finishing them) holds sockets and
 * memory until the server runs out of either.
 */
export interface ConnectionLimits {
  /** The whole request, headers and body, must arrive within this; else 408 and the socket closes. */
  requestTimeoutMs: number;
  /** Open connections from one address beyond this are closed at once. */
  maxConnectionsPerAddress: number;
  /** TRUST_PROXY's proxies: many clients come through each, so they are not held to the ceiling. */
  trustProxy: false | string[];
}

/** The headers alone get at most this long (and never longer than the whole request). */
const HEADERS_TIMEOUT_MS = 20_000;

/** Node's server options that enforce the request timeout promptly (it checks on an interval). */
export function requestTimeoutOptions({ requestTimeoutMs }: Pick<ConnectionLimits, 'requestTimeoutMs'>) {
  return {
    requestTimeout: requestTimeoutMs,
    http: {
      headersTimeout: Math.min(HEADERS_TIMEOUT_MS, requestTimeoutMs),
      // Node looks for overdue requests this often (30 s by default): a quarter of the timeout, so
      // a stalled request is cut off within 1.25 times it.
      connectionsCheckingInterval: Math.max(100, Math.min(30_000, Math.floor(requestTimeoutMs / 4))),
    },
  };
}

/** Closes a new connection from an address that already holds `maxConnectionsPerAddress`. */
export function limitConnectionsPerAddress(server: Server, { maxConnectionsPerAddress, trustProxy }: ConnectionLimits): void {
  const trusted = trustProxy ? compile(trustProxy) : () => false;
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress;
    if (!address || trusted(address, 0)) return;
    const count = (open.get(address) ?? 0) + 1;
    if (count > maxConnectionsPerAddress) {
      socket.destroy();
      return;
    }
    open.set(address, count);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
}
