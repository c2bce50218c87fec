import { screen, within } from '@testing-library/react';
import { renderScreen, signedIn } from '@troo/shared/testing';
import { BRANCH, changes, emptyMenu, failure, menuServer } from '../../../../test/menu-server';
import { screenFlows } from '../../../../test/screen-flows';
import { MenuSetupScreen } from './MenuSetupScreen';

const PICTURE = new File(['pic'], 'pic.png', { type: 'image/png' });
const PICTURE_DATA_URL = 'data:image/png;base64,cGlj';
const PRICE_INVALID = 'Price must be a number of naira, 0 or more, with at most two decimals.';

const { user, toasts } = screenFlows();

const open = () => renderScreen(<MenuSetupScreen />, { url: '/demo/menu/troo-portal', preloadedState: signedIn('admin') });
const findCard = async () => within(await screen.findByRole('region', { name: 'Add your first dish' }));

describe('Menu setup: the first dish of an empty menu', () => {
  it('shows the card on an empty menu only, beside the rest of the screen', async () => {
    menuServer(emptyMenu());
    const { unmount } = open();
    // Not while the menu is still being read: it may not be empty.
    expect(screen.queryByRole('region', { name: 'Add your first dish' })).not.toBeInTheDocument();
    const card = await findCard();
    expect(
      ['Category', 'Group', 'Name', 'Price (₦)', 'Description', 'Image (optional)'].map((label) => card.getByLabelText(label)),
    ).toHaveLength(6);
    // Short: no modifier groups and nothing to cancel, only Save.
    expect(card.queryByRole('button', { name: 'Add modifier group' })).not.toBeInTheDocument();
    expect(card.getAllByRole('button').map((button) => button.textContent)).toEqual(['Save']);
    expect(screen.getByRole('button', { name: 'Add category' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Save and continue' })).toBeDisabled();
    unmount();

    menuServer();
    open();
    await screen.findByRole('button', { name: 'Rice' });
    expect(screen.queryByRole('region', { name: 'Add your first dish' })).not.toBeInTheDocument();
  });

  it('saves the dish with its category and group in one POST /menu/addMenuItem; then the tree shows it and the card is gone', async () => {
    const { requests } = menuServer(emptyMenu());
    open();
    const card = await findCard();

    await user.type(card.getByLabelText('Category'), ' Rice ');
    await user.type(card.getByLabelText('Group'), 'Jollof');
    await user.type(card.getByLabelText('Name'), 'Party Jollof');
    await user.type(card.getByLabelText('Price (₦)'), '2500');
    await user.type(card.getByLabelText('Description'), 'Smoky, with fried plantain');
    await user.upload(card.getByLabelText('Image (optional)'), PICTURE);
    await card.findByRole('img', { name: 'Chosen picture' });
    await user.click(card.getByRole('button', { name: 'Save' }));

    const rice = await screen.findByRole('button', { name: 'Rice' });
    expect(screen.queryByRole('region', { name: 'Add your first dish' })).not.toBeInTheDocument();
    expect(changes(requests).map(({ method, url, body }) => ({ method, url, body }))).toEqual([
      {
        method: 'POST',
        url: '/menu/addMenuItem',
        body: {
          create_group: true,
          menu_category_name: 'Rice',
          menu_group_name: 'Jollof',
          menu_item_name: 'Party Jollof',
          description: 'Smoky, with fried plantain',
          branch_id: BRANCH,
          price: '2500',
          image: PICTURE_DATA_URL,
        },
      },
    ]);
    expect(toasts()).toEqual([{ message: 'Menu has been Added successfully', variant: 'success' }]);
    await user.click(rice);
    await user.click(await screen.findByRole('button', { name: 'Jollof' }));
    expect(await screen.findByRole('button', { name: /^Party Jollof/ })).toHaveTextContent('₦2,500.00');
    expect(screen.getByRole('button', { name: 'Save and continue' })).toBeEnabled();
  });

  it("asks for each field with the spec's message, in the form's order, and sends nothing until all are right", async () => {
    const { requests } = menuServer(emptyMenu());
    open();
    const card = await findCard();
    const save = () => user.click(card.getByRole('button', { name: 'Save' }));

    await save();
    expect(card.getByRole('alert')).toHaveTextContent('Add a Menu Category');
    await user.type(card.getByLabelText('Category'), 'Rice');
    await save();
    expect(card.getByRole('alert')).toHaveTextContent('Add Menu Group Name');
    await user.type(card.getByLabelText('Group'), '   ');
    await save();
    expect(card.getByRole('alert')).toHaveTextContent('Add Menu Group Name');
    await user.type(card.getByLabelText('Group'), 'Jollof');
    await save();
    expect(card.getByRole('alert')).toHaveTextContent('Add Menu Item Name');
    await user.type(card.getByLabelText('Name'), 'Party Jollof');
    await user.type(card.getByLabelText('Price (₦)'), '2500');
    await save();
    // No description yet: the error is under Description, saying so.
    expect(card.getByRole('alert')).toHaveTextContent('Add a description: diners read it under the name');
    expect(card.getByLabelText('Description')).toHaveAttribute('aria-invalid', 'true');
    expect(card.getByLabelText('Name')).not.toHaveAttribute('aria-invalid');
    await user.type(card.getByLabelText('Description'), 'Smoky');
    await user.clear(card.getByLabelText('Price (₦)'));
    await user.type(card.getByLabelText('Price (₦)'), 'two thousand');
    await save();
    expect(card.getByRole('alert')).toHaveTextContent(PRICE_INVALID);
    expect(changes(requests)).toEqual([]);
  });

  it("shows the server's refusal in the card, which keeps what was typed", async () => {
    const refusal = 'Jollof is already a group of Rice. Choose Rice as the category, or give the group another name.';
    const { requests } = menuServer(emptyMenu(), { 'POST /menu/addMenuItem': () => failure(409, refusal) });
    open();
    const card = await findCard();
    await user.type(card.getByLabelText('Category'), 'Soup');
    await user.type(card.getByLabelText('Group'), 'Jollof');
    await user.type(card.getByLabelText('Name'), 'Egusi');
    await user.type(card.getByLabelText('Price (₦)'), '3000');
    await user.type(card.getByLabelText('Description'), 'With pounded yam');
    await user.click(card.getByRole('button', { name: 'Save' }));

    expect(await card.findByRole('alert')).toHaveTextContent(refusal);
    expect(card.getByLabelText('Category')).toHaveValue('Soup');
    expect(card.getByRole('button', { name: 'Save' })).toBeEnabled();
    expect(changes(requests)).toHaveLength(1);
    expect(toasts()).toEqual([]);
  });
});
