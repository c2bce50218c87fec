import { namedGroup, orderPlace, type QrAsset } from '@troo/shared/contract';

// How a code is named wherever it leaves the screen: on its card, its printed sheet and its file.
// Numbers restart in each area, so a table is never named without its area.

/** 'Table 1', 'Room 12': the code's own number, without its area. */
export const seatLabel = (code: Pick<QrAsset, 'type' | 'number'>) => `${code.type === 'room' ? 'Room' : 'Table'} ${code.number}`;

/** 'Terrace · Table 1', or 'Table 1' for a code in no named area. */
export const codeLabel = (code: Pick<QrAsset, 'type' | 'number' | 'group_name'>) =>
  orderPlace({ order_type: code.type, table_number: String(code.number), table_group: code.group_name });

const slug = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

/** 'terrace-table-1.png': two areas' Table 1 never share a file name in the downloads folder. */
export function codeFileName(code: Pick<QrAsset, 'type' | 'number' | 'group_name'>): string {
  const area = slug(namedGroup(code.group_name) ?? '');
  return `${area ? `${area}-` : ''}${code.type}-${code.number}.png`;
}
