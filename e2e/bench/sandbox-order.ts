// A diner's order paid through the sandbox provider, as the benches that time kitchen displays
// place them (bench:kds, bench:cluster): start the Paystack checkout, press Pay, confirm.

/** The demo restaurant (api/src/seed/demo.ts). */
export const BUSINESS = 'mama-put-kitchen';
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

/** A JSON answer, or an error naming the address and what it answered. */
export async function json<T>(url: string, init?: RequestInit): Promise<T> {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** One table order of `itemId` paid at `baseUrl`: its id, and when Pay was pressed (performance.now()). */
export async function paySandboxOrder(baseUrl: string, branch: string, itemId: string): Promise<{ orderId: string; paidAt: number }> {
  const api = `${baseUrl}/api`;
  const started = await json<{ transaction: { ref: string }; paystack_data: { data: { authorization_url: string } } }>(
    `${api}/v1/transaction/initiate_paystack_transaction/`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        business_identifier: BUSINESS,
        branch_id: branch,
        product: 'OrderAndPay',
        order_type: 'table',
        items: [{ menu_item_id: itemId, quantity: 1, modifier_ids: [], complimentary: null, special_instructions: '' }],
        customer: { name: 'Bench', table_number: '1' },
        tip: 0,
        callback_url: `${baseUrl}/demo/payment-type/orderandpay`,
      }),
    },
  );
  const paidAt = performance.now();
  const pay = await fetch(`${baseUrl}${new URL(started.paystack_data.data.authorization_url).pathname}`, {
    method: 'POST',
    headers: FORM,
    body: 'outcome=pay',
    redirect: 'manual',
  });
  if (pay.status !== 303) throw new Error(`Pay answered ${pay.status}`);
  const confirmed = await json<{ data: { _id: string } }>(`${api}/order/confirmOrderPayment/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ reference: started.transaction.ref }),
  });
  return { orderId: confirmed.data._id, paidAt };
}
