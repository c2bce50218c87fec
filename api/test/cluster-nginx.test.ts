import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { count, eq, sql } from 'drizzle-orm';
import { findNginx, NGINX_MISSING, startNginx, type RunningNginx } from '../../platform/releases/src/cluster/nginx.js';
import { MIGRATIONS_DIR, openDatabase, type OpenDatabase } from '../src/db/client.js';
import { businesses, sandboxSubaccounts, sandboxTransactions } from '../src/db/schema.js';
import { DEMO, readDemoCredentials } from '../src/seed/demo.js';
import { bearer } from './helpers/app.js';
import { createTestBusiness } from './helpers/businesses.js';
import { databaseUrl, onServer } from './helpers/database-template.js';
import { EventStreamClient, type StreamMessage } from './helpers/event-stream.js';
import { addBankAccount, createTestMenu } from './helpers/menu.js';
import { CHECKOUT_URL, checkoutBody } from './helpers/paid-order.js';
import { freePort } from '../../platform/releases/src/cluster/ports.js';
import { startServer, type ServerProcess } from './helpers/server-process.js';
import { payThroughProxy, throughProxy } from './helpers/through-proxy.js';
import { DEFAULT_MAX_CONNECTIONS_PER_ADDRESS } from '../src/config.js';
import { retrySafePostPattern } from '../src/retry-safe-paths.js';

// Three real API processes on one new PostgreSQL database behind nginx (the repository's template,
// deploy/nginx/troo.conf.template, as start:cluster renders it), tried as clients and attackers see
// them: through the one address. The test config adds X-Upstream to each answer, so a test can say
// which process answered. Clients come from several addresses of 127.0.0.0/8 (nginx passes the
// peer's address on; TRUST_PROXY names nginx only).

const PROCESSES = 3;
const CHECKOUTS_PER_ADDRESS = 3;
const FIRST_PAYMENTS = 20;
const SECRET = 'test-secret-that-is-long-enough-for-hmac-signing';
/** How long nginx leaves out a process that failed (the template's default is 10 s). */
const FAIL_TIMEOUT_S = 2;

const nginxBinary = findNginx();
const skipReason = !process.env.TEST_DATABASE_URL
  ? 'three processes share a PostgreSQL server only; set TEST_DATABASE_URL to run this'
  : !nginxBinary
    ? NGINX_MISSING
    : null;
if (skipReason) console.log(`# skipped: ${skipReason}`);

let lastAddress = 10;
/** A client address of this file's own (127.0.0.0/8 all reaches this machine). */
const newClient = () => {
  lastAddress += 1;
  return `127.${process.pid % 250}.${Math.floor(lastAddress / 250)}.${(lastAddress % 250) + 2}`;
};

const journalLength = () =>
  (JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as { entries: unknown[] }).entries.length;

describe(`${PROCESSES} API processes behind nginx on one PostgreSQL database`, { skip: skipReason ?? false }, () => {
  const name = `troo_test_${randomBytes(6).toString('hex')}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'troo-cluster-test-'));
  let url: string;
  let env: Record<string, string>;
  let servers: ServerProcess[] = [];
  let startedTogether: PromiseSettledResult<ServerProcess>[] = [];
  let nginx: RunningNginx;
  let proxy: string;
  let database: OpenDatabase;
  const streams: EventStreamClient[] = [];

  before(async () => {
    const server = process.env.TEST_DATABASE_URL!;
    // An empty database: the processes below migrate it and create the demo themselves, all at once.
    await onServer(server, `CREATE DATABASE ${name}`);
    url = databaseUrl(server, name);
    const proxyPort = await freePort();
    proxy = `http://127.0.0.1:${proxyPort}`;
    env = {
      DATABASE_URL: url,
      DATA_DIR: dataDir,
      TOKEN_SECRET: SECRET,
      PUBLIC_URL: proxy,
      TRUST_PROXY: '127.0.0.1',
      SEED_DEMO: 'true',
      PAYMENT_PROVIDER: 'sandbox',
      CHECKOUTS_PER_ADDRESS_PER_MINUTE: String(CHECKOUTS_PER_ADDRESS),
      DRAIN_SECONDS: '1',
    };
    startedTogether = await Promise.allSettled(Array.from({ length: PROCESSES }, () => startServer(env)));
    servers = startedTogether.flatMap((outcome) => (outcome.status === 'fulfilled' ? [outcome.value] : []));
    if (servers.length === PROCESSES) {
      nginx = await startNginx({
        binary: nginxBinary!,
        host: '127.0.0.1',
        port: proxyPort,
        upstreams: servers.map((s) => new URL(s.url).host),
        exposeUpstream: true,
        failTimeoutSeconds: FAIL_TIMEOUT_S,
        maxConnectionsPerClient: DEFAULT_MAX_CONNECTIONS_PER_ADDRESS,
        retrySafePosts: retrySafePostPattern(),
      });
    }
    database = await openDatabase({ url, pgliteDir: null, onIdleConnectionError: () => {} });
  });
  after(async () => {
    for (const stream of streams) stream.close();
    await Promise.all(servers.map((s) => s.remove()));
    await nginx?.stop();
    await database?.close();
    await onServer(process.env.TEST_DATABASE_URL!, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    rmSync(dataDir, { recursive: true, force: true });
  });

  const portOf = (s: ServerProcess) => new URL(s.url).host;
  /**
   * GETs `pathname` through the proxy until every process has answered (round-robin: a few requests;
   * a process nginx left out after failures is tried again once FAIL_TIMEOUT_S has passed).
   */
  async function fromEveryProcess(pathname: string, headers: Record<string, string> = {}) {
    const answers = [];
    const deadline = Date.now() + (FAIL_TIMEOUT_S + 5) * 1000;
    while (new Set(answers.map((a) => a.upstream)).size < PROCESSES && Date.now() < deadline) {
      answers.push(await throughProxy(`${proxy}${pathname}`, { headers }));
    }
    assert.deepEqual(
      [...new Set(answers.map((a) => a.upstream))].sort(),
      servers.map(portOf).sort(),
      'every process answered through the proxy',
    );
    return answers;
  }

  async function outletWithMenu(label: string) {
    const shop = await createTestBusiness(database.db, label);
    const { jollof } = await createTestMenu(database.db, shop);
    await addBankAccount(database.db, shop);
    return { shop, jollof: jollof.id };
  }

  it(`${PROCESSES} processes started at once on an empty database all become healthy: migrated once, the demo created once`, async () => {
    for (const outcome of startedTogether)
      assert.equal(outcome.status, 'fulfilled', outcome.status === 'rejected' ? String(outcome.reason) : '');
    for (const answer of await fromEveryProcess('/api/health')) {
      assert.equal(answer.status, 200, answer.body);
      assert.equal(answer.json<{ database: string }>().database, 'postgres');
    }
    const { rows } = (await database.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`)) as {
      rows: { n: number }[];
    };
    assert.equal(rows[0]!.n, journalLength(), 'each migration applied once');
    const [demo] = await database.db
      .select({ n: count() })
      .from(businesses)
      .where(eq(businesses.uniqueIdentifier, DEMO.businessIdentifier));
    assert.equal(demo!.n, 1, 'one demo restaurant');
  });

  it('a sign-in made on one process works on every other', async () => {
    const credentials = readDemoCredentials(dataDir);
    assert.ok(credentials, 'the demo sign-ins were written to the shared data folder');
    const signIn = await throughProxy(`${proxy}/api/login`, { body: credentials.employee });
    assert.equal(signIn.status, 200, signIn.body);
    const token = signIn.json<{ data: { token: string } }>().data.token;
    const answers = await fromEveryProcess('/api/userDetails', bearer(token));
    for (const answer of answers) assert.equal(answer.status, 200, `${answer.upstream}: ${answer.body}`);
    assert.ok(answers.some((a) => a.upstream !== signIn.upstream));
    // And a sign-out through one ends it on every process.
    const signOut = await throughProxy(`${proxy}/api/logout`, { method: 'POST', headers: bearer(token) });
    assert.ok(signOut.status < 300, signOut.body);
    for (const answer of await fromEveryProcess('/api/userDetails', bearer(token))) assert.equal(answer.status, 401, answer.upstream);
  });

  it('a password guessed through one process is throttled through the others, whatever X-Forwarded-For the guesser sends', async () => {
    const shop = await createTestBusiness(database.db, 'Guarded Kitchen');
    const guesser = newClient();
    const upstreams = new Set<string>();
    for (let i = 0; i < 5; i++) {
      const wrong = await throughProxy(`${proxy}/api/login`, {
        from: guesser,
        // Forged: nginx replaces it with the peer's address, and the processes believe nginx only.
        headers: { 'x-forwarded-for': `198.51.100.${i + 1}` },
        body: { email: shop.admin.email, password: `Guess${i}pass` },
      });
      assert.equal(wrong.status, 401, wrong.body);
      upstreams.add(wrong.upstream);
    }
    assert.ok(upstreams.size > 1, 'the guesses were spread over several processes');
    const refusedBy = new Set<string>();
    for (let i = 0; i < PROCESSES; i++) {
      const refused = await throughProxy(`${proxy}/api/login`, {
        from: guesser,
        body: { email: shop.admin.email, password: shop.admin.password },
      });
      assert.equal(refused.status, 429, refused.body);
      assert.ok(Number(refused.headers['retry-after']) > 0);
      refusedBy.add(refused.upstream);
    }
    assert.equal(refusedBy.size, PROCESSES, 'every process refuses the guesser');
    const owner = await throughProxy(`${proxy}/api/login`, {
      from: newClient(),
      body: { email: shop.admin.email, password: shop.admin.password },
    });
    assert.equal(owner.status, 200, 'the owner, from another address, gets in');
  });

  it(`an address's ${CHECKOUTS_PER_ADDRESS} checkouts a minute are counted across the processes; another address is served`, async () => {
    const { shop, jollof } = await outletWithMenu('Counted Kitchen');
    const diner = newClient();
    const start = (from: string, forged?: string) =>
      throughProxy(`${proxy}${CHECKOUT_URL}`, {
        from,
        headers: forged ? { 'x-forwarded-for': forged } : {},
        body: { ...checkoutBody(shop, jollof), callback_url: `${proxy}/demo/payment-type/orderandpay` },
      });
    const served = new Set<string>();
    for (let i = 0; i < CHECKOUTS_PER_ADDRESS; i++) {
      const started = await start(diner);
      assert.equal(started.status, 200, started.body);
      served.add(started.upstream);
    }
    assert.equal(served.size, CHECKOUTS_PER_ADDRESS, 'each checkout went to another process');
    const refusedBy = new Set<string>();
    for (let i = 0; i < PROCESSES; i++) {
      const refused = await start(diner, `203.0.113.${i + 1}`);
      assert.equal(refused.status, 429, refused.body);
      refusedBy.add(refused.upstream);
    }
    assert.equal(refusedBy.size, PROCESSES);
    assert.equal((await start(newClient())).status, 200, 'another diner');
  });

  it('a display on one process receives orders paid through others; when its process is killed mid-stream it catches up through the proxy, no gap, no duplicate', async () => {
    const { shop, jollof } = await outletWithMenu('Live Kitchen');
    const signIn = await throughProxy(`${proxy}/api/login`, { body: { email: shop.employee.email, password: shop.employee.password } });
    const staff = bearer(signIn.json<{ data: { token: string } }>().data.token);
    const streamUrl = `${proxy}/api/events/orders?branch_id=${shop.branchId}`;
    const first = await EventStreamClient.open(streamUrl, staff);
    streams.push(first);
    assert.equal(first.response.status, 200);
    const holder = first.response.headers.get('x-upstream')!;
    const holderProcess = servers.find((s) => portOf(s) === holder)!;
    assert.ok(holderProcess, `the stream is held by ${holder}`);

    const received: StreamMessage[] = [];
    /** Reads `stream` until every order in `orderIds` has arrived on the display. */
    const readUntil = async (stream: EventStreamClient, orderIds: string[]) => {
      while (!orderIds.every((id) => received.some((m) => JSON.parse(m.data).order_id === id))) received.push(await stream.next(10_000));
    };

    // Paid through the proxy until the Pay step (where the order is made) was taken by another process
    // than the display's. Each payment is three requests, so a request between turns nginx's round-robin.
    const before = [await payThroughProxy(proxy, shop, jollof, newClient())];
    while (before.at(-1)!.upstreams[1] === holder && before.length < PROCESSES) {
      await throughProxy(`${proxy}/api/health`);
      before.push(await payThroughProxy(proxy, shop, jollof, newClient()));
    }
    assert.notEqual(before.at(-1)!.upstreams[1], holder, 'an order paid through another process');
    await readUntil(
      first,
      before.map((o) => o.orderId),
    );

    holderProcess.child.kill('SIGKILL');
    assert.equal(await first.endedWithin(10_000), true, 'the stream ends with its process');
    const whileAway = await payThroughProxy(proxy, shop, jollof, newClient());
    assert.ok(!whileAway.upstreams.includes(holder), 'nginx sends nothing to the dead process');

    const lastSeen = received.at(-1)!.id;
    const second = await EventStreamClient.open(streamUrl, { ...staff, 'last-event-id': lastSeen });
    streams.push(second);
    assert.equal(second.response.status, 200);
    assert.notEqual(second.response.headers.get('x-upstream'), holder);
    const afterReconnect = await payThroughProxy(proxy, shop, jollof, newClient());
    await readUntil(second, [whileAway.orderId, afterReconnect.orderId]);

    const ids = received.map((m) => Number(m.id));
    assert.deepEqual(
      ids,
      [...ids].sort((a, b) => a - b),
      'in order',
    );
    assert.equal(new Set(ids).size, ids.length, 'no event twice');
    const orders = received.map((m) => JSON.parse(m.data).order_id as string);
    assert.deepEqual(
      [...new Set(orders)],
      [...before.map((o) => o.orderId), whileAway.orderId, afterReconnect.orderId],
      'every order, none missing, in the order paid',
    );

    // Started again on its port, it is sent requests again.
    const restarted = await startServer({ ...env, PORT: holder.split(':')[1]! });
    servers[servers.indexOf(holderProcess)] = restarted;
    await holderProcess.remove();
    for (const answer of await fromEveryProcess('/api/health')) assert.equal(answer.status, 200);
  });

  it(`${FIRST_PAYMENTS} first payments of a new restaurant, spread over the processes at once, make one subaccount`, async () => {
    const { shop, jollof } = await outletWithMenu(`Newcomer ${randomBytes(3).toString('hex')}`);
    const answers = await Promise.all(
      Array.from({ length: FIRST_PAYMENTS }, () =>
        throughProxy(`${proxy}${CHECKOUT_URL}`, {
          from: newClient(),
          body: { ...checkoutBody(shop, jollof), callback_url: `${proxy}/demo/payment-type/orderandpay` },
        }),
      ),
    );
    for (const answer of answers) assert.equal(answer.status, 200, answer.body);
    assert.equal(new Set(answers.map((a) => a.upstream)).size, PROCESSES, 'every process took some');
    const [row] = await database.db.select().from(businesses).where(eq(businesses.id, shop.businessId));
    assert.match(row!.paymentSubaccountCode ?? '', /^ACCT_/);
    const made = await database.db.select().from(sandboxSubaccounts).where(eq(sandboxSubaccounts.businessName, row!.name));
    assert.equal(made.length, 1, 'one subaccount');
    const references = answers.map((a) => a.json<{ transaction: { ref: string } }>().transaction.ref);
    const settled = await database.db
      .select({ reference: sandboxTransactions.reference, subaccount: sandboxTransactions.subaccountCode })
      .from(sandboxTransactions);
    assert.deepEqual(
      references.map((reference) => settled.find((t) => t.reference === reference)?.subaccount),
      Array(FIRST_PAYMENTS).fill(row!.paymentSubaccountCode),
      'every payment settles to it',
    );
  });

  it('a process stopped with SIGTERM drains: its health check says 503, nginx sends that request on, and no client sees an error', async () => {
    const [leaving, ...staying] = servers;
    leaving!.child.kill('SIGTERM');
    // Its own health check answers 503 once it has taken the signal.
    while ((await fetch(`${leaving!.url}/api/health`)).status !== 503);
    // While it drains and once its port is closed, every request through the proxy is answered.
    const answers = [];
    while (leaving!.child.exitCode === null) answers.push(await throughProxy(`${proxy}/api/health`));
    for (let i = 0; i < PROCESSES; i++) answers.push(await throughProxy(`${proxy}/api/health`));
    for (const answer of answers) {
      assert.equal(answer.status, 200, answer.body);
      assert.ok(staying.map(portOf).includes(answer.upstream.split(', ').at(-1)!), answer.upstream);
    }
    assert.ok(
      answers.some((a) => a.upstream.includes(', ')),
      'a 503 from the draining process was sent on to another',
    );
    assert.equal((await leaving!.exited).code, 0, leaving!.output());
  });
});
