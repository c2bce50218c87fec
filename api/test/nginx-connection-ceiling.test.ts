import assert from 'node:assert/strict';
import { createServer, request, type ClientRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { after, before, describe, it } from 'node:test';
import { findNginx, NGINX_MISSING, startNginx, type RunningNginx } from '../../platform/releases/src/cluster/nginx.js';
import { freePort } from '../../platform/releases/src/cluster/ports.js';
import { retrySafePostPattern } from '../src/retry-safe-paths.js';

// The attack's finding 10: behind the shipped template one address held 2,000+ connections, as the
// API processes exempt nginx from their per-address ceiling. nginx now holds each client to it.

const nginxBinary = findNginx();
if (!nginxBinary) console.log(`# skipped: ${NGINX_MISSING}`);

const CEILING = 20;
const ATTACKER = '127.0.0.1';
const DINER = '127.0.0.2';

describe('one client address behind nginx', { skip: nginxBinary ? false : NGINX_MISSING }, () => {
  // A stand-in API process that never answers /held (a stalled stream), and answers anything else.
  const held: ServerResponse[] = [];
  let heldWaiters: (() => void)[] = [];
  const upstream = createServer((incoming, response) => {
    if (incoming.url === '/held') {
      held.push(response);
      const waiting = heldWaiters;
      heldWaiters = [];
      waiting.forEach((wake) => wake());
      return;
    }
    response.setHeader('content-type', 'application/json');
    response.end('{"message":"ok"}');
  });
  let nginx: RunningNginx;
  let proxyPort: number;
  const open: ClientRequest[] = [];

  before(async () => {
    const upstreamPort = await freePort();
    proxyPort = await freePort();
    await new Promise<void>((resolve) => upstream.listen(upstreamPort, '127.0.0.1', resolve));
    nginx = await startNginx({
      binary: nginxBinary!,
      host: '127.0.0.1',
      port: proxyPort,
      upstreams: [`127.0.0.1:${upstreamPort}`],
      maxConnectionsPerClient: CEILING,
      retrySafePosts: retrySafePostPattern(),
    });
  });
  after(async () => {
    for (const outgoing of open) outgoing.destroy();
    for (const response of held) response.destroy();
    await nginx?.stop();
    upstream.close();
  });

  const get = (path: string, from: string) => {
    const outgoing = request({ host: '127.0.0.1', port: proxyPort, path, localAddress: from, agent: false });
    open.push(outgoing);
    const answered = new Promise<IncomingMessage>((resolve, reject) => outgoing.on('response', resolve).on('error', reject));
    outgoing.end();
    return answered;
  };
  const upstreamHolds = (count: number) =>
    new Promise<void>((resolve) => {
      const check = () => (held.length >= count ? resolve() : heldWaiters.push(check));
      check();
    });

  it(`holds at most ${CEILING} open requests of one address; past that it answers 429, and other clients are served`, async () => {
    for (let i = 0; i < CEILING; i++) void get('/held', ATTACKER).catch(() => {});
    await upstreamHolds(CEILING);

    const refused = await Promise.all(Array.from({ length: 10 }, () => get('/held', ATTACKER)));
    assert.deepEqual(
      refused.map((answer) => answer.statusCode),
      Array<number>(10).fill(429),
    );
    assert.equal(held.length, CEILING, 'none of the refused reached the API');

    const diner = await get('/api/health', DINER);
    assert.equal(diner.statusCode, 200);
  });
});
