import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase, type OpenDatabase } from '../src/db/client.js';
import { publish, release } from '../../platform/releases/src/remotes/registry.js';
import { buildTestApp } from './helpers/app.js';
import { startApiProcess } from './helpers/api-process.js';
import { createTestBusiness } from './helpers/businesses.js';
import { databaseUrl, onServer } from './helpers/database-template.js';
import { addBankAccount, createTestMenu } from './helpers/menu.js';
import { payForOrder } from './helpers/paid-order.js';
import { removeBuilds, remoteBuild } from './helpers/release-builds.js';
import { openMigratedFolder } from './helpers/migrated-folder.js';
import { startServer } from './helpers/server-process.js';

// npm run backup and npm run restore, as the commands run (processes of their own), on the embedded
// database or, with TEST_DATABASE_URL, on PostgreSQL: an installation with paid orders and a live
// release is backed up, restored into a second data folder (and an empty second database), and the
// API started there answers the same live version and the same orders.

const serverUrl = process.env.TEST_DATABASE_URL;
const SECRET = 'backup-test-secret-that-is-long-enough-for-hmac';

interface Installation {
  dataDir: string;
  env: Record<string, string>;
}

async function installation(label: string): Promise<Installation> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `troo-backup-${label}-`));
  const env: Record<string, string> = { DATA_DIR: dataDir, RELEASES_DIR: path.join(dataDir, 'remotes'), DATABASE_URL: '' };
  if (serverUrl) {
    const name = `troo_backup_${label}_${randomBytes(4).toString('hex')}`;
    await onServer(serverUrl, `CREATE DATABASE ${name}`);
    env.DATABASE_URL = databaseUrl(serverUrl, name);
  }
  return { dataDir, env };
}

async function remove(place: Installation) {
  rmSync(place.dataDir, { recursive: true, force: true });
  if (place.env.DATABASE_URL)
    await onServer(serverUrl!, `DROP DATABASE IF EXISTS ${new URL(place.env.DATABASE_URL).pathname.slice(1)} WITH (FORCE)`);
}

const open = (place: Installation) =>
  place.env.DATABASE_URL
    ? openDatabase({ url: place.env.DATABASE_URL, pgliteDir: null })
    : openMigratedFolder(path.join(place.dataDir, 'pglite'));

/** Runs npm run backup / npm run restore's script with these arguments; its exit code and what it printed. */
async function command(script: 'backup' | 'restore', place: Installation, args: string[]) {
  const cli = startApiProcess(`src/cli/${script}`, { args, env: place.env });
  const { code } = await cli.exited;
  return { code, output: cli.output() };
}

describe(`npm run backup and npm run restore (${serverUrl ? 'PostgreSQL' : 'embedded database'})`, () => {
  let first: Installation;
  let second: Installation;
  let archive: string;
  const orders: { id: string; reference: string; total: number }[] = [];
  let liveOrdering: string;

  before(async () => {
    [first, second] = await Promise.all([installation('a'), installation('b')]);
    archive = path.join(first.dataDir, 'troo-backup.tar.gz');
    const database: OpenDatabase = await open(first);
    const t = await buildTestApp({ ...first.env, PUBLIC_URL: 'http://troo.test' }, { database });
    try {
      const business = await createTestBusiness(t.db, 'Mama Put');
      await addBankAccount(t.db, business);
      const { jollof } = await createTestMenu(t.db, business);
      for (const name of ['Ngozi Eze', 'Tunde Bello']) orders.push(await payForOrder(t.app, business, jollof.id, { name }));
      const { version } = await publish(first.env.RELEASES_DIR!, 'ordering', remoteBuild('before-backup'), '1.0.0', { precompress: false });
      await release(t.app.releases, 'ordering', version, { by: 'backup test' });
      liveOrdering = version;

      if (!serverUrl) {
        // The embedded database is open here, as a running server holds it: a backup now would not be consistent.
        const refused = await command('backup', first, [archive]);
        assert.equal(refused.code, 1, refused.output);
        assert.match(refused.output, new RegExp(`embedded database in .* is in use: .*process ${process.pid}`));
      }
    } finally {
      await t.close();
      await database.close();
    }
  });

  after(async () => {
    removeBuilds();
    await Promise.all([first, second].filter(Boolean).map(remove));
  });

  it('backs up into one archive that only its owner reads', async () => {
    const made = await command('backup', first, [archive]);
    assert.equal(made.code, 0, made.output);
    assert.match(made.output, /backed up the (embedded|postgresql) database, the releases and what is live into/);
    assert.equal(statSync(archive).mode & 0o777, 0o600);
  });

  it('restores into an empty installation, once, however often it is run at once', async () => {
    const runs = await Promise.all([command('restore', second, [archive]), command('restore', second, [archive])]);
    assert.deepEqual(runs.map((run) => run.code).sort(), [0, 1], runs.map((run) => run.output).join('\n'));
    const refused = runs.find((run) => run.code === 1)!;
    assert.match(refused.output, /restore: (another backup or restore is running on|not empty)/);
    const again = await command('restore', second, [archive]);
    assert.equal(again.code, 1);
    assert.match(again.output, serverUrl ? /not empty: the database troo_backup_b_\w+, .*--force/ : /not empty: \/.*pglite, .*--force/);
  });

  it('gives the API started on the restored installation the same live version and the same orders', async () => {
    const server = await startServer({ ...second.env, TOKEN_SECRET: SECRET, PUBLIC_URL: 'http://troo.test' });
    try {
      const { remotes } = (await (await fetch(`${server.url}/remotes.json`)).json()) as {
        remotes: { name: string; version: string; entry: string }[];
      };
      const ordering = remotes.find((remote) => remote.name === 'ordering');
      assert.equal(ordering?.version, liveOrdering, JSON.stringify(remotes));
      // Its files came back too: the entry the page would load is served.
      assert.equal((await fetch(new URL(ordering.entry, server.url))).status, 200);
      for (const order of orders) {
        const answer = await fetch(`${server.url}/api/order/confirmOrderPayment/`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ reference: order.reference }),
        });
        const body = (await answer.json()) as { status: boolean; data: { _id: string; total_price: number } };
        assert.deepEqual({ id: body.data?._id, total: body.data?.total_price }, { id: order.id, total: order.total }, JSON.stringify(body));
      }
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
      await server.remove();
    }
  });
});
