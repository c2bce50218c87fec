import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { bearer, buildTestApp, type TestApp } from './helpers/app.js';
import { createTestBusiness, type TestBusiness } from './helpers/businesses.js';

describe("Settings' Reset Password (signed in)", () => {
  let t: TestApp;
  let shop: TestBusiness;

  before(async () => {
    t = await buildTestApp();
    shop = await createTestBusiness(t.db, 'Password Kitchen');
  });
  after(() => t.close());

  const login = (email: string, password: string) => t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });
  const signIn = async (email: string, password: string) => (await login(email, password)).json().data.token as string;
  const change = (token: string, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/changePassword', payload, headers: bearer(token) });
  const details = (token: string) => t.app.inject({ method: 'GET', url: '/api/userDetails', headers: bearer(token) });

  it("answers the spec's messages for missing, unequal and weak passwords, and a wrong current one", async () => {
    const token = await signIn(shop.employee.email, shop.employee.password);
    const cases: [object, string][] = [
      [{ current_password: shop.employee.password, password: '', confirm_password: '' }, 'All fields are Required'],
      [{ password: 'Newpass2026', confirm_password: 'Newpass2026' }, 'All fields are Required'],
      [{ current_password: shop.employee.password, password: 'Newpass2026', confirm_password: 'Newpass2027' }, 'Passwords do not match'],
      [
        { current_password: shop.employee.password, password: 'short1', confirm_password: 'short1' },
        'Password must be alphanumeric and have a minimum length of 8 characters',
      ],
      [
        { current_password: 'Wrongpass99', password: 'Newpass2026', confirm_password: 'Newpass2026' },
        'The current password is not correct.',
      ],
    ];
    for (const [payload, message] of cases) {
      const answer = await change(token, payload);
      assert.equal(answer.statusCode, 400, JSON.stringify(payload));
      assert.equal(answer.json().message, message);
    }
    assert.equal((await login(shop.employee.email, shop.employee.password)).statusCode, 200, 'the old password still works');
    assert.equal(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/changePassword',
          payload: { current_password: 'a', password: 'b', confirm_password: 'b' },
        })
      ).statusCode,
      401,
    );
  });

  it('changes the password: the session in use stays, every other one ends, only the new password signs in', async () => {
    const phone = await signIn(shop.admin.email, shop.admin.password);
    const laptop = await signIn(shop.admin.email, shop.admin.password);
    const answer = await change(phone, {
      current_password: shop.admin.password,
      password: 'Fresh2026pass',
      confirm_password: 'Fresh2026pass',
    });
    assert.equal(answer.statusCode, 200, answer.body);
    assert.equal(answer.json().message, 'Your password has been changed. Other devices have been signed out.');
    assert.equal((await details(phone)).statusCode, 200);
    assert.equal((await details(laptop)).statusCode, 401);
    assert.equal((await login(shop.admin.email, shop.admin.password)).statusCode, 401);
    assert.equal((await login(shop.admin.email, 'Fresh2026pass')).statusCode, 200);
  });

  it('counts wrong current passwords as sign-in guesses: the sixth is refused even when right', async () => {
    const other = await createTestBusiness(t.db, 'Guess Kitchen');
    const token = await signIn(other.admin.email, other.admin.password);
    for (let i = 0; i < 5; i += 1) {
      const wrong = await change(token, {
        current_password: `Wrong${i}pass99`,
        password: 'Fresh2026pass',
        confirm_password: 'Fresh2026pass',
      });
      assert.equal(wrong.statusCode, 400);
    }
    const right = await change(token, {
      current_password: other.admin.password,
      password: 'Fresh2026pass',
      confirm_password: 'Fresh2026pass',
    });
    assert.equal(right.statusCode, 429);
    assert.match(right.json().message, /^Too many wrong passwords/);
  });
});
