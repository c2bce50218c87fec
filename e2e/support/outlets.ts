import type { CallBody, CallResponse } from '@troo/shared/contract';
import { registerVerifiedBusiness } from './accounts';
import { callApi } from './api';

export interface OutletWithDish {
  id: string;
  dish: string;
}

/**
 * A new business (not the demo, which other tests read as one outlet) with two outlets, each
 * selling one dish of its own, made through the API as its owner's screens make them.
 */
export async function businessWithTwoOutlets(baseUrl: string): Promise<{ identifier: string; outlets: [OutletWithDish, OutletWithDish] }> {
  const owner = await registerVerifiedBusiness(baseUrl, 'Abuja2026pass', 'Two Outlet Grill');
  const login = await callApi<CallResponse<'POST /login'>>(baseUrl, 'POST', '/login', { body: owner });
  const token = login.data.token;
  const [first] = (await callApi<CallResponse<'GET /branch/getBranch'>>(baseUrl, 'GET', '/branch/getBranch', { token })).data;
  const branch: CallBody<'POST /branch/createBranch'> = { branch_name: 'Wuse Annex', address: '12 Aminu Kano Crescent, Abuja' };
  const annex = (await callApi<CallResponse<'POST /branch/createBranch'>>(baseUrl, 'POST', '/branch/createBranch', { token, body: branch }))
    .data;

  const outlets: [OutletWithDish, OutletWithDish] = [
    { id: first!._id, dish: 'Main Kitchen Asun' },
    { id: annex._id, dish: 'Annex Ram Suya' },
  ];
  for (const { id, dish } of outlets) await sellOneDish(baseUrl, token, id, dish);
  return { identifier: login.data.business_identifier, outlets };
}

/** An outlet's menu of one dish (category Grills, group Grills Specials, ₦2,500), as the owner's menu setup makes it. */
export async function sellOneDish(baseUrl: string, token: string, branchId: string, dish: string): Promise<void> {
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
    description: 'Spiced and grilled over charcoal',
    branch_id: branchId,
  };
  await callApi(baseUrl, 'POST', '/menu/addMenuItem', { token, body: item });
}

/** A new business selling one dish (see sellOneDish) at its first outlet, with its owner's token. */
export async function oneDishBusiness(
  baseUrl: string,
  businessName: string,
  dish: string,
): Promise<{ identifier: string; branchId: string; token: string }> {
  const owner = await registerVerifiedBusiness(baseUrl, 'Abuja2026pass', businessName);
  const login = await callApi<CallResponse<'POST /login'>>(baseUrl, 'POST', '/login', { body: owner });
  const token = login.data.token;
  const [outlet] = (await callApi<CallResponse<'GET /branch/getBranch'>>(baseUrl, 'GET', '/branch/getBranch', { token })).data;
  await sellOneDish(baseUrl, token, outlet!._id, dish);
  return { identifier: login.data.business_identifier, branchId: outlet!._id, token };
}

/** The owner pauses ordering at an outlet, as the ordering settings screen saves it (every other setting kept). */
export async function pauseOrdering(baseUrl: string, token: string, branchId: string): Promise<void> {
  const { data } = await callApi<CallResponse<'GET /branch/getOrderingSettings/:id'>>(
    baseUrl,
    'GET',
    `/branch/getOrderingSettings/${branchId}`,
    { token },
  );
  const { branch_name: _name, ordering: _status, ...settings } = data;
  await callApi(baseUrl, 'PUT', '/branch/updateOrderingSettings', { token, body: { ...settings, ordering_paused: true } });
}
