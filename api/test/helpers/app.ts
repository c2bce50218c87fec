import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.js';
import { loadConfig, type Config } from '../../src/config.js';
import { openDatabase, type Database, type OpenDatabase } from '../../src/db/client.js';
import { mailOutbox } from '../../src/db/schema.js';

/**
 * A fresh database for one test file: in-memory PGlite, or — when TEST_DATABASE_URL names a
 * PostgreSQL server — a new database on that server, dropped afterwards.
 */
async function freshDatabase(): Promise<OpenDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return openDatabase({ url: null, pgliteDir: null });
  const name = `troo_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), pgliteDir: null });
  return {
    ...database,
    close: async () => {
      await database.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  config: Config;
  close: () => Promise<void>;
}

/** The real app on a fresh database, with settings for a test run (outbox mail, no demo data). */
export async function buildTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'troo-api-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    TOKEN_SECRET: 'test-secret-that-is-long-enough-for-hmac-signing',
    PUBLIC_URL: 'http://troo.test',
    SEED_DEMO: 'false',
    NODE_ENV: 'test',
    ...env,
  });
  const database = await freshDatabase();
  const app = await buildApp({ config, database });
  await app.ready();
  return {
    app,
    db: database.db,
    config,
    close: async () => {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The newest e-mail sent to an address (the outbox is the default transport). */
export async function lastMailTo(db: Database, address: string) {
  const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, address.toLowerCase())).orderBy(desc(mailOutbox.createdAt)).limit(1);
  return mail ?? null;
}

/** The six-digit code in the newest e-mail to an address. */
export async function lastCodeTo(db: Database, address: string): Promise<string> {
  const mail = await lastMailTo(db, address);
  const code = mail?.bodyText.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code mailed to ${address}`);
  return code;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
