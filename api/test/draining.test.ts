import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import type { OpenDatabase } from '../src/db/client.js';
import { SHUTTING_DOWN } from '../src/routes/health.js';
import { bearer, databaseUrlOf, freshDatabase } from './helpers/app.js';
import { createTestBusiness, type TestBusiness } from './helpers/businesses.js';
import { EventStreamClient } from './helpers/event-stream.js';
import { rawConnection } from './helpers/raw-connection.js';
import { openMigratedFolder } from './helpers/migrated-folder.js';
import { startServer } from './helpers/server-process.js';

// A process being stopped behind a proxy (a deploy, a scale-down) fails nothing: on SIGTERM its health
// check answers 503 while everything else is still served, so the proxy moves on; then kitchen
// displays' streams end (they reconnect, to another process), the requests under way finish, and the
// process exits. The real server, as a process of its own, on the test run's database.

const DRAIN_SECONDS = 2;

/** The database the server will open, with a restaurant in it, and the settings that point the server at it. */
async function preparedDatabase(): Promise<{ shop: TestBusiness; env: Record<string, string>; remove: () => Promise<void> }> {
  if (process.env.TEST_DATABASE_URL) {
    const database = await freshDatabase();
    const shop = await createTestBusiness(database.db, 'Mama Put');
    return { shop, env: { DATABASE_URL: await databaseUrlOf(database) }, remove: () => database.close() };
  }
  // The embedded database in the server's data folder: made here, closed before the server opens it.
  const dataDir = mkdtempSync(path.join(tmpdir(), 'troo-draining-'));
  const database: OpenDatabase = await openMigratedFolder(path.join(dataDir, 'pglite'));
  const shop = await createTestBusiness(database.db, 'Mama Put');
  await database.close();
  return { shop, env: { DATA_DIR: dataDir }, remove: async () => rmSync(dataDir, { recursive: true, force: true }) };
}

describe('stopping a process (SIGTERM)', () => {
  it('health turns 503 at once, requests under way finish with 200, event streams end, and the process exits 0', async () => {
    const { shop, env, remove } = await preparedDatabase();
    const server = await startServer({
      ...env,
      TOKEN_SECRET: 'test-secret-that-is-long-enough-for-hmac-signing',
      PUBLIC_URL: 'http://troo.test',
      NODE_ENV: 'production',
      PAYMENT_PROVIDER: 'sandbox',
      LOG_LEVEL: 'info',
      DRAIN_SECONDS: String(DRAIN_SECONDS),
    });
    let stream: EventStreamClient | undefined;
    try {
      const { port } = new URL(server.url);
      const signIn = await fetch(`${server.url}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: shop.employee.email, password: shop.employee.password }),
      });
      assert.equal(signIn.status, 200);
      const staff = bearer(((await signIn.json()) as { data: { token: string } }).data.token);
      stream = await EventStreamClient.open(`${server.url}/api/events/orders?branch_id=${shop.branchId}`, staff);
      assert.equal(stream.response.status, 200);
      // A sign-in under way: the server has its headers (it said 100 Continue) and waits for the rest of its body.
      const body = JSON.stringify({ email: shop.admin.email, password: shop.admin.password });
      const underWay = rawConnection(Number(port));
      underWay.socket.write(
        'POST /api/login HTTP/1.1\r\nHost: troo.test\r\nContent-Type: application/json\r\nExpect: 100-continue\r\n' +
          `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n`,
      );
      await underWay.sent('HTTP/1.1 100 Continue');
      underWay.socket.write(body.slice(0, 10));

      const signalled = performance.now();
      server.child.kill('SIGTERM');
      await server.printed('stopping: /api/health answers 503');
      const health = await fetch(`${server.url}/api/health`);
      assert.equal(health.status, 503);
      assert.equal(((await health.json()) as { message: string }).message, SHUTTING_DOWN);
      assert.equal(health.headers.get('connection'), 'close', 'the proxy does not keep this connection');
      // Everything else is still served while the proxy moves on, and the display's stream is still open.
      const details = await fetch(`${server.url}/api/userDetails`, { headers: staff });
      assert.equal(details.status, 200);
      assert.equal(await stream.endedWithin(0), false, 'the stream outlives the 503');

      assert.equal(await stream.endedWithin(DRAIN_SECONDS * 1000 + 10_000), true, 'the stream ends (the display reconnects elsewhere)');
      // The port is closing now; the sign-in under way still gets its answer.
      underWay.socket.write(body.slice(10));
      await underWay.closed;
      assert.match(underWay.received(), /\r\n\r\nHTTP\/1\.1 200 OK\r\n/);
      assert.match(underWay.received(), /"token":"[^"]+"/);

      const { code } = await server.exited;
      const stoppedAfterMs = performance.now() - signalled;
      assert.equal(code, 0, server.output());
      console.log(`# exited ${Math.round(stoppedAfterMs)} ms after SIGTERM (DRAIN_SECONDS=${DRAIN_SECONDS})`);
      assert.ok(stoppedAfterMs >= DRAIN_SECONDS * 1000, `stopped after ${Math.round(stoppedAfterMs)} ms, before the drain was over`);
      assert.ok(stoppedAfterMs < DRAIN_SECONDS * 1000 + 5_000, `stopped after ${Math.round(stoppedAfterMs)} ms`);
    } finally {
      stream?.close();
      await server.remove();
      await remove();
    }
  });
});
