import { request } from 'node:http';
import { checkoutBody, CHECKOUT_URL } from './paid-order.js';
import type { TestBusiness } from './businesses.js';

/** One answer through the proxy, with the process that gave it (nginx's X-Upstream, in test configs only). */
export interface ProxyAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  /** host:port of the API process that answered. */
  upstream: string;
  json<T = { message?: string; data?: unknown; status?: boolean }>(): T;
}

/**
 * A request from a client at `from`, an address of 127.0.0.0/8 (every one of them reaches this
 * machine), so that per-address limits see several clients. `headers` may carry what an attacker
 * would forge, such as X-Forwarded-For.
 */
export function throughProxy(
  url: string,
  o: { method?: string; headers?: Record<string, string>; body?: unknown; from?: string } = {},
): Promise<ProxyAnswer> {
  const body = o.body === undefined ? undefined : typeof o.body === 'string' ? o.body : JSON.stringify(o.body);
  return new Promise((resolve, reject) => {
    const outgoing = request(
      url,
      {
        method: o.method ?? (body === undefined ? 'GET' : 'POST'),
        localAddress: o.from,
        headers: {
          ...(body !== undefined && typeof o.body !== 'string' ? { 'content-type': 'application/json' } : {}),
          ...o.headers,
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: text,
            upstream: String(response.headers['x-upstream'] ?? ''),
            json: <T>() => JSON.parse(text) as T,
          }),
        );
        response.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

type Outlet = Pick<TestBusiness, 'identifier' | 'branchId'>;

/** A diner at `from` paying for one item through the proxy and the sandbox: the order id and who took each step. */
export async function payThroughProxy(proxyUrl: string, business: Outlet, itemId: string, from: string) {
  const started = await throughProxy(`${proxyUrl}${CHECKOUT_URL}`, {
    from,
    body: { ...checkoutBody(business, itemId), callback_url: `${proxyUrl}/demo/payment-type/orderandpay` },
  });
  if (started.status !== 200) throw new Error(`checkout answered ${started.status}: ${started.body}`);
  const { transaction, paystack_data } = started.json<{
    transaction: { ref: string };
    paystack_data: { data: { authorization_url: string } };
  }>();
  const paid = await throughProxy(`${proxyUrl}${new URL(paystack_data.data.authorization_url).pathname}`, {
    from,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'outcome=pay',
  });
  if (paid.status !== 303) throw new Error(`the sandbox's Pay answered ${paid.status}: ${paid.body}`);
  const confirmed = await throughProxy(`${proxyUrl}/api/order/confirmOrderPayment/`, { from, body: { reference: transaction.ref } });
  const order = confirmed.json<{ status: boolean; data: { _id: string } }>();
  if (!order.status) throw new Error(`the payment was not confirmed: ${confirmed.body}`);
  return { orderId: order.data._id, reference: transaction.ref, upstreams: [started.upstream, paid.upstream, confirmed.upstream] };
}
