import { readdirSync } from 'node:fs';
import path from 'node:path';
import { manifestProblems, pathClashes, screenFile } from '@troo/shared/route-manifest';
import { liveRemotesOfThisRepo, remoteFolders } from './live-remotes';

/** The screens a remote can expose: one module per file in src/exposes (its build exposes those its routes name). */
const exposedScreens = (remote: string) =>
  readdirSync(path.join(remoteFolders().find((folder) => folder.name === remote)!.dir, 'src/exposes')).map((file) =>
    file.replace(/\.tsx$/, ''),
  );

describe('route manifests', () => {
  const remotes = liveRemotesOfThisRepo();

  it("route every remote's paths to screens it exposes, and no path twice", () => {
    for (const remote of remotes) {
      const exposed = exposedScreens(remote.name);
      const screens = remote.routes.map((route) => route.screen).filter((screen) => exposed.includes(screenFile(screen)));
      expect(manifestProblems(remote.name, { routes: remote.routes }, screens)).toEqual([]);
    }
    expect(pathClashes(remotes)).toEqual([]);
  });

  it('fail a route that points at a screen its remote does not expose', () => {
    const routes = [{ path: '/demo/tip/orderandpay', screen: 'Tip', audience: 'customer' as const }];
    expect(manifestProblems('checkout', { routes }, ['PaymentType'])).toEqual([
      'checkout /demo/tip/orderandpay: checkout does not expose Tip',
    ]);
  });

  it('fail two remotes claiming one path, whatever their parameters are called', () => {
    const clash = pathClashes([
      { name: 'ordering', routes: [{ path: '/demo/:id/items/online_ordering', screen: 'MenuList', audience: 'customer' }] },
      { name: 'checkout', routes: [{ path: '/demo/:business/items/online_ordering', screen: 'Tip', audience: 'customer' }] },
    ]);
    expect(clash).toEqual(['/demo/:business/items/online_ordering is claimed by both ordering and checkout']);
  });

  it('fail a sidebar place without a label, an icon or known roles', () => {
    const routes = [
      { path: '/demo/x/troo-portal', screen: 'X', audience: 'staff' as const, nav: { label: '', icon: 'menu', roles: ['cook'] } },
    ];
    expect(manifestProblems('kitchen', { routes })).toEqual([
      'kitchen /demo/x/troo-portal: nav needs a label',
      'kitchen /demo/x/troo-portal: nav roles must be some of admin, employee',
    ]);
  });

  it("fail a first read that takes a value from its own or a later read's answer, or from an odd place", () => {
    const call = 'GET /menu/getAll:product(^OrderAndPay|OnlineOrdering)MenuItem/';
    const routeWith = (branch: string) => [
      {
        path: '/demo/:id/items/online_ordering',
        screen: 'MenuList',
        audience: 'customer' as const,
        firstReads: [
          { call: 'GET /business/getBusinessDetails/', query: { business_identifier: ':id' } },
          { call, query: { business_identifier: ':id', branch } },
        ],
      },
    ];
    expect(manifestProblems('ordering', { routes: routeWith('@0.data.branch_id') })).toEqual([]);
    expect(manifestProblems('ordering', { routes: routeWith('cookie:troo-outlet') })).toEqual([]);
    for (const wrong of ['@1.data.branch_id', '@2.data', '@0', '@0.data.../x', 'a b', 'cookie:', 'cookie:a b', 'cookie:@0']) {
      expect(manifestProblems('ordering', { routes: routeWith(wrong) })).toHaveLength(1);
    }
  });

  it('fail malformed routes', () => {
    expect(manifestProblems('kitchen', { routes: [{ path: 'tickets', screen: 'tickets', audience: 'cook' }] })).toHaveLength(3);
    expect(manifestProblems('kitchen', {})).toEqual(['kitchen: routes.json has no "routes" list']);
  });
});
