import { screen, waitFor, within } from '@testing-library/react';
import type { OutletMenuSize } from '@troo/shared/contract';
import { renderScreen, signedIn } from '@troo/shared/testing';
import { BRANCH, changes, emptyMenu, failure, menuServer, sampleMenu, type Menu } from '../../../test/menu-server';
import { screenFlows } from '../../../test/screen-flows';
import { MenuSetupScreen } from '../../features/menu/components/MenuSetupScreen';

const MAIN = '22222222-2222-4222-8222-222222222222';
const IKEJA = '33333333-3333-4333-8333-333333333333';
const COPIED = 'Menu copied from Main to Lekki: 3 items.';

const size = (branch_id: string, branch_name: string, categories: number, items: number): OutletMenuSize => ({
  branch_id,
  branch_name,
  categories,
  items,
});

/** Lekki (the working outlet, empty), Main with a menu, Ikeja empty. */
const sizes = (lekki = size(BRANCH, 'Lekki', 0, 0)) => [lekki, size(MAIN, 'Main', 2, 3), size(IKEJA, 'Ikeja', 0, 0)];

/** The menu server, answering the sizes; a copy fills Lekki's menu with the sample one. */
function server(menu: Menu = emptyMenu(), outlets = sizes()) {
  return menuServer(menu, {
    'GET /menu/outletMenuSizes': () => ({ status: 200, body: { message: 'Successful', data: outlets } }),
    'POST /menu/copyMenu': () => {
      Object.assign(menu, sampleMenu());
      return {
        status: 201,
        body: { message: COPIED, data: { branch_id: BRANCH, categories: 2, groups: 2, items: 3, modifier_groups: 1, modifiers: 1 } },
      };
    },
  });
}

const open = () => renderScreen(<MenuSetupScreen />, { url: '/demo/menu/troo-portal', preloadedState: signedIn('admin') });
const { user, toasts } = screenFlows();

describe('Menu setup: copying a menu from another outlet', () => {
  it('offers the outlets that have a menu, copies the chosen one, says what was copied and shows the menu', async () => {
    const { requests } = server();
    open();

    const card = await screen.findByRole('region', { name: 'Copy menu from another outlet' });
    const from = within(card).getByRole('combobox', { name: 'Copy from' });
    // Only Main has a menu; being the one choice, it is chosen already.
    expect(
      within(from)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Main (3 items)']);
    expect(from).toHaveValue('Main (3 items)');

    await user.click(within(card).getByRole('button', { name: 'Copy menu' }));

    expect(await screen.findByRole('button', { name: 'Rice' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Soup' })).toBeInTheDocument();
    expect(toasts()).toEqual([{ message: COPIED, variant: 'success' }]);
    expect(changes(requests)).toEqual([
      expect.objectContaining({ method: 'POST', url: '/menu/copyMenu', body: { from_branch_id: MAIN, to_branch_id: BRANCH } }),
    ]);
    // The outlet has a menu now: no copy offered any more.
    expect(screen.queryByRole('region', { name: 'Copy menu from another outlet' })).not.toBeInTheDocument();
  });

  it('with two outlets to copy from, asks which before copying', async () => {
    const { requests } = server(emptyMenu(), [size(BRANCH, 'Lekki', 0, 0), size(MAIN, 'Main', 2, 3), size(IKEJA, 'Ikeja', 1, 1)]);
    open();

    const card = await screen.findByRole('region', { name: 'Copy menu from another outlet' });
    const copy = within(card).getByRole('button', { name: 'Copy menu' });
    expect(copy).toBeDisabled();
    await user.selectOptions(within(card).getByRole('combobox', { name: 'Copy from' }), 'Ikeja (1 item)');
    await user.click(copy);

    expect(await screen.findByRole('button', { name: 'Rice' })).toBeInTheDocument();
    expect(changes(requests)[0]!.body).toEqual({ from_branch_id: IKEJA, to_branch_id: BRANCH });
  });

  it("shows the server's refusal as an error toast and leaves the menu empty", async () => {
    menuServer(emptyMenu(), {
      'GET /menu/outletMenuSizes': () => ({ status: 200, body: { message: 'Successful', data: sizes() } }),
      'POST /menu/copyMenu': () => failure(409, 'Lekki already has a menu: 1 category and 0 items.'),
    });
    open();

    const card = await screen.findByRole('region', { name: 'Copy menu from another outlet' });
    await user.click(within(card).getByRole('button', { name: 'Copy menu' }));

    expect(await within(card).findByRole('button', { name: 'Copy menu' })).toBeEnabled();
    expect(toasts()).toEqual([{ message: 'Lekki already has a menu: 1 category and 0 items.', variant: 'error' }]);
    expect(screen.queryByRole('button', { name: 'Rice' })).not.toBeInTheDocument();
  });

  it('offers nothing when no other outlet has a menu', async () => {
    const { requests } = server(emptyMenu(), [size(BRANCH, 'Lekki', 0, 0), size(IKEJA, 'Ikeja', 0, 0)]);
    const { store } = open();
    // The sizes were read and drawn: still no card.
    await waitFor(() => expect(Object.values(store.getState().queries).filter((entry) => entry?.status === 'success')).toHaveLength(6));
    expect(requests.map((request) => request.url)).toContain('/menu/outletMenuSizes');
    expect(screen.queryByRole('region', { name: 'Copy menu from another outlet' })).not.toBeInTheDocument();
  });

  it('offers nothing on an outlet that has a menu (and does not ask)', async () => {
    const { requests } = server(sampleMenu(), sizes(size(BRANCH, 'Lekki', 2, 3)));
    open();
    expect(await screen.findByRole('button', { name: 'Rice' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Copy menu from another outlet' })).not.toBeInTheDocument();
    expect(requests.map((request) => request.url)).not.toContain('/menu/outletMenuSizes');
  });
});
