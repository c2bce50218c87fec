import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { FastifyBaseLogger } from 'fastify';
import { NIGERIAN_BANKS } from '../src/data/banks-ng.js';
import { bankDirectory } from '../src/services/banks.js';
import { buildTestApp } from './helpers/app.js';
import { startFakePaystack, type FakePaystack } from './helpers/fake-paystack.js';

const silentLog = { warn: () => undefined } as unknown as FastifyBaseLogger;

describe('GET /getBanks', () => {
  let paystack: FakePaystack;
  before(async () => {
    paystack = await startFakePaystack();
  });
  after(() => paystack.close());

  it('answers the shipped Nigerian list without a Paystack key', async () => {
    const t = await buildTestApp();
    try {
      const response = await t.app.inject({ url: '/api/getBanks' });
      assert.equal(response.statusCode, 200);
      const banks = response.json().data as { name: string; code: string }[];
      assert.ok(banks.length >= 25);
      assert.ok(banks.every((bank) => Object.keys(bank).sort().join() === 'code,name'));
      const codeOf = (name: string) => banks.find((bank) => bank.name === name)?.code;
      assert.equal(codeOf('Access Bank'), '044');
      assert.equal(codeOf('Guaranty Trust Bank'), '058');
      assert.equal(codeOf('Zenith Bank'), '057');
      assert.equal(codeOf('Kuda Bank'), '50211');
      assert.equal(new Set(banks.map((bank) => bank.code)).size, banks.length, 'codes are unique');
    } finally {
      await t.close();
    }
  });

  it("answers Paystack's live banks with the secret key, fetched once a day", async () => {
    const t = await buildTestApp({ PAYSTACK_BASE_URL: paystack.url, PAYSTACK_SECRET_KEY: paystack.secretKey });
    try {
      paystack.requests.length = 0;
      const first = await t.app.inject({ url: '/api/getBanks' });
      assert.deepEqual(first.json().data, [
        { name: 'Access Bank', code: '044' },
        { name: 'Guaranty Trust Bank', code: '058' },
        { name: 'Zenith Bank', code: '057' },
      ]);
      const second = await t.app.inject({ url: '/api/getBanks' });
      assert.deepEqual(second.json().data, first.json().data);
      assert.equal(paystack.requests.length, 1, 'the second answer came from memory');
      assert.equal(paystack.requests[0]!.url, '/bank?country=nigeria');
      assert.equal(paystack.requests[0]!.headers.authorization, `Bearer ${paystack.secretKey}`);
    } finally {
      await t.close();
    }
  });

  it('falls back to the shipped list when Paystack fails, and asks again later', async () => {
    let now = 1_000_000;
    const banks = bankDirectory({ secretKey: paystack.secretKey, baseUrl: paystack.url, log: silentLog, now: () => now });
    paystack.requests.length = 0;
    paystack.fail(503);
    assert.equal(await banks.list(), NIGERIAN_BANKS);
    assert.equal(await banks.list(), NIGERIAN_BANKS);
    assert.equal(paystack.requests.length, 1, 'a failing Paystack is not asked on every call');
    paystack.fail(null);
    now += 5 * 60_000 + 1;
    assert.deepEqual(
      (await banks.list()).map((bank) => bank.code),
      ['044', '058', '057'],
    );
    now += 23 * 3600_000;
    await banks.list();
    assert.equal(paystack.requests.length, 2, 'a good list is kept for a day');
    now += 3600_000;
    await banks.list();
    assert.equal(paystack.requests.length, 3, 'and fetched again after it');
  });

  it('falls back when Paystack cannot be reached at all', async () => {
    const banks = bankDirectory({ secretKey: 'sk_test_x', baseUrl: 'http://127.0.0.1:9', log: silentLog });
    assert.equal(await banks.list(), NIGERIAN_BANKS);
  });

  it('shares one fetch between callers who arrive together', async () => {
    const banks = bankDirectory({ secretKey: paystack.secretKey, baseUrl: paystack.url, log: silentLog });
    paystack.requests.length = 0;
    await Promise.all([banks.list(), banks.list(), banks.list()]);
    assert.equal(paystack.requests.length, 1);
  });
});
