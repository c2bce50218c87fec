import { TAB_NOT_FOUND } from '@troo/shared/contract';
import type { Database } from '../../db/client.js';
import type { Scope } from '../../data/scope.js';
import { NotFound } from '../../errors.js';
import { dinerOrder } from '../checkout/order-of-reference.js';

/**
 * The bill an order is on, named by the order's reference (120 random bits: what a diner holds), with
 * its business's scope. An order from before bills (no tab) has none to show.
 */
export async function billOfOrder(db: Database, reference: string): Promise<{ data: Scope; tabId: string }> {
  const found = await dinerOrder(db, reference);
  if (!found?.order.tabId) throw new NotFound(TAB_NOT_FOUND);
  return { data: found.scope, tabId: found.order.tabId };
}
