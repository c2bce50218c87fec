import type { StaffOrder } from '@troo/shared/contract';

/**
 * A station's share of an order: the order with only that station's lines, or null when the station
 * has nothing in it or has marked its part done (it leaves that station's display).
 */
export function stationShare(order: StaffOrder, stationId: string): StaffOrder | null {
  const part = order.stations.find((candidate) => candidate.station_id === stationId);
  if (!part || part.done) return null;
  return { ...order, menu_items: part.lines.flatMap((index) => order.menu_items[index] ?? []) };
}
