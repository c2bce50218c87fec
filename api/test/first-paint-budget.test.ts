import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { RouteDeclaration } from '@troo/shared/route-manifest';
import type { TestApp } from './helpers/app.js';
import { appWithFirstPaints } from './helpers/first-paint-app.js';
import { removeBuilds } from './helpers/release-builds.js';

// A release's first-paint.cjs is code that runs for every page of its routes: one that never ends
// must cost its pages their first paint, never the API its event loop.

const ROUTES: RouteDeclaration[] = [
  { path: '/start-order', screen: 'QrLanding', audience: 'customer' },
  { path: '/demo/:id/items/online_ordering', screen: 'MenuList', audience: 'customer' },
];

const FIRST_PAINTS = `
exports.firstReads = {
  // Waits on the API three times: waiting is not the release's running time.
  '/demo/:id/items/online_ordering': async ({ read }) => {
    for (const id of ['a', 'b', 'c']) await read('GET /business/getBusinessDetails/', { query: { business_identifier: id } });
  },
};
exports.firstPaints = {
  QrLanding: () => {
    while (true) {}
  },
  MenuList: () => '<main>the menu</main>',
};
`;

const BUDGET_MS = 200;

describe("a release's first paint over its time budget", () => {
  let t: TestApp;
  let warnings: string[];

  before(async () => {
    ({ t, warnings } = await appWithFirstPaints('looping', ROUTES, FIRST_PAINTS, { FIRST_PAINT_BUDGET_MS: String(BUDGET_MS) }));
    // Both threads loaded with the release (loading has its own allowance): what follows is running time.
    await Promise.all([t.app.inject({ url: '/demo/x/items/online_ordering' }), t.app.inject({ url: '/demo/y/items/online_ordering' })]);
  });
  after(async () => {
    await t.close();
    removeBuilds();
  });

  it('sends the page without it, soon, and answers other requests meanwhile', async () => {
    const started = Date.now();
    const finished: string[] = [];
    const page = t.app.inject({ url: '/start-order' }).then((response) => {
      finished.push('page');
      return response;
    });
    // While the release loops in its thread, the API still answers.
    await new Promise((resolve) => setTimeout(resolve, BUDGET_MS / 4));
    const health = await t.app.inject({ url: '/api/health' });
    finished.push('health');
    assert.equal(health.statusCode, 200);
    const response = await page;
    assert.deepEqual(finished, ['health', 'page']);
    assert.equal(response.statusCode, 200);
    assert.doesNotMatch(response.body, /troo-first-paint/);
    // A loop that was never stopped would never answer; the bound is loose because parallel test files share the cores.
    assert.ok(Date.now() - started < BUDGET_MS + 10_000, `answered after ${Date.now() - started} ms`);
    assert.ok(
      warnings.some((warning) => /ordering .* \/start-order: its first paint ran over its budget of 200 ms/.test(warning)),
      warnings.join('\n'),
    );
  });

  it('keeps drawing other pages, in threads that replace the ended ones', async () => {
    for (let i = 0; i < 3; i++) assert.doesNotMatch((await t.app.inject({ url: '/start-order' })).body, /troo-first-paint/);
    const menu = await t.app.inject({ url: '/demo/x/items/online_ordering' });
    assert.match(menu.body, /<div id="troo-first-paint" inert aria-hidden="true"><main>the menu<\/main><\/div>/);
  });
});
