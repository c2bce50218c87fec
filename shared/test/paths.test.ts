/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { paths } from '../src/routes/paths';

const ROOT = path.resolve(__dirname, '../..');
const GENERATOR = path.join(ROOT, 'shared/scripts/generate-paths.mjs');
const GENERATED = path.join(ROOT, 'shared/src/routes/paths.generated.ts');

describe('links generated from the route manifests', () => {
  it('are up to date with every remote’s routes.json (run `npm run paths` when this fails)', () => {
    const fresh = execFileSync(process.execPath, [GENERATOR, '--print'], { encoding: 'utf8' });
    expect(readFileSync(GENERATED, 'utf8')).toBe(fresh);
  });

  it('lead to the addresses the remotes declare: one per screen, or one per ordering mode', () => {
    expect(paths.login).toBe('/demo/login/troo-portal');
    expect(paths.kitchenDisplay).toBe('/demo/order/troo-portal');
    expect(paths.tip('online_ordering')).toBe('/demo/tip/online_ordering');
    // A last optional parameter or a splat is left off: the link opens the screen without it.
    expect(paths.receipt('orderandpay')).toBe('/demo/receipt/orderandpay');
    expect(paths.inRoomDining).toBe('/demo/in_room_dining');
    // Every address of MerchantLink ('/:id') needs a value: it has no link of its own.
    expect('merchantLink' in paths).toBe(false);
  });
});
