import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import { users } from '../src/db/schema.js';
import { bearer, buildTestApp, type TestApp } from './helpers/app.js';
import { createTestBusiness, type TestBusiness } from './helpers/businesses.js';

describe('PUT /updateUserDetails', () => {
  let t: TestApp;
  let shop: TestBusiness;
  let employeeToken: string;
  before(async () => {
    t = await buildTestApp();
    shop = await createTestBusiness(t.db, 'Details Kitchen');
    employeeToken = (
      await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: shop.employee.email, password: shop.employee.password } })
    ).json().data.token;
  });
  after(() => t.close());

  const update = (payload: unknown, token: string | null = employeeToken) =>
    t.app.inject({ method: 'PUT', url: '/api/updateUserDetails', payload: payload as object, headers: token ? bearer(token) : {} });
  const row = async (id: string) => (await t.db.select().from(users).where(eq(users.id, id)))[0]!;

  it('updates only the signed-in user, trimmed, and answers the fresh user data', async () => {
    const response = await update({ first_name: '  Tunde ', city: 'Abuja', phone_number: '0803 123 4567', state: 'FCT' });
    assert.equal(response.statusCode, 200);
    assert.equal(response.json().message, 'Successful!');
    assert.equal(response.json().data.first_name, 'Tunde');
    const employee = await row(shop.employee.id);
    assert.equal(employee.city, 'Abuja');
    assert.equal(employee.phone, '0803 123 4567');
    assert.equal(employee.state, 'FCT');
    assert.equal((await row(shop.admin.id)).city, '', 'the owner is untouched');
  });

  it('ignores fields a user may not change about themselves', async () => {
    const response = await update({
      last_name: 'Bakare-Ade',
      email: 'hijack@example.com',
      role: 'admin',
      business_id: '00000000-0000-0000-0000-000000000000',
    });
    assert.equal(response.statusCode, 200);
    const employee = await row(shop.employee.id);
    assert.equal(employee.lastName, 'Bakare-Ade');
    assert.equal(employee.email, shop.employee.email);
    assert.equal(employee.role, 'employee');
    assert.equal(employee.businessId, shop.businessId);
  });

  it('refuses empty, over-long, wrongly typed and missing details', async () => {
    const cases: [unknown, string][] = [
      [{ first_name: '   ' }, 'First name cannot be empty.'],
      [{ city: 'x'.repeat(81) }, 'City must be at most 80 characters.'],
      [{ phone_number: 'ring ring' }, 'Please enter a valid phone number'],
      [{ last_name: 42 }, 'Each detail must be text.'],
      [{}, 'There is nothing to update.'],
    ];
    for (const [payload, message] of cases) {
      const response = await update(payload);
      assert.equal(response.statusCode, 400);
      assert.equal(response.json().message, message);
    }
    assert.equal((await row(shop.employee.id)).firstName, 'Tunde');
  });

  it('needs a signed-in user', async () => {
    assert.equal((await update({ city: 'Kano' }, null)).statusCode, 401);
  });
});
