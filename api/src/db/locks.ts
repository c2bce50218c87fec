import type pg from 'pg';

// Work that must not run on two API processes at once (migrations, start-up housekeeping) takes a
// PostgreSQL advisory lock: held by a connection, so a process that dies lets go with it. The keys
// are fixed forever, so a process of the last release and one of the next agree; they start with
// "troo" in ASCII (0x74726f6f) so that other software on the same database is unlikely to use them.

const PREFIX = 0x74726f6f * 1000;

export const LOCKS = {
  /** The whole migrate step: the first process migrates, the others wait and then find nothing to do. */
  migrations: PREFIX + 1,
  /** Expiring registrations, throttles and unpaid checkouts (domain/housekeeping.ts). */
  housekeeping: PREFIX + 2,
  /** Asking the payment provider about pending checkouts (domain/checkout/settle.ts). */
  reconciliation: PREFIX + 3,
  /** Creating the demo restaurant on an empty database (seed/demo.ts, SEED_DEMO). */
  demoSeed: PREFIX + 4,
} as const;

export type LockKey = (typeof LOCKS)[keyof typeof LOCKS];

export type Skippable<T> = { ran: true; value: T } | { ran: false };

/**
 * Runs `work` unless work under the same key is under way, on this process or any other on the
 * same database: then answers `{ ran: false }` at once, without waiting.
 */
export type RunAlone = <T>(key: LockKey, work: () => Promise<T>) => Promise<Skippable<T>>;

/**
 * Runs `work(client)` holding the advisory lock `key` on a connection of its own, waiting for it first
 * if another process holds it; the lock goes when the work ends, however it ends.
 */
export function holdingLock<T>(pool: pg.Pool, key: LockKey, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  return onOwnConnection(pool, async (client) => {
    await client.query('select pg_advisory_lock($1::bigint)', [key]);
    return work(client);
  });
}

/** RunAlone on a PostgreSQL server, with pg_try_advisory_lock: the work itself runs on the pool. */
export function runAloneOnServer(pool: pg.Pool): RunAlone {
  return (key, work) =>
    onOwnConnection(pool, async (client) => {
      const { rows } = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1::bigint) as locked', [key]);
      return rows[0]?.locked ? { ran: true as const, value: await work() } : { ran: false as const };
    });
}

/**
 * Lends `use` a connection of the pool on which it may take advisory locks, then lets go of them and
 * gives the connection back; one that could not let go is closed instead (which lets go).
 */
async function onOwnConnection<T>(pool: pg.Pool, use: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    return await use(client);
  } finally {
    const unlocked = await client.query('select pg_advisory_unlock_all()').then(
      () => true,
      () => false,
    );
    client.release(!unlocked);
  }
}

/**
 * RunAlone on the embedded database: only this process opens it, so a flag per key is the lock.
 * (PGlite has one connection, and an advisory lock never stops its own connection.)
 */
export function runAloneInProcess(): RunAlone {
  const running = new Set<LockKey>();
  return async (key, work) => {
    if (running.has(key)) return { ran: false };
    running.add(key);
    try {
      return { ran: true, value: await work() };
    } finally {
      running.delete(key);
    }
  };
}

/**
 * The first half of the two-number advisory locks (a key space apart from LOCKS) that order the leases
 * of one limit scope (limits/pg-limit-store.ts); the second half is the scope's hash. "troo" in ASCII.
 */
export const LEASE_LOCK_CLASS = 0x74726f6f;
