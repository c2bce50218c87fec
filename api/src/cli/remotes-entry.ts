// npm run remotes -- <command>: the release CLI (@troo/releases' runRemotesCli) with what it needs of
// the API handed in: the release settings, and the PostgreSQL registry opened as the server opens it
// (a new, empty database is migrated first, under the migrations' lock), its code loaded only when used.
import { runRemotesCli } from '@troo/releases';
import { releaseSettings } from '../config.js';

async function openRegistryDatabase(url: string) {
  const [{ openDatabase }, { PgRegistryStore }, { healthByVersion }] = await Promise.all([
    import('../db/client.js'),
    import('../remotes/registry-pg-store.js'),
    import('../remotes/version-health.js'),
  ]);
  const { db, close } = await openDatabase({ url, pgliteDir: null });
  return { store: new PgRegistryStore(db), healthByVersion: () => healthByVersion(db), close };
}

await runRemotesCli(process.argv.slice(2), { releaseSettings: () => releaseSettings(), openRegistryDatabase });
