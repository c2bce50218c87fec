import { expect } from '@playwright/test';
import type { CallResponse, Station } from '@troo/shared/contract';
import { registerVerifiedBusiness } from './accounts';
import { callApi } from './api';
import { payThroughSandbox } from './paid-through-api';

export interface BarAndKitchen {
  owner: { email: string; password: string };
  token: string;
  identifier: string;
  branchId: string;
  stations: Station[];
}

/**
 * A new bar-restaurant (not the demo, which other tests read as one station) made through the API as
 * its owner's screens make it: Jollof Rice under Rice, a Chapman under Drinks, and a Bar station
 * that makes the Drinks (the Rice stays with the default Kitchen).
 */
export async function barAndKitchenBusiness(baseUrl: string): Promise<BarAndKitchen> {
  const owner = await registerVerifiedBusiness(baseUrl, 'Abuja2026pass', 'Bar and Grill');
  const login = await callApi<CallResponse<'POST /login'>>(baseUrl, 'POST', '/login', { body: owner });
  const token = login.data.token;
  const [outlet] = (await callApi<CallResponse<'GET /branch/getBranch'>>(baseUrl, 'GET', '/branch/getBranch', { token })).data;
  const branchId = outlet!._id;
  for (const [category, dish, price] of [
    ['Rice', 'Jollof Rice', 2500],
    ['Drinks', 'Chapman', 1500],
  ] as const) {
    await callApi(baseUrl, 'POST', '/menu/addMenuCategory', { token, body: { menu_category_name: category, branch_id: branchId } });
    await callApi(baseUrl, 'POST', '/menu/addMenuGroup', {
      token,
      body: { category_name: category, group_name: `${category} list`, branch_id: branchId },
    });
    await callApi(baseUrl, 'POST', '/menu/addMenuItem', {
      token,
      body: {
        menu_category_name: category,
        menu_group_name: `${category} list`,
        menu_item_name: dish,
        price,
        description: dish,
        branch_id: branchId,
      },
    });
  }
  const bar = (
    await callApi<CallResponse<'POST /station/addStation'>>(baseUrl, 'POST', '/station/addStation', {
      token,
      body: { branch_id: branchId, name: 'Bar' },
    })
  ).data;
  const categories = (
    await callApi<CallResponse<'GET /menu/getAllMenuCategory/'>>(baseUrl, 'GET', `/menu/getAllMenuCategory/?branch_id=${branchId}`, {
      token,
    })
  ).data;
  const drinks = categories.find((category) => category.name === 'Drinks')!;
  await callApi(baseUrl, 'PUT', '/station/assignCategory', { token, body: { category_id: drinks._id, station_id: bar._id } });
  const stations = (
    await callApi<CallResponse<'GET /station/getStations'>>(baseUrl, 'GET', `/station/getStations?branch_id=${branchId}`, { token })
  ).data;
  return { owner, token, identifier: login.data.business_identifier, branchId, stations };
}

/** A diner's table order of one of each named dish, paid through the real calls (sandbox provider). Answers its id and number. */
export async function payForDishesThroughApi(
  baseUrl: string,
  business: Pick<BarAndKitchen, 'identifier' | 'branchId'>,
  dishes: string[],
): Promise<{ id: string; number: string }> {
  const menu = (await (
    await fetch(`${baseUrl}/api/menu/getAllOrderAndPayMenuItem/?business_identifier=${business.identifier}&branch=${business.branchId}`)
  ).json()) as CallResponse<'GET /menu/getAll{product}MenuItem/'>;
  const items = dishes.map((dish) => {
    const item = menu.data.find((candidate) => candidate.menu_item_name === dish);
    expect(item, `the menu has ${dish}`).toBeTruthy();
    return { menu_item_id: item!._id, quantity: 1, modifier_ids: [], complimentary: null, special_instructions: '' };
  });
  const order = await payThroughSandbox(baseUrl, {
    business_identifier: business.identifier,
    branch_id: business.branchId,
    product: 'OrderAndPay',
    order_type: 'table',
    items,
    customer: { name: 'Ngozi Eze', table_number: '4' },
    tip: 0,
    callback_url: `${baseUrl}/demo/payment-type/orderandpay`,
  });
  return { id: order._id, number: order.order_number };
}

/** An order's status as the staff calls answer it. */
export async function orderStatus(baseUrl: string, token: string, orderId: string): Promise<string | undefined> {
  const orders = (await callApi<CallResponse<'GET /order/getOrder'>>(baseUrl, 'GET', '/order/getOrder', { token })).data;
  return orders.find((order) => order._id === orderId)?.status;
}
