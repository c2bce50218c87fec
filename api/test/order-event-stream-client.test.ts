import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { openOrderEventStream, type OrderEvent, type OrderStreamState } from '../../shared/src/live/order-event-stream.js';
import type { OpenDatabase } from '../src/db/client.js';
import { menuItems } from '../src/db/schema.js';
import { buildTestApp, freshDatabase, type TestApp } from './helpers/app.js';
import { createTestBusiness, type TestBusiness } from './helpers/businesses.js';
import { addBankAccount, createTestMenu } from './helpers/menu.js';
import { payForOrder } from './helpers/paid-order.js';

// The portal's stream client (what useOrderEvents runs) against the real server: it stays on
// across a server restart and passes on every order once — none lost while the server was down,
// none twice.

describe("the kitchen display's stream client", () => {
  let database: OpenDatabase;
  let t: TestApp;
  let shop: TestBusiness;
  let token: string;

  before(async () => {
    database = await freshDatabase();
    t = await buildTestApp({}, { database });
    shop = await createTestBusiness(t.db, 'Mama Put');
    await createTestMenu(t.db, shop);
    await addBankAccount(t.db, shop);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: shop.employee.email, password: shop.employee.password },
    });
    token = login.json().data.token;
  });
  after(async () => {
    await t.close();
    await database.close();
  });

  const payOrder = async (): Promise<string> => {
    const [item] = await t.db
      .select()
      .from(menuItems)
      .where(and(eq(menuItems.branchId, shop.branchId), eq(menuItems.name, 'Jollof Rice')));
    return (await payForOrder(t.app, shop, item!.id)).id;
  };

  it('reconnects after the server restarts and passes on every order once, including those paid while it was down', async () => {
    const received: OrderEvent[] = [];
    const states: OrderStreamState[] = [];
    let changed: () => void = () => undefined;
    const until = async (done: () => boolean, what: string) => {
      const deadline = Date.now() + 10_000;
      while (!done()) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`timed out waiting for ${what}`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          changed = () => {
            clearTimeout(timer);
            resolve();
          };
        });
      }
    };
    let opens = 0;

    let server = await buildTestApp({}, { database });
    const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
    const port = Number(new URL(address).port);
    const stop = openOrderEventStream({
      apiBaseUrl: `${address}/api`,
      path: `/events/orders?branch_id=${shop.branchId}`,
      getToken: () => token,
      onEvent: (event) => {
        received.push(event);
        changed();
      },
      onOpen: () => {
        opens += 1;
        changed();
      },
      onState: (state) => {
        states.push(state);
        changed();
      },
      retryFirstMs: 20,
      retryMaxMs: 200,
    });
    try {
      await until(() => opens === 1, 'the stream to open');
      const first = await payOrder();
      await until(() => received.length === 1, 'the first order');

      await server.close();
      await until(() => states.at(-1) === 'reconnecting', 'the drop to be noticed');
      const whileDown = [await payOrder(), await payOrder()];
      server = await buildTestApp({}, { database });
      await server.app.listen({ port, host: '127.0.0.1' });
      await until(() => received.length === 3, 'the orders paid while the server was down');
      assert.equal(opens, 2);

      const afterwards = await payOrder();
      await until(() => received.length === 4, 'the order after the restart');
      assert.deepEqual(
        received.map((event) => event.order_id),
        [first, ...whileDown, afterwards],
      );
      assert.equal(new Set(received.map((event) => event.id)).size, 4, 'no event twice');
    } finally {
      stop();
      await server.close();
    }
  });

  it('stops asking when the token is refused', async () => {
    const server = await buildTestApp({}, { database });
    const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
    let refused: () => void = () => undefined;
    const done = new Promise<void>((resolve) => (refused = resolve));
    const stop = openOrderEventStream({
      apiBaseUrl: `${address}/api`,
      path: `/events/orders?branch_id=${shop.branchId}`,
      getToken: () => 'not-a-token',
      onEvent: () => assert.fail('no event without a token'),
      onState: (state) => {
        if (state === 'refused') refused();
      },
    });
    try {
      await done;
    } finally {
      stop();
      await server.close();
    }
  });
});
