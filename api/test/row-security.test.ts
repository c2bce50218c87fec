import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { scopeOf } from '../src/data/scope.js';
import type { OpenDatabase } from '../src/db/client.js';
import { branches, businesses, menuCategories } from '../src/db/schema.js';
import { freshDatabase } from './helpers/app.js';
import { createTestBusiness, type TestBusiness } from './helpers/businesses.js';

// Tenancy enforced by the database (migration tenant_row_security, data/scope.ts): a query written
// inside a business's scope WITHOUT the business filter still reaches only that business's rows, on
// PGlite and on PostgreSQL (the same file runs in both runs).

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

  it('gives every table carrying business_id a policy (a new tenant table needs one too)', async () => {
    const result: unknown = await database.db.execute(sql`
      select c.relname as name from pg_class c
      join pg_namespace n on n.oid = c.relnamespace
      join information_schema.columns col on col.table_schema = n.nspname and col.table_name = c.relname
      where n.nspname = 'public' and c.relkind = 'r' and col.column_name = 'business_id'
        and (not c.relrowsecurity or not exists (select 1 from pg_policy p where p.polrelid = c.oid))`);
    assert.deepEqual((result as { rows: unknown[] }).rows, []);
  });
});
