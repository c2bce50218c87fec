import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { KitchenAvailability } from '@troo/shared/contract';
import { fakeApi, renderScreen, signedIn } from '@troo/shared/testing';
import { BRANCH, branchAnswer } from '../../../../test/staff-order';
import { AvailabilityControl } from './AvailabilityControl';

// The kitchen's '86' control: two taps from the display to a dish sold out, options under their
// dish, a search, and the pause switch; what the server answers is what it then shows.

const menu = (changes: { jollof?: boolean; plantain?: boolean; paused?: boolean } = {}): KitchenAvailability => ({
  branch_id: BRANCH,
  ordering_paused: changes.paused ?? false,
  ordering_last_change: changes.paused ? { unavailable: true, by: 'Tunde', at: '2026-11-28T18:42:00.000Z' } : null,
  dishes: [
    {
      _id: 'jollof',
      name: 'Jollof Rice',
      category_name: 'Rice',
      sold_out: changes.jollof ?? false,
      // 18:42 UTC is 19:42 in Lagos.
      last_change: changes.jollof ? { unavailable: true, by: 'Tunde', at: '2026-11-28T18:42:00.000Z' } : null,
      options: [
        {
          _id: 'plantain',
          name: 'Plantain',
          group_name: 'Extras',
          sold_out: changes.plantain ?? false,
          last_change: changes.plantain ? { unavailable: true, by: 'Ada', at: '2026-11-27T18:05:00.000Z' } : null,
        },
      ],
    },
    { _id: 'suya', name: 'Goat Suya', category_name: 'Grill', sold_out: false, last_change: null, options: [] },
  ],
});

function setUp() {
  const state = { jollof: false, plantain: false, paused: false };
  const answer = () => ({ status: 200 as const, body: { message: 'OK', data: menu(state) } });
  const api = fakeApi({
    'GET /branch/getBranch': branchAnswer,
    'GET /kitchen/getAvailability': answer,
    'PUT /kitchen/setDishSoldOut': (request) => ((state.jollof = (request.body as { sold_out: boolean }).sold_out), answer()),
    'PUT /kitchen/setOptionSoldOut': (request) => ((state.plantain = (request.body as { sold_out: boolean }).sold_out), answer()),
    'PUT /kitchen/setOrderingPaused': (request) => ((state.paused = (request.body as { paused: boolean }).paused), answer()),
  });
  renderScreen(<AvailabilityControl />, { url: '/demo/order/troo-portal', preloadedState: signedIn('employee') });
  return { api, user: userEvent.setup() };
}

describe('the kitchen sold-out control', () => {
  beforeEach(() =>
    jest.useFakeTimers({ now: new Date('2026-11-28T20:00:00.000Z'), doNotFake: ['setTimeout', 'setInterval', 'queueMicrotask'] }),
  );
  afterEach(() => jest.useRealTimers());

  it('marks a dish sold out in two taps and shows who did it and when', async () => {
    const { api, user } = setUp();
    const open = await screen.findByRole('button', { name: '86 · Sold out' });
    await user.click(open); // tap 1
    const sheet = await screen.findByRole('dialog', { name: 'Sold out at Lekki' });
    const jollof = await within(sheet).findByRole('switch', { name: 'Jollof Rice' });
    expect(jollof).toBeChecked();
    await user.click(jollof); // tap 2

    expect(api.requests.find((request) => request.method === 'PUT')).toMatchObject({
      url: '/kitchen/setDishSoldOut',
      body: { item_id: 'jollof', sold_out: true },
    });
    expect(await within(sheet).findByText('Sold out by Tunde, 19:42')).toBeInTheDocument();
    expect(within(sheet).getByRole('switch', { name: 'Jollof Rice' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: '86 · 1 sold out' })).toBeInTheDocument();
  });

  it('switches one option under its dish; an older change shows its day', async () => {
    const { api, user } = setUp();
    await user.click(await screen.findByRole('button', { name: '86 · Sold out' }));
    const options = await screen.findByRole('list', { name: 'Options of Jollof Rice' });
    await user.click(within(options).getByRole('switch', { name: 'Plantain' }));
    expect(api.requests.filter((request) => request.method === 'PUT').map((request) => request.body)).toEqual([
      { modifier_id: 'plantain', sold_out: true },
    ]);
    expect(await within(options).findByText('Sold out by Ada, 27 Nov 19:05')).toBeInTheDocument();
    // Still on sale: the dish itself.
    expect(screen.getByRole('switch', { name: 'Jollof Rice' })).toBeChecked();
  });

  it('finds a dish by its name or an option of it', async () => {
    const { user } = setUp();
    await user.click(await screen.findByRole('button', { name: '86 · Sold out' }));
    const search = await screen.findByRole('searchbox', { name: 'Search dishes' });
    await user.type(search, 'suya');
    expect(screen.getByRole('switch', { name: 'Goat Suya' })).toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: 'Jollof Rice' })).not.toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'plant');
    expect(screen.getByRole('switch', { name: 'Jollof Rice' })).toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: 'Goat Suya' })).not.toBeInTheDocument();
  });

  it('pauses ordering for the outlet, and the button says so', async () => {
    const { api, user } = setUp();
    await user.click(await screen.findByRole('button', { name: '86 · Sold out' }));
    await user.click(await screen.findByRole('switch', { name: /Pause ordering/ }));
    expect(api.requests.find((request) => request.method === 'PUT')).toMatchObject({
      url: '/kitchen/setOrderingPaused',
      body: { branch_id: BRANCH, paused: true },
    });
    expect(await screen.findByText(/Paused by Tunde, 19:42/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '86 · Ordering paused' })).toBeInTheDocument();
  });
});
