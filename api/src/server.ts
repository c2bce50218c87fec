import path from 'node:path';
import { eq } from 'drizzle-orm';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { branches, businesses } from './db/schema.js';
import { orderingUrl } from './domain/assets.js';
import { releaseNewBuilds } from './remotes/registry.js';
import { DEMO, seedDemoIfEmpty } from './seed/demo.js';

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

  const database = await openDatabase({ url: config.databaseUrl, pgliteDir: config.databaseUrl ? null : path.join(config.dataDir, 'pglite') });
  const app = await buildApp({ config, database, logger: { level: config.logLevel } });

  for (const { name, version } of await releaseNewBuilds(config.releasesDir)) {
    app.log.info(`released ${name} ${version}`);
  }
  if (config.seedDemo) await seedDemoIfEmpty(database.db, config.publicUrl);

  const shutdown = async () => {
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);

  await app.listen({ port: config.port, host: config.host });
  await printWelcome(database.db, config.publicUrl);
}

/** What a newcomer needs after `npm start`: where to sign in, with what, and a table to scan. */
async function printWelcome(db: Awaited<ReturnType<typeof openDatabase>>['db'], publicUrl: string) {
  const [demo] = await db
    .select({ branchId: branches.id })
    .from(businesses)
    .innerJoin(branches, eq(branches.businessId, businesses.id))
    .where(eq(businesses.uniqueIdentifier, DEMO.businessIdentifier))
    .limit(1);
  const lines = [
    '',
    'Troo is ready (open it in a phone-size window, 768 px wide or less).',
    `  Portal login:   ${publicUrl}/demo/login/troo-portal`,
  ];
  if (demo) {
    lines.push(
      `  Owner (admin):  ${DEMO.admin.email} / ${DEMO.admin.password}`,
      `  Employee:       ${DEMO.employee.email} / ${DEMO.employee.password}`,
      `  Table 1 QR URL: ${orderingUrl(publicUrl, { businessIdentifier: DEMO.businessIdentifier, branchId: demo.branchId, type: 'table', groupName: 'Default-Table', number: 1 })}`,
    );
  }
  console.log(lines.join('\n'));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
