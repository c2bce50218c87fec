import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { mailOutbox } from '../src/db/schema.js';
import { buildTestApp, type TestApp } from './helpers/app.js';
import { onboardToVerify, post } from './helpers/onboarding.js';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** A local SMTP server that keeps every message it is given. */
async function startSmtp() {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    secure: false,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.server.address() as AddressInfo).port,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('mail over SMTP', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let t: TestApp;
  before(async () => {
    smtp = await startSmtp();
    t = await buildTestApp({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}` });
  });
  after(async () => {
    await t.close();
    await smtp.close();
  });

  it('delivers the verification code of a new registration, and the code verifies the owner', async () => {
    const owner = await onboardToVerify(t);
    await t.app.background.idle();
    const message = smtp.received.find((mail) => mail.to.includes(owner.email));
    assert.ok(message, 'the SMTP server received the mail');
    assert.equal(message.from, 'no-reply@troo.ng');
    const body = message.raw.slice(message.raw.indexOf('\r\n\r\n'));
    const code = body.match(/\b(\d{6})\b/)?.[1];
    assert.ok(code, 'the body holds a six-digit code');
    const verified = await post(t, '/api/emailVerification', { email: owner.email, token: code });
    assert.equal(verified.statusCode, 200);
    assert.equal(verified.json().message, 'User verified successfully');

    // What stays on the server: to whom, which kind, delivered; never the code.
    const records = await t.db.select().from(mailOutbox);
    assert.deepEqual(
      records.map((r) => ({ to: r.toAddress, kind: r.kind, transport: r.transport, delivered: r.sentAt !== null, error: r.error })),
      [{ to: owner.email, kind: 'verification_code', transport: 'smtp', delivered: true, error: null }],
    );
    assert.equal(JSON.stringify(records).includes(code), false);
    assert.equal(t.app.devMailbox, null, 'no development mailbox keeps a copy');
  });
});
