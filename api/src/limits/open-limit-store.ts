import type { Config } from '../config.js';
import type { OpenDatabase } from '../db/client.js';
import type { LimitStore } from './limit-store.js';
import { MemoryLimitStore } from './memory-limit-store.js';
import { PgLimitStore } from './pg-limit-store.js';
import { RedisLimitStore } from './redis-limit-store.js';

/**
 * The embedded database is opened by one process only, so its counts can stay in memory: one store
 * per database, which a second app on it in the same process (a restart in place, tests) shares.
 */
const embeddedStores = new WeakMap<OpenDatabase['db'], MemoryLimitStore>();

/** REDIS_URL → Redis; else a PostgreSQL server → its tables; else (embedded PGlite) memory. */
export function openLimitStore(
  config: Pick<Config, 'redisUrl'>,
  database: Pick<OpenDatabase, 'db' | 'kind'>,
  onRedisError: (error: Error) => void = () => {},
): LimitStore {
  if (config.redisUrl) return RedisLimitStore.connect(config.redisUrl, onRedisError);
  if (database.kind === 'postgres') return new PgLimitStore(database.db);
  let store = embeddedStores.get(database.db);
  if (!store) embeddedStores.set(database.db, (store = new MemoryLimitStore()));
  return store;
}

/** Forgets an embedded database's counts, as when its tables are emptied (test runs reuse emptied databases). */
export function forgetEmbeddedCounts(db: OpenDatabase['db']): void {
  embeddedStores.delete(db);
}
