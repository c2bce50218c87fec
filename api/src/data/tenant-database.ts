import { is, SQL, Subquery } from 'drizzle-orm';
import type { Database } from '../db/client.js';

/** Runs work on a transaction that is already set to one business (scope.ts). */
export type TenantRun = <T>(work: (tx: Database) => Promise<T>) => Promise<T>;

/** One call in a query's chain, `db.select(…)`, `.from(…)`, `.where(…)`: replayed on the tenant transaction. */
interface Call {
  method: PropertyKey;
  args: unknown[];
}

/**
 * A database whose every query runs as one business: repositories write `db.select()…` as with
 * drizzle, and when the query is awaited (or `.execute()`d) its chain of calls is replayed on a
 * transaction opened by `run` with the tenant role and the business set, where row-level security
 * refuses every other business's row. A query built here and used inside another (a subquery)
 * stays plain SQL: only running it goes through `run`. `transaction` is the scope's own.
 */
export function tenantDatabase(
  root: Database,
  run: TenantRun,
  transaction: (work: (tx: Database) => Promise<unknown>) => Promise<unknown>,
): Database {
  return recorded(root, [], run, transaction) as Database;
}

function replay(tx: Database, calls: Call[]): unknown {
  let value: unknown = tx;
  for (const { method, args } of calls) {
    const target = value as Record<PropertyKey, (...a: unknown[]) => unknown>;
    value = target[method]!(...args);
  }
  return value;
}

/** SQL fragments and subqueries are values to put in other queries, not queries to run. */
const isQueryPart = (value: unknown) => is(value, SQL) || is(value, Subquery);

function recorded(target: object, calls: Call[], run: TenantRun, transaction: Parameters<typeof tenantDatabase>[2]): object {
  const proxy: object = new Proxy(target, {
    get(object, key) {
      const value: unknown = Reflect.get(object, key);
      if (typeof value !== 'function' || key === 'constructor') return value;
      if (calls.length === 0 && key === 'transaction') {
        return (work: (tx: Database) => Promise<unknown>) => transaction(work);
      }
      // Running the query, however it is asked for (`await`, `.then`, `.catch`, `.finally`).
      if (calls.length > 0 && (key === 'then' || key === 'catch' || key === 'finally')) {
        const running = () => run((tx) => Promise.resolve(replay(tx, calls) as Promise<unknown>));
        return (...args: unknown[]) => {
          const query = running();
          return (query[key] as (...a: unknown[]) => unknown).apply(query, args);
        };
      }
      if (calls.length > 0 && key === 'execute') {
        return () => run((tx) => (replay(tx, calls) as { execute: () => Promise<unknown> }).execute());
      }
      return (...args: unknown[]) => {
        const result: unknown = (value as (...a: unknown[]) => unknown).apply(object, args);
        if (result === null || typeof result !== 'object' || isQueryPart(result)) return result;
        // Drizzle's builders change themselves and return `this` (`.where`, `.orderBy`): the same
        // chain grows, so a query changed without reassigning it still replays whole.
        if (result === object && calls.length > 0) {
          calls.push({ method: key, args });
          return proxy;
        }
        return recorded(result, [...calls, { method: key, args }], run, transaction);
      };
    },
  });
  return proxy;
}
