import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Station } from '@troo/shared/contract';
import { fakeApi, renderScreen, signedIn } from '@troo/shared/testing';
import Stations from '../src/exposes/stations';
import { BRANCH, OUTLET } from './menu-server';

// The owner's stations of an outlet: add a Bar, and send the Drinks category to it.

const URL = '/demo/stations/troo-portal';

describe('Stations', () => {
  it('adds a station and assigns a category to it', async () => {
    let stations: Station[] = [{ _id: 'kitchen', branch_id: BRANCH, name: 'Kitchen', is_default: true, category_ids: ['rice', 'drinks'] }];
    const added: unknown[] = [];
    const assigned: unknown[] = [];
    fakeApi({
      'GET /branch/getBranch': () => ({ status: 200, body: { message: 'OK', data: [OUTLET] } }),
      'GET /station/getStations': () => ({ status: 200, body: { message: 'OK', data: stations } }),
      'GET /menu/getAllMenuCategory/': () => ({
        status: 200,
        body: {
          message: 'OK',
          data: [
            { _id: 'rice', name: 'Rice', image: null, branch_id: BRANCH },
            { _id: 'drinks', name: 'Drinks', image: null, branch_id: BRANCH },
          ],
        },
      }),
      'POST /station/addStation': (request) => {
        added.push(request.body);
        const bar: Station = { _id: 'bar', branch_id: BRANCH, name: 'Bar', is_default: false, category_ids: [] };
        stations = [...stations, bar];
        return { status: 201, body: { message: 'Station added', data: bar } };
      },
      'PUT /station/assignCategory': (request) => {
        assigned.push(request.body);
        stations = [
          { ...stations[0]!, category_ids: ['rice'] },
          { ...stations[1]!, category_ids: ['drinks'] },
        ];
        return { status: 200, body: { message: 'Category assigned', data: stations[1]! } };
      },
    });
    renderScreen(<Stations />, { url: URL, preloadedState: signedIn('admin') });

    await userEvent.type(await screen.findByLabelText('New station'), 'Bar');
    await userEvent.click(screen.getByRole('button', { name: 'Add station' }));
    expect(added).toEqual([{ branch_id: BRANCH, name: 'Bar' }]);
    expect(await screen.findByDisplayValue('Bar')).toBeInTheDocument();

    const categories = screen.getByRole('region', { name: 'Which station makes each category' });
    const drinks = within(categories).getByLabelText('Drinks');
    expect(drinks).toHaveValue('Kitchen');
    await userEvent.selectOptions(drinks, 'Bar');
    expect(assigned).toEqual([{ category_id: 'drinks', station_id: 'bar' }]);
    expect(await within(categories).findByLabelText('Drinks')).toHaveValue('Bar');
    // The last station cannot be removed; with two, both can.
    expect(screen.getByRole('button', { name: 'Remove Kitchen' })).toBeInTheDocument();
  });
});
