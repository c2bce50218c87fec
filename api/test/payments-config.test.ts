import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ConfigError, DEFAULT_PLATFORM_FEE_PERCENT, loadConfig } from '../src/config.js';
import { platformShareKobo } from '../src/payments/index.js';

const base = () => ({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'troo-config-')), TOKEN_SECRET: 'x'.repeat(40) });

describe('payment settings', () => {
  it('default to the sandbox and a platform share of 2 %', () => {
    const config = loadConfig(base());
    assert.equal(config.paymentProvider, 'sandbox');
    assert.equal(config.platformFeePercent, DEFAULT_PLATFORM_FEE_PERCENT);
    assert.equal(DEFAULT_PLATFORM_FEE_PERCENT, 2);
  });

  it('use Paystack when a secret key is set', () => {
    assert.equal(loadConfig({ ...base(), PAYSTACK_SECRET_KEY: 'sk_test_abc' }).paymentProvider, 'paystack');
    assert.equal(loadConfig({ ...base(), PAYSTACK_SECRET_KEY: 'sk_test_abc', PAYMENT_PROVIDER: 'sandbox' }).paymentProvider, 'sandbox');
  });

  it('refuse to start in production without a key unless the sandbox is asked for', () => {
    assert.throws(
      () => loadConfig({ ...base(), NODE_ENV: 'production' }),
      (error: unknown) => error instanceof ConfigError && /PAYSTACK_SECRET_KEY is required in production/.test(error.message),
    );
    assert.equal(loadConfig({ ...base(), NODE_ENV: 'production', PAYMENT_PROVIDER: 'sandbox' }).paymentProvider, 'sandbox');
    assert.equal(loadConfig({ ...base(), NODE_ENV: 'production', PAYSTACK_SECRET_KEY: 'sk_live_abc' }).paymentProvider, 'paystack');
    assert.throws(() => loadConfig({ ...base(), PAYMENT_PROVIDER: 'paystack' }), /needs PAYSTACK_SECRET_KEY/);
    assert.throws(() => loadConfig({ ...base(), PAYMENT_PROVIDER: 'stripe' }), /PAYMENT_PROVIDER must be paystack or sandbox/);
  });

  it('accept a platform share from 0 to 99.99 with two decimals at most', () => {
    for (const [raw, value] of [
      ['0', 0],
      ['1.5', 1.5],
      ['2.25', 2.25],
      ['99.99', 99.99],
    ] as const) {
      assert.equal(loadConfig({ ...base(), PLATFORM_FEE_PERCENT: raw }).platformFeePercent, value);
    }
    for (const raw of ['-1', '100', '2.255', 'two', '1e1', ' ', '0x10']) {
      assert.throws(() => loadConfig({ ...base(), PLATFORM_FEE_PERCENT: raw }), /PLATFORM_FEE_PERCENT must be a percentage/, raw);
    }
  });
});

describe('platformShareKobo', () => {
  it('is the percentage of the amount in whole kobo, rounded to the nearest', () => {
    assert.equal(platformShareKobo(1_000_000, 2), 20_000);
    assert.equal(platformShareKobo(1_250_050, 2), 25_001);
    assert.equal(platformShareKobo(333, 1.5), 5);
    assert.equal(platformShareKobo(100, 0.29), 0);
    assert.equal(platformShareKobo(10_000, 0.29), 29);
    assert.equal(platformShareKobo(5_000, 0), 0);
  });
});
