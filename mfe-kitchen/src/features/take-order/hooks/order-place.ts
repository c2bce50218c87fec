import { namedGroup, orderPlace, type QrAsset, type TakeOrderType } from '@troo/shared/contract';

/** Where the order goes: a table or room of the outlet's QR places, or a pickup guest. */
export type OrderWhere = { type: 'table' | 'room'; group: string; number: number } | { type: 'pickup'; name: string; phone: string };

/** The place as every staff screen writes it: 'Terrace · Table 2', 'Pick Up · Bola'. */
export const whereText = (where: OrderWhere) =>
  where.type === 'pickup'
    ? `Pick Up · ${where.name}`
    : orderPlace({ order_type: where.type, table_number: String(where.number), table_group: where.group });

/** An area's name as staff read it: the default group has none. */
export const areaLabel = (group: string) => namedGroup(group) ?? 'No area';

/** The outlet's areas of this kind, in order, each with its places' numbers. */
export function areasOf(assets: readonly QrAsset[]): { group: string; numbers: number[] }[] {
  const areas = new Map<string, number[]>();
  for (const asset of assets) areas.set(asset.group_name, [...(areas.get(asset.group_name) ?? []), asset.number]);
  return [...areas].map(([group, numbers]) => ({ group, numbers: numbers.sort((a, b) => a - b) }));
}

export const TYPE_LABELS: Record<TakeOrderType, string> = { table: 'Table', room: 'Room', pickup: 'Pickup' };
