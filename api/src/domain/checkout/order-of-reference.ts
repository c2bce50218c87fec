import { eq } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import { scopeOf, type Scope } from '../../data/scope.js';
import { checkouts, orders } from '../../db/schema.js';

// A reference (120 random bits) is what a diner's phone or Paystack holds: it names an order or a
// checkout before any business is known. The business is learned here, by the one system read on
// that path; everything else is read and written through that business's scope.

type OrderRow = typeof orders.$inferSelect;

/** An order with the scope of its business, which anything done with it next goes through. */
export interface ScopedOrder {
  scope: Scope;
  order: OrderRow;
}

/**
 * The business an order's or a checkout's reference belongs to (system path: across businesses, and
 * answering nothing but the business's id), or undefined when no order or checkout has it.
 */
export async function businessOfReference(db: Database, reference: string): Promise<string | undefined> {
  const [found] = await unionAll(
    db.select({ businessId: orders.businessId }).from(orders).where(eq(orders.reference, reference)),
    db.select({ businessId: checkouts.businessId }).from(checkouts).where(eq(checkouts.reference, reference)),
  ).limit(1);
  return found?.businessId;
}

/** The business's order with this reference, if it has one. */
export async function orderOfReference(scope: Scope, reference: string): Promise<OrderRow | undefined> {
  const [order] = await scope.db
    .select()
    .from(orders)
    .where(scope.owned(orders, eq(orders.reference, reference)))
    .limit(1);
  return order;
}

/** The order a diner's reference names, with its business's scope; undefined when there is none. */
export async function dinerOrder(db: Database, reference: string): Promise<ScopedOrder | undefined> {
  const businessId = await businessOfReference(db, reference);
  if (!businessId) return undefined;
  const scope = scopeOf(db, businessId);
  const order = await orderOfReference(scope, reference);
  return order && { scope, order };
}
