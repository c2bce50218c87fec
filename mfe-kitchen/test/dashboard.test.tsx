import { screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import userEvent from '@testing-library/user-event';
import type { Branch, CallData } from '@troo/shared/contract';
import { fakeApi, renderScreen, signedIn } from '@troo/shared/testing';
import { isFollowingChecklist } from '@troo/shared/portal';
import Dashboard from '../src/exposes/dashboard';
import EmployeeDashboard from '../src/exposes/employee-dashboard';

const branches: Branch[] = [
  { _id: 'b1', branch_name: 'Ikeja', address: null, createdAt: '2025-01-05T10:00:00.000Z' },
  { _id: 'b2', branch_name: 'Lekki', address: null, createdAt: '2025-02-01T10:00:00.000Z' },
];

type Params = { number_of_days?: string; date_filter?: string; branch_id?: string };

/** Figures that differ by period, so a test sees which period the card asked for. */
const salesFor = (params: Params) => {
  const days = Number(params.number_of_days ?? '1');
  const total = { 1: 4500, 7: 31500, 30: 120000 }[days] ?? 0;
  const dates = Array.from({ length: days }, (_, i) => `2026-11-${String(i + 1).padStart(2, '0')}`);
  return {
    ...splitOf(total),
    orders: days * 2,
    days: dates.map((date, i) => ({ date, total: i === days - 1 ? total : 0, food: i === days - 1 ? total * 0.8 : 0, orders: 1 })),
  };
};

/** Takings of which food is 80%, the rest fees and tips, so the screen shows which figure it put where. */
const splitOf = (total: number) => ({
  total,
  food: total * 0.8,
  service_fees: total * 0.05,
  delivery_fees: total * 0.1,
  tips: total * 0.05,
  vat: 0,
  consumption_tax: 0,
  taxes_in_prices: 0,
});

type Steps = CallData<'GET /business/gettingStarted'>;
const TABLE_ONE = 'http://localhost:3000/start-order?business_identifier=kitchen&table=1&coming-from=qr';
const ALL_DONE = { menu_built: true, tables_added: true, ordering_set: true, test_order_paid: true, test_order_url: TABLE_ONE };

function branchApi(steps: Omit<Steps, 'branch_id'> = ALL_DONE) {
  return fakeApi({
    'GET /business/gettingStarted': (request) => ({
      status: 200,
      body: { message: 'Successful', data: { branch_id: (request.params as { branch_id: string }).branch_id, ...steps } },
    }),
    'GET /branch/getBranch': () => ({ status: 200, body: { message: 'Successful', data: branches } }),
    'GET /getTotalSales': (request) => ({ status: 200, body: { message: 'OK', data: salesFor(request.params as Params) } }),
    'GET /getOpenAndClosedTickets': (request) => {
      const days = Number((request.params as Params).number_of_days ?? '1');
      return { status: 200, body: { message: 'OK', data: { open: 1, closed: days * 3, canceled: days, total: days * 5, accepted: 1 } } };
    },
  });
}

/** Renders a dashboard and waits for its outlet selector's GET /branch/getBranch to answer. */
async function renderDashboard(screenElement: ReactElement, url: string, role: 'admin' | 'employee', steps?: Omit<Steps, 'branch_id'>) {
  const { requests } = branchApi(steps);
  const rendered = renderScreen(screenElement, { url, preloadedState: signedIn(role) });
  await waitFor(() => expect(rendered.store.getState().branches.list).toEqual(branches));
  return { ...rendered, requests };
}

const tiles = () =>
  within(screen.getByRole('navigation', { name: 'Shortcuts' }))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

describe('Dashboard (admin)', () => {
  const URL = '/demo/dashboard/troo-portal';

  it('greets the owner by first name and links the five tiles, each with its icon', async () => {
    await renderDashboard(<Dashboard />, URL, 'admin');

    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('Hello, Ada')).toBeInTheDocument();
    for (const tile of within(screen.getByRole('navigation', { name: 'Shortcuts' })).getAllByRole('link')) {
      expect(tile.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
    }
    expect(tiles()).toEqual([
      ['Tickets', '/demo/ticket/troo-portal'],
      ['Menu', '/demo/admin-menu/troo-portal'],
      ['Orders', '/demo/order/troo-portal'],
      ['Settings', '/demo/settings/troo-portal'],
      ['Order History', '/demo/order-history/troo-portal'],
    ]);
  });

  it('opens a tile', async () => {
    await renderDashboard(<Dashboard />, URL, 'admin');

    await userEvent.click(screen.getByRole('link', { name: 'Orders' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/demo/order/troo-portal');
  });

  it('loads the outlets into the selector and lets the admin pick one', async () => {
    const { requests, store } = await renderDashboard(<Dashboard />, URL, 'admin');

    await userEvent.click(screen.getByRole('button', { name: /All outlets/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'Lekki' }));

    expect(requests).toContainEqual(expect.objectContaining({ method: 'GET', url: '/branch/getBranch' }));
    expect(store.getState().outlet).toEqual({ id: 'b2', label: 'Lekki' });
    expect(screen.getByRole('button', { name: /Lekki/ })).toBeInTheDocument();
  });

  it("shows the period's real sales and orders, changes with the period and links the report", async () => {
    const { requests } = await renderDashboard(<Dashboard />, URL, 'admin');

    const card = screen.getByRole('region', { name: 'Total sales' });
    // The big figure is food; fees and tips are listed apart, then what was taken in all.
    expect(await within(card).findByText('₦3,600.00', { selector: '[data-figure]' })).toBeInTheDocument();
    expect(card).toHaveTextContent('Food sales · 2 orders sold');
    expect(within(card).getByRole('group', { name: 'What the sales are made of' })).toHaveTextContent(
      'Food sales₦3,600.00Service fees₦225.00Delivery fees₦450.00Tips₦225.00Taken in all₦4,500.00',
    );
    expect(within(card).queryByRole('figure')).not.toBeInTheDocument();
    const orders = screen.getByRole('group', { name: 'Orders' });
    expect(orders).toHaveTextContent('Total orders5Closed tickets3Canceled orders1');
    expect(within(card).getByRole('link', { name: 'View report' })).toHaveAttribute('href', '/demo/report/troo-portal');

    const period = (name: string) => within(card).getByRole('button', { name });
    expect(period('Daily')).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(period('Weekly'));
    expect(period('Weekly')).toHaveAttribute('aria-pressed', 'true');
    expect(await within(card).findByText('₦25,200.00', { selector: '[data-figure]' })).toBeInTheDocument();
    expect(within(card).getByRole('figure', { name: 'Food sales per day' })).toBeInTheDocument();
    expect(orders).toHaveTextContent('Total orders35Closed tickets21Canceled orders7');
    const weekly = requests.filter((request) => request.url === '/getTotalSales').at(-1)!;
    expect(weekly.params).toEqual({ date_filter: 'number_of_days', number_of_days: '7' });
  });

  it('asks for the outlet chosen in the selector', async () => {
    const { requests } = await renderDashboard(<Dashboard />, URL, 'admin');

    await userEvent.click(screen.getByRole('button', { name: /All outlets/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'Lekki' }));
    await waitFor(() =>
      expect(requests.filter((request) => request.url === '/getTotalSales').at(-1)!.params).toEqual({
        date_filter: 'number_of_days',
        number_of_days: '1',
        branch_id: 'b2',
      }),
    );
  });
});

describe("the owner's getting-started checklist", () => {
  const URL = '/demo/dashboard/troo-portal';
  const NEW_OUTLET = { menu_built: true, tables_added: false, ordering_set: false, test_order_paid: false, test_order_url: null };
  const checklist = () => screen.findByRole('region', { name: 'Get started' });
  beforeEach(() => sessionStorage.clear());
  /** Each step as the owner reads it: its link, where it goes, and its tick. */
  const steps = (region: HTMLElement) =>
    within(region)
      .getAllByRole('listitem')
      .map((step) => [
        within(step).getByRole('link').textContent,
        within(step).getByRole('link').getAttribute('href'),
        within(step).getByRole('img').getAttribute('aria-label'),
      ]);

  it("lists the four steps, each linked to its screen and ticked from the server's answer, for the first outlet", async () => {
    const { requests } = await renderDashboard(<Dashboard />, URL, 'admin', NEW_OUTLET);

    const region = await checklist();
    expect(region).toHaveTextContent('1 of 4 done');
    expect(steps(region)).toEqual([
      ['Build your menu', '/demo/menu/troo-portal', 'Done'],
      ['Add tables and print their QR codes', '/demo/manage-qr/troo-portal', 'To do'],
      ['Set how you take orders', '/demo/ordering-settings/troo-portal', 'To do'],
      ['Take a test order', '/demo/manage-qr/troo-portal', 'To do'],
    ]);
    expect(requests).toContainEqual(expect.objectContaining({ url: '/business/gettingStarted', params: { branch_id: 'b1' } }));
  });

  it('follows a step to its screen, and remembers for this tab that the owner follows the checklist', async () => {
    await renderDashboard(<Dashboard />, URL, 'admin', NEW_OUTLET);
    expect(isFollowingChecklist()).toBe(false);

    await userEvent.click(within(await checklist()).getByRole('link', { name: 'Build your menu' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/demo/menu/troo-portal');
    expect(isFollowingChecklist()).toBe(true);
  });

  it("once there are tables, the test order opens table 1's page in a new tab, as a scan of its code would", async () => {
    await renderDashboard(<Dashboard />, URL, 'admin', { ...NEW_OUTLET, tables_added: true, test_order_url: TABLE_ONE });

    const testOrder = within(await checklist()).getByRole('link', { name: 'Take a test order' });
    expect(testOrder).toHaveAttribute('href', TABLE_ONE);
    expect(testOrder).toHaveAttribute('target', '_blank');
    expect(testOrder).toHaveAttribute('rel', 'noopener');
  });

  it('asks for the outlet chosen in the selector', async () => {
    const { requests } = await renderDashboard(<Dashboard />, URL, 'admin', NEW_OUTLET);

    await userEvent.click(screen.getByRole('button', { name: /All outlets/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'Lekki' }));
    await waitFor(() =>
      expect(requests).toContainEqual(expect.objectContaining({ url: '/business/gettingStarted', params: { branch_id: 'b2' } })),
    );
  });

  it('is gone once every step is done', async () => {
    const { store } = await renderDashboard(<Dashboard />, URL, 'admin', ALL_DONE);

    const answered = () =>
      Object.entries(store.getState().queries).some(([key, entry]) => key.includes('gettingStarted') && entry?.status === 'success');
    await waitFor(() => expect(answered()).toBe(true));
    expect(screen.queryByRole('region', { name: 'Get started' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Build your menu' })).not.toBeInTheDocument();
  });
});

describe('EmployeeDashboard', () => {
  const URL = '/demo/employee-dashboard/troo-portal';

  it('has the outlet selector, greeting and only the Tickets, Menu, Orders and Order History tiles', async () => {
    const { requests } = await renderDashboard(<EmployeeDashboard />, URL, 'employee');

    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('Hello, Ada')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /All outlets/ })).toBeInTheDocument();
    expect(tiles()).toEqual([
      ['Tickets', '/demo/ticket/troo-portal'],
      ['Menu', '/demo/admin-menu/troo-portal'],
      ['Orders', '/demo/order/troo-portal'],
      ['Order History', '/demo/order-history/troo-portal'],
    ]);
    expect(screen.queryByRole('region', { name: 'Total sales' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Settings' })).not.toBeInTheDocument();
    // No getting-started checklist: its steps are the owner's.
    expect(screen.queryByRole('region', { name: 'Get started' })).not.toBeInTheDocument();
    expect(requests).toEqual([expect.objectContaining({ method: 'GET', url: '/branch/getBranch' })]);
  });
});
