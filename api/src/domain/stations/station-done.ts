import { and, eq } from 'drizzle-orm';
import type { OrderStatus } from '@troo/shared/contract';
import { orders, orderStationParts } from '../../db/schema.js';
import type { Scope } from '../../data/scope.js';
import { Conflict, NotFound } from '../../errors.js';
import { recordOrderEvent } from '../../services/order-events.js';
import { isUuid } from '../businesses.js';
import { findVisibleOrder, ORDER_NOT_FOUND, type OrderViewer } from '../kitchen/staff-orders.js';
import { orderParts } from './order-parts.js';
import { findStation, STATION_NOT_FOUND_MESSAGE } from './outlet-stations.js';

// A station's "Done": its part of the order is finished. Under the order row's lock, so of many taps
// at once (two tablets, a double tap) one records the part and the event and the rest find it done;
// and of two stations finishing at once, the second sees the first's part and serves the order.

export const NOTHING_FOR_STATION = 'This order has nothing for that station.';
export const partRefused = (status: OrderStatus) => `An order that is ${status} cannot have a station's part done.`;

/** Statuses a station works on: new and accepted orders (not scheduled, served or cancelled ones). */
const OPEN: OrderStatus[] = ['Ordered', 'Accepted'];

type OrderRow = typeof orders.$inferSelect;

export async function markStationDone(scope: Scope, viewer: OrderViewer, orderId: string, stationId: string): Promise<OrderRow> {
  const order = await findVisibleOrder(scope, viewer, orderId);
  const station = isUuid(stationId) ? await findStation(scope, stationId) : undefined;
  if (!station || station.branchId !== order.branchId) throw new NotFound(STATION_NOT_FOUND_MESSAGE);
  await scope.transaction(async (tx) => {
    // NO KEY UPDATE, as the order's other changes: an order event's foreign key takes KEY SHARE on it.
    const [locked] = await tx.db
      .select()
      .from(orders)
      .where(tx.owned(orders, eq(orders.id, order.id)))
      .for('no key update');
    if (!locked) throw new NotFound(ORDER_NOT_FOUND);
    const [already] = await tx.db
      .select({ orderId: orderStationParts.orderId })
      .from(orderStationParts)
      .where(tx.owned(orderStationParts, and(eq(orderStationParts.orderId, order.id), eq(orderStationParts.stationId, station.id))));
    if (already) return; // done twice counts once
    if (!OPEN.includes(locked.status)) throw new Conflict(partRefused(locked.status));
    const parts = (await orderParts(tx, [locked])).get(locked.id) ?? [];
    if (!parts.some((part) => part.station_id === station.id)) throw new Conflict(NOTHING_FOR_STATION);
    await tx.db
      .insert(orderStationParts)
      .values(tx.ownedValues({ orderId: order.id, stationId: station.id }))
      .onConflictDoNothing();
    // The last part done: the order is ready for the diner, as the pass's Serve makes it.
    if (parts.every((part) => part.done || part.station_id === station.id)) {
      await tx.db
        .update(orders)
        .set({ status: 'served', updatedAt: new Date() })
        .where(tx.owned(orders, eq(orders.id, order.id)));
    }
    await recordOrderEvent(tx, { branchId: order.branchId, orderId: order.id, kind: 'changed' });
  });
  return findVisibleOrder(scope, viewer, orderId);
}
