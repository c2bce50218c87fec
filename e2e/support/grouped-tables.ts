import type { CallBody, CallResponse, QrAsset } from '@troo/shared/contract';
import { registerVerifiedBusiness } from './accounts';
import { callApi } from './api';
import { sellOneDish } from './outlets';

export interface BusinessWithTables {
  owner: { email: string; password: string };
  branchId: string;
  dish: string;
  /** Each group's table codes, numbered from 1 in every group. */
  tables: Record<string, QrAsset[]>;
}

/**
 * A new business (not the demo, whose tables other tests read) whose one outlet sells one dish and
 * has `count` tables in each of `groups`, made through the API as its owner's screens make them.
 */
export async function businessWithGroupedTables(baseUrl: string, groups: string[], count = 2): Promise<BusinessWithTables> {
  const owner = await registerVerifiedBusiness(baseUrl, 'Abuja2026pass', 'Garden Grill');
  const login = await callApi<CallResponse<'POST /login'>>(baseUrl, 'POST', '/login', { body: owner });
  const token = login.data.token;
  const [outlet] = (await callApi<CallResponse<'GET /branch/getBranch'>>(baseUrl, 'GET', '/branch/getBranch', { token })).data;
  const branchId = outlet!._id;
  const dish = 'Garden Asun';
  await sellOneDish(baseUrl, token, branchId, dish);

  const tables: Record<string, QrAsset[]> = {};
  for (const group of groups) {
    const codes: CallBody<'POST /asset/generateBusinessAsset'> = { branch_id: branchId, type: 'table', group_name: group, number: count };
    tables[group] = (
      await callApi<CallResponse<'POST /asset/generateBusinessAsset'>>(baseUrl, 'POST', '/asset/generateBusinessAsset', {
        token,
        body: codes,
      })
    ).data;
  }
  return { owner, branchId, dish, tables };
}
