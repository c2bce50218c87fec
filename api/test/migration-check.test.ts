import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { REPO_ROOT } from '../src/config.js';
import { migrationProblems, schemaColumns } from '../scripts/migration-check.js';

// The CI check (npm run lint → scripts/check-migrations.ts) that keeps schema changes expand/contract:
// what the code before a migration reads may not be dropped, renamed or retyped by it.

const schema = readFileSync(path.join(REPO_ROOT, 'api/src/db/schema.ts'), 'utf8');
const check = (sql: string) => migrationProblems('api/migrations/0099_test.sql', sql, schema);

describe('the migration check', () => {
  it('reads the tables and columns schema.ts declares, named as in SQL', () => {
    const tables = schemaColumns(schema);
    assert.ok(tables.get('orders')?.has('status'));
    assert.ok(tables.get('orders')?.has('id'));
    assert.ok(tables.get('assets')?.has('group_name'));
    assert.ok(tables.get('menu_items')?.has('created_at'));
  });

  it('refuses renaming, dropping or retyping a column the code before still reads, naming it and the way to do it', () => {
    const renamed = check('ALTER TABLE "orders" RENAME COLUMN "status" TO "state";');
    assert.equal(renamed.length, 1);
    assert.match(renamed[0]!, /renames column "orders"\."status", which the code before it still reads/);
    assert.match(renamed[0]!, /add the new column, write both and backfill/);
    assert.match(
      check('ALTER TABLE "assets" DROP COLUMN "group_name";')[0]!,
      /drops column "assets"\."group_name".*drop it in a later one/,
    );
    assert.match(check('ALTER TABLE "orders" ALTER COLUMN "status" SET DATA TYPE integer;')[0]!, /retypes column "orders"\."status"/);
    assert.match(check('DROP TABLE "checkouts" CASCADE;')[0]!, /drops table "checkouts"/);
    assert.match(check('ALTER TABLE "checkouts" RENAME TO "payments";')[0]!, /renames table "checkouts"/);
  });

  it('lets through what expands, and a drop of what the code before no longer reads', () => {
    assert.deepEqual(
      check('ALTER TABLE "orders" ADD COLUMN "taken_by" uuid;--> statement-breakpoint\nCREATE INDEX "x" ON "orders" ("taken_by");'),
      [],
    );
    assert.deepEqual(check('ALTER TABLE "orders" DROP COLUMN "legacy_total";'), []);
    assert.deepEqual(check('DROP TABLE IF EXISTS "old_outbox";'), []);
    assert.deepEqual(check('-- ALTER TABLE "orders" DROP COLUMN "status" (a comment)\nUPDATE "assets" SET "group_name" = \'Main\';'), []);
  });
});
