import { asc, eq } from 'drizzle-orm';
import { assets, menuItems, orders } from '../db/schema.js';
import { findOwnBranch } from '../domain/businesses.js';
import type { Scope } from './scope.js';

/** The scoped business's first steps on one outlet, each read from the rows the step makes. */
export function gettingStartedRepository(scope: Scope) {
  const { db } = scope;
  return {
    /**
     * Another business's (or a removed) outlet: 404. Every order row is a paid one (orders are made on
     * payment). `firstCode` is the outlet's first table or room (the lowest number), for the test order.
     */
    async ofOutlet(branchId: string) {
      const outlet = await findOwnBranch(scope, branchId);
      const [item, code, order] = await Promise.all([
        db
          .select({ id: menuItems.id })
          .from(menuItems)
          .where(scope.owned(menuItems, eq(menuItems.branchId, branchId)))
          .limit(1),
        db
          .select({ id: assets.id, type: assets.type, groupName: assets.groupName, number: assets.number })
          .from(assets)
          .where(scope.owned(assets, eq(assets.branchId, branchId)))
          .orderBy(asc(assets.number), asc(assets.createdAt))
          .limit(1),
        db
          .select({ id: orders.id })
          .from(orders)
          .where(scope.owned(orders, eq(orders.branchId, branchId)))
          .limit(1),
      ]);
      return {
        branchId: outlet.id,
        menuBuilt: item.length > 0,
        firstCode: code[0] ?? null,
        orderingSet: outlet.orderingSettingsSavedAt !== null,
        testOrderPaid: order.length > 0,
      };
    },
  };
}
