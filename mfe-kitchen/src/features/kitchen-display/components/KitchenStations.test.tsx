import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffOrder, Station } from '@troo/shared/contract';
import { fakeApi, renderScreen, signedIn } from '@troo/shared/testing';
import { BRANCH, branchAnswer, staffOrder } from '../../../../test/staff-order';
import { KitchenDisplay } from './KitchenDisplay';

// A bar is not a kitchen: with a station chosen (kept on this device), each card holds only that
// station's lines and its part's Done; All keeps the pass's whole orders.

jest.mock('@troo/shared/portal', () => ({
  ...jest.requireActual<object>('@troo/shared/portal'),
  useOrderEvents: () => ({ state: 'open' }),
}));

const station = (id: string, name: string): Station => ({
  _id: id,
  branch_id: BRANCH,
  name,
  is_default: id === 'kitchen',
  category_ids: [],
});
const STATIONS = [station('kitchen', 'Kitchen'), station('bar', 'Bar')];

/** Jollof (the kitchen's) and a Chapman (the bar's) on one order. */
const mixed = (barDone = false): StaffOrder => {
  const food = staffOrder('Accepted').menu_items[0]!;
  return staffOrder('Accepted', {
    menu_items: [
      food,
      {
        ...food,
        menuItem: { _id: 'i2', menu_item_name: 'Chapman', menu_item_price: 1500 },
        selectedOptions: [],
        complimentary: null,
        specialInstructions: '',
      },
    ],
    stations: [
      { station_id: 'kitchen', station_name: 'Kitchen', lines: [0], done: false },
      { station_id: 'bar', station_name: 'Bar', lines: [1], done: barDone },
    ],
  });
};

function serve(onDone: (body: { order_id: string; station_id: string }) => void) {
  let barDone = false;
  fakeApi({
    'GET /branch/getBranch': branchAnswer,
    'GET /station/getStations': () => ({ status: 200, body: { message: 'OK', data: STATIONS } }),
    'GET /order/getBranchOrderByStatus/': (request) => ({
      status: 200,
      body: { message: 'OK', data: (request.params as { status: string }).status === 'Accepted' ? [mixed(barDone)] : [] },
    }),
    'PUT /order/markStationDone/': (request) => {
      onDone(request.body);
      barDone = true;
      return { status: 200, body: { message: 'Station done', data: mixed(true) } };
    },
  });
}

const show = () => renderScreen(<KitchenDisplay />, { url: '/demo/order/troo-portal', preloadedState: signedIn('employee') });

beforeEach(() => localStorage.clear());

describe('The kitchen display by station', () => {
  it("shows the Bar only the Chapman, marks the bar's part done, and remembers the Bar on this device", async () => {
    const done = jest.fn();
    serve(done);
    const view = show();
    const card = await screen.findByRole('article', { name: 'Order 17' });
    expect(within(card).getByText('Jollof Rice')).toBeInTheDocument();
    expect(within(card).getByText('Chapman')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Serve' })).toBeInTheDocument();

    await userEvent.selectOptions(await screen.findByLabelText('Station'), 'Bar');
    const barCard = await screen.findByRole('article', { name: 'Order 17' });
    expect(within(barCard).getByText('Chapman')).toBeInTheDocument();
    expect(within(barCard).queryByText('Jollof Rice')).not.toBeInTheDocument();
    expect(within(barCard).queryByRole('button', { name: 'Serve' })).not.toBeInTheDocument();

    await userEvent.click(within(barCard).getByRole('button', { name: 'Done' }));
    expect(done).toHaveBeenCalledWith({ order_id: 'o1', station_id: 'bar' });
    expect(await screen.findByText('Nothing in progress')).toBeInTheDocument();

    view.unmount();
    show();
    expect(await screen.findByLabelText('Station')).toHaveValue('bar');
  });

  it('shows no chooser for a single-station outlet', async () => {
    fakeApi({
      'GET /branch/getBranch': branchAnswer,
      'GET /station/getStations': () => ({ status: 200, body: { message: 'OK', data: [STATIONS[0]!] } }),
      'GET /order/getBranchOrderByStatus/': () => ({ status: 200, body: { message: 'OK', data: [] } }),
    });
    show();
    await screen.findAllByText('No Order Available');
    expect(screen.queryByLabelText('Station')).not.toBeInTheDocument();
  });
});
