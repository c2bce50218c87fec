// A fake menu server for the menu builder's screen tests: it holds one outlet's menu, answers the
// reads from it, and the add/edit/remove calls change it, so a screen that reads again shows the change.
import type { Branch, MenuCategory, MenuGroup, MenuItem, Modifier, ModifierGroup } from '@troo/shared/contract';
import { fakeApi, type FakeRoutes, type RecordedRequest } from '@troo/shared/testing';

export const BRANCH = '11111111-1111-4111-8111-111111111111';
export const OUTLET: Branch = { _id: BRANCH, branch_name: 'Lekki', address: null, createdAt: '2026-11-01T00:00:00.000Z' };

export interface Menu {
  categories: MenuCategory[];
  groups: MenuGroup[];
  items: MenuItem[];
  modifierGroups: ModifierGroup[];
  modifiers: Modifier[];
}

const category = (_id: string, name: string): MenuCategory => ({ _id, name, image: null, branch_id: BRANCH });

const group = (_id: string, name: string, parent: MenuCategory, price: number | null = null): MenuGroup => ({
  _id,
  name,
  menu_category_name: parent.name,
  category_id: parent._id,
  branch_id: BRANCH,
  price_to_all_items: price !== null,
  price,
});

const item = (_id: string, name: string, parent: MenuGroup, price: number, changes: Partial<MenuItem> = {}): MenuItem => ({
  _id,
  menu_item_name: name,
  menu_group_name: parent.name,
  menu_category_name: parent.menu_category_name,
  group_id: parent._id,
  branch_id: BRANCH,
  menu_item_price: price,
  description: `${name}, freshly made`,
  menu_item_image: null,
  is_frozen: false,
  is_recommended: false,
  ...changes,
});

/**
 * Rice (Jollof: Party Jollof ₦2,500 with Protein → Chicken ₦1,500, Smoky Jollof ₦2,800 recommended;
 * Fried Rice at one price of ₦3,000: Basmati Fried Rice, sold out) and Soup (empty).
 */
export function sampleMenu(): Menu {
  const rice = category('c1', 'Rice');
  const soup = category('c2', 'Soup');
  const jollof = group('g1', 'Jollof', rice);
  const fried = group('g2', 'Fried Rice', rice, 3000);
  const party = item('i1', 'Party Jollof', jollof, 2500);
  const protein: ModifierGroup = {
    _id: 'mg1',
    modifier_group_name: 'Protein',
    menu_item_name: party.menu_item_name,
    item_id: party._id,
    branch_id: BRANCH,
    is_complimentary: false,
  };
  return {
    categories: [rice, soup],
    groups: [jollof, fried],
    items: [
      party,
      item('i2', 'Smoky Jollof', jollof, 2800, { is_recommended: true }),
      item('i3', 'Basmati Fried Rice', fried, 3000, { is_frozen: true }),
    ],
    modifierGroups: [protein],
    modifiers: [
      {
        _id: 'm1',
        modifier_name: 'Chicken',
        modifier_price: 1500,
        modifier_group_name: 'Protein',
        modifier_group_id: 'mg1',
        menu_item_name: 'Party Jollof',
        branch_id: BRANCH,
        image: null,
      },
    ],
  };
}

export const emptyMenu = (): Menu => ({ categories: [], groups: [], items: [], modifierGroups: [], modifiers: [] });

const ok = <T>(data: T, message = 'OK') => ({ status: 200 as const, body: { message, data } });
const created = <T>(data: T) => ({ status: 201 as const, body: { message: 'Menu has been Added successfully', data } });
const naira = (price: number | string | undefined) => Number(price ?? 0);

/**
 * Serves `menu` for the outlet Lekki. Adds, edits and removals change `menu`; `more` replaces any
 * handler (e.g. to answer an error).
 */
export function menuServer(menu: Menu = sampleMenu(), more: FakeRoutes = {}) {
  let next = 100;
  const id = (prefix: string) => `${prefix}${next++}`;
  return fakeApi({
    'GET /branch/getBranch': () => ok([OUTLET]),
    // The business's one outlet: nothing to copy a menu from.
    'GET /menu/outletMenuSizes': () => ok([]),
    'GET /menu/getAllMenuCategory/': () => ok(menu.categories),
    'GET /menu/getAllMenuGroup/': () => ok(menu.groups),
    'GET /menu/filterMenuItems/': () => ok(menu.items),
    'GET /menu/getAllModifierGroups/': () => ok(menu.modifierGroups),
    'GET /menu/getMenuModifier/': ({ params }) =>
      ok(menu.modifiers.filter((modifier) => modifier.menu_item_name === (params as { name: string }).name)),
    'POST /menu/addMenuCategory': ({ body }) => {
      const entry = { ...category(id('c'), body.menu_category_name), image: body.image ? '/api/images/new' : null };
      menu.categories.push(entry);
      return created(entry);
    },
    'POST /menu/addMenuGroup': ({ body }) => {
      const parent = menu.categories.find((entry) => entry.name === body.category_name)!;
      const entry = group(id('g'), body.group_name, parent, body.price_to_all_items ? naira(body.price) : null);
      menu.groups.push(entry);
      return created(entry);
    },
    'POST /menu/addMenuItem': ({ body }) => {
      // A first dish (create_group) finds or makes its category and group, as the server does.
      if (body.create_group) {
        let parentCategory = menu.categories.find((entry) => entry.name === body.menu_category_name);
        if (!parentCategory) menu.categories.push((parentCategory = category(id('c'), body.menu_category_name!)));
        if (!menu.groups.some((entry) => entry.name === body.menu_group_name))
          menu.groups.push(group(id('g'), body.menu_group_name, parentCategory));
      }
      const parent = menu.groups.find((entry) => entry.name === body.menu_group_name)!;
      const entry = item(id('i'), body.menu_item_name, parent, parent.price ?? naira(body.price), {
        description: body.description,
        menu_item_image: body.image ? '/api/images/item' : null,
      });
      menu.items.push(entry);
      // Its modifier groups and their options, as the server saves them with it.
      for (const sent of body.modifier_groups ?? []) {
        const modifierGroup: ModifierGroup = {
          _id: id('mg'),
          modifier_group_name: sent.modifier_group_name,
          menu_item_name: entry.menu_item_name,
          item_id: entry._id,
          branch_id: BRANCH,
          is_complimentary: sent.is_complimentary ?? false,
        };
        menu.modifierGroups.push(modifierGroup);
        for (const option of sent.modifiers) {
          menu.modifiers.push({
            _id: id('m'),
            modifier_name: option.modifier_name,
            modifier_price: naira(option.price),
            modifier_group_name: modifierGroup.modifier_group_name,
            modifier_group_id: modifierGroup._id,
            menu_item_name: entry.menu_item_name,
            branch_id: BRANCH,
            image: option.image ? '/api/images/option' : null,
          });
        }
      }
      return created(entry);
    },
    'POST /menu/attachMenuModifierGroup': ({ body }) => {
      const parent = menu.items.find((entry) => entry.menu_item_name === body.menu_item_name)!;
      const entry: ModifierGroup = {
        _id: id('mg'),
        modifier_group_name: body.modifier_group_name,
        menu_item_name: parent.menu_item_name,
        item_id: parent._id,
        branch_id: BRANCH,
        is_complimentary: body.is_complimentary ?? false,
      };
      menu.modifierGroups.push(entry);
      return created(entry);
    },
    'POST /menu/addMenuModifier': ({ body }) => {
      const parent = menu.modifierGroups.find(
        (entry) => entry.modifier_group_name === body.modifier_group_name && entry.menu_item_name === body.menu_item_name,
      )!;
      const entry: Modifier = {
        _id: id('m'),
        modifier_name: body.modifier_name,
        modifier_price: naira(body.price),
        modifier_group_name: parent.modifier_group_name,
        modifier_group_id: parent._id,
        menu_item_name: parent.menu_item_name,
        branch_id: BRANCH,
        image: body.image ? '/api/images/modifier' : null,
      };
      menu.modifiers.push(entry);
      return created(entry);
    },
    'PUT /menu/editMenuItem': ({ body }) => {
      const index = menu.items.findIndex((entry) => entry._id === body.item_id);
      const old = menu.items[index]!;
      const entry: MenuItem = {
        ...old,
        menu_item_name: body.menu_item_name ?? old.menu_item_name,
        menu_item_price: body.price === undefined ? old.menu_item_price : naira(body.price),
        is_frozen: body.is_frozen ?? old.is_frozen,
        is_recommended: body.is_recommended ?? old.is_recommended,
        menu_item_image: body.image ? '/api/images/edited' : old.menu_item_image,
      };
      menu.items[index] = entry;
      return ok(entry, 'Menu has been edited successfully');
    },
    'PUT /menu/editMenuGroup': ({ body }) => {
      const index = menu.groups.findIndex((entry) => entry._id === body.group_id);
      const entry: MenuGroup = {
        ...menu.groups[index]!,
        price_to_all_items: body.price_to_all_items,
        price: body.price_to_all_items ? naira(body.price) : null,
      };
      menu.groups[index] = entry;
      if (entry.price !== null) {
        menu.items = menu.items.map((one) => (one.group_id === entry._id ? { ...one, menu_item_price: entry.price! } : one));
      }
      return ok(entry, 'Menu has been edited successfully');
    },
    'DELETE /menu/removeMenu/': ({ params }) => {
      const { menu_type, name } = params as { menu_type: string; name: string };
      if (menu_type === 'item') menu.items = menu.items.filter((entry) => entry.menu_item_name !== name);
      if (menu_type === 'group') menu.groups = menu.groups.filter((entry) => entry.name !== name);
      if (menu_type === 'category') menu.categories = menu.categories.filter((entry) => entry.name !== name);
      return ok({ _id: 'removed' }, 'Menu has been removed successfully');
    },
    'DELETE /menu/deleteMenuModifier/': ({ params }) => {
      const { modifier_id } = params as { modifier_id: string };
      menu.modifiers = menu.modifiers.filter((entry) => entry._id !== modifier_id);
      return ok({ _id: modifier_id }, 'Menu has been removed successfully');
    },
    ...more,
  });
}

/** The requests that changed something (not the reads). */
export const changes = (requests: RecordedRequest[]) => requests.filter((request) => request.method !== 'GET');

/** An error answer as the server gives one. */
export const failure = (status: 400 | 404 | 409 | 500, message: string) => ({ status, body: { message } });
