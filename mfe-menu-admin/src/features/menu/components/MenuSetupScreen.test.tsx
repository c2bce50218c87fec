import { screen, within } from '@testing-library/react';
import type { RootState } from '@troo/shared';
import type { UserData } from '@troo/shared/contract';
import { renderScreen, signedIn } from '@troo/shared/testing';
import { BRANCH, changes, emptyMenu, failure, menuServer, sampleMenu } from '../../../../test/menu-server';
import { screenFlows } from '../../../../test/screen-flows';
import { MenuSetupScreen } from './MenuSetupScreen';

const URL = '/demo/menu/troo-portal';
const PICTURE = new File(['pic'], 'pic.png', { type: 'image/png' });
const PICTURE_DATA_URL = 'data:image/png;base64,cGlj';
const OVERSIZE = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'huge.png', { type: 'image/png' });

const admin = (changes: Partial<UserData> = {}): Partial<RootState> => signedIn('admin', {}, changes);

const open = (state = admin()) => renderScreen(<MenuSetupScreen />, { url: URL, preloadedState: state });

/** Opens a level of the menu tree (its toggle is named after the entry, then its price if any). */
async function expand(name: string) {
  const toggle = await screen.findByRole('button', { name: new RegExp(`^${name}`), expanded: false });
  await user.click(toggle);
  return within(toggle.closest('li')!);
}

const { user, toasts } = screenFlows();

describe('Menu setup: the tree', () => {
  it("shows the outlet's menu as the API returns it: category → group → item → modifier group → modifier", async () => {
    const { requests } = menuServer();
    open();

    expect(screen.getByRole('heading', { level: 1, name: 'Menu setup' })).toBeInTheDocument();
    expect(await screen.findByText('Outlet: Lekki')).toBeInTheDocument();
    const tree = await screen.findByRole('list', { name: 'Menu' });
    expect(within(tree).getByRole('button', { name: 'Rice' })).toHaveAttribute('aria-expanded', 'false');
    expect(within(tree).getByRole('button', { name: 'Soup' })).toBeInTheDocument();
    // Nothing under a category until it is opened.
    expect(screen.queryByRole('button', { name: /^Jollof/ })).not.toBeInTheDocument();

    await expand('Rice');
    expect(screen.getByRole('button', { name: 'Jollof' })).toBeInTheDocument();
    // A group with one price for all its items shows that price.
    expect(screen.getByRole('button', { name: /^Fried Rice/ })).toHaveTextContent('₦3,000.00');

    await expand('Jollof');
    expect(screen.getByRole('button', { name: /^Party Jollof/ })).toHaveTextContent('₦2,500.00');
    expect(screen.getByRole('button', { name: /^Smoky Jollof/ })).toHaveTextContent('₦2,800.00');
    expect(screen.queryByRole('button', { name: /^Basmati Fried Rice/ })).not.toBeInTheDocument();

    await expand('Party Jollof');
    const protein = await expand('Protein');
    const chicken = await protein.findByText('Chicken');
    expect(chicken.closest('li')).toHaveTextContent('₦1,500.00');

    // Every read is of the working outlet.
    const reads = requests.filter((request) => request.url.startsWith('/menu/'));
    expect(reads.length).toBeGreaterThanOrEqual(5);
    for (const read of reads) expect(read.params).toMatchObject({ branch_id: BRANCH });
    expect(requests.find((request) => request.url === '/menu/getMenuModifier/')!.params).toEqual({
      branch_id: BRANCH,
      attach_to: 'item',
      name: 'Party Jollof',
    });
  });

  it("says 'Failed to fetch menu categories' when the menu cannot be read, and Try again recovers", async () => {
    let down = true;
    const menu = sampleMenu();
    menuServer(menu, {
      'GET /menu/getAllMenuCategory/': () =>
        down ? failure(500, 'An unexpected error occurred.') : { status: 200, body: { message: 'OK', data: menu.categories } },
    });
    open();

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch menu categories');
    expect(screen.getByRole('button', { name: 'Save and continue' })).toBeDisabled();
    down = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Rice' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save and continue' })).toBeEnabled();
  });
});

describe('Menu setup: adding entries', () => {
  it('adds a category with its picture: POST /menu/addMenuCategory, the spec message, and the new category in the tree', async () => {
    const { requests } = menuServer();
    open();
    await screen.findByRole('button', { name: 'Rice' });

    await user.click(screen.getByRole('button', { name: 'Add category' }));
    const sheet = within(await screen.findByRole('dialog', { name: 'Add Menu Category' }));
    await user.type(sheet.getByLabelText('Name'), '  Swallow ');
    await user.upload(sheet.getByLabelText('Image (optional)'), PICTURE);
    expect(await sheet.findByRole('img', { name: 'Chosen picture' })).toHaveAttribute('src', PICTURE_DATA_URL);
    await user.click(sheet.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('button', { name: 'Swallow' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(changes(requests)).toEqual([
      expect.objectContaining({
        method: 'POST',
        url: '/menu/addMenuCategory',
        body: { menu_category_name: 'Swallow', branch_id: BRANCH, image: PICTURE_DATA_URL },
      }),
    ]);
    expect(toasts()).toEqual([{ message: 'Menu has been Added successfully', variant: 'success' }]);
  });

  it("asks for a category name with 'Add a Menu Category' before sending anything", async () => {
    const { requests } = menuServer();
    open();
    await screen.findByRole('button', { name: 'Rice' });

    await user.click(screen.getByRole('button', { name: 'Add category' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Menu Category' });
    await user.type(within(dialog).getByLabelText('Name'), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(within(dialog).getByRole('alert')).toHaveTextContent('Add a Menu Category');
    expect(changes(requests)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(changes(requests)).toEqual([]);
  });

  it('refuses a picture over 2 MB with the spec message and sends the category without it', async () => {
    const { requests } = menuServer();
    open();
    await screen.findByRole('button', { name: 'Rice' });

    await user.click(screen.getByRole('button', { name: 'Add category' }));
    const sheet = within(await screen.findByRole('dialog', { name: 'Add Menu Category' }));
    await user.type(sheet.getByLabelText('Name'), 'Swallow');
    await user.upload(sheet.getByLabelText('Image (optional)'), PICTURE);
    await sheet.findByRole('img', { name: 'Chosen picture' });
    await user.upload(sheet.getByLabelText('Image (optional)'), OVERSIZE);

    expect(await sheet.findByText('File size exceeds 2MB. Please upload a smaller file.')).toBeInTheDocument();
    // The earlier picture goes too: the preview no longer shows it.
    expect(sheet.queryByRole('img', { name: 'Chosen picture' })).not.toBeInTheDocument();
    await user.click(sheet.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('button', { name: 'Swallow' })).toBeInTheDocument();
    expect(changes(requests).map((request) => request.body)).toEqual([{ menu_category_name: 'Swallow', branch_id: BRANCH }]);
  });

  it("adds a group with one price for all items: 'Add Menu Group Name', a bad price refused, then POST /menu/addMenuGroup", async () => {
    const { requests } = menuServer();
    open();

    const rice = await expand('Rice');
    await user.click(rice.getByRole('button', { name: 'Add group' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Menu Group' });
    const sheet = within(dialog);
    expect(dialog).toHaveTextContent('In Rice');
    // The price is asked only for one price for all items.
    expect(sheet.queryByLabelText('Price (₦)')).not.toBeInTheDocument();
    await user.click(sheet.getByRole('button', { name: 'Save' }));
    expect(sheet.getByRole('alert')).toHaveTextContent('Add Menu Group Name');

    await user.type(sheet.getByLabelText('Name'), 'Ofada');
    await user.click(sheet.getByRole('checkbox', { name: /One price for all items/ }));
    await user.type(sheet.getByLabelText('Price (₦)'), '35.005');
    await user.click(sheet.getByRole('button', { name: 'Save' }));
    expect(sheet.getByRole('alert')).toHaveTextContent('Price must be a number of naira, 0 or more, with at most two decimals.');
    expect(changes(requests)).toEqual([]);

    await user.clear(sheet.getByLabelText('Price (₦)'));
    await user.type(sheet.getByLabelText('Price (₦)'), '3500');
    await user.click(sheet.getByRole('button', { name: 'Save' }));

    const ofada = await screen.findByRole('button', { name: /^Ofada/ });
    expect(ofada).toHaveTextContent('₦3,500.00');
    expect(ofada.closest('li')!.parentElement!.closest('li')).toHaveTextContent(/^Rice/);
    expect(changes(requests)).toEqual([
      expect.objectContaining({
        method: 'POST',
        url: '/menu/addMenuGroup',
        body: { category_name: 'Rice', group_name: 'Ofada', branch_id: BRANCH, price_to_all_items: true, price: '3500' },
      }),
    ]);
  });

  it('adds an item: name, price and description are needed, each error naming its field, then POST /menu/addMenuItem', async () => {
    const { requests } = menuServer();
    open();

    await expand('Rice');
    const jollof = await expand('Jollof');
    await user.click(jollof.getByRole('button', { name: 'Add item' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Menu Item' });
    const sheet = within(dialog);
    expect(dialog).toHaveTextContent('In Jollof');

    await user.type(sheet.getByLabelText('Name'), 'Native Jollof');
    await user.type(sheet.getByLabelText('Price (₦)'), '2700');
    await user.click(sheet.getByRole('button', { name: 'Save' }));
    // No description yet.
    expect(sheet.getByRole('alert')).toHaveTextContent('Add a description: diners read it under the name');

    await user.type(sheet.getByLabelText('Description'), 'With palm oil and locust beans');
    await user.clear(sheet.getByLabelText('Price (₦)'));
    await user.type(sheet.getByLabelText('Price (₦)'), 'two thousand');
    await user.click(sheet.getByRole('button', { name: 'Save' }));
    expect(sheet.getByRole('alert')).toHaveTextContent('Price must be a number of naira, 0 or more, with at most two decimals.');
    expect(changes(requests)).toEqual([]);

    await user.clear(sheet.getByLabelText('Price (₦)'));
    await user.type(sheet.getByLabelText('Price (₦)'), '2700.50');
    await user.upload(sheet.getByLabelText('Image (optional)'), PICTURE);
    await sheet.findByRole('img', { name: 'Chosen picture' });
    await user.click(sheet.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('button', { name: /^Native Jollof/ })).toHaveTextContent('₦2,700.50');
    expect(changes(requests)).toEqual([
      expect.objectContaining({
        method: 'POST',
        url: '/menu/addMenuItem',
        body: {
          menu_category_name: 'Rice',
          menu_group_name: 'Jollof',
          menu_item_name: 'Native Jollof',
          description: 'With palm oil and locust beans',
          branch_id: BRANCH,
          price: '2700.50',
          image: PICTURE_DATA_URL,
        },
      }),
    ]);
    expect(toasts()).toEqual([{ message: 'Menu has been Added successfully', variant: 'success' }]);
  });

  it("an item of a one-price group asks no price and sends none: it takes the group's", async () => {
    const { requests } = menuServer();
    open();

    await expand('Rice');
    const fried = await expand('Fried Rice');
    await user.click(fried.getByRole('button', { name: 'Add item' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Menu Item' });
    const sheet = within(dialog);
    expect(sheet.queryByLabelText('Price (₦)')).not.toBeInTheDocument();
    expect(dialog).toHaveTextContent("the group's price");

    await user.type(sheet.getByLabelText('Name'), 'Chinese Fried Rice');
    await user.type(sheet.getByLabelText('Description'), 'With shrimps');
    await user.click(sheet.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('button', { name: /^Chinese Fried Rice/ })).toHaveTextContent('₦3,000.00');
    const [sent] = changes(requests);
    expect(sent!.body).toEqual({
      menu_category_name: 'Rice',
      menu_group_name: 'Fried Rice',
      menu_item_name: 'Chinese Fried Rice',
      description: 'With shrimps',
      branch_id: BRANCH,
    });
  });

  it("adds a complimentary modifier group to an item ('Add Modifer Group Name' when unnamed)", async () => {
    const { requests } = menuServer();
    open();

    await expand('Rice');
    await expand('Jollof');
    const party = await expand('Party Jollof');
    await user.click(party.getByRole('button', { name: 'Add modifier group' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Modifier Group' });
    const sheet = within(dialog);
    expect(dialog).toHaveTextContent('For Party Jollof');
    await user.click(sheet.getByRole('button', { name: 'Save' }));
    expect(sheet.getByRole('alert')).toHaveTextContent('Add Modifer Group Name');

    await user.type(sheet.getByLabelText('Name'), 'Drinks');
    await user.click(sheet.getByRole('checkbox', { name: /Complimentary/ }));
    await user.click(sheet.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('button', { name: /^Drinks/ })).toHaveTextContent('Complimentary');
    expect(changes(requests).map(({ method, url, body }) => ({ method, url, body }))).toEqual([
      {
        method: 'POST',
        url: '/menu/attachMenuModifierGroup',
        body: {
          modifier_group_name: 'Drinks',
          attach_to: 'item',
          menu_item_name: 'Party Jollof',
          branch_id: BRANCH,
          is_complimentary: true,
        },
      },
    ]);
  });

  it("adds a modifier: a name is needed ('All fields are required'); no price is free and the picture is optional", async () => {
    const { requests } = menuServer();
    open();

    await expand('Rice');
    await expand('Jollof');
    await expand('Party Jollof');
    const protein = await expand('Protein');
    await protein.findByText('Chicken');
    await user.click(protein.getByRole('button', { name: 'Add modifier' }));
    let dialog = await screen.findByRole('dialog', { name: 'Add Modifier' });
    let sheet = within(dialog);
    expect(dialog).toHaveTextContent('In Protein (Party Jollof)');

    await user.type(sheet.getByLabelText('Price (₦)'), '1200');
    await user.click(sheet.getByRole('button', { name: 'Save' }));
    expect(sheet.getByRole('alert')).toHaveTextContent('All fields are required');
    expect(changes(requests)).toEqual([]);

    await user.type(sheet.getByLabelText('Name'), 'Beef');
    await user.upload(sheet.getByLabelText('Image (optional)'), PICTURE);
    await sheet.findByRole('img', { name: 'Chosen picture' });
    await user.click(sheet.getByRole('button', { name: 'Save' }));
    const beef = await protein.findByText('Beef');
    expect(beef.closest('li')).toHaveTextContent('₦1,200.00');

    // A free one, without a picture.
    await user.click(protein.getByRole('button', { name: 'Add modifier' }));
    dialog = await screen.findByRole('dialog', { name: 'Add Modifier' });
    sheet = within(dialog);
    await user.type(sheet.getByLabelText('Name'), 'No pepper');
    await user.click(sheet.getByRole('button', { name: 'Save' }));
    const noPepper = await protein.findByText('No pepper');
    expect(noPepper.closest('li')).toHaveTextContent('Free');

    const modifier = { branch_id: BRANCH, attach_to: 'modifier_group', modifier_group_name: 'Protein', menu_item_name: 'Party Jollof' };
    expect(changes(requests).map(({ method, url, body }) => ({ method, url, body }))).toEqual([
      {
        method: 'POST',
        url: '/menu/addMenuModifier',
        body: { ...modifier, modifier_name: 'Beef', price: '1200', image: PICTURE_DATA_URL },
      },
      { method: 'POST', url: '/menu/addMenuModifier', body: { ...modifier, modifier_name: 'No pepper', price: '0' } },
    ]);
  });

  it("shows the server's reason in the panel when an add fails, and the panel can still be sent", async () => {
    let refuse = true;
    const menu = sampleMenu();
    const { requests } = menuServer(menu, {
      'POST /menu/addMenuCategory': ({ body }) => {
        if (refuse) return failure(409, 'A menu entry with this name already exists in this outlet.');
        const entry = { _id: 'c9', name: body.menu_category_name, image: null, branch_id: BRANCH };
        menu.categories.push(entry);
        return { status: 201, body: { message: 'Menu has been Added successfully', data: entry } };
      },
    });
    open();
    await screen.findByRole('button', { name: 'Rice' });

    await user.click(screen.getByRole('button', { name: 'Add category' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Menu Category' });
    const sheet = within(dialog);
    await user.type(sheet.getByLabelText('Name'), 'Rice');
    await user.click(sheet.getByRole('button', { name: 'Save' }));

    expect(await sheet.findByRole('alert')).toHaveTextContent('A menu entry with this name already exists in this outlet.');
    expect(dialog).toBeInTheDocument();
    expect(sheet.getByLabelText('Name')).toHaveValue('Rice');
    expect(sheet.getByRole('button', { name: 'Save' })).toBeEnabled();
    expect(toasts()).toEqual([]);

    refuse = false;
    await user.clear(sheet.getByLabelText('Name'));
    await user.type(sheet.getByLabelText('Name'), 'Rice Specials');
    await user.click(sheet.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('button', { name: 'Rice Specials' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(changes(requests).map((request) => (request.body as { menu_category_name: string }).menu_category_name)).toEqual([
      'Rice',
      'Rice Specials',
    ]);
  });
});

describe('Menu setup: finishing', () => {
  it("'Save and continue' waits for a first category, then shows 'Menu has been setup successfully' and goes to tables", async () => {
    menuServer(emptyMenu());
    open();

    const save = screen.getByRole('button', { name: 'Save and continue' });
    await screen.findByRole('list', { name: 'Menu' });
    expect(save).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Add category' }));
    const sheet = within(await screen.findByRole('dialog', { name: 'Add Menu Category' }));
    await user.type(sheet.getByLabelText('Name'), 'Soup');
    await user.click(sheet.getByRole('button', { name: 'Save' }));
    await screen.findByRole('button', { name: 'Soup' });
    expect(save).toBeEnabled();

    await user.click(save);
    const done = await screen.findByRole('dialog', { name: 'Menu has been setup successfully' });
    expect(done).toHaveTextContent('Next, add your tables');
    await user.click(within(done).getByRole('button', { name: 'Continue' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/demo/table/troo-portal');
  });

  it('goes on to rooms for a hotel', async () => {
    menuServer();
    open(admin({ business_type: 'Hotel & Lodgings' }));

    await screen.findByRole('button', { name: 'Rice' });
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    const done = await screen.findByRole('dialog', { name: 'Menu has been setup successfully' });
    expect(done).toHaveTextContent('Next, add your rooms');
    await user.click(within(done).getByRole('button', { name: 'Continue' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/demo/room/troo-portal');
  });

  it('offers Cancel to / only during onboarding', async () => {
    menuServer();
    const { unmount } = open();
    await screen.findByRole('button', { name: 'Rice' });
    expect(screen.queryByRole('link', { name: 'Cancel' })).not.toBeInTheDocument();
    unmount();

    open(admin({ has_created_menu_item: false }));
    await screen.findByRole('button', { name: 'Rice' });
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/');
  });
});
