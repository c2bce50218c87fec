import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import type { RouteDeclaration } from '@troo/shared/route-manifest';
import type { TestApp } from './helpers/app.js';
import { appWithFirstPaints } from './helpers/first-paint-app.js';
import { removeBuilds } from './helpers/release-builds.js';

// A release's first-paint.cjs is code the server runs for every page of its routes: a copy changed
// after the release was published (in a live release's folder) is not run, and its pages go without
// their first paint until the folder is restored.

const ROUTES: RouteDeclaration[] = [{ path: '/demo/:id/items/online_ordering', screen: 'MenuList', audience: 'customer' }];
const FIRST_PAINTS = `exports.firstPaints = { MenuList: () => '<main>the menu</main>' };`;
const PAINTED = /<div id="troo-first-paint" inert aria-hidden="true"><main>the menu<\/main><\/div>/;

describe("a live release's first-paint.cjs changed in its folder", () => {
  let t: TestApp;
  let code: string;
  let warnings: string[];

  before(async () => {
    ({ t, warnings, firstPaintFile: code } = await appWithFirstPaints('changed', ROUTES, FIRST_PAINTS));
  });
  after(async () => {
    await t.close();
    removeBuilds();
  });

  it('is not run: the page is sent without its first paint, and the log says why', async () => {
    const original = readFileSync(code, 'utf8');
    writeFileSync(code, original.replace('the menu', 'the menu <script>alert(1)</script>'));
    try {
      const page = await t.app.inject({ url: '/demo/x/items/online_ordering' });
      assert.equal(page.statusCode, 200);
      assert.doesNotMatch(page.body, /troo-first-paint|alert\(1\)/);
      assert.ok(
        warnings.some((warning) => /first-paint\.cjs changed after it was published, so it is not run/.test(warning)),
        warnings.join('\n'),
      );
    } finally {
      writeFileSync(code, original);
    }
  });

  it('is run again once the folder is restored', async () => {
    assert.match((await t.app.inject({ url: '/demo/x/items/online_ordering' })).body, PAINTED);
  });
});
