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
      'kitchen /demo/x/troo-portal: nav.label needs a label',
      'kitchen /demo/x/troo-portal: nav.roles must be some of admin, employee',
    ]);
  });

  it("fail a diner's route declared wide, and a wide that is not true or false", () => {
    expect(
      manifestProblems('ordering', {
        routes: [
          { path: '/start-order', screen: 'QrLanding', audience: 'customer', wide: true },
          { path: '/demo/order/troo-portal', screen: 'KitchenDisplay', audience: 'staff', wide: 'yes' },
          { path: '/demo/ticket/troo-portal', screen: 'Tickets', audience: 'staff', wide: true },
        ],
      }),
    ).toEqual([
      'ordering /demo/order/troo-portal: wide must be true or false',
      "ordering /start-order: wide is refused on a customer route (a diner's screen keeps a phone's width); only staff and public routes may be wide",
    ]);
  });

  it('let a staff screen and a public one (the sign-in a kitchen tablet starts from) be wide', () => {
    expect(
      manifestProblems('onboarding', {
        routes: [
          { path: '/demo/login/troo-portal', screen: 'Login', audience: 'public', wide: true },
          { path: '/demo/order/troo-portal', screen: 'KitchenDisplay', audience: 'staff', wide: true },
          { path: '/demo/online_ordering/:business/:outlet', screen: 'OnlineLanding', audience: 'customer', wide: false },
        ],
      }),
    ).toEqual([]);
  });

  it('fail malformed routes, naming the remote, the route and the field', () => {
    expect(manifestProblems('kitchen', { routes: [{ path: 'tickets', screen: 'tickets', audience: 'cook' }] })).toEqual([
      'kitchen tickets: path must start with /',
      'kitchen tickets: screen must be a PascalCase module name',
      'kitchen tickets: audience must be one of staff, customer, public',
    ]);
    expect(
      manifestProblems('kitchen', {
        routes: [{ path: '/x', screen: 'X', audience: 'staff', nav: { icon: 'menu', roles: [], order: 'first' } }],
      }),
    ).toEqual([
      'kitchen /x: nav.label needs a label',
      'kitchen /x: nav.roles must be some of admin, employee',
      'kitchen /x: nav.order must be a number',
    ]);
    expect(manifestProblems('kitchen', { routes: ['/x'] })).toEqual([
      'kitchen undefined: a route is { "path", "screen", "audience", "nav"? }',
    ]);
    expect(manifestProblems('kitchen', {})).toEqual(['kitchen: routes.json has no "routes" list']);
  });
});
