import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import { branches } from '../src/db/schema.js';
import { bearer, buildTestApp, type TestApp } from './helpers/app.js';
import { createTestBusiness, type TestBusiness } from './helpers/businesses.js';
import { signInStaff } from './helpers/tokens.js';

describe('branches (outlets)', () => {
  let t: TestApp;
  let shop: TestBusiness;
  let other: TestBusiness;
  const tokens: Record<'admin' | 'employee' | 'otherAdmin', string> = { admin: '', employee: '', otherAdmin: '' };

  before(async () => {
    t = await buildTestApp();
    shop = await createTestBusiness(t.db, 'Branch Kitchen');
    other = await createTestBusiness(t.db, 'Rival Kitchen');
    Object.assign(tokens, await signInStaff(t, shop, other));
  });
  after(() => t.close());

  type Who = keyof typeof tokens;
  const call = (who: Who | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: who ? bearer(tokens[who]) : {} });
  const create = (who: Who, payload: object) => call(who, 'POST', '/api/branch/createBranch', payload);
  const edit = (who: Who, payload: object) => call(who, 'PUT', '/api/branch/editBranch', payload);
  const remove = (who: Who, branchId: string, reason?: string) =>
    call(
      who,
      'DELETE',
      `/api/branch/removeBranch?${new URLSearchParams({ branch_id: branchId, ...(reason === undefined ? {} : { reason }) }).toString()}`,
    );
  const list = async (who: Who) => (await call(who, 'GET', '/api/branch/getBranch')).json().data as { _id: string; branch_name: string }[];

  it("creates a branch for the owner's business", async () => {
    const response = await create('admin', { branch_name: '  Ikeja  ', address: '4 Allen Avenue' });
    assert.equal(response.statusCode, 201);
    assert.equal(response.json().message, 'Branch created successfully');
    const branch = response.json().data;
    assert.equal(branch.branch_name, 'Ikeja');
    assert.equal(branch.address, '4 Allen Avenue');
    assert.deepEqual(
      (await list('admin')).map((b) => b.branch_name),
      ['Main', 'Ikeja'],
    );
    assert.deepEqual(
      (await list('otherAdmin')).map((b) => b.branch_name),
      ['Main'],
    );
  });

  it('reads one branch by id for any staff member of the business, 404 otherwise', async () => {
    const [main] = await list('admin');
    const own = await call('employee', 'GET', `/api/branch/getBranch/${main!._id}`);
    assert.equal(own.statusCode, 200);
    assert.deepEqual(Object.keys(own.json().data).sort(), ['_id', 'address', 'branch_name', 'createdAt']);
    for (const id of [other.branchId, 'not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
      const response = await call('admin', 'GET', `/api/branch/getBranch/${id}`);
      assert.equal(response.statusCode, 404);
      assert.equal(response.json().message, 'Branch not found');
    }
    assert.equal((await call(null, 'GET', `/api/branch/getBranch/${main!._id}`)).statusCode, 401);
  });

  it('keeps names unique per business regardless of case, but not across businesses', async () => {
    const clash = await create('admin', { branch_name: 'IKEJA' });
    assert.equal(clash.statusCode, 409);
    assert.equal(clash.json().message, 'A branch with this name already exists.');
    assert.equal((await create('otherAdmin', { branch_name: 'Ikeja' })).statusCode, 201);
  });

  it('renames and re-addresses a branch; a missing address is kept, an empty one cleared', async () => {
    const created = (await create('admin', { branch_name: 'Yaba', address: '1 Herbert Macaulay Way' })).json().data;
    const renamed = await edit('admin', { branch_id: created._id, branch_name: 'Yaba Central' });
    assert.equal(renamed.statusCode, 200);
    assert.equal(renamed.json().message, 'Branch updated successfully');
    assert.equal(renamed.json().data.address, '1 Herbert Macaulay Way');
    const cleared = await edit('admin', { branch_id: created._id, branch_name: 'yaba central', address: '' });
    assert.equal(cleared.json().data.branch_name, 'yaba central', 'a branch may change the case of its own name');
    assert.equal(cleared.json().data.address, null);
    assert.equal((await edit('admin', { branch_id: created._id, branch_name: 'Ikeja' })).statusCode, 409);
  });

  it("answers 404 for editing or removing another business's branch, and changes nothing", async () => {
    for (const response of [
      await edit('admin', { branch_id: other.branchId, branch_name: 'Stolen' }),
      await edit('admin', { branch_id: 'nope', branch_name: 'Stolen' }),
      await remove('admin', other.branchId, 'take over'),
      await remove('admin', 'nope', 'take over'),
    ]) {
      assert.equal(response.statusCode, 404);
      assert.equal(response.json().message, 'Branch not found');
    }
    const [row] = await t.db.select().from(branches).where(eq(branches.id, other.branchId));
    assert.equal(row!.name, 'Main');
    assert.equal(row!.removedAt, null);
  });

  it('lets only the owner change branches', async () => {
    assert.equal((await create('employee', { branch_name: 'Staff Branch' })).statusCode, 403);
    assert.equal((await edit('employee', { branch_id: shop.branchId, branch_name: 'Renamed' })).statusCode, 403);
    assert.equal((await remove('employee', shop.branchId, 'because')).statusCode, 403);
    assert.equal((await call(null, 'POST', '/api/branch/createBranch', { branch_name: 'Anon' })).statusCode, 401);
  });

  it('checks names, addresses and reasons', async () => {
    for (const payload of [{}, { branch_name: '' }, { branch_name: '   ' }, { branch_name: 42 }]) {
      const response = await create('admin', payload);
      assert.equal(response.statusCode, 400);
      assert.equal(response.json().message, 'Outlet name is required.');
    }
    assert.equal((await create('admin', { branch_name: 'x'.repeat(81) })).json().message, 'Branch name must be at most 80 characters.');
    assert.equal(
      (await create('admin', { branch_name: 'Long Address', address: 'x'.repeat(301) })).json().message,
      'Address must be at most 300 characters.',
    );
    for (const reason of [undefined, '', '  ']) {
      const response = await remove('admin', shop.branchId, reason);
      assert.equal(response.statusCode, 400);
      assert.equal(response.json().message, 'Please give a reason for removing this branch.');
    }
  });

  it('soft-deletes a branch with its reason; the name may then be reused', async () => {
    const created = (await create('admin', { branch_name: 'Lekki' })).json().data;
    const response = await remove('admin', created._id, 'Lease ended');
    assert.equal(response.statusCode, 200);
    assert.equal(response.json().message, 'Branch deleted successfully');
    const [row] = await t.db.select().from(branches).where(eq(branches.id, created._id));
    assert.ok(row!.removedAt);
    assert.equal(row!.removalReason, 'Lease ended');
    assert.equal(
      (await list('admin')).some((b) => b._id === created._id),
      false,
    );
    assert.equal((await call('admin', 'GET', `/api/branch/getBranch/${created._id}`)).statusCode, 404);
    assert.equal((await remove('admin', created._id, 'again')).statusCode, 404);
    assert.equal((await create('admin', { branch_name: 'Lekki' })).statusCode, 201);
  });

  it('never removes the last live outlet, even with removals racing', async () => {
    const solo = await createTestBusiness(t.db, 'Solo Kitchen');
    const token = (
      await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: solo.admin.email, password: solo.admin.password } })
    ).json().data.token;
    const removeSolo = (id: string) =>
      t.app.inject({ method: 'DELETE', url: `/api/branch/removeBranch?branch_id=${id}&reason=closing`, headers: bearer(token) });
    const last = await removeSolo(solo.branchId);
    assert.equal(last.statusCode, 400);
    assert.equal(last.json().message, 'A business needs at least one outlet.');

    const second = (
      await t.app.inject({ method: 'POST', url: '/api/branch/createBranch', payload: { branch_name: 'Second' }, headers: bearer(token) })
    ).json().data;
    const answers = await Promise.all([removeSolo(solo.branchId), removeSolo(second._id)]);
    assert.deepEqual(answers.map((r) => r.statusCode).sort(), [200, 400]);
    const live = (await t.db.select().from(branches).where(eq(branches.businessId, solo.businessId))).filter((b) => !b.removedAt);
    assert.equal(live.length, 1);
  });
});
