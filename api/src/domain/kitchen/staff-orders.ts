import { asc, desc, eq, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { lagosDate, type OrderStatus, type StaffOrder } from '@troo/shared/contract';
import { checkouts, orders, users } from '../../db/schema.js';
import type { Scope } from '../../data/scope.js';
import { NotFound } from '../../errors.js';
import type { StaffSession } from '../../plugins/auth.js';
import { recordOrderEvent } from '../../services/order-events.js';
import { isUuid } from '../businesses.js';
import { orderView, outletNames, type OutletNames } from '../checkout/order-view.js';
import { orderParts } from '../stations/order-parts.js';

// Orders as staff read them: the owner every outlet's, an employee their own outlet's. Another
// business's order or outlet answers 404 like a missing one.

export const ORDER_NOT_FOUND = 'Order not found';

type OrderRow = typeof orders.$inferSelect;

/** Who reads the scoped business's orders. */
export interface OrderViewer {
  /** The signed-in staff member; null reads as the owner (every outlet). */
  staff: StaffSession | null;
  /** The id of an outlet this viewer may see, else 404 (the branches repository's check). */
  visibleOutlet: (branchId: string) => Promise<string>;
}

/** An employee's own outlet (null for the owner, who sees them all). */
export async function employeeOutlet(scope: Scope, staff: StaffSession | null): Promise<string | null> {
  if (staff?.role !== 'employee') return null;
  const [user] = await scope.db
    .select({ branchId: users.branchId })
    .from(users)
    .where(scope.owned(users, eq(users.id, staff.userId)));
  return user?.branchId ?? null;
}

/** The orders this viewer may see, narrowed to one outlet when asked, with the conditions given. */
export async function visibleOrders(
  scope: Scope,
  viewer: OrderViewer,
  branchId?: string,
  ...conditions: (SQL | undefined)[]
): Promise<SQL> {
  const own = await employeeOutlet(scope, viewer.staff);
  const outlet = branchId ? await viewer.visibleOutlet(branchId) : own;
  return scope.owned(orders, outlet ? eq(orders.branchId, outlet) : undefined, ...conditions);
}

/** A scheduled order (Pending) joins the kitchen's Order tab on its Lagos day. */
export async function releaseDueOrders(scope: Scope, now = new Date()): Promise<void> {
  await scope.transaction(async (tx) => {
    const due = await tx.db
      .update(orders)
      .set({ status: 'Ordered', updatedAt: now })
      .where(tx.owned(orders, eq(orders.status, 'Pending'), lte(sql`${orders.customer}->>'scheduledDate'`, lagosDate(now))))
      .returning({ id: orders.id, branchId: orders.branchId });
    // Open displays show it too.
    for (const order of due) {
      await recordOrderEvent(tx, { branchId: order.branchId, orderId: order.id, kind: 'changed' });
    }
  });
}

export async function staffOrderViews(scope: Scope, rows: OrderRow[]): Promise<StaffOrder[]> {
  if (rows.length === 0) return [];
  const refunded = new Set(
    (
      await scope.db
        .select({ id: checkouts.id })
        .from(checkouts)
        .where(
          scope.owned(
            checkouts,
            inArray(
              checkouts.id,
              rows.flatMap((row) => (row.checkoutId ? [row.checkoutId] : [])),
            ),
            eq(checkouts.status, 'refunded'),
          ),
        )
    ).map((row) => row.id),
  );
  const names = new Map<string, OutletNames | undefined>();
  for (const branchId of new Set(rows.map((row) => row.branchId))) names.set(branchId, await outletNames(scope, branchId));
  const parts = await orderParts(scope, rows);
  const takers = await takerNames(scope, rows);
  return rows.map((row) => ({
    ...orderView(row, names.get(row.branchId), row.checkoutId !== null && refunded.has(row.checkoutId)),
    branch_id: row.branchId,
    note: row.lines
      .map((line) => line.specialInstructions)
      .filter(Boolean)
      .join('\n'),
    customer_phone: row.customer.phone,
    updatedAt: row.updatedAt.toISOString(),
    stations: parts.get(row.id) ?? [],
    taken_by: row.takenByUserId ? (takers.get(row.takenByUserId) ?? null) : null,
  }));
}

/** Who took the staff-taken orders among these, as every kitchen view writes them: 'Ada O.'. */
async function takerNames(scope: Scope, rows: OrderRow[]): Promise<Map<string, string>> {
  const ids = [...new Set(rows.flatMap((row) => (row.takenByUserId ? [row.takenByUserId] : [])))];
  if (ids.length === 0) return new Map();
  const takers = await scope.db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(scope.owned(users, inArray(users.id, ids)));
  return new Map(takers.map((user) => [user.id, takerName(user)]));
}

/** First name and last initial; an account without a name yet (an employee's before they set it) by its e-mail's name. */
export function takerName(user: { firstName: string | null; lastName: string | null; email: string }): string {
  const first = user.firstName?.trim();
  const last = user.lastName?.trim();
  if (!first) return user.email.split('@')[0]!;
  return last ? `${first} ${last.charAt(0).toUpperCase()}.` : first;
}

/** Scheduled orders (Pending) soonest due first: Lagos day, then time (a day without a time after its timed ones). */
const SOONEST_DUE = [asc(sql`${orders.customer}->>'scheduledDate'`), asc(sql`${orders.customer}->>'scheduledTime'`), asc(orders.createdAt)];

export async function listOrders(scope: Scope, viewer: OrderViewer, o: { branchId?: string; status?: OrderStatus }) {
  // Only the lists a due scheduled order would join (every order, or the Order tab) release them.
  if (!o.status || o.status === 'Ordered' || o.status === 'Pending') await releaseDueOrders(scope);
  const rows = await scope.db
    .select()
    .from(orders)
    .where(await visibleOrders(scope, viewer, o.branchId, o.status ? eq(orders.status, o.status) : undefined))
    .orderBy(...(o.status === 'Pending' ? SOONEST_DUE : [desc(orders.createdAt)]))
    .limit(500);
  return staffOrderViews(scope, rows);
}

/** One order this viewer may act on, else 404. */
export async function findVisibleOrder(scope: Scope, viewer: OrderViewer, orderId: string): Promise<OrderRow> {
  if (!isUuid(orderId)) throw new NotFound(ORDER_NOT_FOUND);
  const [order] = await scope.db
    .select()
    .from(orders)
    .where(await visibleOrders(scope, viewer, undefined, eq(orders.id, orderId)))
    .limit(1);
  if (!order) throw new NotFound(ORDER_NOT_FOUND);
  return order;
}
