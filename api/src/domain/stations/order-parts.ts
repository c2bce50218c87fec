import { inArray } from 'drizzle-orm';
import type { OrderStationPart } from '@troo/shared/contract';
import { menuItems, orderStationParts, type orders } from '../../db/schema.js';
import type { Scope } from '../../data/scope.js';
import { categoryStations, stationsOf } from './outlet-stations.js';

// Which station makes each line of an order, read from the menu as it is now (an item since removed
// goes to its outlet's default station), and which stations have marked their part done. A served
// order shows every part done: the pass's Serve finishes the whole order.

type OrderRow = typeof orders.$inferSelect;

/** Each order's parts by station (only stations with lines in it, in the outlet's station order). */
export async function orderParts(scope: Scope, rows: OrderRow[]): Promise<Map<string, OrderStationPart[]>> {
  const result = new Map<string, OrderStationPart[]>();
  if (rows.length === 0) return result;
  const branchIds = [...new Set(rows.map((row) => row.branchId))];
  const outletStations = await stationsOf(scope, branchIds);
  const byCategory = await categoryStations(scope, branchIds, outletStations);
  const itemIds = [...new Set(rows.flatMap((row) => row.lines.map((line) => line.itemId)))];
  const items = itemIds.length
    ? await scope.db
        .select({ id: menuItems.id, categoryId: menuItems.categoryId })
        .from(menuItems)
        .where(scope.owned(menuItems, inArray(menuItems.id, itemIds)))
    : [];
  const itemCategory = new Map(items.map((item) => [item.id, item.categoryId]));
  const done = await scope.db
    .select({ orderId: orderStationParts.orderId, stationId: orderStationParts.stationId })
    .from(orderStationParts)
    .where(
      scope.owned(
        orderStationParts,
        inArray(
          orderStationParts.orderId,
          rows.map((row) => row.id),
        ),
      ),
    );
  const doneKeys = new Set(done.map((part) => `${part.orderId}:${part.stationId}`));
  for (const row of rows) {
    const stations = outletStations.filter((station) => station.branchId === row.branchId);
    const ofOutlet = new Set(stations.map((station) => station.id));
    // A line whose category names no station of this outlet is the default station's: no line is left out.
    const lineStation = (itemId: string) => {
      const category = itemCategory.get(itemId);
      const station = category ? byCategory.get(category) : undefined;
      return station && ofOutlet.has(station) ? station : stations[0]?.id;
    };
    const lines = row.lines.map((line) => lineStation(line.itemId));
    result.set(
      row.id,
      stations
        .map((station) => ({
          station_id: station.id,
          station_name: station.name,
          lines: lines.flatMap((stationId, index) => (stationId === station.id ? [index] : [])),
          done: row.status === 'served' || doneKeys.has(`${row.id}:${station.id}`),
        }))
        .filter((part) => part.lines.length > 0),
    );
  }
  return result;
}
