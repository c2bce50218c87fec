import { and, desc, eq, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { OrderStatus, StaffOrder } from '@troo/shared/contract';
import type { Database } from '../../db/client.js';
import { checkouts, orders, users } from '../../db/schema.js';
import { NotFound } from '../../errors.js';
import type { StaffSession } from '../../plugins/auth.js';
import { recordOrderEvent } from '../../services/order-events.js';
import { isUuid } from '../businesses.js';
import { lagosDate } from '@troo/shared/contract';
import { orderView, outletNames, type OutletNames } from '../checkout/order-view.js';
import { outletOf } from '../menu.js';

// Orders as staff read them: the owner every outlet's, an employee their own outlet's. Another
// business's order or outlet answers 404 like a missing one.

export const ORDER_NOT_FOUND = 'Order not found';

type OrderRow = typeof orders.$inferSelect;

/** An employee's own outlet (null for the owner, who sees them all). */
export async function employeeOutlet(db: Database, staff: StaffSession): Promise<string | null> {
  if (staff.role !== 'employee') return null;
  const [user] = await db.select({ branchId: users.branchId }).from(users).where(eq(users.id, staff.userId));
  return user?.branchId ?? null;
}

/** The orders this staff member may see, narrowed to one outlet when asked. */
export async function visibleOrders(db: Database, staff: StaffSession, branchId?: string): Promise<SQL> {
  const own = await employeeOutlet(db, staff);
  const outlet = branchId ? await outletOf(db, staff, branchId) : own;
  return and(eq(orders.businessId, staff.businessId), outlet ? eq(orders.branchId, outlet) : undefined)!;
}

/** A scheduled order (Pending) joins the kitchen's Order tab on its Lagos day. */
export async function releaseDueOrders(db: Database, businessId: string, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const due = await tx
      .update(orders)
      .set({ status: 'Ordered', updatedAt: now })
      .where(
        and(
          eq(orders.businessId, businessId),
          eq(orders.status, 'Pending'),
          lte(sql`${orders.customer}->>'scheduledDate'`, lagosDate(now)),
        ),
      )
      .returning({ id: orders.id, branchId: orders.branchId });
    // Open displays show it too.
    for (const order of due) await recordOrderEvent(tx, { businessId, branchId: order.branchId, orderId: order.id, kind: 'changed' });
  });
}

export async function staffOrderViews(db: Database, rows: OrderRow[]): Promise<StaffOrder[]> {
  if (rows.length === 0) return [];
  const refunded = new Set(
    (
      await db
        .select({ id: checkouts.id })
        .from(checkouts)
        .where(
          and(
            inArray(
              checkouts.id,
              rows.map((row) => row.checkoutId),
            ),
            eq(checkouts.status, 'refunded'),
          ),
        )
    ).map((row) => row.id),
  );
  const names = new Map<string, OutletNames | undefined>();
  for (const branchId of new Set(rows.map((row) => row.branchId))) names.set(branchId, await outletNames(db, branchId));
  return rows.map((row) => ({
    ...orderView(row, names.get(row.branchId), refunded.has(row.checkoutId)),
    branch_id: row.branchId,
    note: row.lines
      .map((line) => line.specialInstructions)
      .filter(Boolean)
      .join('\n'),
    scheduled_for: row.customer.scheduledDate,
    delivery_address: row.customer.address,
    pickup_location: row.customer.pickupLocation,
    updatedAt: row.updatedAt.toISOString(),
  }));
}

export async function listOrders(db: Database, staff: StaffSession, o: { branchId?: string; status?: OrderStatus }) {
  // Only the lists a due scheduled order would join (every order, or the Order tab) release them.
  if (!o.status || o.status === 'Ordered' || o.status === 'Pending') await releaseDueOrders(db, staff.businessId);
  const scope = await visibleOrders(db, staff, o.branchId);
  const rows = await db
    .select()
    .from(orders)
    .where(and(scope, o.status ? eq(orders.status, o.status) : undefined))
    .orderBy(desc(orders.createdAt))
    .limit(500);
  return staffOrderViews(db, rows);
}

/** One order this staff member may act on, else 404. */
export async function findVisibleOrder(db: Database, staff: StaffSession, orderId: string): Promise<OrderRow> {
  if (!isUuid(orderId)) throw new NotFound(ORDER_NOT_FOUND);
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), await visibleOrders(db, staff)))
    .limit(1);
  if (!order) throw new NotFound(ORDER_NOT_FOUND);
  return order;
}
