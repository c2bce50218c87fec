import { and, eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client.js';

/** A table whose rows belong to one business: it carries business_id. */
export interface OwnedTable {
  businessId: AnyPgColumn;
}

/**
 * The data of one business: every query a repository writes filters through `owned`, which ANDs
 * the business into the conditions, so no caller can reach another business's rows by leaving
 * the filter out. The business id comes from the sign-in (or the diner's link), never from a handler.
 */
export interface Scope {
  readonly db: Database;
  readonly businessId: string;
  /** The conditions, always with `table.business_id = <this business>`. */
  owned(table: OwnedTable, ...conditions: (SQL | undefined)[]): SQL;
  /** Values for an insert into an owned table: the business is filled in here, not by the caller. */
  ownedValues<T extends object>(values: T): T & { businessId: string };
  /** One transaction, with the same scope over it. */
  transaction<T>(work: (scope: Scope) => Promise<T>): Promise<T>;
}

export function scopeOf(db: Database, businessId: string): Scope {
  return {
    db,
    businessId,
    owned: (table, ...conditions) => and(eq(table.businessId, businessId), ...conditions)!,
    ownedValues: (values) => ({ ...values, businessId }),
    transaction: (work) => db.transaction((tx) => work(scopeOf(tx, businessId))),
  };
}
