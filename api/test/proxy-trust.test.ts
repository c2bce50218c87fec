import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { ConfigError, loadConfig } from '../src/config.js';
import { buildTestApp, type TestApp } from './helpers/app.js';

// As an attacker who reaches the port: X-Forwarded-For is the client's to write, so unless a
// trusted proxy wrote it, it must change nothing: not the limits, not what the logs say.

const settings = (TRUST_PROXY?: string) =>
  loadConfig({
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'troo-proxy-')),
    TOKEN_SECRET: 'x'.repeat(40),
    ...(TRUST_PROXY === undefined ? {} : { TRUST_PROXY }),
  });
let forwarded = 0;
/** A different made-up client address on every call. */
const rotating = () => ({ 'x-forwarded-for': `203.0.113.${(forwarded += 1) % 250}, 198.18.${forwarded % 250}.1` });

describe('TRUST_PROXY', () => {
  it("is off by default and takes the proxies' addresses or ranges", () => {
    assert.equal(settings().trustProxy, false);
    assert.equal(settings('').trustProxy, false);
    assert.equal(settings('false').trustProxy, false);
    assert.deepEqual(settings('10.0.0.5').trustProxy, ['10.0.0.5']);
    assert.deepEqual(settings(' 10.0.0.5, 172.16.0.0/12,loopback , fd00::/8 ').trustProxy, [
      '10.0.0.5',
      '172.16.0.0/12',
      'loopback',
      'fd00::/8',
    ]);
  });

  it('refuses "true", hop counts and anything that is not an address', () => {
    for (const bad of ['true', '1', '2', '*', 'proxy.example.com', '10.0.0.5/33', '10.0.0.256', ',']) {
      assert.throws(
        () => settings(bad),
        (error: unknown) => error instanceof ConfigError && /TRUST_PROXY must list the addresses/.test(error.message),
        bad,
      );
    }
  });
});

describe('rotating X-Forwarded-For without TRUST_PROXY', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp();
  });
  after(() => t.close());

  const login = (email: string, remoteAddress: string) =>
    t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password: 'Guess2026x' }, remoteAddress, headers: rotating() });

  it('does not escape the guessing limit on one account', async () => {
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await login('target@example.com', '198.51.100.80')).statusCode);
    assert.deepEqual(statuses, [401, 401, 401, 401, 401, 429]);
  });

  it('does not escape the per-address limit of the sign-in route', async () => {
    const statuses = [];
    for (let i = 0; i < 31; i++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: '', password: '' },
        remoteAddress: '198.51.100.81',
        headers: rotating(),
      });
      statuses.push(response.statusCode);
    }
    assert.deepEqual(statuses.slice(0, 30), Array(30).fill(400));
    assert.equal(statuses[30], 429);
  });
});

describe('X-Forwarded-For behind TRUST_PROXY', () => {
  let t: TestApp;
  const lines: string[] = [];
  before(async () => {
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    t = await buildTestApp({ TRUST_PROXY: '10.0.0.5' }, { logger: { level: 'info', stream } });
  });
  after(() => t.close());

  const login = (email: string, remoteAddress: string, headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password: 'Guess2026x' }, remoteAddress, headers });

  it('names the client only when the trusted proxy says so', async () => {
    // Through the proxy: each real client is counted on its own.
    for (let i = 0; i < 6; i++)
      assert.equal((await login('proxied@example.com', '10.0.0.5', { 'x-forwarded-for': `192.0.2.${i + 1}` })).statusCode, 401);
    // Straight to the port, pretending to be a proxy's client: the header is ignored.
    const direct = [];
    for (let i = 0; i < 6; i++) direct.push((await login('direct@example.com', '198.51.100.82', rotating())).statusCode);
    assert.deepEqual(direct, [401, 401, 401, 401, 401, 429]);
    // A client that prepends its own entries still gets the address the proxy appended.
    const spoofed = [];
    for (let i = 0; i < 6; i++)
      spoofed.push((await login('spoof@example.com', '10.0.0.5', { 'x-forwarded-for': `203.0.113.${i}, 192.0.2.99` })).statusCode);
    assert.deepEqual(spoofed, [401, 401, 401, 401, 401, 429]);
  });

  it('logs the real peer address, and the client the proxy named beside it', async () => {
    await t.app.inject({ url: '/api/health', remoteAddress: '10.0.0.5', headers: { 'x-forwarded-for': '192.0.2.200' } });
    await t.app.inject({ url: '/api/health', remoteAddress: '198.51.100.83', headers: { 'x-forwarded-for': '192.0.2.201' } });
    const requests = lines
      .map((line) => JSON.parse(line) as { req: { url: string; remoteAddress: string; clientAddress: string } })
      .filter((entry) => entry.req?.url === '/api/health');
    assert.deepEqual(
      requests.map((entry) => ({ peer: entry.req.remoteAddress, client: entry.req.clientAddress })),
      [
        { peer: '10.0.0.5', client: '192.0.2.200' },
        { peer: '198.51.100.83', client: undefined },
      ],
    );
  });

  it('keeps the development mailbox key out of the logs', async () => {
    await t.app.inject({ url: `/dev/mailbox?key=${t.app.devMailbox!.key}`, remoteAddress: '127.0.0.1' });
    assert.equal(lines.join('\n').includes(t.app.devMailbox!.key), false);
  });
});
