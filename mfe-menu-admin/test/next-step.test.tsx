import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Branch, CallData, OrderingSettings } from '@troo/shared/contract';
import { startFollowingChecklist } from '@troo/shared/portal';
import { fakeApi, renderScreen, signedIn } from '@troo/shared/testing';
import ManageQr from '../src/exposes/manage-qr';
import OrderingSettingsScreen from '../src/exposes/ordering-settings';

// An owner following the getting-started checklist is pointed on from a step's own screen once that
// step is done, so they never need the trip back to the dashboard.

type Steps = CallData<'GET /business/gettingStarted'>;
const ikeja: Branch = { _id: 'b1', branch_name: 'Ikeja', address: null, createdAt: '2025-01-05T10:00:00.000Z' };
const TABLE_ONE = 'http://localhost:3000/start-order?business_identifier=kitchen&table=1&coming-from=qr';
const ok = <T,>(data: T) => ({ status: 200 as const, body: { message: 'Successful', data } });

const settings: OrderingSettings = {
  branch_id: 'b1',
  branch_name: 'Ikeja',
  service_fee_percent: 0,
  delivery_enabled: false,
  delivery_fee: 0,
  delivery_state: '',
  delivery_support_link: null,
  can_schedule_delivery: false,
  pickup_locations: [],
  ordering_description: '',
  ordering_instruction: '',
  opening_hours: null,
  ordering_paused: false,
  prep_min_minutes: 8,
  prep_max_minutes: 13,
  prep_auto_raise: false,
  vat_enabled: true,
  vat_basis_points: 750,
  consumption_tax_enabled: false,
  consumption_tax_basis_points: 500,
  taxes_included: true,
  tax_number: null,
  payment_methods: ['paystack'],
  diner_pay_later: false,
  room_charge_available: false,
  ordering: { accepting: true, reason: null },
};

/** A server whose steps are `steps`; saving the ordering settings ticks that step. */
function server(steps: Omit<Steps, 'branch_id'>) {
  const current: Steps = { branch_id: 'b1', ...steps };
  return fakeApi({
    'GET /branch/getBranch': () => ok([ikeja]),
    'GET /business/gettingStarted': () => ok({ ...current }),
    'GET /branch/getOrderingSettings/:id': () => ok(settings),
    'PUT /branch/updateOrderingSettings': () => {
      current.ordering_set = true;
      return ok(settings);
    },
    'GET /asset/getBusinessAsset/': () => ok([]),
  });
}

const TABLES_DONE = { menu_built: true, tables_added: true, ordering_set: false, test_order_paid: false, test_order_url: TABLE_ONE };
const pointer = () => screen.queryByRole('region', { name: 'Get started' });

beforeEach(() => sessionStorage.clear());

describe('the next getting-started step, on a step’s own screen', () => {
  it('QR codes, once tables exist: points to setting how orders are taken', async () => {
    startFollowingChecklist();
    server(TABLES_DONE);
    renderScreen(<ManageQr />, { url: '/demo/manage-qr/troo-portal', preloadedState: signedIn('admin') });

    const next = within(await screen.findByRole('region', { name: 'Get started' })).getByRole('link');
    expect(next).toHaveTextContent('Set how you take orders');
    expect(next).toHaveAttribute('href', '/demo/ordering-settings/troo-portal');
  });

  it("ordering settings: nothing before saving; after Save, the test order opening table 1's page in a new tab", async () => {
    startFollowingChecklist();
    const { requests } = server(TABLES_DONE);
    renderScreen(<OrderingSettingsScreen />, { url: '/demo/ordering-settings/troo-portal', preloadedState: signedIn('admin') });

    const save = await screen.findByRole('button', { name: 'Save' });
    await waitFor(() => expect(requests.some((r) => r.url === '/business/gettingStarted')).toBe(true));
    expect(pointer()).not.toBeInTheDocument();

    await userEvent.click(save);
    const next = within(await screen.findByRole('region', { name: 'Get started' })).getByRole('link');
    expect(next).toHaveTextContent('Take a test order');
    expect(next).toHaveAttribute('href', TABLE_ONE);
    expect(next).toHaveAttribute('target', '_blank');
  });

  it('is not shown, nor asked for, to an owner who did not come from the checklist', async () => {
    const { requests } = server(TABLES_DONE);
    renderScreen(<ManageQr />, { url: '/demo/manage-qr/troo-portal', preloadedState: signedIn('admin') });

    await waitFor(() => expect(requests.some((r) => r.url === '/asset/getBusinessAsset/')).toBe(true));
    expect(pointer()).not.toBeInTheDocument();
    expect(requests.some((r) => r.url === '/business/gettingStarted')).toBe(false);
  });

  it('is gone once every step is done', async () => {
    startFollowingChecklist();
    const { requests } = server({ ...TABLES_DONE, ordering_set: true, test_order_paid: true });
    renderScreen(<ManageQr />, { url: '/demo/manage-qr/troo-portal', preloadedState: signedIn('admin') });

    await waitFor(() => expect(requests.some((r) => r.url === '/business/gettingStarted')).toBe(true));
    await screen.findByText(/No tables/i);
    expect(pointer()).not.toBeInTheDocument();
  });
});
