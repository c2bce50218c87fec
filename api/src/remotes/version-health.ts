import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { RemoteFailureKind } from '@troo/shared/contract';
import type { Database } from '../db/client.js';
import { remoteVersionMinutes as minutes } from '../db/schema.js';
import { NO_TRAFFIC, type HealthWindows, type VersionHealth } from '@troo/releases';

export { NO_TRAFFIC, type HealthWindows, type VersionHealth };

// Per app and version, per minute: pages served and failures phones reported. The one place that
// writes and reads `remote_version_minutes`: the error reports, the page counter, the release
// overview and (for a canary) "page loads against errors" of one version over a window.

/** Kept this long, so "the last day" is always whole; housekeeping drops older minutes. */
export const HEALTH_KEPT_MS = 48 * 3600_000;
const HOUR_MS = 3600_000;
const DAY_MS = 24 * HOUR_MS;

/** The start of the minute `at` falls in. */
export const minuteOf = (at: Date) => new Date(Math.floor(at.getTime() / 60_000) * 60_000);

const ERROR_COLUMN = { load: 'loadErrors', timeout: 'timeouts', code: 'codeErrors', integrity: 'integrityErrors' } as const;

/** Counts one reported failure, keeping its message and route as the minute's last. */
export async function recordFailure(
  db: Database,
  report: { app: string; version: string; kind: RemoteFailureKind; route: string; message: string },
  now = new Date(),
): Promise<void> {
  const column = ERROR_COLUMN[report.kind];
  await db
    .insert(minutes)
    .values({
      app: report.app,
      version: report.version,
      minute: minuteOf(now),
      [column]: 1,
      lastMessage: report.message,
      lastRoute: report.route,
    })
    .onConflictDoUpdate({
      target: [minutes.app, minutes.version, minutes.minute],
      set: { [column]: sql`${minutes[column]} + 1`, lastMessage: report.message, lastRoute: report.route },
    });
}

/** Adds pages served, counted in memory since the last call: `app@version` → pages. */
export async function recordPageLoads(
  db: Database,
  counts: ReadonlyMap<string, { app: string; version: string; pages: number }>,
  at: Date,
) {
  const minute = minuteOf(at);
  for (const { app, version, pages } of counts.values()) {
    await db
      .insert(minutes)
      .values({ app, version, minute, pageLoads: pages })
      .onConflictDoUpdate({
        target: [minutes.app, minutes.version, minutes.minute],
        set: { pageLoads: sql`${minutes.pageLoads} + ${pages}` },
      });
  }
}

const sums = (since: Date) => ({
  pageLoads: sql<number>`coalesce(sum(${minutes.pageLoads}) filter (where ${minutes.minute} >= ${since}), 0)::integer`,
  load: sql<number>`coalesce(sum(${minutes.loadErrors}) filter (where ${minutes.minute} >= ${since}), 0)::integer`,
  timeout: sql<number>`coalesce(sum(${minutes.timeouts}) filter (where ${minutes.minute} >= ${since}), 0)::integer`,
  code: sql<number>`coalesce(sum(${minutes.codeErrors}) filter (where ${minutes.minute} >= ${since}), 0)::integer`,
  integrity: sql<number>`coalesce(sum(${minutes.integrityErrors}) filter (where ${minutes.minute} >= ${since}), 0)::integer`,
});

/**
 * Page loads and failures of one version since `since` (whole minutes: the minute `since` falls in
 * counts). What a canary compares: failures / pageLoads over its window.
 */
export async function versionHealthSince(db: Database, app: string, version: string, since: Date): Promise<VersionHealth> {
  const [row] = await db
    .select(sums(minuteOf(since)))
    .from(minutes)
    .where(and(eq(minutes.app, app), eq(minutes.version, version), gte(minutes.minute, minuteOf(since))));
  return row ?? { ...NO_TRAFFIC };
}

/** Every app and version with traffic in the last day: its last hour and last day, keyed `app@version`. */
export async function healthByVersion(db: Database, now = new Date()): Promise<Map<string, HealthWindows>> {
  const hourAgo = new Date(now.getTime() - HOUR_MS);
  const dayAgo = new Date(now.getTime() - DAY_MS);
  const hour = sums(minuteOf(hourAgo));
  const day = sums(minuteOf(dayAgo));
  const rows = await db
    .select({
      app: minutes.app,
      version: minutes.version,
      hourPages: hour.pageLoads,
      hourLoad: hour.load,
      hourTimeout: hour.timeout,
      hourCode: hour.code,
      hourIntegrity: hour.integrity,
      dayPages: day.pageLoads,
      dayLoad: day.load,
      dayTimeout: day.timeout,
      dayCode: day.code,
      dayIntegrity: day.integrity,
    })
    .from(minutes)
    .where(gte(minutes.minute, minuteOf(dayAgo)))
    .groupBy(minutes.app, minutes.version);
  return new Map(
    rows.map((row) => [
      `${row.app}@${row.version}`,
      {
        lastHour: {
          pageLoads: row.hourPages,
          load: row.hourLoad,
          timeout: row.hourTimeout,
          code: row.hourCode,
          integrity: row.hourIntegrity,
        },
        lastDay: {
          pageLoads: row.dayPages,
          load: row.dayLoad,
          timeout: row.dayTimeout,
          code: row.dayCode,
          integrity: row.dayIntegrity,
        },
      },
    ]),
  );
}

/** Drops minutes older than HEALTH_KEPT_MS (housekeeping). */
export async function forgetOldHealth(db: Database, now = new Date()): Promise<void> {
  await db.delete(minutes).where(lt(minutes.minute, new Date(now.getTime() - HEALTH_KEPT_MS)));
}
