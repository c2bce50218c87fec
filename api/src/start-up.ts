import { and, asc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { ensurePrivateFolder, type Config } from './config.js';
import type { Database } from './db/client.js';
import { LOCKS, type RunAlone } from './db/locks.js';
import { assets, branches, businesses } from './db/schema.js';
import { orderingUrl } from './domain/assets.js';
import { releaseNeverLiveApps, unreleasedBuilds, type Releases } from '@troo/releases';
import { DEMO, readDemoCredentials, seedDemoIfEmpty } from './seed/demo.js';
import { portalLoginUrl } from './portal-links.js';

/**
 * What `npm start` does before it listens: on the embedded default outside production makes live the
 * apps that have never been live and, outside production (or with SEED_DEMO), creates the demo
 * restaurant on an empty database.
 */
export async function prepareInstallation(o: {
  config: Config;
  db: Database;
  releases: Releases;
  log: FastifyBaseLogger;
  runAlone: RunAlone;
}): Promise<void> {
  ensurePrivateFolder(o.config.dataDir);
  // In production, or with several processes on one database, a restart changes nothing live (the
  // cluster's launcher makes the first release itself, once) — except on a new installation, where
  // nothing was ever live: its first start makes the builds live, so that npm run build then the
  // server serves pages (not 503 "not built yet" until someone finds the release command).
  if (releasesFirstBuildsOnStart(o.config)) await releaseFirstBuilds(o.releases, 'npm start', o.log);
  else if ((await o.releases.store.read()).history.length === 0) {
    await releaseFirstBuilds(o.releases, 'the first start of a new installation', o.log);
    if ((await o.releases.store.read()).history.length === 0) {
      o.log.warn(`nothing is built in ${o.releases.dir}: every page answers 503 until npm run build publishes the apps (then start again)`);
    }
  }
  if (!o.config.seedDemo) return;
  // Processes starting together on a new database: one creates the demo (under the lock it looks
  // for an empty database and fills it); the others go on without waiting.
  const seeding = await o.runAlone(LOCKS.demoSeed, () =>
    seedDemoIfEmpty(o.db, { publicUrl: o.config.publicUrl, dataDir: o.config.dataDir }),
  );
  if (!seeding.ran) o.log.info('another process is creating the demo restaurant');
}

/** A server's own start releases first builds only on the embedded default outside production (npm start). */
export const releasesFirstBuildsOnStart = (config: Config) => !config.production && !config.databaseUrl;

/**
 * A start's whole say in what is live: the apps never live get their newest build (a fresh
 * installation works at once); every other app stays as the operator left it, rollbacks included,
 * and a newer build is only named, with the command that releases it. A refusal (the release guard)
 * is reported and the start goes on.
 */
export async function releaseFirstBuilds(
  releases: Releases,
  by: string,
  log: { info: (line: string) => void; warn: (line: string) => void },
): Promise<void> {
  try {
    for (const { app, to } of await releaseNeverLiveApps(releases, by)) log.info(`released ${app} ${to} (nothing of it was live)`);
  } catch (error) {
    log.warn(`first builds were not released: ${(error as Error).message}`);
  }
  for (const { app, version, live } of await unreleasedBuilds(releases)) {
    log.info(`${app} ${version} is built but not live (${live} is): npm run remotes -- release ${app}`);
  }
}

/** The address a developer on this machine opens the development mailbox at. */
export function mailboxUrl(config: Config, key: string): string | null {
  const local = ['0.0.0.0', '::', '127.0.0.1', '::1', 'localhost'].includes(config.host);
  return local ? `http://localhost:${config.port}/dev/mailbox?key=${key}` : null;
}

/** What a newcomer needs after `npm start`: where to sign in, with what, a table to scan, and where mail goes. */
export async function welcomeText(o: { config: Config; db: Database; mailboxKey: string | null }): Promise<string> {
  const { config, db } = o;
  const [demo] = await db
    .select({ branchId: branches.id })
    .from(businesses)
    .innerJoin(branches, eq(branches.businessId, businesses.id))
    .where(eq(businesses.uniqueIdentifier, DEMO.businessIdentifier))
    .limit(1);
  // The demo's first table, with the id its QR code carries.
  const [table] = demo
    ? await db
        .select()
        .from(assets)
        .where(and(eq(assets.branchId, demo.branchId), eq(assets.type, 'table')))
        .orderBy(asc(assets.groupName), asc(assets.number))
        .limit(1)
    : [];
  const lines = [
    '',
    'Troo is ready (open it in a phone-size window, 768 px wide or less).',
    `  Portal login:   ${portalLoginUrl(config.publicUrl)}`,
  ];
  if (demo) {
    const credentials = readDemoCredentials(config.dataDir);
    if (credentials) {
      lines.push(
        `  Owner (admin):  ${credentials.admin.email} / ${credentials.admin.password}`,
        `  Employee:       ${credentials.employee.email} / ${credentials.employee.password}`,
      );
    } else {
      lines.push(`  Demo sign-ins:  not in ${config.dataDir}; use "Forgot password?" for ${DEMO.admin.email}`);
    }
  }
  if (table) {
    lines.push(
      `  Table ${table.number} QR URL: ${orderingUrl(config.publicUrl, { ...table, businessIdentifier: DEMO.businessIdentifier })}`,
    );
  }
  if (o.mailboxKey) {
    const url = mailboxUrl(config, o.mailboxKey);
    lines.push(
      url
        ? `  Mail (no SMTP_URL; on this machine only): ${url}`
        : `  Mail (no SMTP_URL): the development mailbox opens only from this machine, and HOST=${config.host} is not reachable from it`,
    );
  } else if (!config.smtpUrl) {
    lines.push('  Mail: SMTP_URL is not set, so no e-mail is delivered (codes and temporary passwords included).');
  }
  return lines.join('\n');
}
