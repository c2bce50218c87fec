import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildOptions } from '../../src/app.js';
import { loadConfig, type Config } from '../../src/config.js';
import { openDatabase, type Database, type OpenDatabase } from '../../src/db/client.js';
import { authThrottles, mailOutbox } from '../../src/db/schema.js';
import type { ChargeSuccessHandler } from '../../src/routes/payments/paystack-webhook.js';
import { databaseUrl } from './database-template.js';
import { inMemoryDatabase } from './in-memory-database.js';
import { serverDatabase } from './server-database.js';

/**
 * A fresh database for one test file: in-memory PGlite, or — when TEST_DATABASE_URL names a
 * PostgreSQL server — a database of its own on that server (server-database.ts). A copy of the run's
 * migrated template when the test run prepared one (scripts/run-tests.ts), else migrated here; or an
 * earlier app's copy, emptied.
 */
export async function freshDatabase(): Promise<OpenDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  return serverUrl ? serverDatabase(serverUrl) : inMemoryDatabase();
}

/** The URL another process would open this database at (TEST_DATABASE_URL's server only). */
export async function databaseUrlOf(database: OpenDatabase): Promise<string> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (database.kind !== 'postgres' || !serverUrl) throw new Error('only a database on the TEST_DATABASE_URL server has a URL');
  const result: unknown = await database.db.execute(sql`select current_database() as name`);
  return databaseUrl(serverUrl, (result as { rows: [{ name: string }] }).rows[0].name);
}

/**
 * The same database as another API process opens it: connections of its own on a PostgreSQL server;
 * on PGlite, which one process alone opens, the same one. close() closes only what this opened.
 */
export async function openedElsewhere(database: OpenDatabase): Promise<OpenDatabase> {
  if (database.kind !== 'postgres') return { ...database, close: async () => {} };
  // The drop at the end of the file may end connections the pool is still closing: expected here.
  return openDatabase({ url: await databaseUrlOf(database), pgliteDir: null, onIdleConnectionError: () => {} });
}

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  config: Config;
  close: () => Promise<void>;
}

/**
 * The real app on a fresh database, with settings for a test run (outbox mail, so the development
 * mailbox; no demo data). Pass `database` to build on an existing one (a restart); then close()
 * leaves the database open. `onChargeSuccess` receives the verified charge.success webhooks.
 */
export async function buildTestApp(
  env: Record<string, string> = {},
  options: { database?: OpenDatabase; onChargeSuccess?: ChargeSuccessHandler } & Pick<
    BuildOptions,
    'logger' | 'onRoute' | 'mailer' | 'payments' | 'publicAnswers'
  > = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'troo-api-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    TOKEN_SECRET: 'test-secret-that-is-long-enough-for-hmac-signing',
    PUBLIC_URL: 'http://troo.test',
    SEED_DEMO: 'false',
    NODE_ENV: 'test',
    // Production refuses the sandbox by default; tests of production behaviour still need a provider.
    ...(env.NODE_ENV === 'production' && !env.PAYSTACK_SECRET_KEY ? { PAYMENT_PROVIDER: 'sandbox' } : {}),
    ...env,
  });
  const database = options.database ?? (await freshDatabase());
  const app = await buildApp({
    config,
    database,
    onChargeSuccess: options.onChargeSuccess,
    logger: options.logger,
    onRoute: options.onRoute,
    mailer: options.mailer,
    payments: options.payments,
    publicAnswers: options.publicAnswers,
  });
  await app.ready();
  return {
    app,
    db: database.db,
    config,
    close: async () => {
      await app.close();
      if (!options.database) await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The newest e-mail to an address, from the development mailbox, once the mail work under way is done. */
export async function lastMailTo(t: TestApp, address: string) {
  await t.app.background.idle();
  return t.app.devMailbox!.latestTo(address);
}

/** How many mails the delivery record lists for an address, once the mail work under way is done. */
export async function mailsTo(t: TestApp, address: string): Promise<number> {
  await t.app.background.idle();
  const [row] = await t.db.select({ n: count() }).from(mailOutbox).where(eq(mailOutbox.toAddress, address));
  return row!.n;
}

/** The six-digit code in the newest e-mail to an address. */
export async function lastCodeTo(t: TestApp, address: string): Promise<string> {
  const mail = await lastMailTo(t, address);
  const code = mail?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code mailed to ${address}`);
  return code;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Lets the next code request through (a test's "a minute later"): every throttle window ends now. */
export async function endThrottleWindows(t: TestApp): Promise<void> {
  await t.db.update(authThrottles).set({ windowEndsAt: new Date(Date.now() - 1) });
}
