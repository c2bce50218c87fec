import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { count, eq } from 'drizzle-orm';
import { users } from '../src/db/schema.js';
import { EMAIL_TAKEN } from '@troo/shared/contract';
import { EMPLOYEE_ADDS, EMPLOYEE_ADDS_EXCEEDED } from '../src/domain/limits.js';
import { bearer, buildTestApp, lastMailTo, type TestApp } from './helpers/app.js';
import { createTestBusiness, type TestBusiness } from './helpers/businesses.js';

describe('employees and roles', () => {
  let t: TestApp;
  let shop: TestBusiness;
  let other: TestBusiness;
  const tokens: Record<'admin' | 'employee' | 'otherAdmin', string> = { admin: '', employee: '', otherAdmin: '' };
  type Who = keyof typeof tokens;
  const signIn = (email: string, password: string) => t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });

  before(async () => {
    t = await buildTestApp();
    shop = await createTestBusiness(t.db, 'Staff Kitchen');
    other = await createTestBusiness(t.db, 'Rival Kitchen');
    tokens.admin = (await signIn(shop.admin.email, shop.admin.password)).json().data.token;
    tokens.employee = (await signIn(shop.employee.email, shop.employee.password)).json().data.token;
    tokens.otherAdmin = (await signIn(other.admin.email, other.admin.password)).json().data.token;
  });
  after(() => t.close());

  const call = (who: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: bearer(who in tokens ? tokens[who as Who] : who) });
  const roles = async (who: Who) =>
    (await call(who, 'GET', '/api/role/getAllRolesByBusiness')).json().data as { _id: string; name: string }[];
  const userCount = async () => (await t.db.select({ n: count() }).from(users))[0]!.n;
  const newEmployee = (role: string, overrides: object = {}) => ({
    role,
    first_name: 'Chidi',
    last_name: 'Okafor',
    email: 'chidi@example.com',
    branch_id: shop.branchId,
    phone_number: '0803 123 4567',
    ...overrides,
  });

  it("lists the business's roles (a starting set), never the owner's, and only to the owner", async () => {
    const ours = await roles('admin');
    assert.ok(ours.some((role) => role.name === 'Waiter'));
    assert.ok(!ours.some((role) => /admin|owner/i.test(role.name)));
    assert.deepEqual(await roles('admin'), ours, 'the same roles on every read');
    const theirs = await roles('otherAdmin');
    assert.ok(theirs.every((role) => !ours.some((mine) => mine._id === role._id)));
    const employee = await call('employee', 'GET', '/api/role/getAllRolesByBusiness');
    assert.equal(employee.statusCode, 403);
    assert.equal(employee.json().message, 'Only the business owner can do this.');
  });

  it('refuses bad input and other businesses’ roles and outlets, adding nobody', async () => {
    const [waiter] = await roles('admin');
    const [theirRole] = await roles('otherAdmin');
    const before = await userCount();
    const cases: [object, number, string][] = [
      [{ ...newEmployee(waiter!._id), first_name: undefined }, 400, 'All fields are required'],
      [newEmployee(waiter!._id, { last_name: '  ' }), 400, 'All fields are required'],
      [newEmployee(waiter!._id, { email: 'not-an-email' }), 400, 'Please enter a valid email address'],
      [newEmployee(waiter!._id, { phone_number: 'call me' }), 400, 'Please enter a valid phone number'],
      [newEmployee(theirRole!._id), 404, 'Choose a role from the list.'],
      [newEmployee(waiter!._id, { branch_id: other.branchId }), 404, 'Branch not found'],
      [newEmployee(waiter!._id, { email: other.admin.email }), 400, 'An account with this email already exists.'],
    ];
    for (const [payload, status, message] of cases) {
      const response = await call('admin', 'POST', '/api/employee/createEmployee', payload);
      assert.equal(response.statusCode, status, JSON.stringify(payload));
      assert.equal(response.json().message, message);
    }
    assert.equal((await call('employee', 'POST', '/api/employee/createEmployee', newEmployee(waiter!._id))).statusCode, 403);
    assert.equal(await userCount(), before);
  });

  it('adds an employee who signs in with the mailed temporary password, sets their own, and is removed', async () => {
    const waiter = (await roles('admin')).find((role) => role.name === 'Waiter')!;
    const created = await call('admin', 'POST', '/api/employee/createEmployee', newEmployee(waiter._id, { email: 'Chidi@Example.com' }));
    assert.equal(created.statusCode, 201);
    assert.equal(created.json().message, 'A new Employee has been added successfully');
    assert.equal(created.json().data.role, 'Waiter');
    assert.equal(created.json().data.email, 'chidi@example.com');

    const mail = await lastMailTo(t, 'chidi@example.com');
    const temporary = mail?.text.match(/temporary password is:\s+(\S+)/)?.[1];
    assert.ok(temporary, 'the temporary password is mailed');
    const first = await signIn('chidi@example.com', temporary);
    assert.equal(first.statusCode, 200);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/employee/updateEmployeePassword',
      payload: { email: 'chidi@example.com', temp_password: temporary, password: 'MyOwnPass123', confirm_password: 'MyOwnPass123' },
    });
    assert.equal(reset.statusCode, 200);
    const own = await signIn('chidi@example.com', 'MyOwnPass123');
    assert.equal(own.statusCode, 200);
    const token = own.json().data.token as string;
    assert.equal((await call(token, 'GET', '/api/userDetails')).statusCode, 200);

    const listed = await call('admin', 'GET', '/api/employee/getAllEmployee');
    assert.ok((listed.json().data as { email: string }[]).some((e) => e.email === 'chidi@example.com'));
    assert.equal((await call('otherAdmin', 'GET', '/api/employee/getAllEmployee')).json().data.length, 1, 'only their own employee');

    // Another business cannot remove them; an employee cannot remove anyone; the owner is not an employee.
    assert.equal(
      (await call('otherAdmin', 'POST', '/api/employee/removeEmployee', { employee_email: 'chidi@example.com' })).statusCode,
      404,
    );
    assert.equal((await call('employee', 'POST', '/api/employee/removeEmployee', { employee_email: 'chidi@example.com' })).statusCode, 403);
    assert.equal((await call('admin', 'POST', '/api/employee/removeEmployee', { employee_email: shop.admin.email })).statusCode, 404);
    assert.equal((await call(token, 'GET', '/api/userDetails')).statusCode, 200, 'still signed in');

    const removed = await call('admin', 'POST', '/api/employee/removeEmployee', { employee_email: 'chidi@example.com' });
    assert.equal(removed.statusCode, 200);
    assert.equal(removed.json().message, 'Employee has been removed successfully');
    assert.equal((await call(token, 'GET', '/api/userDetails')).statusCode, 401, 'their token stops working');
    assert.equal((await signIn('chidi@example.com', 'MyOwnPass123')).statusCode, 401);
    const after = await call('admin', 'GET', '/api/employee/getAllEmployee');
    assert.ok(!(after.json().data as { email: string }[]).some((e) => e.email === 'chidi@example.com'));
    const [row] = await t.db.select().from(users).where(eq(users.email, 'chidi@example.com'));
    assert.ok(row!.removedAt);
  });
  it('probing e-mails through Add employee: taken ones answer as before, and a business gets 20 tries an hour, taken or not', async () => {
    const [waiter] = (await roles('otherAdmin')).filter((role) => role.name === 'Waiter');
    const probe = (email: string) =>
      call('otherAdmin', 'POST', '/api/employee/createEmployee', newEmployee(waiter!._id, { email, branch_id: other.branchId }));
    const taken = await probe(shop.admin.email);
    assert.equal(taken.statusCode, 400);
    assert.equal(taken.json().message, EMAIL_TAKEN);
    const answers = [];
    for (let i = 0; i < 25; i++) answers.push(await probe(i % 2 ? shop.admin.email : `probe-${i}@example.com`));
    const refused = answers.filter((answer) => answer.statusCode === 429);
    assert.equal(refused.length, 25 - (EMPLOYEE_ADDS.max - 1));
    assert.equal(refused[0]!.json().message, EMPLOYEE_ADDS_EXCEEDED);
    assert.ok(Number(refused[0]!.headers['retry-after']) > 60);
    // The first business is not held back by the second's tries.
    const [ours] = (await roles('admin')).filter((role) => role.name === 'Waiter');
    const mine = await call('admin', 'POST', '/api/employee/createEmployee', newEmployee(ours!._id, { email: 'ada@example.com' }));
    assert.equal(mine.statusCode, 201, mine.body);
  });
});
