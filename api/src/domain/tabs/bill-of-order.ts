import { TAB_NOT_FOUND } from '@troo/shared/contract';
import type { Database } from '../../db/client.js';
import { scopeOf, type Scope } from '../../data/scope.js';
import { NotFound } from '../../errors.js';
import { orderOfReference } from '../checkout/settle.js';

/**
 * The bill an order is on, named by the order's reference (120 random bits: what a diner holds), with
 * its business's scope. An order from before bills (no tab) has none to show.
 */
export async function billOfOrder(db: Database, reference: string): Promise<{ data: Scope; tabId: string }> {
  const order = await orderOfReference(db, reference);
  if (!order?.tabId) throw new NotFound(TAB_NOT_FOUND);
  return { data: scopeOf(db, order.businessId), tabId: order.tabId };
}
