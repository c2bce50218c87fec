import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { VAT_RATE_INVALID, type Branch, type OrderingSettings } from '@troo/shared/contract';
import { fakeApi, renderScreen, signedIn } from '@troo/shared/testing';
import OrderingSettingsScreen from '../src/exposes/ordering-settings';

// The outlet's taxes on the ordering settings screen: shown as percentages, sent as basis points.

const ikeja: Branch = { _id: 'b1', branch_name: 'Ikeja', address: null, createdAt: '2025-01-05T10:00:00.000Z' };
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
  payment_methods: ['paystack'],
  diner_pay_later: false,
  room_charge_available: false,
  vat_enabled: true,
  vat_basis_points: 750,
  consumption_tax_enabled: false,
  consumption_tax_basis_points: 500,
  taxes_included: true,
  tax_number: null,
  ordering: { accepting: true, reason: null },
};

function server() {
  return fakeApi({
    'GET /branch/getBranch': () => ok([ikeja]),
    'GET /business/gettingStarted': () =>
      ok({ branch_id: 'b1', menu_built: true, tables_added: true, ordering_set: true, test_order_paid: true, test_order_url: null }),
    'GET /branch/getOrderingSettings/:id': () => ok(settings),
    'PUT /branch/updateOrderingSettings': () => ok(settings),
  });
}

describe('Ordering settings: taxes', () => {
  it('starts from the outlet default (VAT 7.5 % included) and saves a Lagos consumption tax added on top, with the TIN', async () => {
    const api = server();
    renderScreen(<OrderingSettingsScreen />, { url: '/demo/ordering-settings/troo-portal', preloadedState: signedIn('admin') });
    const user = userEvent.setup();

    expect(await screen.findByLabelText('VAT rate (%)')).toHaveValue('7.5');
    expect(screen.getByRole('checkbox', { name: /Menu prices include these taxes/ })).toBeChecked();
    expect(screen.queryByLabelText('Consumption tax rate (%)')).not.toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: /Charge consumption tax/ }));
    expect(screen.getByLabelText('Consumption tax rate (%)')).toHaveValue('5');
    await user.click(screen.getByRole('checkbox', { name: /Menu prices include these taxes/ }));
    await user.type(screen.getByLabelText('Tax number (TIN, optional)'), '12345678-0001');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(api.requests.some((r) => r.url === '/branch/updateOrderingSettings')).toBe(true));
    const sent = api.requests.find((r) => r.url === '/branch/updateOrderingSettings')!.body;
    expect(sent).toMatchObject({
      vat_enabled: true,
      vat_basis_points: 750,
      consumption_tax_enabled: true,
      consumption_tax_basis_points: 500,
      taxes_included: false,
      tax_number: '12345678-0001',
    });
  });

  it('says what is wrong with a rate that is not a percentage with at most two decimals, and sends nothing', async () => {
    const api = server();
    renderScreen(<OrderingSettingsScreen />, { url: '/demo/ordering-settings/troo-portal', preloadedState: signedIn('admin') });
    const user = userEvent.setup();
    const rate = await screen.findByLabelText('VAT rate (%)');
    await user.clear(rate);
    await user.type(rate, '7.125');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(VAT_RATE_INVALID)).toBeInTheDocument();
    expect(api.requests.some((r) => r.url === '/branch/updateOrderingSettings')).toBe(false);
  });
});
