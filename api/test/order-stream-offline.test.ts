import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import {
  openOrderEventStream,
  SILENCE_DEADLINE_MS,
  type OrderEvent,
  type OrderStreamState,
} from '../../shared/src/live/order-event-stream.js';
import { menuItems } from '../src/db/schema.js';
import { buildTestApp, type TestApp } from './helpers/app.js';
import { createTestBusiness, type TestBusiness } from './helpers/businesses.js';
import { addBankAccount, createTestMenu } from './helpers/menu.js';
import { payForOrder } from './helpers/paid-order.js';

// A kitchen tablet that loses its network often sees no error: its open stream just falls silent
// (Playwright's setOffline does the same). The stream client must say so within 10 s and, back
// online, hear every order paid meanwhile within 5 s, once.

describe('the stream client on a network that comes and goes', () => {
  let t: TestApp;
  let shop: TestBusiness;
  let token: string;
  let address: string;

  before(async () => {
    t = await buildTestApp();
    shop = await createTestBusiness(t.db, 'Mama Put');
    await createTestMenu(t.db, shop);
    await addBankAccount(t.db, shop);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: shop.employee.email, password: shop.employee.password },
    });
    token = login.json<{ data: { token: string } }>().data.token;
    address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  after(() => t.close());

  const payOrder = async (): Promise<string> => {
    const [item] = await t.db
      .select()
      .from(menuItems)
      .where(and(eq(menuItems.branchId, shop.branchId), eq(menuItems.name, 'Jollof Rice')));
    return (await payForOrder(t.app, shop, item!.id)).id;
  };

  /** What the client reported, and a wait (with a deadline) for a condition on it. */
  function watcher() {
    const received: OrderEvent[] = [];
    const states: OrderStreamState[] = [];
    let changed: () => void = () => undefined;
    const until = async (done: () => boolean, what: string, withinMs: number) => {
      const deadline = Date.now() + withinMs;
      while (!done()) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`not within ${withinMs} ms: ${what}`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          changed = () => {
            clearTimeout(timer);
            resolve();
          };
        });
      }
    };
    const onEvent = (event: OrderEvent) => {
      received.push(event);
      changed();
    };
    const onState = (state: OrderStreamState) => {
      states.push(state);
      changed();
    };
    return { received, states, until, onEvent, onState };
  }

  it('says it is reconnecting as the browser goes offline, and back online hears the order paid meanwhile at once, once', async () => {
    const seen = watcher();
    const network = new EventTarget();
    let offline = false;
    const stop = openOrderEventStream({
      apiBaseUrl: `${address}/api`,
      path: `/events/orders?branch_id=${shop.branchId}`,
      getToken: () => token,
      onEvent: seen.onEvent,
      onState: seen.onState,
      network,
      // An offline browser's fetch fails at once.
      fetchImpl: (input, init) => (offline ? Promise.reject(new TypeError('Failed to fetch')) : fetch(input, init)),
      // Waits this long between attempts would leave the display deaf for 15 s or more after the network
      // returns: only the online event can bring it back within 5 s.
      retryFirstMs: 30_000,
      retryMaxMs: 60_000,
    });
    try {
      await seen.until(() => seen.states.at(-1) === 'open', 'the stream to open', 10_000);
      const first = await payOrder();
      await seen.until(() => seen.received.length === 1, 'the first order', 10_000);

      offline = true;
      network.dispatchEvent(new Event('offline'));
      await seen.until(() => seen.states.at(-1) === 'reconnecting', 'reconnecting once offline', 1_000);
      const meanwhile = await payOrder();

      offline = false;
      network.dispatchEvent(new Event('online'));
      await seen.until(() => seen.received.length === 2, 'the order paid while offline', 5_000);
      assert.equal(seen.states.at(-1), 'open');
      assert.deepEqual(
        seen.received.map((event) => event.order_id),
        [first, meanwhile],
      );
    } finally {
      stop();
    }
  });

  it('takes a silent connection for dead within 10 s (about two heartbeats), says so, and opens a new one', async () => {
    assert.ok(SILENCE_DEADLINE_MS <= 10_000, 'within the 10 s a kitchen may wait to be told');
    const seen = watcher();
    let calls = 0;
    const stop = openOrderEventStream({
      apiBaseUrl: `${address}/api`,
      path: `/events/orders?branch_id=${shop.branchId}`,
      getToken: () => token,
      onEvent: seen.onEvent,
      onState: seen.onState,
      network: new EventTarget(),
      // The first connection opens, then nothing more arrives: the network went away without a word.
      fetchImpl: (input, init) => {
        calls += 1;
        if (calls > 1) return fetch(input, init);
        const body = new ReadableStream<Uint8Array>({
          start: (controller) => init?.signal?.addEventListener('abort', () => controller.error(new Error('aborted'))),
        });
        return Promise.resolve(new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } }));
      },
      retryFirstMs: 20,
    });
    try {
      await seen.until(() => seen.states.at(-1) === 'open', 'the (silent) stream to open', 5_000);
      const openedAt = Date.now();
      await seen.until(() => seen.states.at(-1) === 'reconnecting', 'the silence to be noticed', 10_000);
      assert.ok(Date.now() - openedAt >= SILENCE_DEADLINE_MS - 100, 'not before two heartbeats were missed');
      await seen.until(() => seen.states.at(-1) === 'open', 'a new connection', 5_000);
      const paid = await payOrder();
      await seen.until(() => seen.received.some((event) => event.order_id === paid), 'an order on the new connection', 5_000);
    } finally {
      stop();
    }
  });
});
