import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { loadConfig } from '../src/config.js';
import { buildTestApp, type TestApp } from './helpers/app.js';
import { rawConnection } from './helpers/raw-connection.js';

// The attack: a client that opens connections and never finishes its requests (a stalled body,
// headers a byte at a time), or opens thousands of them, so the server runs out of sockets.

/** Given, so reading the settings writes no secret file. */
const SECRET = { TOKEN_SECRET: 'test-secret-that-is-long-enough-for-hmac-signing' };
/** Without the limits these tests would wait for ever: fail instead. */
const WITHIN = { timeout: 20_000 };

async function listening(env: Record<string, string>): Promise<{ t: TestApp; port: number }> {
  const t = await buildTestApp(env);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return { t, port: (t.app.server.address() as AddressInfo).port };
}

describe('a stalled request is cut off (REQUEST_TIMEOUT_MS=1000)', WITHIN, () => {
  let t: TestApp;
  let port: number;
  before(async () => ({ t, port } = await listening({ REQUEST_TIMEOUT_MS: '1000' })));
  after(() => t.close());

  it('a body that stops halfway gets 408 and the connection closes within the timeout', async () => {
    const client = rawConnection(port);
    await client.connected;
    client.socket.write(
      'POST /api/login HTTP/1.1\r\nHost: troo.test\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n{"email":',
    );
    const closedAfter = await client.closed;
    assert.match(client.received(), /^HTTP\/1\.1 408 /);
    assert.ok(closedAfter < 1000 * 1.25 + 1500, `closed after ${Math.round(closedAfter)} ms`);
  });

  it('headers sent a few bytes at a time are cut off too', async () => {
    const client = rawConnection(port);
    await client.connected;
    client.socket.write('GET /api/health HTTP/1.1\r\nHost: tr');
    const closedAfter = await client.closed;
    assert.match(client.received(), /^(HTTP\/1\.1 408 |$)/);
    assert.ok(closedAfter < 1000 * 1.25 + 1500, `closed after ${Math.round(closedAfter)} ms`);
  });

  it('a request that arrives whole is answered as before', async () => {
    const answer = await fetch(`http://127.0.0.1:${port}/api/health`);
    assert.equal(answer.status, 200);
  });
});

describe('connections per address (MAX_CONNECTIONS_PER_ADDRESS=5)', WITHIN, () => {
  it('the sixth connection from one address is closed at once; when one closes, another may open', async () => {
    const { t, port } = await listening({ MAX_CONNECTIONS_PER_ADDRESS: '5' });
    try {
      const held = Array.from({ length: 5 }, () => rawConnection(port));
      await Promise.all(held.map((client) => client.connected));
      const sixth = rawConnection(port);
      await sixth.closed;
      assert.equal(sixth.received(), '', 'the sixth is closed without an answer');

      held[0]!.socket.end();
      await held[0]!.closed;
      const next = rawConnection(port);
      await next.connected;
      next.socket.write('GET /api/health HTTP/1.1\r\nHost: troo.test\r\nConnection: close\r\n\r\n');
      await next.closed;
      assert.match(next.received(), /^HTTP\/1\.1 200 /);
      for (const client of held.slice(1)) client.socket.destroy();
    } finally {
      await t.close();
    }
  });

  it("TRUST_PROXY's proxies are not held to it: many clients come through each", async () => {
    const { t, port } = await listening({ MAX_CONNECTIONS_PER_ADDRESS: '2', TRUST_PROXY: '127.0.0.1' });
    try {
      const held = Array.from({ length: 4 }, () => rawConnection(port));
      await Promise.all(held.map((client) => client.connected));
      const last = held[3]!;
      last.socket.write('GET /api/health HTTP/1.1\r\nHost: troo.test\r\nConnection: close\r\n\r\n');
      await last.closed;
      assert.match(last.received(), /^HTTP\/1\.1 200 /);
      for (const client of held) client.socket.destroy();
    } finally {
      await t.close();
    }
  });

  it('the settings refuse nonsense with a message naming them', () => {
    assert.throws(() => loadConfig({ ...SECRET, REQUEST_TIMEOUT_MS: '10' }), /REQUEST_TIMEOUT_MS must be a whole number from 1000/);
    assert.throws(
      () => loadConfig({ ...SECRET, MAX_CONNECTIONS_PER_ADDRESS: '0' }),
      /MAX_CONNECTIONS_PER_ADDRESS must be a whole number from 1/,
    );
  });
});
