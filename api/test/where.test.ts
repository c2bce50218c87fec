import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { REPO_ROOT } from '../src/config.js';
import { where } from '../scripts/where-lookup.js';

// `npm run where`: from an address or a spec call to the files behind it.

const files = (query: string, title: RegExp) => where(REPO_ROOT, query).find((group) => title.test(group.title))?.files ?? [];

describe('npm run where', () => {
  it('finds the remote, the screen and its first reads behind a page address', () => {
    const found = where(REPO_ROOT, '/start-order?business_identifier=mama-put');
    assert.match(found[0]!.title, /^route \/start-order \(customer\) in mfe-ordering\/routes\.json$/);
    assert.deepEqual(files('/start-order', /^screen QrLanding$/), [
      'mfe-ordering/src/exposes/qr-landing.tsx',
      'mfe-ordering/src/features/qr-landing/components/QrLanding.tsx',
    ]);
    assert.ok(files('/start-order', /^first reads$/).includes('mfe-ordering/src/first-reads.ts'));
    assert.match(where(REPO_ROOT, '/demo/nowhere/at/all/troo-portal/x')[0]!.title, /no remote declares it/);
  });

  it('finds the definition, the API route and the screens behind a spec call', () => {
    const call = 'GET /business/getBusinessDetails/';
    assert.deepEqual(files(call, /^call /), ['shared/src/contract/calls/business.ts']);
    assert.deepEqual(files(call, /^served by$/), ['api/src/routes/business/index.ts']);
    assert.ok(files(call, /^made by/).includes('mfe-ordering/src/common/hooks/use-business-details.ts'));
    assert.ok(!files(call, /^made by/).some((file) => file.includes('.test.')), 'tests are listed apart');
  });

  it('knows a call by the address it answers, as a request or the spec writes it', () => {
    assert.match(
      where(REPO_ROOT, 'GET /api/menu/getOrderAndPayMenuItemByID/?menu_item_id=1')[0]!.title,
      /^call GET \/menu\/get\{product\}MenuItemByID\//,
    );
    assert.match(where(REPO_ROOT, 'GET /menu/nothingHere')[0]!.title, /no call of the contract/);
  });
});
