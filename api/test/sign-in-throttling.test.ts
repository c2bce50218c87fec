import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { authThrottles } from '../src/db/schema.js';
import { buildTestApp, lastMailTo, type TestApp } from './helpers/app.js';
import { createTestBusiness, type TestBusiness } from './helpers/businesses.js';

// Throttling, not lockout (ASVS 6.3.1), tried as the attacker: guessing slows the guesser, never
// the owner signing in from elsewhere, and an unknown account is throttled exactly like a known one.

describe('sign-in throttling', () => {
  let t: TestApp;
  let shop: TestBusiness;
  before(async () => {
    t = await buildTestApp();
    shop = await createTestBusiness(t.db, 'Throttle Kitchen');
  });
  after(() => t.close());

  const login = (email: string, password: string, remoteAddress: string) =>
    t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password }, remoteAddress });

  it('answers 429 with Retry-After after five wrong passwords from one address, while the owner signs in from another', async () => {
    const attacker = '198.51.100.60';
    for (let i = 0; i < 5; i++) {
      const wrong = await login(shop.admin.email, `Guess${i}pass`, attacker);
      assert.equal(wrong.statusCode, 401);
      assert.equal(wrong.json().message, 'Invalid email or password');
    }
    for (const password of ['Guess5pass', shop.admin.password]) {
      const throttled = await login(shop.admin.email, password, attacker);
      assert.equal(throttled.statusCode, 429, 'the attacker is slowed, whatever they type');
      assert.match(throttled.json().message, /^Too many failed sign-in attempts\. Try again in 1[45] minutes\.$/);
      const retryAfter = Number(throttled.headers['retry-after']);
      assert.ok(retryAfter > 14 * 60 && retryAfter <= 15 * 60, `Retry-After ${retryAfter}`);
    }
    const owner = await login(shop.admin.email, shop.admin.password, '192.0.2.10');
    assert.equal(owner.statusCode, 200, 'the right password from an address that has not been failing works');
    assert.match(owner.json().data.token, /^v1\./);
  });

  it('throttles an unknown account exactly like a known one', async () => {
    const answers = async (email: string, remoteAddress: string) => {
      const seen = [];
      for (let i = 0; i < 6; i++) {
        const response = await login(email, `Guess${i}pass`, remoteAddress);
        seen.push({
          status: response.statusCode,
          message: response.json().message,
          retryAfter: response.headers['retry-after'] !== undefined,
        });
      }
      return seen;
    };
    const known = await answers(shop.employee.email, '198.51.100.61');
    const unknown = await answers('nobody-at-all@example.com', '198.51.100.62');
    assert.deepEqual(known, unknown);
    assert.equal(known[5]!.status, 429);
  });

  it('caps one address guessing across many accounts', async () => {
    const sprayer = '198.51.100.63';
    const statuses = [];
    for (let i = 0; i < 21; i++) statuses.push((await login(`sprayed-${i}@example.com`, 'Summer2026x', sprayer)).statusCode);
    assert.deepEqual(statuses, [...Array(20).fill(401), 429]);
    assert.equal((await login(shop.admin.email, shop.admin.password, sprayer)).statusCode, 429, 'the ceiling holds for every account');
  });

  it('when many addresses guess at one account, slows each one that keeps guessing but not a fresh one', async () => {
    const victim = await createTestBusiness(t.db, 'Besieged Kitchen');
    const bots = Array.from({ length: 21 }, (_, i) => `203.0.113.${100 + i}`);
    for (const bot of bots) assert.equal((await login(victim.admin.email, 'Winter2026x', bot)).statusCode, 401);
    assert.equal((await login(victim.admin.email, 'Spring2026x', bots[0]!)).statusCode, 429, 'a second guess from a bot');
    assert.equal((await login(victim.admin.email, victim.admin.password, '192.0.2.11')).statusCode, 200, 'the owner');
  });

  it('lets the guesser try again once the window has passed: nothing is locked for good', async () => {
    const victim = await createTestBusiness(t.db, 'Patient Kitchen');
    const guesser = '198.51.100.64';
    for (let i = 0; i < 6; i++) await login(victim.admin.email, `Guess${i}pass`, guesser);
    assert.equal((await login(victim.admin.email, victim.admin.password, guesser)).statusCode, 429);
    await t.db.update(authThrottles).set({ windowEndsAt: new Date(Date.now() - 1000) });
    assert.equal((await login(victim.admin.email, victim.admin.password, guesser)).statusCode, 200);
  });

  it('counts guesses at a temporary password with sign-in guesses', async () => {
    const staff = await createTestBusiness(t.db, 'Temp Guess Kitchen');
    await t.app.inject({
      method: 'POST',
      url: '/api/employee/getEmployeeTempPassword',
      payload: { email: staff.employee.email },
      remoteAddress: '192.0.2.12',
    });
    const temp = (await lastMailTo(t, staff.employee.email))!.text.match(/temporary password is:\s+(\S+)/)![1]!;
    const guesser = '198.51.100.65';
    for (let i = 0; i < 3; i++) assert.equal((await login(staff.employee.email, `Guess${i}pass`, guesser)).statusCode, 401);
    const update = (tempPassword: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/employee/updateEmployeePassword',
        remoteAddress: guesser,
        payload: { email: staff.employee.email, temp_password: tempPassword, password: 'MyOwnPass9', confirm_password: 'MyOwnPass9' },
      });
    for (let i = 0; i < 2; i++) assert.equal((await update(`NotTheTemp${i}x`)).statusCode, 400);
    const throttled = await update(temp);
    assert.equal(throttled.statusCode, 429);
    assert.ok(Number(throttled.headers['retry-after']) > 0);
  });

  it('stores no address or e-mail in clear in its counters', async () => {
    const rows = await t.db.select().from(authThrottles);
    assert.ok(rows.length > 0);
    const dump = JSON.stringify(rows);
    for (const clear of ['198.51.100.60', shop.admin.email, 'nobody-at-all@example.com']) assert.equal(dump.includes(clear), false, clear);
  });
});
