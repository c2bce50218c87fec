import { screen, waitFor, within } from '@testing-library/react';
import { renderScreen, signedIn } from '@troo/shared/testing';
import { BRANCH, changes, emptyMenu, failure, menuServer, sampleMenu } from '../../../../test/menu-server';
import { screenFlows } from '../../../../test/screen-flows';
import { AdminMenuScreen } from './AdminMenuScreen';

const LIST_URL = '/demo/admin-menu/troo-portal';
const RICE_URL = '/demo/Rice/menu-page/Rice/troo-portal';
const PAGE_PATH = '/demo/:categoryId/menu-page/:groupId/troo-portal';
const PICTURE = new File(['pic'], 'pic.png', { type: 'image/png' });
const OVERSIZE = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'huge.png', { type: 'image/png' });
const PRICE_INVALID = 'Price must be a number of naira, 0 or more, with at most two decimals.';

const openList = () => renderScreen(<AdminMenuScreen />, { url: LIST_URL, preloadedState: signedIn('admin') });
const openRice = () => renderScreen(<AdminMenuScreen />, { url: RICE_URL, path: PAGE_PATH, preloadedState: signedIn('admin') });

/** The row of an item in the selected group's list (a button that opens the edit popup). */
const itemRow = (name: string) => screen.findByRole('button', { name: new RegExp(`^${name}`) });

async function editItem(name: string) {
  await user.click(await itemRow(name));
  return screen.findByRole('dialog', { name: `Edit ${name}` });
}

const { user, toasts } = screenFlows();

describe('Admin menu: reading', () => {
  it("lists the outlet's categories, each opening its menu page", async () => {
    menuServer();
    openList();

    expect(screen.getByRole('heading', { level: 1, name: 'Menu' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Categories' });
    const rows = within(list).getAllByRole('link');
    expect(rows.map((row) => row.textContent)).toEqual(['Rice', 'Soup']);
    expect(rows[0]).toHaveAttribute('href', RICE_URL);
    expect(screen.getByRole('button', { name: 'Add Menu' })).toBeInTheDocument();

    await user.click(rows[1]!);
    expect(await screen.findByTestId('location')).toHaveTextContent('/demo/Soup/menu-page/Soup/troo-portal');
  });

  it("says 'No items found' for an outlet without a menu", async () => {
    menuServer(emptyMenu());
    openList();
    expect(await screen.findByText('No items found')).toBeInTheDocument();
  });

  it('shows a tab per group of the category, and each item with its picture, naira price, sold out and recommended', async () => {
    menuServer();
    openRice();

    expect(screen.getByRole('heading', { level: 1, name: 'Rice' })).toBeInTheDocument();
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Jollof', 'Fried Rice']);
    expect(screen.getByRole('tab', { name: 'Jollof' })).toHaveAttribute('aria-selected', 'true');

    const jollof = within(screen.getByRole('tabpanel'));
    const party = jollof.getByRole('button', { name: /^Party Jollof/ });
    expect(party).toHaveTextContent('₦2,500.00');
    expect(party).not.toHaveTextContent('Sold out');
    expect(jollof.getByRole('button', { name: /^Smoky Jollof/ })).toHaveTextContent(/₦2,800.00.*Recommended/);
    expect(jollof.queryByText(/Basmati/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Fried Rice' }));
    expect(screen.getByRole('tab', { name: 'Fried Rice' })).toHaveAttribute('aria-selected', 'true');
    const fried = within(screen.getByRole('tabpanel'));
    expect(fried.getByRole('button', { name: /^Basmati Fried Rice/ })).toHaveTextContent(/₦3,000.00.*Sold out/);
    expect(fried.queryByText(/Party Jollof/)).not.toBeInTheDocument();
  });

  it("says 'No items found' for a category without groups", async () => {
    menuServer();
    renderScreen(<AdminMenuScreen />, { url: '/demo/Soup/menu-page/Soup/troo-portal', path: PAGE_PATH, preloadedState: signedIn('admin') });
    expect(await screen.findByText('No items found')).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  });
});

describe('Admin menu: an employee reads it', () => {
  const asEmployee = (url: string, path?: string) => renderScreen(<AdminMenuScreen />, { url, path, preloadedState: signedIn('employee') });

  it('lists the categories with no Add Menu', async () => {
    menuServer();
    asEmployee(LIST_URL);
    const list = await screen.findByRole('list', { name: 'Categories' });
    expect(
      within(list)
        .getAllByRole('link')
        .map((row) => row.textContent),
    ).toEqual(['Rice', 'Soup']);
    expect(screen.queryByRole('button', { name: 'Add Menu' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add item' })).not.toBeInTheDocument();
  });

  it("shows a category's items, sold out and recommended, with no control only the owner may use", async () => {
    menuServer();
    asEmployee(RICE_URL, PAGE_PATH);
    const jollof = within(await screen.findByRole('tabpanel'));
    expect(await jollof.findByText('Party Jollof')).toBeInTheDocument();
    expect(jollof.getByText('Recommended')).toBeInTheDocument();
    // The tabs are the only controls: no item opens the edit popup, nothing prices, removes or adds.
    expect(screen.queryAllByRole('button')).toEqual([]);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Jollof', 'Fried Rice']);
    await user.click(jollof.getByText('Party Jollof'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Fried Rice' }));
    expect(within(screen.getByRole('tabpanel')).getByText('Sold out')).toBeInTheDocument();
    expect(screen.queryAllByRole('button')).toEqual([]);
  });
});

describe('Admin menu: adding an item', () => {
  it("adds an item to the group shown, with a modifier group, without the setup tree; it joins the tab's list", async () => {
    const { requests } = menuServer();
    openRice();

    await user.click(await screen.findByRole('tab', { name: 'Fried Rice' }));
    await user.click(within(screen.getByRole('tabpanel')).getByRole('button', { name: 'Add item' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Menu Item' });
    const sheet = within(dialog);
    expect(dialog).toHaveTextContent('In Fried Rice');
    await user.type(sheet.getByLabelText('Name'), 'Ofada Fried Rice');
    await user.type(sheet.getByLabelText('Description'), 'With ayamase');
    await user.click(sheet.getByRole('button', { name: 'Add modifier group' }));
    const extras = within(sheet.getByRole('group', { name: 'Modifier group 1' }));
    await user.type(extras.getByLabelText('Group name'), 'Extras');
    await user.type(extras.getByLabelText('Option name'), 'Plantain');
    await user.type(extras.getByLabelText('Price (₦)'), '500');
    await user.click(sheet.getByRole('button', { name: 'Save' }));

    expect(await within(screen.getByRole('tabpanel')).findByRole('button', { name: /^Ofada Fried Rice/ })).toHaveTextContent('₦3,000.00');
    expect(screen.getByRole('tab', { name: 'Fried Rice' })).toHaveAttribute('aria-selected', 'true');
    expect(changes(requests)).toEqual([
      expect.objectContaining({
        method: 'POST',
        url: '/menu/addMenuItem',
        body: expect.objectContaining({
          menu_group_name: 'Fried Rice',
          modifier_groups: [
            {
              modifier_group_name: 'Extras',
              is_complimentary: false,
              min_choices: 0,
              max_choices: null,
              modifiers: [{ modifier_name: 'Plantain', price: '500' }],
            },
          ],
        }),
      }),
    ]);
  });

  it('from the categories, the owner picks the category and group', async () => {
    const { requests } = menuServer();
    openList();
    await user.click(await screen.findByRole('button', { name: 'Add item' }));
    const sheet = within(await screen.findByRole('dialog', { name: 'Add Menu Item' }));
    expect(sheet.getByLabelText('Category and group')).toHaveValue('Rice · Jollof');
    await user.type(sheet.getByLabelText('Name'), 'Native Jollof');
    await user.type(sheet.getByLabelText('Price (₦)'), '2700');
    await user.type(sheet.getByLabelText('Description'), 'With palm oil');
    await user.click(sheet.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(changes(requests)[0]!.body).toMatchObject({
      menu_category_name: 'Rice',
      menu_group_name: 'Jollof',
      menu_item_name: 'Native Jollof',
    });
  });
});

describe("Admin menu: the edit popup's modifiers", () => {
  it('lists them under their group names, the price in its own column (Free when nothing), each with Remove', async () => {
    const menu = sampleMenu();
    const party = menu.items[0]!;
    menu.modifierGroups.push({ ...menu.modifierGroups[0]!, _id: 'mg2', modifier_group_name: 'Drinks', is_complimentary: true });
    const option = (id: string, name: string, price: number, group: string, groupId: string) => ({
      ...menu.modifiers[0]!,
      _id: id,
      modifier_name: name,
      modifier_price: price,
      modifier_group_name: group,
      modifier_group_id: groupId,
      menu_item_name: party.menu_item_name,
      image: null,
    });
    menu.modifiers.push(option('m2', 'No pepper', 0, 'Protein', 'mg1'), option('m3', 'Water', 0, 'Drinks', 'mg2'));
    menuServer(menu);
    openRice();

    const sheet = within(await editItem('Party Jollof'));
    const modifiers = await sheet.findByRole('list', { name: 'Modifiers' });
    expect(
      within(modifiers)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Protein', 'DrinksComplimentary']);
    const protein = within(within(modifiers).getByRole('list', { name: 'Protein' }));
    const rows = protein.getAllByRole('listitem');
    expect(rows.map((row) => [...row.children].map((cell) => cell.textContent))).toEqual([
      ['', 'Chicken', '₦1,500.00', 'Remove'],
      ['', 'No pepper', 'Free', 'Remove'],
    ]);
    expect(
      within(within(modifiers).getByRole('list', { name: 'Drinks' }))
        .getByText('Water')
        .closest('li'),
    ).toHaveTextContent('Free');
  });
});

describe('Admin menu: editing an item', () => {
  it('saves a new name and price and marks it sold out with PUT /menu/editMenuItem; the list shows it', async () => {
    const { requests } = menuServer();
    openRice();

    const dialog = await editItem('Party Jollof');
    const sheet = within(dialog);
    expect(sheet.getByLabelText('New name')).toHaveValue('Party Jollof');
    expect(sheet.getByLabelText('New price (₦)')).toHaveValue('2500');
    expect(sheet.getByRole('checkbox', { name: /Sold out/ })).not.toBeChecked();
    expect(sheet.getByRole('checkbox', { name: /Recommended/ })).not.toBeChecked();

    await user.clear(sheet.getByLabelText('New name'));
    await user.type(sheet.getByLabelText('New name'), 'Party Jollof Special');
    await user.clear(sheet.getByLabelText('New price (₦)'));
    await user.type(sheet.getByLabelText('New price (₦)'), '3000');
    await user.click(sheet.getByRole('checkbox', { name: /Sold out/ }));
    await user.click(sheet.getByRole('button', { name: 'Save' }));

    const row = await itemRow('Party Jollof Special');
    expect(row).toHaveTextContent(/₦3,000.00.*Sold out/);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(changes(requests)).toEqual([
      expect.objectContaining({
        method: 'PUT',
        url: '/menu/editMenuItem',
        body: { item_id: 'i1', menu_item_name: 'Party Jollof Special', price: '3000', is_frozen: true, is_recommended: false },
      }),
    ]);
    expect(toasts()).toEqual([{ message: 'Menu has been edited successfully', variant: 'success' }]);
  });

  it('puts a sold-out item back on sale, recommended, with a new picture', async () => {
    const { requests } = menuServer();
    openRice();
    await user.click(await screen.findByRole('tab', { name: 'Fried Rice' }));

    const sheet = within(await editItem('Basmati Fried Rice'));
    expect(sheet.getByRole('checkbox', { name: /Sold out/ })).toBeChecked();
    await user.click(sheet.getByRole('checkbox', { name: /Sold out/ }));
    await user.click(sheet.getByRole('checkbox', { name: /Recommended/ }));
    await user.upload(sheet.getByLabelText('New image'), PICTURE);
    await sheet.findByRole('img', { name: 'Basmati Fried Rice' });
    await user.click(sheet.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const row = await itemRow('Basmati Fried Rice');
    await waitFor(() => expect(row).toHaveTextContent('Recommended'));
    expect(row).not.toHaveTextContent('Sold out');
    expect(changes(requests).map((request) => request.body)).toEqual([
      {
        item_id: 'i3',
        menu_item_name: 'Basmati Fried Rice',
        price: '3000',
        is_frozen: false,
        is_recommended: true,
        image: 'data:image/png;base64,cGlj',
      },
    ]);
  });

  it("refuses a missing name or price ('Add Menu Item Name'), a bad price and an oversize picture, sending nothing", async () => {
    const { requests } = menuServer();
    openRice();

    const sheet = within(await editItem('Party Jollof'));
    await user.clear(sheet.getByLabelText('New price (₦)'));
    await user.click(sheet.getByRole('button', { name: 'Save' }));
    expect(sheet.getByRole('alert')).toHaveTextContent('Add Menu Item Name');

    await user.type(sheet.getByLabelText('New price (₦)'), '25.005');
    await user.click(sheet.getByRole('button', { name: 'Save' }));
    expect(sheet.getByRole('alert')).toHaveTextContent(PRICE_INVALID);

    await user.clear(sheet.getByLabelText('New price (₦)'));
    await user.type(sheet.getByLabelText('New price (₦)'), '-5');
    await user.click(sheet.getByRole('button', { name: 'Save' }));
    expect(sheet.getByRole('alert')).toHaveTextContent(PRICE_INVALID);

    await user.upload(sheet.getByLabelText('New image'), OVERSIZE);
    expect(await sheet.findByText('File size exceeds 2MB. Please upload a smaller file.')).toBeInTheDocument();
    expect(changes(requests)).toEqual([]);
  });

  it("shows the server's reason when the save fails and keeps the popup open to try again", async () => {
    let refuse = true;
    const menu = sampleMenu();
    const { requests } = menuServer(menu, {
      'PUT /menu/editMenuItem': () => {
        if (refuse) return failure(409, 'A menu entry with this name already exists in this outlet.');
        return { status: 200, body: { message: 'Menu has been edited successfully', data: menu.items[0]! } };
      },
    });
    openRice();

    const dialog = await editItem('Party Jollof');
    const sheet = within(dialog);
    await user.clear(sheet.getByLabelText('New name'));
    await user.type(sheet.getByLabelText('New name'), 'Smoky Jollof');
    await user.click(sheet.getByRole('button', { name: 'Save' }));

    expect(await sheet.findByRole('alert')).toHaveTextContent('A menu entry with this name already exists in this outlet.');
    expect(dialog).toBeInTheDocument();
    expect(toasts()).toEqual([]);

    refuse = false;
    await user.clear(sheet.getByLabelText('New name'));
    await user.type(sheet.getByLabelText('New name'), 'Party Jollof');
    await user.click(sheet.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await itemRow('Party Jollof')).toBeInTheDocument();
    expect(changes(requests)).toHaveLength(2);
    expect(toasts()).toEqual([{ message: 'Menu has been edited successfully', variant: 'success' }]);
  });
});

describe('Admin menu: one price for a group', () => {
  it('gives every item of the group one price with PUT /menu/editMenuGroup; a bad price is refused first', async () => {
    const { requests } = menuServer();
    openRice();

    await user.click(await screen.findByRole('button', { name: 'Price for all items of Jollof' }));
    const dialog = await screen.findByRole('dialog', { name: 'Price of Jollof' });
    const sheet = within(dialog);
    expect(sheet.getByRole('checkbox', { name: /One price for all items/ })).not.toBeChecked();
    expect(sheet.queryByLabelText('Price (₦)')).not.toBeInTheDocument();

    await user.click(sheet.getByRole('checkbox', { name: /One price for all items/ }));
    await user.click(sheet.getByRole('button', { name: 'Save' }));
    expect(sheet.getByRole('alert')).toHaveTextContent(PRICE_INVALID);
    await user.type(sheet.getByLabelText('Price (₦)'), '2000.555');
    await user.click(sheet.getByRole('button', { name: 'Save' }));
    expect(sheet.getByRole('alert')).toHaveTextContent(PRICE_INVALID);
    expect(changes(requests)).toEqual([]);

    await user.clear(sheet.getByLabelText('Price (₦)'));
    await user.type(sheet.getByLabelText('Price (₦)'), '2000');
    await user.click(sheet.getByRole('button', { name: 'Save' }));

    await screen.findByRole('button', { name: /^Party Jollof.*₦2,000.00/ });
    expect(screen.getByRole('button', { name: /^Smoky Jollof/ })).toHaveTextContent('₦2,000.00');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(changes(requests)).toEqual([
      expect.objectContaining({
        method: 'PUT',
        url: '/menu/editMenuGroup',
        body: { group_id: 'g1', price_to_all_items: true, price: '2000' },
      }),
    ]);
    expect(toasts()).toEqual([{ message: 'Menu has been edited successfully', variant: 'success' }]);
  });

  it('stops a group pricing all its items without sending a price', async () => {
    const { requests } = menuServer();
    openRice();
    await user.click(await screen.findByRole('tab', { name: 'Fried Rice' }));

    await user.click(screen.getByRole('button', { name: 'Price for all items of Fried Rice' }));
    const sheet = within(await screen.findByRole('dialog', { name: 'Price of Fried Rice' }));
    expect(sheet.getByRole('checkbox', { name: /One price for all items/ })).toBeChecked();
    expect(sheet.getByLabelText('Price (₦)')).toHaveValue('3000');
    await user.click(sheet.getByRole('checkbox', { name: /One price for all items/ }));
    await user.click(sheet.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(changes(requests).map((request) => request.body)).toEqual([{ group_id: 'g2', price_to_all_items: false }]);
    expect(toasts()).toEqual([{ message: 'Menu has been edited successfully', variant: 'success' }]);
    // The items keep their own prices.
    expect(await screen.findByRole('button', { name: /^Basmati Fried Rice/ })).toHaveTextContent('₦3,000.00');
  });

  it("shows the server's reason when the group price cannot be saved", async () => {
    menuServer(sampleMenu(), { 'PUT /menu/editMenuGroup': () => failure(404, 'Menu not found') });
    openRice();

    await user.click(await screen.findByRole('button', { name: 'Price for all items of Jollof' }));
    const sheet = within(await screen.findByRole('dialog', { name: 'Price of Jollof' }));
    await user.click(sheet.getByRole('checkbox', { name: /One price for all items/ }));
    await user.type(sheet.getByLabelText('Price (₦)'), '2000');
    await user.click(sheet.getByRole('button', { name: 'Save' }));

    expect(await sheet.findByRole('alert')).toHaveTextContent('Menu not found');
    expect(sheet.getByRole('button', { name: 'Save' })).toBeEnabled();
    expect(toasts()).toEqual([]);
  });
});

describe('Admin menu: removing', () => {
  it("removes an item after 'Are you sure you want to remove this menu?': DELETE /menu/removeMenu/", async () => {
    const { requests } = menuServer();
    openRice();

    const sheet = within(await editItem('Smoky Jollof'));
    await user.click(sheet.getByRole('button', { name: 'Remove item' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove Smoky Jollof' });
    expect(confirm).toHaveTextContent('Are you sure you want to remove this menu?');
    expect(changes(requests)).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));

    await waitFor(() => expect(screen.queryByRole('button', { name: /^Smoky Jollof/ })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: /^Party Jollof/ })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(changes(requests)).toEqual([
      expect.objectContaining({
        method: 'DELETE',
        url: '/menu/removeMenu/',
        params: { branch_id: BRANCH, menu_type: 'item', name: 'Smoky Jollof' },
      }),
    ]);
    expect(toasts()).toEqual([{ message: 'Menu has been removed successfully', variant: 'success' }]);
  });

  it("lists the item's modifiers in the edit popup and removes one by id after confirming", async () => {
    const { requests } = menuServer();
    openRice();

    const sheet = within(await editItem('Party Jollof'));
    const modifiers = await sheet.findByRole('list', { name: 'Modifiers' });
    expect(within(modifiers).getByText('Chicken').closest('li')).toHaveTextContent('₦1,500.00');
    await user.click(within(modifiers).getByRole('button', { name: 'Remove modifier Chicken' }));

    const confirm = await screen.findByRole('dialog', { name: 'Remove Chicken' });
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(toasts()).toEqual([{ message: 'Menu has been removed successfully', variant: 'success' }]);
    expect(changes(requests)).toEqual([
      expect.objectContaining({ method: 'DELETE', url: '/menu/deleteMenuModifier/', params: { branch_id: BRANCH, modifier_id: 'm1' } }),
    ]);

    const again = within(await editItem('Party Jollof'));
    expect(again.getByLabelText('New name')).toHaveValue('Party Jollof');
    await waitFor(() => expect(again.queryByRole('list', { name: 'Modifiers' })).not.toBeInTheDocument());
  });

  it('cancelling the confirmation removes nothing', async () => {
    const { requests } = menuServer();
    openRice();

    await user.click(await screen.findByRole('button', { name: 'Remove group Jollof' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove Jollof' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Jollof' })).toBeInTheDocument();
    expect(changes(requests)).toEqual([]);
  });

  it('removes a group: its tab goes and the next group is shown', async () => {
    const { requests } = menuServer();
    openRice();

    await user.click(await screen.findByRole('button', { name: 'Remove group Jollof' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Remove Jollof' })).getByRole('button', { name: 'Remove' }));

    expect(await screen.findByRole('button', { name: /^Basmati Fried Rice/ })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Fried Rice']);
    expect(changes(requests).map((request) => request.params)).toEqual([{ branch_id: BRANCH, menu_type: 'group', name: 'Jollof' }]);
  });

  it('removes the category and returns to the menu', async () => {
    const { requests } = menuServer();
    openRice();

    await screen.findAllByRole('tab');
    await user.click(screen.getByRole('button', { name: 'Remove category' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Remove Rice' })).getByRole('button', { name: 'Remove' }));

    expect(await screen.findByTestId('location')).toHaveTextContent(LIST_URL);
    expect(changes(requests).map((request) => request.params)).toEqual([{ branch_id: BRANCH, menu_type: 'category', name: 'Rice' }]);
  });

  it('toasts the failure and leaves the confirmation usable when a removal fails', async () => {
    let refuse = true;
    const { requests } = menuServer(sampleMenu(), {
      'DELETE /menu/removeMenu/': () =>
        refuse
          ? failure(500, 'An unexpected error occurred.')
          : { status: 200, body: { message: 'Menu has been removed successfully', data: { _id: 'g1' } } },
    });
    openRice();

    await user.click(await screen.findByRole('button', { name: 'Remove group Jollof' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Remove Jollof' }));
    await user.click(confirm.getByRole('button', { name: 'Remove' }));

    await waitFor(() => expect(toasts()).toEqual([{ message: 'An unexpected error occurred.', variant: 'error' }]));
    expect(screen.getByRole('dialog', { name: 'Remove Jollof' })).toBeInTheDocument();
    await waitFor(() => expect(confirm.getByRole('button', { name: 'Remove' })).toBeEnabled());
    expect(screen.getByRole('tab', { name: 'Jollof' })).toBeInTheDocument();

    refuse = false;
    await user.click(confirm.getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(toasts().at(-1)).toEqual({ message: 'Menu has been removed successfully', variant: 'success' });
    expect(changes(requests)).toHaveLength(2);
  });
});
