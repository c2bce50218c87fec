import type { CallBody, CallResponse, QrAsset } from '@troo/shared/contract';
import { registerVerifiedBusiness } from './accounts';
import { callApi } from './api';

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
  await callApi(baseUrl, 'POST', '/menu/addMenuCategory', { token, body: { menu_category_name: 'Grills', branch_id: branchId } });
  await callApi(baseUrl, 'POST', '/menu/addMenuGroup', {
    token,
    body: { category_name: 'Grills', group_name: 'Grills Specials', branch_id: branchId },
  });
  const item: CallBody<'POST /menu/addMenuItem'> = {
    menu_category_name: 'Grills',
    menu_group_name: 'Grills Specials',
    menu_item_name: dish,
    price: 2500,
    description: 'Spiced goat grilled over charcoal',
    branch_id: branchId,
  };
  await callApi(baseUrl, 'POST', '/menu/addMenuItem', { token, body: item });

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
