import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { scopeOf } from '../src/data/scope.js';
import { MIGRATIONS_DIR, type OpenDatabase } from '../src/db/client.js';
import { branches, businesses, menuCategories, oneTimeCodes } from '../src/db/schema.js';
import { freshDatabase } from './helpers/app.js';
import { createTestBusiness, type TestBusiness } from './helpers/businesses.js';

// Tenancy enforced by the database (migration tenant_row_security, data/scope.ts): a query written
// inside a business's scope WITHOUT the business filter still reaches only that business's rows, on
// PGlite and on PostgreSQL (the same file runs in both runs).

/**
 * The tables that hold no business's data, so no policy: each says why. Every other table has one
 * (its own business_id, or its parent's: migrations tenant_row_security and tenant_child_rows), so
 * a new table must either get a policy or be named here.
 */
const SYSTEM_TABLES: Record<string, string> = {
  mail_outbox: 'e-mail records by address, written before any sign-in',
  dev_mailbox_mails: 'the development mailbox, by address',
  auth_throttles: 'guessing counters by hashed address or account, across businesses',
  limit_counters: 'request counters by route and address, across businesses',
  limit_leases: 'open streams counted across processes',
  sandbox_transactions: "the sandbox payment provider's own store, reached as Paystack would be",
  sandbox_refunds: "the sandbox payment provider's own store",
  sandbox_subaccounts: "the sandbox payment provider's own store",
  release_registry: "the deployment's live releases",
  remote_version_minutes: 'what phones met of each release, per minute',
};

describe('tenancy: row-level security under a scope', () => {
  let database: OpenDatabase;
  let a: TestBusiness;
  let b: TestBusiness;

  before(async () => {
    database = await freshDatabase();
    a = await createTestBusiness(database.db, 'Kitchen A');
    b = await createTestBusiness(database.db, 'Kitchen B');
    await database.db.insert(menuCategories).values([
      { businessId: a.businessId, branchId: a.branchId, name: 'Soups' },
      { businessId: b.businessId, branchId: b.branchId, name: 'Grills' },
    ]);
    // One e-mailed code each: a row without business_id, the business's through its user.
    const inAnHour = new Date(Date.now() + 3_600_000);
    await database.db.insert(oneTimeCodes).values([
      { userId: a.admin.id, purpose: 'password_reset', codeHash: 'code-of-a', expiresAt: inAnHour },
      { userId: b.admin.id, purpose: 'password_reset', codeHash: 'code-of-b', expiresAt: inAnHour },
    ]);
  });
  after(() => database.close());

  it('a query that forgets the business filter returns none of another business rows', async () => {
    const scope = scopeOf(database.db, a.businessId);
    const outlets = await scope.db.select({ businessId: branches.businessId }).from(branches);
    const categories = await scope.db.select({ name: menuCategories.name }).from(menuCategories);
    const owners = await scope.db.select({ id: businesses.id }).from(businesses);
    assert.deepEqual(
      outlets.map((row) => row.businessId),
      [a.businessId],
    );
    assert.deepEqual(
      categories.map((row) => row.name),
      ['Soups'],
    );
    assert.deepEqual(
      owners.map((row) => row.id),
      [a.businessId],
    );
    // However the query is run: .execute(), .then, .catch.
    const ways = [
      await scope.db.select().from(branches).execute(),
      await scope.db
        .select()
        .from(branches)
        .then((rows) => rows),
      await scope.db
        .select()
        .from(branches)
        .catch(() => []),
    ];
    assert.deepEqual(
      ways.map((rows) => rows.length),
      [1, 1, 1],
    );
  });

  it('holds inside a scope transaction and for raw SQL, and names another business by id as nothing', async () => {
    const found = await scopeOf(database.db, a.businessId).transaction(async (tx) => {
      const raw: unknown = await tx.db.execute(sql`select count(*)::int as n from branches`);
      const other = await tx.db.select().from(branches).where(eq(branches.id, b.branchId));
      return { n: (raw as { rows: [{ n: number }] }).rows[0].n, other: other.length };
    });
    assert.deepEqual(found, { n: 1, other: 0 });
  });

  it("refuses to write another business's row, and to change or delete one", async () => {
    const scope = scopeOf(database.db, a.businessId);
    await assert.rejects(
      scope.db.insert(menuCategories).values({ businessId: b.businessId, branchId: b.branchId, name: 'Planted' }),
      (error: Error) => /row-level security/.test(String((error.cause as Error | undefined)?.message)),
    );
    const renamed = await scope.db.update(branches).set({ name: 'Taken' }).where(eq(branches.id, b.branchId)).returning();
    const removed = await scope.db.delete(menuCategories).where(eq(menuCategories.businessId, b.businessId)).returning();
    assert.deepEqual([renamed.length, removed.length], [0, 0]);
    const [still] = await database.db.select({ name: branches.name }).from(branches).where(eq(branches.id, b.branchId));
    assert.equal(still?.name, 'Main');
    assert.equal((await database.db.select().from(menuCategories).where(eq(menuCategories.businessId, b.businessId))).length, 1);
  });

  it('leaves a system transaction as it found it: the connecting user again, every business visible', async () => {
    const seen = await database.db.transaction(async (tx) => {
      const inside = await scopeOf(tx, a.businessId).run((db) => db.select().from(branches));
      const afterwards = await tx.select().from(branches);
      return [inside.length, afterwards.length];
    });
    assert.deepEqual(seen, [1, 2]);
  });

  it("finds none of another business's rows in a table without business_id, asked without the parent", async () => {
    const scope = scopeOf(database.db, a.businessId);
    const codes = await scope.db.select({ codeHash: oneTimeCodes.codeHash }).from(oneTimeCodes);
    assert.deepEqual(
      codes.map((row) => row.codeHash),
      ['code-of-a'],
    );
    const taken = await scope.db.update(oneTimeCodes).set({ usedAt: new Date() }).where(eq(oneTimeCodes.userId, b.admin.id)).returning();
    assert.equal(taken.length, 0);
    await assert.rejects(
      scope.db.insert(oneTimeCodes).values({ userId: b.admin.id, purpose: 'password_reset', codeHash: 'planted', expiresAt: new Date() }),
      (error: Error) => /row-level security/.test(String((error.cause as Error | undefined)?.message)),
    );
  });

  it('gives every table a policy but the named system tables (a new table must choose)', async () => {
    const result: unknown = await database.db.execute(sql`
      select c.relname as name from pg_class c
      join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'r'
        and (not c.relrowsecurity or not exists (select 1 from pg_policy p where p.polrelid = c.oid))
      order by 1`);
    assert.deepEqual(
      (result as { rows: { name: string }[] }).rows.map((row) => row.name),
      Object.keys(SYSTEM_TABLES).sort(),
    );
  });

  it('runs the child-rows migration twice without harm', async () => {
    const migration = readFileSync(path.join(MIGRATIONS_DIR, '0030_tenant_child_rows.sql'), 'utf8');
    for (const statement of migration.split('--> statement-breakpoint')) await database.db.execute(sql.raw(statement));
    const codes = await scopeOf(database.db, b.businessId).db.select({ codeHash: oneTimeCodes.codeHash }).from(oneTimeCodes);
    assert.deepEqual(
      codes.map((row) => row.codeHash),
      ['code-of-b'],
    );
  });
});
