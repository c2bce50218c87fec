import { landingFor, paths, widePlacesFor } from '@troo/shared/route-manifest';
import { liveRemotesOfThisRepo } from './live-remotes';

describe('where staff land after signing in, from the routes the remotes declare', () => {
  const remotes = liveRemotesOfThisRepo();

  it.each([
    ['admin', 'a phone', true, paths.dashboard],
    ['employee', 'a phone', true, paths.employeeDashboard],
    // Wider than a phone only wide screens show: the first of them in the sidebar's order (the owner's
    // dashboard is one, for the books on a laptop).
    ['admin', 'a tablet', false, paths.dashboard],
    ['employee', 'a tablet', false, paths.kitchenDisplay],
  ] as const)('%s on %s lands on %s', (role, _screen, phone, landing) => {
    expect(landingFor(remotes, role, { phone })).toBe(landing);
  });

  it("offers each role its wide screens, in the sidebar's order: the kitchen's, and the owner's books", () => {
    expect(widePlacesFor(remotes, 'employee').map((place) => [place.label, place.path])).toEqual([
      ['Orders', paths.kitchenDisplay],
      ['Take Order', paths.takeOrder],
      ['Open bills', paths.openBills],
      ['Tickets', paths.tickets],
      ['Order History', paths.orderHistory],
    ]);
    expect(widePlacesFor(remotes, 'admin').map((place) => [place.label, place.path])).toEqual([
      ['Dashboard', paths.dashboard],
      ['Orders', paths.kitchenDisplay],
      ['Take Order', paths.takeOrder],
      ['Open bills', paths.openBills],
      ['Tickets', paths.tickets],
      ['Order History', paths.orderHistory],
      ['Report', paths.report],
      ['End of day', paths.endOfDay],
    ]);
    expect(widePlacesFor(remotes, undefined)).toEqual([]);
  });

  it('follows the declarations: a wide place first in the sidebar becomes the landing; without one, the dashboard', () => {
    const kitchen = (routes: (typeof remotes)[number]['routes']) => [{ routes }];
    const ticket = { path: paths.tickets, screen: 'Tickets', audience: 'staff' as const, wide: true };
    const nav = (order: number) => ({ label: 'x', icon: 'tickets', roles: ['admin' as const, 'employee' as const], order });
    expect(landingFor(kitchen([{ ...ticket, nav: nav(5) }]), 'admin', { phone: false })).toBe(paths.tickets);
    // A wide screen only the owner may open is no employee's landing.
    expect(landingFor(kitchen([{ ...ticket, nav: nav(5), roles: ['admin'] }]), 'employee', { phone: false })).toBe(paths.employeeDashboard);
    expect(landingFor(kitchen([{ ...ticket, nav: nav(5), wide: false }]), 'admin', { phone: false })).toBe(paths.dashboard);
    expect(landingFor([], 'employee', { phone: false })).toBe(paths.employeeDashboard);
  });
});
