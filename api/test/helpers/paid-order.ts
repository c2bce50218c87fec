import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';
import type { TestBusiness } from './businesses.js';
import { newAddress } from './onboarding.js';

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

type Outlet = Pick<TestBusiness, 'identifier' | 'branchId'>;

interface CheckoutOptions {
  quantity?: number;
  name?: string;
  /** Naira on top of the bill. */
  tip?: number;
  /** An online delivery order (the outlet must deliver) instead of a table order. */
  delivery?: boolean;
  /** A delivery scheduled for a later Lagos day (YYYY-MM-DD) and time (HH:MM). */
  due?: { date: string; time: string };
  /** A table or room order's place as the body gives it (else table '4', from no QR code). */
  place?: { order_type?: 'table' | 'room'; table_number?: string; asset_id?: string; table_group?: string };
  /** More items on the same order, one of each (a drink beside the dish). */
  alsoItemIds?: string[];
}

/** The body of a diner's checkout of one item, for a table (or delivery) order. */
export function checkoutBody(business: Outlet, itemId: string, o: CheckoutOptions = {}) {
  const name = o.name ?? 'Ngozi Eze';
  return {
    business_identifier: business.identifier,
    branch_id: business.branchId,
    ...(o.delivery
      ? {
          product: 'OnlineOrdering',
          order_type: 'delivery',
          customer: {
            name,
            phone: '08031234567',
            email: 'ngozi@example.ng',
            address: '12 Awolowo Road, Ikoyi',
            ...(o.due ? { scheduled_date: o.due.date, scheduled_time: o.due.time } : {}),
          },
        }
      : {
          product: 'OrderAndPay',
          order_type: o.place?.order_type ?? 'table',
          customer: { name, table_number: o.place?.table_number ?? '4', asset_id: o.place?.asset_id, table_group: o.place?.table_group },
        }),
    items: [
      { menu_item_id: itemId, quantity: o.quantity ?? 1, modifier_ids: [], complimentary: null, special_instructions: 'No pepper' },
      ...(o.alsoItemIds ?? []).map((id) => ({
        menu_item_id: id,
        quantity: 1,
        modifier_ids: [],
        complimentary: null,
        special_instructions: '',
      })),
    ],
    tip: o.tip ?? 0,
    callback_url: 'http://troo.test/demo/payment-type/orderandpay',
  };
}

export const CHECKOUT_URL = '/api/v1/transaction/initiate_paystack_transaction/';

/**
 * A diner starting a checkout for a table (or delivery) order of one item (the real call). Each diner pays from
 * a phone of their own (checkouts are limited per address) unless `remoteAddress` says otherwise.
 */
export function startCheckout(
  app: FastifyInstance,
  business: Outlet,
  itemId: string,
  o: CheckoutOptions & { remoteAddress?: string } = {},
) {
  return app.inject({
    method: 'POST',
    url: CHECKOUT_URL,
    remoteAddress: o.remoteAddress ?? newAddress(),
    payload: checkoutBody(business, itemId, o),
  });
}

/** A diner's order paid through the sandbox (checkout's real calls): its id, reference and amounts (naira). */
export async function payForOrder(
  app: FastifyInstance,
  business: Outlet,
  itemId: string,
  o: CheckoutOptions = {},
): Promise<{ id: string; reference: string; total: number; food: number; serviceFee: number; deliveryFee: number; tip: number }> {
  const started = await startCheckout(app, business, itemId, o);
  assert.equal(started.statusCode, 200, started.body);
  const { transaction, paystack_data } = started.json();
  const paid = await app.inject({
    method: 'POST',
    url: new URL(paystack_data.data.authorization_url).pathname,
    headers: FORM,
    payload: 'outcome=pay',
  });
  assert.equal(paid.statusCode, 303, paid.body);
  const confirmed = await app.inject({ method: 'POST', url: '/api/order/confirmOrderPayment/', payload: { reference: transaction.ref } });
  assert.equal(confirmed.json().status, true, confirmed.body);
  const order = confirmed.json().data;
  return {
    id: order._id,
    reference: transaction.ref,
    total: order.total_price,
    food: order.total,
    serviceFee: order.service_fee,
    deliveryFee: order.delivery_fee,
    tip: order.tip,
  };
}
