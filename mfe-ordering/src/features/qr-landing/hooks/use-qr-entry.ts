import { useSearchParams } from 'react-router-dom';

export const DEFAULT_GROUP_NAME = 'default_group_name';

/** What a table QR code carries. */
export interface QrLink {
  businessIdentifier: string;
  branch: string | null;
  table: string;
  comingFrom: string;
  groupName: string;
  /** A table's code or a room's. */
  type: 'table' | 'room';
  /** The code's id: checkout orders for its table (codes printed before it was added have none). */
  assetId: string | null;
}

/** A room QR (handled by in-room dining), a link missing a required part, or a usable table link. */
export type QrEntry = { kind: 'room' } | { kind: 'incomplete' } | { kind: 'table'; link: QrLink };

/** The table (or room) link a QR query string carries, or null when a required part is missing. */
export function readQrLink(query: Pick<URLSearchParams, 'get'>): QrLink | null {
  const read = (name: string) => query.get(name)?.trim() || null;
  const businessIdentifier = read('business_identifier');
  const table = read('table');
  const comingFrom = read('coming-from');
  if (!businessIdentifier || !table || !comingFrom) return null;
  return {
    businessIdentifier,
    branch: read('branch'),
    table,
    comingFrom,
    groupName: read('group_name') ?? DEFAULT_GROUP_NAME,
    type: read('type') === 'room' ? 'room' : 'table',
    assetId: read('asset'),
  };
}

/** Reads the QR code's query string: business_identifier, branch, table, coming-from, type, group_name, asset. */
export function useQrEntry(): QrEntry {
  const [query] = useSearchParams();
  if (query.get('type')?.trim() === 'room') return { kind: 'room' };
  const link = readQrLink(query);
  return link ? { kind: 'table', link } : { kind: 'incomplete' };
}
