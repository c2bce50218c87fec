import { expect } from '@playwright/test';
import type { CallBody, CallResponse, PlacedOrder } from '@troo/shared/contract';
import { DEMO } from './demo';

/** Tomorrow's Lagos date (YYYY-MM-DD), the earliest day a delivery may be scheduled for. */
export function tomorrowInLagos(): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lagos' }).format(new Date());
  return new Date(Date.parse(`${today}T00:00:00Z`) + 24 * 3600 * 1000).toISOString().slice(0, 10);
}

/**
 * A diner's delivery of one Fried Rice (no choices to make) from the demo's outlet, paid through the real calls the
 * checkout screens make (sandbox provider): for tests about what staff then see. With `due`, it is
 * scheduled for that Lagos day and time. Answers the order's number.
 */
export async function payForDeliveryThroughApi(
  baseUrl: string,
  branchId: string,
  o: { phone: string; address: string; instruction: string; due?: { date: string; time: string } },
): Promise<string> {
  const menu = (await (
    await fetch(`${baseUrl}/api/menu/getAllOnlineOrderingMenuItem/?business_identifier=${DEMO.businessIdentifier}&branch=${branchId}`)
  ).json()) as CallResponse<'GET /menu/getAll{product}MenuItem/'>;
  const dish = menu.data.find((item) => item.menu_item_name === 'Fried Rice');
  expect(dish, 'the demo menu has Fried Rice').toBeTruthy();
  const order = await payThroughSandbox(baseUrl, {
    business_identifier: DEMO.businessIdentifier,
    branch_id: branchId,
    product: 'OnlineOrdering',
    order_type: 'delivery',
    items: [{ menu_item_id: dish!._id, quantity: 1, modifier_ids: [], complimentary: null, special_instructions: o.instruction }],
    customer: {
      name: 'Ngozi Eze',
      phone: o.phone,
      email: 'ngozi@example.com',
      address: o.address,
      ...(o.due ? { scheduled_date: o.due.date, scheduled_time: o.due.time } : {}),
    },
    tip: 0,
    callback_url: `${baseUrl}/demo/payment-type/online_ordering`,
  });
  return order.order_number;
}

/**
 * A checkout started, paid on the sandbox's pay page and confirmed, through the real calls the checkout
 * screens make: the order it made.
 */
export async function payThroughSandbox(
  baseUrl: string,
  checkout: CallBody<'POST /v1/transaction/initiate_paystack_transaction/'>,
): Promise<PlacedOrder> {
  const json = { 'content-type': 'application/json' };
  const started = await fetch(`${baseUrl}/api/v1/transaction/initiate_paystack_transaction/`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify(checkout),
  });
  expect(started.status, await started.clone().text()).toBe(200);
  const { transaction, paystack_data } = (await started.json()) as CallResponse<'POST /v1/transaction/initiate_paystack_transaction/'>;
  const paid = await fetch(paystack_data.data.authorization_url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'outcome=pay',
    redirect: 'manual',
  });
  expect(paid.status).toBe(303);
  const confirmed = await fetch(`${baseUrl}/api/order/confirmOrderPayment/`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ reference: transaction.ref }),
  });
  const order = (await confirmed.json()) as CallResponse<'POST /order/confirmOrderPayment/'>;
  expect(order.data, 'the payment made an order').toBeTruthy();
  return order.data!;
}
