import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/client.js';
import { images } from '../src/db/schema.js';
import { openMigratedFolder } from './helpers/migrated-folder.js';
import { nextReleaseMigrations } from './helpers/next-release-migrations.js';

// The embedded database in a folder (what `npm start` uses): created and migrated in a child
// process, then opened by the server; on a restart, opened and migrated by the server alone.
describe('embedded database in a folder', () => {
  it('is created on first open, migrated, and keeps its rows across a restart', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'troo-pglite-'));
    try {
      const first = await openDatabase({ url: null, pgliteDir: path.join(folder, 'pglite') });
      const bytes = Buffer.from('a picture that must survive a restart');
      await first.db.insert(images).values({ businessId: null, contentType: 'image/png', bytes, byteSize: bytes.length });
      await first.close();

      const again = await openDatabase({ url: null, pgliteDir: path.join(folder, 'pglite') });
      const rows = await again.db.select({ bytes: images.bytes }).from(images);
      await again.close();
      assert.deepEqual(
        rows.map((row) => Buffer.from(row.bytes).toString()),
        ['a picture that must survive a restart'],
      );
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it("applies a new release's migration on a restart, in the server's own process", async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'troo-pglite-'));
    try {
      // As the release before left it (the first test creates one for real).
      await (await openMigratedFolder(path.join(folder, 'pglite'))).close();
      const migrationsFolder = nextReleaseMigrations(path.join(folder, 'next-release'), [
        [
          'restart-probe',
          `CREATE TABLE "restart_probe" ("id" integer);\n--> statement-breakpoint\nINSERT INTO "restart_probe" VALUES (7);`,
        ],
      ]);
      const restarted = await openDatabase({ url: null, pgliteDir: path.join(folder, 'pglite'), migrationsFolder });
      const probe = (await restarted.db.execute(sql`SELECT "id" FROM "restart_probe"`)) as { rows: { id: number }[] };
      await restarted.close();
      assert.deepEqual(probe.rows, [{ id: 7 }]);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('refuses, with a clear error, a folder that holds something other than a database', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'troo-pglite-'));
    try {
      writeFileSync(path.join(folder, 'PG_VERSION'), 'not a version\n');
      await assert.rejects(openDatabase({ url: null, pgliteDir: folder }), /The embedded database in .* could not be prepared/);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
