import { screen, waitFor, within } from '@testing-library/react';
import { renderScreen, signedIn } from '@troo/shared/testing';
import { BRANCH, changes, failure, menuServer, sampleMenu } from '../../../../test/menu-server';
import { screenFlows } from '../../../../test/screen-flows';
import { AddItemSheet } from './AddItemSheet';

const PICTURE = new File(['pic'], 'pic.png', { type: 'image/png' });
const PICTURE_DATA_URL = 'data:image/png;base64,cGlj';
const PRICE_INVALID = 'Price must be a number of naira, 0 or more, with at most two decimals.';

const { user, toasts } = screenFlows();

function open({ fixed = true } = {}) {
  const menu = sampleMenu();
  const onAdded = jest.fn();
  const onClose = jest.fn();
  const group = fixed ? menu.groups[0]! : null;
  renderScreen(<AddItemSheet branchId={BRANCH} group={group} groups={menu.groups} onAdded={onAdded} onClose={onClose} />, {
    preloadedState: signedIn('admin'),
  });
  return { onAdded, onClose, sheet: within(screen.getByRole('dialog', { name: 'Add Menu Item' })) };
}

type Sheet = ReturnType<typeof open>['sheet'];

async function fillItem(sheet: Sheet) {
  await user.type(sheet.getByLabelText('Name'), 'Beef Suya');
  await user.type(sheet.getByLabelText('Price (₦)'), '2500');
  await user.type(sheet.getByLabelText('Description'), 'Spiced and grilled');
}

/** Adds a modifier group and answers the group's fields. */
async function addGroup(sheet: Sheet, number: number, name: string) {
  await user.click(sheet.getByRole('button', { name: 'Add modifier group' }));
  const group = within(sheet.getByRole('group', { name: `Modifier group ${number}` }));
  await user.type(group.getByLabelText('Group name'), name);
  return group;
}

const option = (group: Sheet, number: number) => within(group.getByRole('group', { name: `Option ${number}` }));

describe('Add item sheet', () => {
  it('adds an item with its modifier groups and options inline, a priceless option free, in one POST /menu/addMenuItem', async () => {
    const { requests } = menuServer();
    const { sheet, onAdded, onClose } = open();
    expect(screen.getByRole('dialog')).toHaveTextContent('In Jollof');
    await fillItem(sheet);

    // Each new group and option takes the typing at once.
    await user.click(sheet.getByRole('button', { name: 'Add modifier group' }));
    const meat = within(sheet.getByRole('group', { name: 'Modifier group 1' }));
    expect(meat.getByLabelText('Group name')).toHaveFocus();
    await user.keyboard('Meat');
    await user.type(option(meat, 1).getByLabelText('Option name'), 'Beef');
    await user.type(option(meat, 1).getByLabelText('Price (₦)'), '1000');
    await user.upload(option(meat, 1).getByLabelText('Picture (optional)'), PICTURE);
    await option(meat, 1).findByRole('img', { name: 'Chosen picture' });
    await user.click(meat.getByRole('button', { name: 'Add option' }));
    expect(option(meat, 2).getByLabelText('Option name')).toHaveFocus();
    await user.keyboard('No pepper');
    expect(meat.getByText('An option without a price is free.')).toBeInTheDocument();

    // A complimentary group asks no prices at all.
    const drink = await addGroup(sheet, 2, 'Drink');
    await user.click(drink.getByRole('checkbox', { name: /Complimentary/ }));
    expect(option(drink, 1).queryByLabelText('Price (₦)')).not.toBeInTheDocument();
    await user.type(option(drink, 1).getByLabelText('Option name'), 'Water');

    await user.click(sheet.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));

    expect(changes(requests).map(({ method, url, body }) => ({ method, url, body }))).toEqual([
      {
        method: 'POST',
        url: '/menu/addMenuItem',
        body: {
          menu_category_name: 'Rice',
          menu_group_name: 'Jollof',
          menu_item_name: 'Beef Suya',
          description: 'Spiced and grilled',
          branch_id: BRANCH,
          price: '2500',
          modifier_groups: [
            {
              modifier_group_name: 'Meat',
              is_complimentary: false,
              min_choices: 0,
              max_choices: null,
              modifiers: [
                { modifier_name: 'Beef', price: '1000', image: PICTURE_DATA_URL },
                { modifier_name: 'No pepper', price: '0' },
              ],
            },
            { modifier_group_name: 'Drink', is_complimentary: true, modifiers: [{ modifier_name: 'Water', price: '0' }] },
          ],
        },
      },
    ]);
    expect(onAdded).toHaveBeenCalledTimes(1);
    expect(toasts()).toEqual([{ message: 'Menu has been Added successfully', variant: 'success' }]);
  });

  it('sends the option rule the owner sets: a required choose-1 group is min 1, max 1', async () => {
    const { requests } = menuServer();
    const { sheet, onClose } = open();
    await fillItem(sheet);
    const protein = await addGroup(sheet, 1, 'Protein');
    await user.type(protein.getByLabelText('Fewest choices'), '1');
    await user.type(protein.getByLabelText('Most choices'), '1');
    await user.type(option(protein, 1).getByLabelText('Option name'), 'Chicken');
    await user.type(option(protein, 1).getByLabelText('Price (₦)'), '1500');
    await user.click(protein.getByRole('button', { name: 'Add option' }));
    await user.type(option(protein, 2).getByLabelText('Option name'), 'Beef');
    // A complimentary group is one optional choice: it asks no rule and sends none.
    const drink = await addGroup(sheet, 2, 'Drink');
    await user.click(drink.getByRole('checkbox', { name: /Complimentary/ }));
    expect(drink.queryByLabelText('Most choices')).not.toBeInTheDocument();
    await user.type(option(drink, 1).getByLabelText('Option name'), 'Water');

    await user.click(sheet.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    const [sent] = changes(requests);
    expect((sent!.body as { modifier_groups: unknown }).modifier_groups).toEqual([
      {
        modifier_group_name: 'Protein',
        is_complimentary: false,
        min_choices: 1,
        max_choices: 1,
        modifiers: [
          { modifier_name: 'Chicken', price: '1500' },
          { modifier_name: 'Beef', price: '0' },
        ],
      },
      { modifier_group_name: 'Drink', is_complimentary: true, modifiers: [{ modifier_name: 'Water', price: '0' }] },
    ]);
  });

  it('refuses a rule that cannot hold, naming the group, before sending anything', async () => {
    const { requests } = menuServer();
    const { sheet } = open();
    await fillItem(sheet);
    const protein = await addGroup(sheet, 1, 'Protein');
    await user.type(option(protein, 1).getByLabelText('Option name'), 'Chicken');
    await user.type(protein.getByLabelText('Fewest choices'), '2');
    await user.click(sheet.getByRole('button', { name: 'Save' }));
    expect(sheet.getByRole('alert')).toHaveTextContent('Protein: it asks for 2 choices but has 1 option.');
    await user.clear(protein.getByLabelText('Fewest choices'));
    await user.type(protein.getByLabelText('Most choices'), 'one');
    await user.click(sheet.getByRole('button', { name: 'Save' }));
    expect(sheet.getByRole('alert')).toHaveTextContent('Protein: the most choices must be a whole number from 1 to 30, or no limit.');
    expect(changes(requests)).toEqual([]);
  });

  it("checks every field with the spec's messages before sending anything", async () => {
    const { requests } = menuServer();
    const { sheet } = open();
    const save = () => user.click(sheet.getByRole('button', { name: 'Save' }));

    await save();
    expect(sheet.getByRole('alert')).toHaveTextContent('Add Menu Item Name');
    await fillItem(sheet);
    await user.clear(sheet.getByLabelText('Price (₦)'));
    await user.type(sheet.getByLabelText('Price (₦)'), 'ten');
    await save();
    expect(sheet.getByRole('alert')).toHaveTextContent(PRICE_INVALID);
    await user.clear(sheet.getByLabelText('Price (₦)'));
    await user.type(sheet.getByLabelText('Price (₦)'), '2500');

    await user.click(sheet.getByRole('button', { name: 'Add modifier group' }));
    await save();
    expect(sheet.getByRole('alert')).toHaveTextContent('Add Modifer Group Name');
    const sides = within(sheet.getByRole('group', { name: 'Modifier group 1' }));
    await user.type(sides.getByLabelText('Group name'), 'Sides');
    await save();
    expect(sheet.getByRole('alert')).toHaveTextContent('All fields are required');
    await user.type(option(sides, 1).getByLabelText('Option name'), 'Yam');
    await user.type(option(sides, 1).getByLabelText('Price (₦)'), '1.234');
    await save();
    expect(sheet.getByRole('alert')).toHaveTextContent(PRICE_INVALID);
    expect(changes(requests)).toEqual([]);

    // An option or a group taken out again is not sent.
    await user.click(sides.getByRole('button', { name: 'Add option' }));
    await user.click(sides.getByRole('button', { name: 'Remove option Yam' }));
    await user.type(option(sides, 1).getByLabelText('Option name'), 'Plantain');
    await user.click(sides.getByRole('button', { name: 'Remove Sides' }));
    await save();
    const [sent] = changes(requests);
    expect(sent!.body).not.toHaveProperty('modifier_groups');
  });

  it('lets the owner choose the group when none is given; a one-price group asks no price', async () => {
    const { requests } = menuServer();
    const { sheet } = open({ fixed: false });
    expect(sheet.getByLabelText('Category and group')).toHaveValue('Rice · Jollof');
    await user.selectOptions(sheet.getByLabelText('Category and group'), 'Rice · Fried Rice');
    expect(sheet.queryByLabelText('Price (₦)')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog')).toHaveTextContent("Price: ₦3,000.00 (the group's price)");
    await user.type(sheet.getByLabelText('Name'), 'Ofada Fried Rice');
    await user.type(sheet.getByLabelText('Description'), 'With ayamase');
    await user.click(sheet.getByRole('button', { name: 'Save' }));
    const [sent] = changes(requests);
    expect(sent!.body).toEqual({
      menu_category_name: 'Rice',
      menu_group_name: 'Fried Rice',
      menu_item_name: 'Ofada Fried Rice',
      description: 'With ayamase',
      branch_id: BRANCH,
    });
  });

  it("shows the server's reason and stays open to try again", async () => {
    menuServer(sampleMenu(), { 'POST /menu/addMenuItem': () => failure(409, 'A menu entry with this name already exists.') });
    const { sheet, onClose } = open();
    await fillItem(sheet);
    await user.click(sheet.getByRole('button', { name: 'Save' }));
    expect(await sheet.findByRole('alert')).toHaveTextContent('A menu entry with this name already exists.');
    expect(onClose).not.toHaveBeenCalled();
  });
});
