import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mailOutbox } from '../src/db/schema.js';
import { buildTestApp, type TestApp } from './helpers/app.js';

describe('GET /dev/mailbox', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp();
  });
  after(() => t.close());

  it('lists the outbox newest first as a plain page, with mail text escaped', async () => {
    const empty = await t.app.inject({ url: '/dev/mailbox' });
    assert.equal(empty.statusCode, 200);
    assert.match(empty.body, /No mail has been sent yet/);

    await t.db.insert(mailOutbox).values([
      { toAddress: 'first@example.com', subject: 'Older', bodyText: 'code 111111', transport: 'outbox', sentAt: new Date(), createdAt: new Date(Date.now() - 60_000) },
      { toAddress: 'second@example.com', subject: 'Newer <script>alert(1)</script>', bodyText: 'code 222222 & more', transport: 'outbox', sentAt: new Date() },
    ]);
    const response = await t.app.inject({ url: '/dev/mailbox' });
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

  it('does not exist under /api', async () => {
    assert.equal((await t.app.inject({ url: '/api/dev/mailbox' })).statusCode, 404);
  });
});

describe('GET /dev/mailbox in production', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp({ NODE_ENV: 'production' });
  });
  after(() => t.close());

  it('answers 404', async () => {
    await t.db.insert(mailOutbox).values({ toAddress: 'secret@example.com', subject: 'Code', bodyText: 'code 333333', transport: 'outbox' });
    const response = await t.app.inject({ url: '/dev/mailbox' });
    assert.equal(response.statusCode, 404);
    assert.equal(response.body.includes('333333'), false);
  });
});
