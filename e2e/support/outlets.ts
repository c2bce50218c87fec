import { expect } from '@playwright/test';
import type { CallBody, CallResponse } from '@troo/shared/contract';
import { registerVerifiedBusiness } from './accounts';

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
  const call = async <T>(method: 'GET' | 'POST', path: string, token: string | null, body?: object): Promise<T> => {
    const response = await fetch(`${baseUrl}/api${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    expect(response.status, `${path}: ${await response.clone().text()}`).toBeLessThan(300);
    return (await response.json()) as T;
  };
  const login = await call<CallResponse<'POST /login'>>('POST', '/login', null, owner);
  const token = login.data.token;
  const [first] = (await call<CallResponse<'GET /branch/getBranch'>>('GET', '/branch/getBranch', token)).data;
  const branch: CallBody<'POST /branch/createBranch'> = { branch_name: 'Wuse Annex', address: '12 Aminu Kano Crescent, Abuja' };
  const annex = (await call<CallResponse<'POST /branch/createBranch'>>('POST', '/branch/createBranch', token, branch)).data;

  const outlets: [OutletWithDish, OutletWithDish] = [
    { id: first!._id, dish: 'Main Kitchen Asun' },
    { id: annex._id, dish: 'Annex Ram Suya' },
  ];
  for (const { id, dish } of outlets) {
    await call('POST', '/menu/addMenuCategory', token, { menu_category_name: 'Grills', branch_id: id });
    await call('POST', '/menu/addMenuGroup', token, { category_name: 'Grills', group_name: 'Grills Specials', branch_id: id });
    const item: CallBody<'POST /menu/addMenuItem'> = {
      menu_category_name: 'Grills',
      menu_group_name: 'Grills Specials',
      menu_item_name: dish,
      price: 2500,
      description: 'Spiced and grilled over charcoal',
      branch_id: id,
    };
    await call('POST', '/menu/addMenuItem', token, item);
  }
  return { identifier: login.data.business_identifier, outlets };
}
