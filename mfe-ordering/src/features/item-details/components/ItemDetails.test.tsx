import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type BasketLine, basketLineOf, type RootState, selectBasket } from '@troo/shared';
import type { CustomerMenuItem, OrderingStatus } from '@troo/shared/contract';
import { BUSINESS_COOKIE, OUTLET_COOKIE, rememberOrderingContext } from '../../../common/ordering-context';
import { outletAnswer } from '../../../common/testing/outlet-answer';
import { basketStateWith, businessStateWith, fakeApi, renderScreen } from '@troo/shared/testing';
import { ItemDetails } from './ItemDetails';

const ITEM_ID = '11111111-1111-4111-8111-111111111111';
const URL = `/demo/menu-details/${ITEM_ID}/orderandpay`;
const PATH = '/demo/menu-details/:id/orderandpay';

const item = (overrides: Partial<CustomerMenuItem> = {}): CustomerMenuItem => ({
  _id: ITEM_ID,
  menu_item_name: 'Party Jollof',
  menu_group_name: 'Rice Specials',
  menu_category_name: 'Rice',
  group_id: 'g1',
  branch_id: 'b1',
  menu_item_price: 3000,
  description: 'Cooked over firewood',
  menu_item_image: null,
  is_frozen: false,
  is_recommended: false,
  has_modifiers: true,
  ...overrides,
});

const recommended = item({
  _id: '22222222-2222-4222-8222-222222222222',
  menu_item_name: 'Fried Plantain',
  menu_item_price: 800,
  is_recommended: true,
  has_modifiers: false,
});

/** The item's calls; `ordering`: the outlet's status as the business-details call answers it. */
function routes(ordering: OrderingStatus = { accepting: true, reason: null }) {
  return fakeApi({
    'GET /menu/get{product}BusinessDetails/': () => outletAnswer({ business_name: 'Mama Put', ordering }),
    'GET /menu/get{product}MenuItemByID/': () => ({
      status: 200,
      body: {
        message: 'OK',
        data: item(),
        modifiers: [
          {
            modifier_group_name: 'Extras',
            modifiers: [
              { _id: 'm1', modifier_name: 'Plantain', modifier_price: 500, modifier_image: '/api/images/plantain' },
              { _id: 'm2', modifier_name: 'Chicken', modifier_price: 1500, modifier_image: null },
            ],
          },
        ],
        complimentary: [{ _id: 'c1', modifier_name: 'Water' }],
      },
    }),
    'GET /menu/getAll{product}MenuItem/': () => ({
      status: 200,
      body: { message: 'OK', data: [item({ is_recommended: true }), recommended] },
    }),
  });
}

const scanned = (lines: BasketLine[] = []): Partial<RootState> => ({
  ...businessStateWith({ businessIdentifier: 'mama-put', branchID: 'b1', groupName: null, tableNo: '7', URL: '/start-order' }),
  ...basketStateWith(lines),
});

const inBasket = basketLineOf(
  { _id: ITEM_ID, menu_item_name: 'Party Jollof', menu_item_price: 3000, menu_item_image: null },
  { quantity: 2, selectedOptions: [{ id: 'm2', name: 'Chicken', price: 1500 }], complimentary: 'Water', specialInstructions: 'Extra hot' },
  '7',
)!;

beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

describe('ItemDetails', () => {
  it('adds the item with its options, complimentary choice, instructions and quantity, at the computed total', async () => {
    const user = userEvent.setup();
    const { requests } = routes();
    const { store } = renderScreen(<ItemDetails />, { url: URL, path: PATH, preloadedState: scanned() });

    expect(await screen.findByRole('heading', { level: 2, name: 'Party Jollof' })).toBeInTheDocument();
    expect(screen.getByText('Cooked over firewood')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Plantain ₦500.00' }));
    await user.click(screen.getByRole('checkbox', { name: 'Chicken ₦1,500.00' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Complimentary' }), 'Water');
    await user.type(screen.getByRole('textbox', { name: 'Add Special Instructions' }), 'No pepper');
    await user.click(screen.getByRole('button', { name: 'One more Party Jollof' }));
    expect(screen.getByLabelText('Total ₦10,000.00')).toBeInTheDocument();

    // The other recommended item, never this one, with its own add control.
    const recommendations = screen.getByRole('region', { name: 'Recommended Items' });
    expect(within(recommendations).queryByText('Party Jollof')).toBeNull();
    await user.click(within(recommendations).getByRole('button', { name: 'Add Fried Plantain' }));

    await user.click(screen.getByRole('button', { name: 'Add to basket' }));
    expect(selectBasket(store.getState()).lines).toEqual([
      expect.objectContaining({ itemId: recommended._id, quantity: 1, unitKobo: 80_000, tableNumber: '7' }),
      expect.objectContaining({
        itemId: ITEM_ID,
        quantity: 2,
        options: [
          { id: 'm1', name: 'Plantain', priceKobo: 50_000 },
          { id: 'm2', name: 'Chicken', priceKobo: 150_000 },
        ],
        complimentary: 'Water',
        specialInstructions: 'No pepper',
        unitKobo: 500_000,
        tableNumber: '7',
      }),
    ]);
    expect(selectBasket(store.getState()).subtotalKobo).toBe(1_080_000);
    expect(requests.find((request) => request.url.includes('MenuItemByID'))).toMatchObject({
      url: '/menu/getOrderAndPayMenuItemByID/',
      params: { business_identifier: 'mama-put', menu_item_id: ITEM_ID },
    });
    expect(requests[0]!.headers.Authorization).toBeUndefined();
  });

  it('lays each modifier out as box, picture when it has one, name and its price', async () => {
    routes();
    renderScreen(<ItemDetails />, { url: URL, path: PATH, preloadedState: scanned() });
    const plantain = (await screen.findByRole('checkbox', { name: 'Plantain ₦500.00' })).closest('label')!;
    expect(plantain.querySelector('img')).toHaveAttribute('src', '/api/images/plantain');
    expect(within(plantain).getByText('₦500.00')).toHaveClass('troo-modifier__price');
    const chicken = screen.getByRole('checkbox', { name: 'Chicken ₦1,500.00' }).closest('label')!;
    expect(chicken.querySelector('img')).toBeNull();
  });

  it('shows the item of a paused outlet without offering it: the notice, no quantity, no Add to basket', async () => {
    routes({ accepting: false, reason: 'paused' });
    renderScreen(<ItemDetails />, { url: URL, path: PATH, preloadedState: scanned() });
    expect(await screen.findByText(/Mama Put is not taking orders right now\./)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Party Jollof' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add to basket' })).toBeNull();
    expect(screen.queryByRole('group', { name: 'Quantity of Party Jollof' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add Fried Plantain' })).toBeNull();
  });

  it('keeps special instructions to 256 characters', async () => {
    const user = userEvent.setup();
    routes();
    renderScreen(<ItemDetails />, { url: URL, path: PATH, preloadedState: scanned() });
    const box = await screen.findByRole('textbox', { name: 'Add Special Instructions' });
    await user.click(box);
    await user.paste('a'.repeat(300));
    expect(box).toHaveValue('a'.repeat(256));
    expect(screen.getByText('256/256')).toBeInTheDocument();
  });

  it('starts from the line already in the basket and updates it instead of adding another', async () => {
    const user = userEvent.setup();
    routes();
    const { store } = renderScreen(<ItemDetails />, { url: URL, path: PATH, preloadedState: scanned([inBasket]) });

    expect(await screen.findByRole('checkbox', { name: 'Chicken ₦1,500.00' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Plantain ₦500.00' })).not.toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Complimentary' })).toHaveValue('Water');
    expect(screen.getByRole('textbox', { name: 'Add Special Instructions' })).toHaveValue('Extra hot');
    expect(screen.getByRole('group', { name: 'Quantity of Party Jollof' })).toHaveTextContent('2');
    expect(screen.getByLabelText('Total ₦9,000.00')).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Plantain ₦500.00' }));
    await user.click(screen.getByRole('button', { name: 'Add to basket' }));
    expect(selectBasket(store.getState()).lines).toEqual([
      expect.objectContaining({
        quantity: 2,
        unitKobo: 500_000,
        options: [
          { id: 'm2', name: 'Chicken', priceKobo: 150_000 },
          { id: 'm1', name: 'Plantain', priceKobo: 50_000 },
        ],
      }),
    ]);
  });

  it('stops the quantity at 0, and adding at 0 takes the item out of the basket', async () => {
    const user = userEvent.setup();
    routes();
    const { store } = renderScreen(<ItemDetails />, { url: URL, path: PATH, preloadedState: scanned([inBasket]) });
    const less = await screen.findByRole('button', { name: 'One less Party Jollof' });
    await user.click(less);
    await user.click(less);
    expect(less).toBeDisabled();
    expect(screen.getByLabelText('Total ₦0.00')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add to basket' }));
    expect(selectBasket(store.getState()).lines).toEqual([]);
    expect(selectBasket(store.getState()).count).toBe(0);
  });

  it('goes back to the categories after adding when opened directly', async () => {
    const user = userEvent.setup();
    routes();
    renderScreen(<ItemDetails />, { url: URL, path: PATH, preloadedState: scanned() });
    await user.click(await screen.findByRole('button', { name: 'Add to basket' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/demo/category-details/orderandpay');
  });

  it('mirrors the stored business and outlet into the cookies the server draws this page by, when they are gone', async () => {
    rememberOrderingContext(null, null);
    routes();
    renderScreen(<ItemDetails />, { url: URL, path: PATH, preloadedState: scanned() });
    await screen.findByRole('heading', { level: 2, name: 'Party Jollof' });
    expect(document.cookie).toContain(`${BUSINESS_COOKIE}=mama-put`);
    expect(document.cookie).toContain(`${OUTLET_COOKIE}=b1`);
  });

  describe('what the kitchen has run out of', () => {
    /** The item's answer with Chicken and the free Water sold out, or the whole dish. */
    function soldOutRoutes({ dish = false } = {}) {
      return fakeApi({
        'GET /menu/get{product}BusinessDetails/': () => outletAnswer({ business_name: 'Mama Put' }),
        'GET /menu/get{product}MenuItemByID/': () => ({
          status: 200,
          body: {
            message: 'OK',
            data: item({ is_frozen: dish }),
            modifiers: [
              {
                modifier_group_name: 'Extras',
                modifiers: [
                  { _id: 'm1', modifier_name: 'Plantain', modifier_price: 500, modifier_image: null, sold_out: false },
                  { _id: 'm2', modifier_name: 'Chicken', modifier_price: 1500, modifier_image: null, sold_out: true },
                ],
              },
            ],
            complimentary: [
              { _id: 'c1', modifier_name: 'Water', sold_out: true },
              { _id: 'c2', modifier_name: 'Zobo', sold_out: false },
            ],
          },
        }),
        'GET /menu/getAll{product}MenuItem/': () => ({ status: 200, body: { message: 'OK', data: [recommended] } }),
      });
    }

    it('shows a sold-out option greyed, saying so, not to be chosen, and drops it from a basket line it was in', async () => {
      const user = userEvent.setup();
      soldOutRoutes();
      const { store } = renderScreen(<ItemDetails />, { url: URL, path: PATH, preloadedState: scanned([inBasket]) });

      const chicken = await screen.findByRole('checkbox', { name: 'Chicken Sold out' });
      expect(chicken).toBeDisabled();
      expect(chicken).not.toBeChecked();
      expect(screen.getByRole('checkbox', { name: 'Plantain ₦500.00' })).toBeEnabled();
      // The free Water is not offered; Zobo is.
      const free = screen.getByRole('combobox', { name: 'Complimentary' });
      expect(within(free).queryByRole('option', { name: 'Water' })).toBeNull();
      expect(within(free).getByRole('option', { name: 'Zobo' })).toBeInTheDocument();
      expect(screen.getByText('Sold out: Water')).toBeInTheDocument();
      // The line had Chicken and Water: saved again, it holds neither, at the price without them.
      expect(screen.getByLabelText('Total ₦6,000.00')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Add to basket' }));
      expect(selectBasket(store.getState()).lines).toEqual([
        expect.objectContaining({ itemId: ITEM_ID, quantity: 2, options: [], complimentary: null, unitKobo: 300_000 }),
      ]);
    });

    it('shows a sold-out dish as sold out, with nothing to add', async () => {
      soldOutRoutes({ dish: true });
      renderScreen(<ItemDetails />, { url: URL, path: PATH, preloadedState: scanned() });
      expect(await screen.findByText('Sold out: the kitchen has run out of this for now.')).toHaveAttribute('role', 'status');
      expect(screen.queryByRole('button', { name: 'Add to basket' })).toBeNull();
      expect(screen.queryByRole('region', { name: 'Quantity' })).toBeNull();
    });
  });
  describe('option rules', () => {
    /** Party Jollof with a required 'choose 1' Protein group (Beef sold out when asked) and the free-for-all Extras. */
    function ruleRoutes({ proteinSoldOut = false } = {}) {
      return fakeApi({
        'GET /menu/get{product}BusinessDetails/': () => outletAnswer({ business_name: 'Mama Put' }),
        'GET /menu/get{product}MenuItemByID/': () => ({
          status: 200,
          body: {
            message: 'OK',
            data: item(),
            modifiers: [
              {
                modifier_group_name: 'Protein',
                min_choices: 1,
                max_choices: 1,
                modifiers: [
                  { _id: 'p1', modifier_name: 'Chicken', modifier_price: 1500, modifier_image: null, sold_out: proteinSoldOut },
                  { _id: 'p2', modifier_name: 'Beef', modifier_price: 1200, modifier_image: null, sold_out: true },
                  { _id: 'p3', modifier_name: 'Goat meat', modifier_price: 1800, modifier_image: null, sold_out: proteinSoldOut },
                ],
              },
              {
                modifier_group_name: 'Extras',
                min_choices: 0,
                max_choices: 2,
                modifiers: [
                  { _id: 'm1', modifier_name: 'Plantain', modifier_price: 500, modifier_image: null },
                  { _id: 'm2', modifier_name: 'Egg', modifier_price: 300, modifier_image: null },
                  { _id: 'm3', modifier_name: 'Moi moi', modifier_price: 700, modifier_image: null },
                ],
              },
            ],
            complimentary: [],
          },
        }),
        'GET /menu/getAll{product}MenuItem/': () => ({ status: 200, body: { message: 'OK', data: [recommended] } }),
      });
    }

    it('draws a choose-1 group as radio buttons and holds Add until one is chosen, naming the group', async () => {
      const user = userEvent.setup();
      ruleRoutes();
      const { store } = renderScreen(<ItemDetails />, { url: URL, path: PATH, preloadedState: scanned() });

      const protein = await screen.findByRole('group', { name: 'Protein Required · Choose 1' });
      expect(within(protein).getAllByRole('radio')).toHaveLength(3);
      expect(within(protein).queryByRole('checkbox')).toBeNull();
      const add = screen.getByRole('button', { name: 'Add to basket' });
      expect(add).toBeDisabled();
      expect(screen.getByText('Choose 1 for Protein')).toHaveAttribute('role', 'status');
      expect(add).toHaveAccessibleDescription('Choose 1 for Protein');

      // Chicken, then Goat meat in its place: one protein at a time.
      await user.click(within(protein).getByRole('radio', { name: 'Chicken ₦1,500.00' }));
      await user.click(within(protein).getByRole('radio', { name: 'Goat meat ₦1,800.00' }));
      expect(within(protein).getByRole('radio', { name: 'Chicken ₦1,500.00' })).not.toBeChecked();
      expect(within(protein).getByRole('radio', { name: 'Goat meat ₦1,800.00' })).toBeChecked();
      expect(screen.queryByText('Choose 1 for Protein')).toBeNull();
      expect(screen.getByLabelText('Total ₦4,800.00')).toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Add to basket' }));
      expect(selectBasket(store.getState()).lines).toEqual([
        expect.objectContaining({ itemId: ITEM_ID, options: [{ id: 'p3', name: 'Goat meat', priceKobo: 180_000 }], unitKobo: 480_000 }),
      ]);
    });

    it('offers no more boxes once a group holds its most', async () => {
      const user = userEvent.setup();
      ruleRoutes();
      renderScreen(<ItemDetails />, { url: URL, path: PATH, preloadedState: scanned() });
      const extras = await screen.findByRole('group', { name: 'Extras Choose up to 2' });
      await user.click(within(extras).getByRole('checkbox', { name: 'Plantain ₦500.00' }));
      await user.click(within(extras).getByRole('checkbox', { name: 'Egg ₦300.00' }));
      expect(within(extras).getByRole('checkbox', { name: 'Moi moi ₦700.00' })).toBeDisabled();
      await user.click(within(extras).getByRole('checkbox', { name: 'Egg ₦300.00' }));
      expect(within(extras).getByRole('checkbox', { name: 'Moi moi ₦700.00' })).toBeEnabled();
    });

    it('shows the dish as unavailable when every option of a required group is sold out', async () => {
      ruleRoutes({ proteinSoldOut: true });
      renderScreen(<ItemDetails />, { url: URL, path: PATH, preloadedState: scanned() });
      expect(await screen.findByText('Unavailable: the kitchen has run out of a choice this dish needs.')).toHaveAttribute(
        'role',
        'status',
      );
      expect(screen.queryByRole('button', { name: 'Add to basket' })).toBeNull();
    });
  });
});
