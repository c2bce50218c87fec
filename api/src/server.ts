import path from 'node:path';
import { buildApp } from './app.js';
import { ConfigError, ensurePrivateFolder, loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { describeError } from './logging.js';
import { drainAndClose } from './shutdown.js';
import { stopWithParent } from './stop-with-parent.js';
import { prepareInstallation, welcomeText } from './start-up.js';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Troo cannot start: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }

  ensurePrivateFolder(config.dataDir);
  const database = await openDatabase({
    url: config.databaseUrl,
    pgliteDir: config.databaseUrl ? null : path.join(config.dataDir, 'pglite'),
  });
  const app = await buildApp({ config, database, logger: { level: config.logLevel } });
  await prepareInstallation({ config, db: database.db, releases: app.releases, log: app.log, runAlone: database.runAlone });

  let stopping = false;
  const stop = () => {
    // A second signal (Ctrl-C again) does not wait for the drain.
    if (stopping) process.exit(1);
    stopping = true;
    drainAndClose({ app, database, drainSeconds: config.drainSeconds }).then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(describeError(error));
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  stopWithParent(process.env, () => {
    if (!stopping) stop();
  });

  await app.listen({ port: config.port, host: config.host });
  console.log(await welcomeText({ config, db: database.db, mailboxKey: app.devMailbox?.key ?? null }));
}

main().catch((error: unknown) => {
  // Never the values of a failed query (password hashes, account numbers): see logging.ts.
  console.error(describeError(error));
  process.exit(1);
});
