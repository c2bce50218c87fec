import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { buildTestApp, endThrottleWindows, type TestApp } from './helpers/app.js';
import { PROBES, prepareProbeAccounts, sendPair, type ProbeAccounts } from './helpers/account-probes.js';
import { newAddress } from './helpers/onboarding.js';

// As an attacker probing who has an account: every unauthenticated path gives a known and an
// unknown account the same answer, word for word. (That both are as fast is measured by
// timing/account-enumeration.test.ts, outside the gating suite.)

const TRIES = 4;

describe('no account enumeration on unauthenticated paths: the answers', () => {
  let t: TestApp;
  let accounts: ProbeAccounts;

  before(async () => {
    t = await buildTestApp();
    accounts = await prepareProbeAccounts(t, TRIES);
  });
  after(() => t.close());

  for (const probe of PROBES) {
    it(`${probe.name}: the same answer for a known and an unknown account`, async () => {
      const send = async (payload: Record<string, unknown>) => {
        const response = await t.app.inject({ method: 'POST', url: probe.url, payload, remoteAddress: newAddress() });
        return { status: response.statusCode, body: response.body };
      };
      for (let i = 0; i < TRIES; i++) {
        // The work a previous pair left for after its answers is done (a patient attacker).
        await t.app.background.idle();
        if (probe.spaced) await endThrottleWindows(t);
        const answers = await sendPair(probe, accounts, i, send);
        assert.deepEqual(answers.known, answers.unknown, `try ${i}: the answers differ`);
        assert.ok(answers.known.status < 500, answers.known.body);
      }
    });
  }
});
