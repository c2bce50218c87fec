import { eq } from 'drizzle-orm';
import type { GettingStarted } from '@troo/shared/contract';
import { assets, menuItems, orders } from '../db/schema.js';
import { findOwnBranch } from '../domain/businesses.js';
import type { Scope } from './scope.js';

/** The scoped business's first steps on one outlet, each read from the rows the step makes. */
export function gettingStartedRepository(scope: Scope) {
  const { db, businessId } = scope;
  const found = (rows: unknown[]) => rows.length > 0;
  return {
    /** Another business's (or a removed) outlet: 404. Every order row is a paid one (orders are made on payment). */
    async ofOutlet(branchId: string): Promise<GettingStarted> {
      const outlet = await findOwnBranch(db, businessId, branchId);
      const [item, table, order] = await Promise.all([
        db
          .select({ id: menuItems.id })
          .from(menuItems)
          .where(scope.owned(menuItems, eq(menuItems.branchId, branchId)))
          .limit(1),
        db
          .select({ id: assets.id })
          .from(assets)
          .where(scope.owned(assets, eq(assets.branchId, branchId)))
          .limit(1),
        db
          .select({ id: orders.id })
          .from(orders)
          .where(scope.owned(orders, eq(orders.branchId, branchId)))
          .limit(1),
      ]);
      return {
        branch_id: outlet.id,
        menu_built: found(item),
        tables_added: found(table),
        ordering_set: outlet.orderingSettingsSavedAt !== null,
        test_order_paid: found(order),
      };
    },
  };
}
