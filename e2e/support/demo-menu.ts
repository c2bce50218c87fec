import { expect } from '@playwright/test';
import { TINY_PNG } from './accounts';
import { callApi } from './api';
import { DEMO } from './demo';

// The demo menu as its owner changes it through the admin API (what the menu screens call).

export async function adminToken(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO.admin),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

const send = (baseUrl: string, token: string, method: 'POST' | 'PUT', path: string, body: object) =>
  callApi<{ data: { _id: string } }>(baseUrl, method, `/menu/${path}`, { token, body });

const picture = `data:image/png;base64,${TINY_PNG.toString('base64')}`;

/**
 * A new Rice item of the demo with two paid modifiers (Plantain ₦500, Chicken ₦1,500) and a free
 * drink (Water). A fresh name each run, so the demo's own items stay as they are.
 */
export async function addItemWithChoices(baseUrl: string, token: string, branchId: string, name: string): Promise<string> {
  const item = await send(baseUrl, token, 'POST', 'addMenuItem', {
    menu_category_name: 'Rice',
    menu_group_name: 'Rice Specials',
    menu_item_name: name,
    price: 3000,
    description: 'Jollof cooked over firewood',
    branch_id: branchId,
  });
  const base = { branch_id: branchId, menu_item_name: name };
  await send(baseUrl, token, 'POST', 'attachMenuModifierGroup', { ...base, modifier_group_name: 'Extras', attach_to: 'item' });
  for (const [modifier, price] of [
    ['Plantain', 500],
    ['Chicken', 1500],
  ] as const) {
    await send(baseUrl, token, 'POST', 'addMenuModifier', {
      ...base,
      modifier_group_name: 'Extras',
      attach_to: 'modifier_group',
      modifier_name: modifier,
      price,
      image: picture,
    });
  }
  await send(baseUrl, token, 'POST', 'attachMenuModifierGroup', {
    ...base,
    modifier_group_name: 'Free drink',
    attach_to: 'item',
    is_complimentary: true,
  });
  await send(baseUrl, token, 'POST', 'addMenuModifier', {
    ...base,
    modifier_group_name: 'Free drink',
    attach_to: 'modifier_group',
    modifier_name: 'Water',
    price: 0,
    image: picture,
  });
  return item.data._id;
}
