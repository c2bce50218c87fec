// This file makes scopes, from a database and a business id: the one place that pairing belongs.
/* eslint-disable troo/scope-not-business-id -- the scope is made here, from the two */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { PgTransaction, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client.js';
import { tenantDatabase } from './tenant-database.js';

/** A table whose rows belong to one business: it carries business_id. */
export interface OwnedTable {
  businessId: AnyPgColumn;
}

/**
 * The role tenant work runs as (migration tenant_row_security). It is not the tables' owner, so the
 * row-level security policies apply to it: a row whose business_id is not `troo.business_id` is
 * invisible and cannot be written, whatever the query says.
 */
export const TENANT_ROLE = 'troo_tenant';

/**
 * The data of one business, and the only way domain code reaches it. Every query on `db` (or in `run`,
 * or `transaction`) runs in a transaction as TENANT_ROLE with the business set, so the database
 * itself refuses other businesses' rows even when a query forgets the filter. `owned` still ANDs the
 * business into the conditions (it lets PostgreSQL use the business indexes and says what is meant).
 * The business id comes from the sign-in (or the diner's link), never from a handler.
 */
export interface Scope {
  /** This business's database: each query awaited on it runs as the business (tenant-database.ts). */
  readonly db: Database;
  readonly businessId: string;
  /** The conditions, always with `table.business_id = <this business>`. */
  owned(table: OwnedTable, ...conditions: (SQL | undefined)[]): SQL;
  /** Values for an insert into an owned table: the business is filled in here, not by the caller. */
  ownedValues<T extends object>(values: T): T & { businessId: string };
  /** Queries as this business (see above); inside `transaction`, on that transaction. */
  run<T>(work: (db: Database) => Promise<T>): Promise<T>;
  /** One transaction as this business, with the same scope over it. */
  transaction<T>(work: (scope: Scope) => Promise<T>): Promise<T>;
}

/** A UUID, so safe as a literal in the statement below. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The transaction's PGlite connection, when the database is PGlite (drizzle's session holds it;
 * node-postgres's has no `exec`).
 */
function pgliteConnection(tx: Database): { exec(statement: string): Promise<unknown> } | null {
  const client = (tx as unknown as { session?: { client?: { exec?: unknown } } }).session?.client;
  return client && typeof client.exec === 'function' ? (client as { exec(statement: string): Promise<unknown> }) : null;
}

/** The tenant role and the business, for the rest of the transaction (`true`: local to it). */
async function enterBusiness(tx: Database, businessId: string): Promise<void> {
  const pglite = pgliteConnection(tx);
  if (pglite && UUID.test(businessId)) {
    // Every scoped query pays this statement. On PGlite a statement with parameters costs as much as
    // the query itself; a plain one (the simple protocol) about half that.
    await pglite.exec(`select set_config('troo.business_id', '${businessId}', true), set_config('role', '${TENANT_ROLE}', true)`);
    return;
  }
  await tx.execute(sql`select set_config('troo.business_id', ${businessId}, true), set_config('role', ${TENANT_ROLE}, true)`);
}

/** Back to the connecting user: a scope inside a caller's own transaction leaves it as it found it. */
async function leaveBusiness(tx: Database): Promise<void> {
  await tx.execute(sql`select set_config('role', 'none', true), set_config('troo.business_id', '', true)`);
}

function scopeOver(db: Database, businessId: string, run: Scope['run'], transaction: Scope['transaction']): Scope {
  return {
    db,
    businessId,
    owned: (table, ...conditions) => and(eq(table.businessId, businessId), ...conditions)!,
    ownedValues: (values) => ({ ...values, businessId }),
    run,
    transaction,
  };
}

/** Transactions already set to a business (and their savepoints), with that business. */
const tenantTransactions = new WeakMap<Database, string>();

/** A scope on a transaction that is already this business's: its queries run on it as they are. */
function boundScope(tx: Database, businessId: string): Scope {
  tenantTransactions.set(tx, businessId);
  return scopeOver(
    tx,
    businessId,
    (work) => work(tx),
    (work) => tx.transaction((inner) => work(boundScope(inner as unknown as Database, businessId))),
  );
}

/**
 * The scope of `businessId` over `db`: the database, or a system path's own transaction (the scope's
 * work then runs in a savepoint and hands the transaction back as the connecting user).
 */
export function scopeOf(db: Database, businessId: string): Scope {
  const boundTo = tenantTransactions.get(db);
  if (boundTo === businessId) return boundScope(db, businessId);
  if (boundTo) throw new Error('One transaction works for one business: open another for this one');
  const inOuterTransaction = db instanceof PgTransaction;
  const transaction: Scope['transaction'] = (work) =>
    db.transaction(async (txDb) => {
      const tx = txDb as unknown as Database;
      await enterBusiness(tx, businessId);
      const result = await work(boundScope(tx, businessId));
      if (inOuterTransaction) await leaveBusiness(tx);
      return result;
    });
  const run: Scope['run'] = (work) => transaction((scope) => scope.run(work));
  const tenantDb = tenantDatabase(db, run, (work) => transaction((scope) => work(scope.db)));
  return scopeOver(tenantDb, businessId, run, transaction);
}
