// Where an order goes, written the same on every screen that shows it: the diner's table step and
// receipt, and the kitchen's card, ticket and order history.

/** The spec's group of tables or rooms made without a group name: nothing to show. */
export const DEFAULT_GROUP_NAME = 'default_group_name';

/** A group name worth showing ('Terrace'), else null (none, or the spec's default). */
export const namedGroup = (group: string | null | undefined): string | null => (group && group !== DEFAULT_GROUP_NAME ? group : null);

/** What orderPlace reads of an order. */
export interface OrderPlaceFacts {
  order_type: string;
  table_number: string | null;
  table_group?: string | null;
  pickup_location?: string | null;
}

/**
 * Where the order goes, as staff and the diner read it at a glance: 'Terrace · Table 1',
 * 'Block A · Room 12', 'Table 4' (a table in no group), the spec's 'Pick Up' (with where, when
 * chosen: 'Pick Up · 12 Admiralty Way'), 'Delivery'. Numbers restart in each group, so a table is
 * never written without its group.
 */
export function orderPlace(order: OrderPlaceFacts): string {
  if (order.order_type === 'pickup') return order.pickup_location ? `Pick Up · ${order.pickup_location}` : 'Pick Up';
  if (order.order_type === 'delivery') return 'Delivery';
  const seat = `${order.order_type === 'room' ? 'Room' : 'Table'} ${order.table_number ?? '1'}`;
  const group = namedGroup(order.table_group);
  return group ? `${group} · ${seat}` : seat;
}
