import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mailOutbox } from '../src/db/schema.js';
import { verificationCodeMail } from '../src/mail/templates.js';
import { buildTestApp, freshDatabase, lastMailTo, openedElsewhere, type TestApp } from './helpers/app.js';

const CLOSED = 'The development mailbox opens only on the machine Troo runs on, at the address it printed when it started.';

describe('GET /dev/mailbox (development, no SMTP)', () => {
  let t: TestApp;
  let key: string;
  before(async () => {
    t = await buildTestApp();
    key = t.app.devMailbox!.key;
  });
  after(() => t.close());

  const open = (o: { key?: string; remoteAddress?: string; headers?: Record<string, string> } = {}) =>
    t.app.inject({
      url: `/dev/mailbox${o.key === undefined ? '' : `?key=${encodeURIComponent(o.key)}`}`,
      remoteAddress: o.remoteAddress ?? '127.0.0.1',
      headers: o.headers,
    });

  it('lists the latest mails newest first as a plain page, with mail text escaped, for this machine with the key', async () => {
    const empty = await open({ key });
    assert.equal(empty.statusCode, 200);
    assert.match(empty.body, /No mail has been sent yet/);

    await t.app.mailer.send({ to: 'first@example.com', kind: 'other', subject: 'Older', text: 'code 111111' });
    await t.app.mailer.send({
      to: 'second@example.com',
      kind: 'other',
      subject: 'Newer <script>alert(1)</script>',
      text: 'code 222222 & more',
    });
    const response = await open({ key, remoteAddress: '::1' });
    assert.equal(response.statusCode, 200);
    assert.match(response.headers['content-type'] as string, /^text\/html/);
    assert.equal(response.headers['cache-control'], 'no-store');
    assert.match(response.body, /<html lang="en">/);
    assert.match(response.body, /<h1>Development mailbox<\/h1>/);
    assert.ok(response.body.indexOf('Newer') < response.body.indexOf('Older'), 'newest first');
    assert.equal(response.body.includes('<script>'), false);
    assert.match(response.body, /Newer &lt;script&gt;/);
    assert.match(response.body, /code 222222 &amp; more/);
  });

  it('shows nothing to a peer on another machine, even with the key', async () => {
    await t.app.mailer.send(verificationCodeMail('victim@example.com', 'Ada', '424242'));
    for (const remoteAddress of ['10.0.0.7', '192.168.1.20', '::ffff:10.0.0.7', '2001:db8::1']) {
      const response = await open({ key, remoteAddress });
      assert.equal(response.statusCode, 403, remoteAddress);
      assert.equal(response.json().message, CLOSED);
      assert.equal(response.body.includes('424242'), false);
    }
  });

  it('shows nothing on this machine without the key, or with a wrong one', async () => {
    for (const attempt of [undefined, '', 'guess', `${key}x`, key.slice(0, -1)]) {
      const response = await open({ key: attempt });
      assert.equal(response.statusCode, 403);
      assert.equal(response.body.includes('424242'), false);
    }
  });

  it('is not fooled by an X-Forwarded-For that says the client is this machine', async () => {
    const response = await open({ key, remoteAddress: '10.0.0.7', headers: { 'x-forwarded-for': '127.0.0.1' } });
    assert.equal(response.statusCode, 403);
  });

  it('keeps mails in memory only: the delivery record has whom and which kind, never the text or subject', async () => {
    const rows = await t.db.select().from(mailOutbox);
    const victim = rows.find((row) => row.toAddress === 'victim@example.com');
    assert.deepEqual(
      { kind: victim!.kind, transport: victim!.transport, delivered: victim!.sentAt !== null },
      { kind: 'verification_code', transport: 'outbox', delivered: true },
    );
    assert.equal(JSON.stringify(rows).includes('424242'), false);
  });

  it('has a new key at every start on the embedded database; on PostgreSQL one key per TOKEN_SECRET, shared by the processes', async () => {
    assert.ok(key.length >= 32);
    const other = await buildTestApp();
    const otherSecret = await buildTestApp({ TOKEN_SECRET: 'another-secret-that-is-long-enough-for-hmac' });
    try {
      if (t.app.dbKind === 'pglite') {
        assert.notEqual(other.app.devMailbox!.key, key);
        assert.equal((await other.app.inject({ url: `/dev/mailbox?key=${key}`, remoteAddress: '127.0.0.1' })).statusCode, 403);
      } else {
        assert.equal(other.app.devMailbox!.key, key, 'every process with the same secret prints the same key');
      }
      assert.notEqual(otherSecret.app.devMailbox!.key, key);
      assert.equal((await otherSecret.app.inject({ url: `/dev/mailbox?key=${key}`, remoteAddress: '127.0.0.1' })).statusCode, 403);
    } finally {
      await other.close();
      await otherSecret.close();
    }
  });

  it('does not exist under /api', async () => {
    assert.equal((await t.app.inject({ url: `/api/dev/mailbox?key=${key}` })).statusCode, 404);
  });
});

describe('GET /dev/mailbox behind a trusted proxy', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp({ TRUST_PROXY: 'loopback' });
  });
  after(() => t.close());

  it('shows nothing to a remote client that a proxy on this machine forwards', async () => {
    const response = await t.app.inject({
      url: `/dev/mailbox?key=${t.app.devMailbox!.key}`,
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': '203.0.113.50' },
    });
    assert.equal(response.statusCode, 403);
  });
});

describe('GET /dev/mailbox in production', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp({ NODE_ENV: 'production' });
  });
  after(() => t.close());

  it('does not exist, keeps no mail, and stores no mail text', async () => {
    assert.equal(t.app.devMailbox, null);
    await t.app.mailer.send(verificationCodeMail('secret@example.com', 'Ada', '333333'));
    const response = await t.app.inject({ url: '/dev/mailbox' });
    assert.equal(response.statusCode, 404);
    assert.equal(response.body.includes('333333'), false);
    const [record] = await t.db.select().from(mailOutbox);
    assert.equal(record!.error, 'not delivered: SMTP_URL is not set');
    assert.equal(JSON.stringify(record).includes('333333'), false);
  });
});

describe('GET /dev/mailbox with SMTP', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp({ SMTP_URL: 'smtp://127.0.0.1:9' });
  });
  after(() => t.close());

  it('does not exist: mail goes to the mail server', async () => {
    assert.equal(t.app.devMailbox, null);
    assert.equal((await t.app.inject({ url: '/dev/mailbox' })).statusCode, 404);
  });
});

describe('GET /dev/mailbox on several API processes on one PostgreSQL', () => {
  it('shows on every process the mail another process kept, newest first, the latest 100 only', async (t) => {
    const database = await freshDatabase();
    if (database.kind !== 'postgres') {
      await database.close();
      console.log('# skipped: processes share a PostgreSQL server only; set TEST_DATABASE_URL to run this');
      return t.skip('needs TEST_DATABASE_URL (a PostgreSQL server)');
    }
    const elsewhere = await openedElsewhere(database);
    const one = await buildTestApp({}, { database });
    const other = await buildTestApp({}, { database: elsewhere });
    try {
      await one.app.mailer.send(verificationCodeMail('Ada@Example.com', 'Ada', '515151'));
      const page = await other.app.inject({ url: `/dev/mailbox?key=${other.app.devMailbox!.key}`, remoteAddress: '127.0.0.1' });
      assert.equal(page.statusCode, 200);
      assert.match(page.body, /515151/, 'the code mailed through the other process');
      assert.match((await lastMailTo(other, 'ada@example.com'))?.text ?? '', /515151/);

      for (let i = 0; i < 101; i++)
        await (i % 2 ? one : other).app.mailer.send({ to: `n${i}@example.com`, kind: 'other', subject: `Mail ${i}`, text: `text ${i}` });
      const kept = await one.app.devMailbox!.list();
      assert.equal(kept.length, 100);
      assert.deepEqual([kept[0]!.subject, kept[99]!.subject], ['Mail 100', 'Mail 1']);
      assert.equal(await lastMailTo(one, 'ada@example.com'), null, 'the oldest went');
    } finally {
      await other.close();
      await one.close();
      await elsewhere.close();
      await database.close();
    }
  });
});
