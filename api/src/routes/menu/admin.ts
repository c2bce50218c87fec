import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  MAX_IMAGE_BYTES,
  MENU_ADDED,
  MENU_CATEGORY_REQUIRED,
  MENU_EDITED,
  MENU_GROUP_REQUIRED,
  MENU_ITEM_DESCRIPTION_REQUIRED,
  MENU_ITEM_REQUIRED,
  MENU_REMOVED,
  MODIFIER_FIELDS_REQUIRED,
  MODIFIER_GROUP_REQUIRED,
  IMAGE_TOO_LARGE,
  calls,
} from '@troo/shared/contract';
import { scoped } from '../../data/index.js';
import { checkChoiceRule, checkName, checkNewModifierGroups, checkPrice, itemPriceKobo, type NewModifierGroup } from '../../domain/menu.js';
import { ok } from '../../domain/responses.js';
import { BadRequest } from '../../errors.js';
import { normaliseUpload } from '../../services/images.js';
import { callRoute } from '../call-route.js';

/** A 2 MB picture in base64 is about 2.7 MB; the rest of a menu form is small. */
const IMAGE_BYTES_IN_BASE64 = Math.ceil((MAX_IMAGE_BYTES * 4) / 3);
const IMAGE_BODY = { bodyLimit: IMAGE_BYTES_IN_BASE64 + 64 * 1024, config: { tooLargeMessage: IMAGE_TOO_LARGE } };
/** An item with its options: room for four full-size pictures (the sheet sends options' pictures small). */
const ITEM_WITH_OPTIONS_BODY = { ...IMAGE_BODY, bodyLimit: 4 * IMAGE_BYTES_IN_BASE64 + 256 * 1024 };

/** Menu building for the owner; any staff member of the outlet reads it. */
export const adminMenuRoutes: FastifyPluginAsyncTypebox = async (app) => {
  /** Checked and re-encoded before any write, so a bad picture leaves nothing behind. */
  const upload = (image: string | undefined) => (image ? normaliseUpload(image) : Promise.resolve(null));
  /** An item's picture and its options' pictures, every one checked before the one transaction writes anything. */
  const uploadAll = async (image: string | undefined, modifierGroups: NewModifierGroup[]) => {
    const item = await upload(image);
    const withPictures = [];
    for (const g of modifierGroups) {
      const modifiers = [];
      for (const m of g.modifiers) modifiers.push({ ...m, picture: await upload(m.picture) });
      withPictures.push({ ...g, modifiers });
    }
    return { item, modifierGroups: withPictures };
  };

  callRoute(
    app,
    calls.addMenuCategory,
    async (request) => {
      const name = checkName(request.body.menu_category_name, MENU_CATEGORY_REQUIRED, 'Category name');
      const menu = await scoped(request).menu.ofOutlet(request.body.branch_id);
      const picture = await upload(request.body.image);
      return ok(await menu.addCategory(name, picture), MENU_ADDED);
    },
    IMAGE_BODY,
  );

  callRoute(app, calls.addMenuGroup, async (request) => {
    const { body } = request;
    const name = checkName(body.group_name, MENU_GROUP_REQUIRED, 'Group name');
    const categoryName = checkName(body.category_name, MENU_GROUP_REQUIRED, 'Category name');
    const priceToAll = body.price_to_all_items ?? false;
    const priceKobo = priceToAll || body.price !== undefined ? checkPrice(body.price) : null;
    const menu = await scoped(request).menu.ofOutlet(body.branch_id);
    return ok(await menu.addGroup(categoryName, { name, priceToAll, priceKobo }), MENU_ADDED);
  });

  callRoute(app, calls.editMenuGroup, async (request) => {
    const { body } = request;
    const priceToAll = body.price_to_all_items;
    // One price for the whole group: every item of it takes the price now.
    const priceKobo = priceToAll ? checkPrice(body.price) : undefined;
    return ok(await scoped(request).menu.setGroupPrice(body.group_id.trim(), { priceToAll, priceKobo }), MENU_EDITED);
  });

  callRoute(
    app,
    calls.addMenuItem,
    async (request) => {
      const { body } = request;
      // A first dish names its category and group, found or made with it (create_group).
      const names = body.create_group
        ? {
            category: checkName(body.menu_category_name, MENU_CATEGORY_REQUIRED, 'Category name'),
            group: checkName(body.menu_group_name, MENU_GROUP_REQUIRED, 'Group name'),
          }
        : null;
      const name = checkName(body.menu_item_name, MENU_ITEM_REQUIRED, 'Item name');
      const groupName = names?.group ?? checkName(body.menu_group_name, MENU_ITEM_REQUIRED, 'Group name');
      const description = body.description.trim();
      if (!description) throw new BadRequest(MENU_ITEM_DESCRIPTION_REQUIRED);
      const modifierGroups = checkNewModifierGroups(body.modifier_groups ?? []);
      const menu = await scoped(request).menu.ofOutlet(body.branch_id);
      if (names) {
        // The group may not exist yet: its price rule is applied in the transaction that finds or makes it.
        const pictures = await uploadAll(body.image, modifierGroups);
        const item = { name, description, price: body.price };
        return ok(await menu.addItemMakingGroup(names, item, pictures.item, pictures.modifierGroups), MENU_ADDED);
      }
      const group = await menu.group(groupName);
      // A group that prices all its items decides the price; otherwise the item needs its own.
      const priceKobo = itemPriceKobo(group, body.price);
      const pictures = await uploadAll(body.image, modifierGroups);
      return ok(await menu.addItem(group, { name, priceKobo, description }, pictures.item, pictures.modifierGroups), MENU_ADDED);
    },
    ITEM_WITH_OPTIONS_BODY,
  );

  callRoute(
    app,
    calls.editMenuItem,
    async (request) => {
      const { body } = request;
      const { menu } = scoped(request);
      const item = await menu.itemById(body.item_id.trim());
      const name = body.menu_item_name === undefined ? undefined : checkName(body.menu_item_name, MENU_ITEM_REQUIRED, 'Item name');
      const priceKobo = body.price === undefined ? undefined : checkPrice(body.price);
      const description = body.description?.trim();
      if (description === '') throw new BadRequest(MENU_ITEM_REQUIRED);
      const picture = await upload(body.image);
      const changes = { name, priceKobo, description, isFrozen: body.is_frozen, isRecommended: body.is_recommended };
      return ok(await menu.editItem(item, changes, picture), MENU_EDITED);
    },
    IMAGE_BODY,
  );

  callRoute(app, calls.attachMenuModifierGroup, async (request) => {
    const { body } = request;
    const name = checkName(body.modifier_group_name, MODIFIER_GROUP_REQUIRED, 'Modifier group name');
    const itemName = checkName(body.menu_item_name, MODIFIER_GROUP_REQUIRED, 'Item name');
    const menu = await scoped(request).menu.ofOutlet(body.branch_id);
    const isComplimentary = body.is_complimentary ?? false;
    // Its options come later (addMenuModifier): a required group without them leaves its item unorderable.
    const rule = checkChoiceRule(name, isComplimentary, body);
    return ok(await menu.attachModifierGroup(itemName, { name, isComplimentary, ...rule }), MENU_ADDED);
  });

  callRoute(
    app,
    calls.addMenuModifier,
    async (request) => {
      const { body } = request;
      const name = checkName(body.modifier_name, MODIFIER_FIELDS_REQUIRED, 'Modifier name');
      const groupName = checkName(body.modifier_group_name, MODIFIER_FIELDS_REQUIRED, 'Modifier group name');
      const itemName = checkName(body.menu_item_name, MODIFIER_FIELDS_REQUIRED, 'Item name');
      const priceKobo = checkPrice(body.price);
      const menu = await scoped(request).menu.ofOutlet(body.branch_id);
      const target = await menu.modifierGroup(itemName, groupName);
      // The picture is optional (a departure from the spec: a free option such as 'No pepper' needs none).
      const picture = await upload(body.image?.trim() || undefined);
      return ok(await menu.addModifier(target, { name, priceKobo }, picture), MENU_ADDED);
    },
    IMAGE_BODY,
  );

  callRoute(app, calls.getAllMenuCategory, async (request) => {
    const menu = await scoped(request).menu.ofOutlet(request.query.branch_id);
    return ok(await menu.categories());
  });

  callRoute(app, calls.getAllMenuGroup, async (request) => {
    const menu = await scoped(request).menu.ofOutlet(request.query.branch_id);
    return ok(await menu.groups(request.query.menu_category_name || undefined));
  });

  callRoute(app, calls.filterMenuItems, async (request) => {
    const menu = await scoped(request).menu.ofOutlet(request.query.branch_id);
    return ok(await menu.items(request.query.menu_group_name || undefined));
  });

  callRoute(app, calls.getAllModifierGroups, async (request) => {
    const menu = await scoped(request).menu.ofOutlet(request.query.branch_id);
    return ok(await menu.modifierGroups(request.query.menu_item_name || undefined));
  });

  callRoute(app, calls.getMenuModifier, async (request) => {
    const { query } = request;
    const menu = await scoped(request).menu.ofOutlet(query.branch_id);
    return ok(await menu.modifiers({ attachTo: query.attach_to, name: query.name, itemName: query.menu_item_name }));
  });

  callRoute(app, calls.removeMenu, async (request) => {
    const { query } = request;
    const menu = await scoped(request).menu.ofOutlet(query.branch_id);
    const removedId = await menu.remove(query.menu_type, query.name.trim(), query.menu_item_name);
    return ok({ _id: removedId }, MENU_REMOVED);
  });

  callRoute(app, calls.deleteMenuModifier, async (request) => {
    const menu = await scoped(request).menu.ofOutlet(request.query.branch_id);
    const removedId = await menu.deleteModifier(request.query.modifier_id.trim());
    return ok({ _id: removedId }, MENU_REMOVED);
  });
};
