import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import Fastify from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { calls } from '@troo/shared/contract';
import { callRoute } from '../src/routes/call-route.js';
import { MAX_AGE_MS, PublicAnswers } from '../src/services/public-answers.js';

// The customer menu cache on a clock the test moves: how old an answer may get, what a write does.

async function appWith(fill: () => Promise<unknown>) {
  let now = 1_000_000;
  const cache = new PublicAnswers(() => now);
  const app = Fastify().withTypeProvider<TypeBoxTypeProvider>();
  app.decorate('requireStaff', async () => undefined);
  app.decorate('requireAdmin', async () => undefined);
  callRoute(app, calls.getProductCustomerMenuCategory, (request, reply) => cache.send(request, reply, 'categories|x|', fill));
  const get = () => app.inject({ url: '/menu/getOrderAndPayCustomerMenuCategory/?business_identifier=x' });
  return { cache, get, tick: (ms: number) => (now += ms), close: () => app.close() };
}

const category = (name: string) => ({ _id: name, name, image: null, branch_id: 'b' });

describe('public answers cache', () => {
  it('keeps an answer for less than a second, then makes it again', async () => {
    let fills = 0;
    const { get, tick, close } = await appWith(async () => ({ message: 'Successful', data: [category(`v${++fills}`)] }));
    assert.equal((await get()).json().data[0].name, 'v1');
    tick(MAX_AGE_MS - 1);
    assert.equal((await get()).json().data[0].name, 'v1');
    tick(1);
    assert.equal((await get()).json().data[0].name, 'v2');
    assert.equal(fills, 2);
    await close();
  });

  it('makes one answer for many diners asking at once', async () => {
    let fills = 0;
    const { get, close } = await appWith(async () => {
      fills += 1;
      await new Promise((resolve) => setImmediate(resolve));
      return { message: 'Successful', data: [] };
    });
    const answers = await Promise.all(Array.from({ length: 20 }, get));
    assert.ok(answers.every((a) => a.statusCode === 200));
    assert.equal(fills, 1);
    await close();
  });

  it("forgets a business's answers on its staff's write, and never keeps an answer made before it", async () => {
    let version = 1;
    let release: (() => void) | undefined;
    const { cache, get, close } = await appWith(async () => {
      const seen = version;
      if (release === undefined && seen === 1) await new Promise<void>((resolve) => (release = resolve));
      return { message: 'Successful', data: [category(`v${seen}`)] };
    });
    const slow = get(); // reads version 1, then waits
    while (!release) await new Promise((resolve) => setImmediate(resolve));
    version = 2;
    cache.forgetBusiness('x'); // the write lands while the old answer is being made
    release();
    assert.equal((await slow).json().data[0].name, 'v1');
    assert.equal((await get()).json().data[0].name, 'v2');
    await close();
  });

  it("keeps other businesses' answers when one business's are forgotten", async () => {
    let fills = 0;
    const { cache, get, close } = await appWith(async () => ({ message: 'Successful', data: [category(`v${++fills}`)] }));
    assert.equal((await get()).json().data[0].name, 'v1');
    cache.forgetBusiness('y');
    cache.forgetBusiness('categories'); // a kind is not a business
    assert.equal((await get()).json().data[0].name, 'v1');
    cache.forgetBusiness('x');
    assert.equal((await get()).json().data[0].name, 'v2');
    await close();
  });

  it('sends no field the contract does not name', async () => {
    const { get, close } = await appWith(async () => ({
      message: 'Successful',
      data: [{ ...category('Soup'), business_id: 'secret', price_kobo: 1 }],
      debug: 'internal',
    }));
    assert.deepEqual((await get()).json(), { message: 'Successful', data: [category('Soup')] });
    await close();
  });
});
