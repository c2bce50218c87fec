import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CallBody, CustomerMenuItem, QrAsset } from '@troo/shared/contract';
import { fakeApi, renderScreen, signedIn } from '@troo/shared/testing';
import TakeOrder from '../src/exposes/take-order';
import { BRANCH, branchAnswer } from './staff-order';

const URL = '/demo/take-order/troo-portal';
const JOLLOF = '11111111-1111-4111-8111-111111111111';

const table = (group: string, number: number): QrAsset => ({
  _id: `${group}-${number}`,
  type: 'table',
  branch_id: BRANCH,
  group_name: group,
  number,
  qrcode: '/api/images/qr',
  url: 'https://troo.test/start-order',
});

const jollof: CustomerMenuItem = {
  _id: JOLLOF,
  menu_item_name: 'Jollof Rice',
  menu_group_name: 'Rice Specials',
  menu_category_name: 'Rice',
  group_id: 'g1',
  branch_id: BRANCH,
  menu_item_price: 2500,
  description: 'Smoky party jollof',
  menu_item_image: null,
  is_frozen: false,
  is_recommended: true,
  has_modifiers: true,
};

/** The demo's outlet: Terrace and Hall tables, Jollof Rice with its required Protein (Beef sold out). */
function takeOrderApi() {
  const sent: CallBody<'POST /order/takeOrder'>[] = [];
  const api = fakeApi({
    'GET /branch/getBranch': branchAnswer,
    'GET /asset/getBusinessAsset/': () => ({
      status: 200,
      body: { message: 'OK', data: [table('Terrace', 1), table('Terrace', 2), table('Hall', 1)] },
    }),
    'GET /menu/get{product}CustomerMenuCategory/': () => ({
      status: 200,
      body: { message: 'OK', data: [{ _id: 'c1', name: 'Rice', image: null, branch_id: BRANCH }] },
    }),
    'GET /menu/getAll{product}MenuItem/': () => ({ status: 200, body: { message: 'OK', data: [jollof] } }),
    'GET /menu/get{product}MenuItemByID/': () => ({
      status: 200,
      body: {
        message: 'OK',
        data: jollof,
        modifiers: [
          {
            modifier_group_name: 'Protein',
            min_choices: 1,
            max_choices: 1,
            modifiers: [
              { _id: 'p1', modifier_name: 'Chicken', modifier_price: 1500, modifier_image: null, sold_out: false },
              { _id: 'p2', modifier_name: 'Beef', modifier_price: 1200, modifier_image: null, sold_out: true },
            ],
          },
        ],
        complimentary: [],
      },
    }),
    'POST /order/takeOrder': (request) => {
      sent.push(request.body);
      return {
        status: 201,
        body: { message: 'Order sent to the kitchen', data: { order_id: 'o9', order_number: '12', tab_id: 'tab-1', total_price: 8400 } },
      };
    },
  });
  return { ...api, sent };
}

const employeeOfOutlet = () => {
  const state = signedIn('employee');
  return { ...state, user: { data: { ...state.user!.data!, branch_id: BRANCH } } };
};

/** Terrace · Table 2, then Jollof Rice's sheet. */
async function openJollofAtTerraceTwo(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Terrace' }));
  await user.click(screen.getByRole('button', { name: 'Table 2' }));
  expect(screen.getByText('Terrace · Table 2')).toBeInTheDocument();
  await user.click(await screen.findByRole('button', { name: 'Jollof Rice ₦2,500.00' }));
  return screen.findByRole('dialog', { name: 'Jollof Rice' });
}

describe('Take Order', () => {
  it('will not add Jollof Rice until its required protein is chosen, and a sold-out protein cannot be chosen', async () => {
    const user = userEvent.setup();
    takeOrderApi();
    renderScreen(<TakeOrder />, { url: URL, preloadedState: employeeOfOutlet() });
    const sheet = await openJollofAtTerraceTwo(user);

    const add = within(sheet).getByRole('button', { name: /Add to order/ });
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription('Choose 1 for Protein');
    expect(within(sheet).getByRole('radio', { name: 'Beef Sold out' })).toBeDisabled();

    await user.click(within(sheet).getByRole('radio', { name: 'Chicken ₦1,500.00' }));
    expect(add).toBeEnabled();
    expect(within(sheet).queryByText('Choose 1 for Protein')).toBeNull();
  });

  it('adds the dish with its protein and quantity, keeps the total up to date, and sends it under one client key', async () => {
    const user = userEvent.setup();
    const api = takeOrderApi();
    renderScreen(<TakeOrder />, { url: URL, preloadedState: employeeOfOutlet() });
    const sheet = await openJollofAtTerraceTwo(user);
    await user.click(within(sheet).getByRole('radio', { name: 'Chicken ₦1,500.00' }));
    await user.click(within(sheet).getByRole('button', { name: 'One more Jollof Rice' }));
    await user.type(within(sheet).getByRole('textbox', { name: 'Special instructions' }), 'No pepper');
    await user.click(within(sheet).getByRole('button', { name: /Add to order/ }));

    const lines = screen.getByRole('list', { name: 'Order so far' });
    expect(within(lines).getByText('Chicken')).toBeInTheDocument();
    expect(screen.getByLabelText('Total ₦8,000.00')).toBeInTheDocument();
    // One fewer at the order's line: the total follows.
    await user.click(within(lines).getByRole('button', { name: 'One less Jollof Rice' }));
    expect(screen.getByLabelText('Total ₦4,000.00')).toBeInTheDocument();
    await user.click(within(lines).getByRole('button', { name: 'One more Jollof Rice' }));
    expect(screen.getByLabelText('Total ₦8,000.00')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send to kitchen' }));
    expect(await screen.findByRole('heading', { name: 'Order #12 sent to the kitchen' })).toBeInTheDocument();
    expect(api.sent).toEqual([
      {
        branch_id: BRANCH,
        client_key: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
        order_type: 'table',
        table_group: 'Terrace',
        place_number: 2,
        items: [{ menu_item_id: JOLLOF, quantity: 2, modifier_ids: ['p1'], complimentary: null, special_instructions: 'No pepper' }],
      },
    ]);
    expect(screen.getByRole('link', { name: 'Take payment' })).toHaveAttribute('href', '/demo/bill/troo-portal/tab-1');

    // The next order starts from where it goes, with a key of its own.
    await user.click(screen.getByRole('button', { name: 'New order' }));
    expect(await screen.findByRole('heading', { name: 'Where is it for?' })).toBeInTheDocument();
  });

  it('takes a line out at quantity 0', async () => {
    const user = userEvent.setup();
    takeOrderApi();
    renderScreen(<TakeOrder />, { url: URL, preloadedState: employeeOfOutlet() });
    const sheet = await openJollofAtTerraceTwo(user);
    await user.click(within(sheet).getByRole('radio', { name: 'Chicken ₦1,500.00' }));
    await user.click(within(sheet).getByRole('button', { name: /Add to order/ }));
    await user.click(screen.getByRole('button', { name: 'One less Jollof Rice' }));
    expect(screen.queryByRole('list', { name: 'Order so far' })).toBeNull();
    expect(screen.getByLabelText('Total ₦0.00')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send to kitchen' })).toBeDisabled();
  });
});
