import { apiCall } from '@troo/shared';
import type { AssetType } from '@troo/shared/contract';

// QR code changes. Silent: the screen shows the spec's own messages. Reads go through useApiQuery.

export const createCodes = (body: { branch_id: string; type: AssetType; group_name: string; number: number }) =>
  apiCall('POST /asset/generateBusinessAsset', { body }, { silent: true });

export const removeCode = (assetId: string) =>
  apiCall('DELETE /asset/removeBusinessAsset', { query: { asset_id: assetId } }, { silent: true });

export const renameArea = (body: { branch_id: string; type: AssetType; group_name: string; new_group_name: string }) =>
  apiCall('PUT /asset/renameBusinessAssetGroup', { body }, { silent: true });
