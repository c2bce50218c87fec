import { useApiQuery } from '@troo/shared';
import type { QrLink } from './use-qr-entry';

/**
 * The link as the outlet names its table now: a printed code keeps the area name it was printed with
 * (renamed since, or the spec's old 'Default-Table'), so the code's id is looked up. Until the answer
 * comes, or for a code without an id, the link's own words stand.
 */
export function useScannedPlace(link: QrLink): QrLink {
  const { assetId: asset_id, businessIdentifier: business_identifier } = link;
  const query = useApiQuery('GET /asset/getScannedPlace/', asset_id ? { query: { business_identifier, asset_id } } : null);
  if (query.status !== 'success') return link;
  const { group_name, number } = query.data.data;
  return { ...link, groupName: group_name, table: String(number) };
}
