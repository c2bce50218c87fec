import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { LEASE_LOCK_CLASS } from '../db/locks.js';
import { limitLeases } from '../db/schema.js';
import type { Lease, LimitStore } from './limit-store.js';

type Rows<T> = { rows: T[] };
const rowsOf = <T>(result: unknown) => (result as Rows<T>).rows;
const msFromNow = (ms: number) => sql`now() + ${ms} * interval '1 millisecond'`;
/** A text[] parameter (drizzle spreads a bare array into a list). */
const textArray = (values: string[]) =>
  sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;

/**
 * Counts in the PostgreSQL database every API process shares (tables limit_counters, limit_leases);
 * housekeeping deletes ended windows and expired leases (domain/housekeeping.ts).
 */
export class PgLimitStore implements LimitStore {
  readonly kind = 'postgres';

  constructor(private readonly db: Database) {}

  async count(key: string, windowMs: number): Promise<{ count: number; msLeft: number }> {
    // One statement: the row's lock makes concurrent counts of one key add up.
    const [row] = rowsOf<{ count: number; ms_left: number }>(
      await this.db.execute(sql`
        insert into limit_counters as c (key, count, window_ends_at) values (${key}, 1, ${msFromNow(windowMs)})
        on conflict (key) do update set
          count = case when c.window_ends_at <= now() then 1 else c.count + 1 end,
          window_ends_at = case when c.window_ends_at <= now() then excluded.window_ends_at else c.window_ends_at end
        returning count, ceil(extract(epoch from (window_ends_at - now())) * 1000)::int as ms_left`),
    );
    return { count: row!.count, msLeft: row!.ms_left };
  }

  takeLease(lease: Lease, expiryMs: number): ReturnType<LimitStore['takeLease']> {
    const keys = lease.scopes.map((scope) => scope.key);
    return this.db.transaction(async (tx) => {
      // Takers of the same scope wait here for each other until commit, so the count below is not
      // stale when the lease goes in; scopes are locked in one order, so two takers cannot deadlock.
      await tx.execute(sql`
        select pg_advisory_xact_lock(${LEASE_LOCK_CLASS}, h)
        from (select distinct hashtext(k) as h from unnest(${textArray(keys)}) as k order by h) as scopes`);
      const live = new Map(
        rowsOf<{ scope: string; n: number }>(
          await tx.execute(sql`
            select scope, count(*)::int as n from limit_leases
            where scope = any(${textArray(keys)}) and expires_at > now() group by scope`),
        ).map((row) => [row.scope, row.n]),
      );
      const full = lease.scopes.find((scope) => (live.get(scope.key) ?? 0) >= scope.max);
      if (full) return { refused: full };
      await tx
        .insert(limitLeases)
        .values(lease.scopes.map((scope) => ({ scope: scope.key, leaseId: lease.id, expiresAt: msFromNow(expiryMs) })));
      return { taken: true as const };
    });
  }

  async renewLeases(leases: Lease[], expiryMs: number): Promise<void> {
    if (leases.length === 0) return;
    const ids = leases.map((lease) => lease.id);
    await this.db.execute(sql`update limit_leases set expires_at = ${msFromNow(expiryMs)} where lease_id = any(${textArray(ids)})`);
  }

  async releaseLease(lease: Lease): Promise<void> {
    await this.db.execute(sql`delete from limit_leases where lease_id = ${lease.id}`);
  }

  /** The database is the app's, closed with it. */
  close(): Promise<void> {
    return Promise.resolve();
  }
}
