import assert from 'node:assert/strict';
import { after, afterEach, before, describe, it } from 'node:test';
import { count, desc, eq, lte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { limitLeases, sessions } from '../src/db/schema.js';
import { openLimitStore } from '../src/limits/open-limit-store.js';
import { StreamLeases } from '../src/services/stream-leases.js';
import { STREAMS_PER_SESSION, StreamSessions } from '../src/services/stream-sessions.js';
import { bearer, buildTestApp, freshDatabase, openedElsewhere, type TestApp } from './helpers/app.js';
import { createTestBusiness, type TestBusiness } from './helpers/businesses.js';
import { EventStreamClient, listening } from './helpers/event-stream.js';
import { redisUnavailable, TEST_REDIS_URL } from './helpers/redis.js';

// The attack: open order streams (each holds a connection and a LISTEN subscriber's work) through
// every API process behind the proxy; each process counting only its own would allow 20 per process.

const redisMissing = await redisUnavailable();

for (const variant of [
  { name: 'counted in the database (PostgreSQL, or memory on the embedded one)', env: {} as Record<string, string> },
  { name: 'counted in Redis (REDIS_URL)', env: { REDIS_URL: TEST_REDIS_URL }, skip: redisMissing ?? false },
]) {
  describe(`stream limits across two API processes on one database, ${variant.name}`, { skip: variant.skip }, () => {
    let database: Awaited<ReturnType<typeof freshDatabase>>;
    let elsewhere: Awaited<ReturnType<typeof openedElsewhere>>;
    let one: TestApp;
    let other: TestApp;
    let oneUrl: string;
    let otherUrl: string;
    let shop: TestBusiness;
    const open: EventStreamClient[] = [];

    before(async () => {
      database = await freshDatabase();
      elsewhere = await openedElsewhere(database);
      one = await buildTestApp(variant.env, { database });
      other = await buildTestApp(variant.env, { database: elsewhere });
      oneUrl = await listening(one.app);
      otherUrl = await listening(other.app);
      shop = await createTestBusiness(database.db, 'Mama Put');
    });
    afterEach(() => {
      for (const stream of open.splice(0)) stream.close();
    });
    after(async () => {
      await other.close();
      await one.close();
      await elsewhere.close();
      await database.close();
    });

    const signIn = async () => {
      const answer = await one.app.inject({ method: 'POST', url: '/api/login', payload: shop.admin });
      assert.equal(answer.statusCode, 200, answer.body);
      return answer.json().data.token as string;
    };
    const streamAt = (base: string) => `${base}/api/events/orders?branch_id=${shop.branchId}`;
    /** Opens a stream; answers it (to close later) whatever its status. */
    const openAt = async (base: string, token: string) => {
      const stream = await EventStreamClient.open(streamAt(base), bearer(token));
      open.push(stream);
      return stream;
    };
    /** Asks until a place is free (a process notices a closed or expired stream within moments, not at once). */
    const servedOnceFreed = async (base: string, token: string, tries = 100) => {
      let stream = await openAt(base, token);
      for (let tried = 1; stream.response.status === 429 && tried < tries; tried += 1) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        stream = await openAt(base, token);
      }
      return stream;
    };

    it(`${STREAMS_PER_SESSION} streams of one sign-in on one process: the next, on the other, is refused; one closes, one more is let in`, async () => {
      const token = await signIn();
      const first = await Promise.all(Array.from({ length: STREAMS_PER_SESSION }, () => openAt(oneUrl, token)));
      assert.deepEqual(new Set(first.map((stream) => stream.response.status)), new Set([200]));
      const refused = await fetch(streamAt(otherUrl), { headers: bearer(token) });
      assert.equal(refused.status, 429);
      assert.match(((await refused.json()) as { message: string }).message, /Too many order displays are open on this sign-in/);
      first[0]!.close();
      assert.equal((await servedOnceFreed(otherUrl, token)).response.status, 200);
      assert.equal((await openAt(otherUrl, token)).response.status, 429);
    });

    it(`50 streams of one sign-in opened at once across both processes: exactly ${STREAMS_PER_SESSION} are let in`, async () => {
      const token = await signIn();
      const streams = await Promise.all(Array.from({ length: 50 }, (_, i) => openAt(i % 2 ? otherUrl : oneUrl, token)));
      const statuses = streams.map((stream) => stream.response.status);
      assert.equal(statuses.filter((status) => status === 200).length, STREAMS_PER_SESSION);
      assert.equal(statuses.filter((status) => status === 429).length, 50 - STREAMS_PER_SESSION);
    });

    it('the streams of a process that stopped without letting go stop counting when their leases expire', async () => {
      const token = await signIn();
      const [session] = await database.db
        .select({ id: sessions.id })
        .from(sessions)
        .where(eq(sessions.userId, shop.admin.id))
        .orderBy(desc(sessions.createdAt))
        .limit(1);
      // A third process with short leases takes every place of the sign-in, then stops renewing them
      // and never releases them: as a process killed mid-stream.
      const store = openLimitStore(one.config, database);
      const quietLog = { warn: () => {} } as unknown as FastifyBaseLogger;
      const dying = new StreamLeases(store, quietLog, { expiryMs: 1_000, renewEveryMs: 400 });
      const owner = { sessionId: session!.id, userId: shop.admin.id };
      const dyingStreams = new StreamSessions(database.db, dying);
      for (let i = 0; i < STREAMS_PER_SESSION; i++) assert.ok('forget' in (await dyingStreams.track(owner, () => {})));
      dyingStreams.stop();
      await dying.stop();
      if (store.kind === 'redis') await store.close();
      assert.equal((await openAt(otherUrl, token)).response.status, 429);
      assert.equal((await servedOnceFreed(otherUrl, token)).response.status, 200);
      // Housekeeping takes the expired ones away (they only took room in the table).
      const expiredBy = new Date();
      await one.app.housekeeping.run();
      const [expired] = await database.db.select({ n: count() }).from(limitLeases).where(lte(limitLeases.expiresAt, expiredBy));
      assert.equal(expired!.n, 0);
    });
  });
}
