import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  MAX_IMAGE_BYTES,
  MENU_ADDED,
  MENU_CATEGORY_REQUIRED,
  MENU_EDITED,
  MENU_GROUP_REQUIRED,
  MENU_ITEM_REQUIRED,
  MENU_NOT_FOUND,
  MENU_REMOVED,
  MODIFIER_FIELDS_REQUIRED,
  MODIFIER_GROUP_REQUIRED,
  IMAGE_TOO_LARGE,
  calls,
} from '@troo/shared/contract';
import { menuCategories, menuGroups, menuItems, menuModifierGroups, menuModifiers } from '../../db/schema.js';
import { isUuid } from '../../domain/businesses.js';
import {
  categoryView,
  checkName,
  checkPrice,
  findCategory,
  findGroup,
  findItem,
  findItemById,
  findModifierGroup,
  groupView,
  itemWithNames,
  listItems,
  menuChange,
  modifierGroupView,
  modifierView,
  outletOf,
  type Outlet,
} from '../../domain/menu.js';
import { ok } from '../../domain/responses.js';
import { BadRequest, NotFound } from '../../errors.js';
import { staffOf } from '../../plugins/auth.js';
import { normaliseUpload, storeImage } from '../../services/images.js';
import type { Database } from '../../db/client.js';
import { forgetUnusedImages } from '../../domain/menu-images.js';
import { callRoute, type CallRequest } from '../call-route.js';

/** A 2 MB picture in base64 is about 2.7 MB; the rest of a menu form is small. */
const IMAGE_BODY = { bodyLimit: Math.ceil((MAX_IMAGE_BYTES * 4) / 3) + 64 * 1024, config: { tooLargeMessage: IMAGE_TOO_LARGE } };

/** The outlet a request names, checked against the signed-in staff member. */
async function outlet(
  app: Parameters<FastifyPluginAsyncTypebox>[0],
  request: CallRequest<typeof calls.getAllMenuCategory>,
  branchId: string,
) {
  const staff = staffOf(request);
  return { businessId: staff.businessId, branchId: await outletOf(app.db, staff, branchId) } satisfies Outlet;
}

/** Menu building for the owner; any staff member of the outlet reads it. */
export const adminMenuRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const outletFor = (request: unknown, branchId: string) => outlet(app, request as CallRequest<typeof calls.getAllMenuCategory>, branchId);
  /** Checked and re-encoded before any write, so a bad picture leaves nothing behind. */
  const upload = (image: string | undefined) => (image ? normaliseUpload(image) : Promise.resolve(null));

  callRoute(
    app,
    calls.addMenuCategory,
    async (request) => {
      const name = checkName(request.body.menu_category_name, MENU_CATEGORY_REQUIRED, 'Category name');
      const o = await outletFor(request, request.body.branch_id);
      const picture = await upload(request.body.image);
      const category = await menuChange(app.db, async (tx) => {
        const imageId = picture ? await storeImage(tx, picture, o.businessId) : null;
        const [row] = await tx
          .insert(menuCategories)
          .values({ ...o, name, imageId })
          .returning();
        return row!;
      });
      return ok(categoryView(category), MENU_ADDED);
    },
    IMAGE_BODY,
  );

  callRoute(app, calls.addMenuGroup, async (request) => {
    const { body } = request;
    const name = checkName(body.group_name, MENU_GROUP_REQUIRED, 'Group name');
    const categoryName = checkName(body.category_name, MENU_GROUP_REQUIRED, 'Category name');
    const priceToAll = body.price_to_all_items ?? false;
    const priceKobo = priceToAll || body.price !== undefined ? checkPrice(body.price) : null;
    const o = await outletFor(request, body.branch_id);
    const category = await findCategory(app.db, o, categoryName);
    const group = await menuChange(app.db, async (tx) => {
      const [row] = await tx
        .insert(menuGroups)
        .values({ ...o, categoryId: category.id, name, priceToAllItems: priceToAll, priceKobo })
        .returning();
      return row!;
    });
    return ok(groupView(group, category.name), MENU_ADDED);
  });

  callRoute(app, calls.editMenuGroup, async (request) => {
    const { body } = request;
    const staff = staffOf(request);
    const groupId = body.group_id.trim();
    if (!isUuid(groupId)) throw new NotFound(MENU_NOT_FOUND);
    const priceToAll = body.price_to_all_items;
    const priceKobo = priceToAll ? checkPrice(body.price) : undefined;
    const edited = await menuChange(app.db, async (tx) => {
      const [group] = await tx
        .update(menuGroups)
        .set({ priceToAllItems: priceToAll, ...(priceKobo !== undefined ? { priceKobo } : {}) })
        .where(and(eq(menuGroups.id, groupId), eq(menuGroups.businessId, staff.businessId)))
        .returning();
      if (!group) throw new NotFound(MENU_NOT_FOUND);
      // One price for the whole group: every item of it takes the price now.
      if (priceKobo !== undefined)
        await tx
          .update(menuItems)
          .set({ priceKobo })
          .where(and(eq(menuItems.groupId, group.id), eq(menuItems.businessId, staff.businessId)));
      const [category] = await tx.select({ name: menuCategories.name }).from(menuCategories).where(eq(menuCategories.id, group.categoryId));
      return groupView(group, category!.name);
    });
    return ok(edited, MENU_EDITED);
  });

  callRoute(
    app,
    calls.addMenuItem,
    async (request) => {
      const { body } = request;
      const name = checkName(body.menu_item_name, MENU_ITEM_REQUIRED, 'Item name');
      const groupName = checkName(body.menu_group_name, MENU_ITEM_REQUIRED, 'Group name');
      const description = body.description.trim();
      if (!description) throw new BadRequest(MENU_ITEM_REQUIRED);
      const o = await outletFor(request, body.branch_id);
      const group = await findGroup(app.db, o, groupName);
      // A group that prices all its items decides the price; otherwise the item needs its own.
      const priceKobo = group.priceToAllItems && group.priceKobo !== null ? group.priceKobo : checkPrice(body.price);
      const picture = await upload(body.image);
      const item = await menuChange(app.db, async (tx) => {
        const imageId = picture ? await storeImage(tx, picture, o.businessId) : null;
        const [row] = await tx
          .insert(menuItems)
          .values({ ...o, categoryId: group.categoryId, groupId: group.id, name, priceKobo, description, imageId })
          .returning();
        return row!;
      });
      return ok(await itemWithNames(app.db, item), MENU_ADDED);
    },
    IMAGE_BODY,
  );

  callRoute(
    app,
    calls.editMenuItem,
    async (request) => {
      const { body } = request;
      const staff = staffOf(request);
      const item = await findItemById(app.db, staff.businessId, body.item_id.trim());
      const name = body.menu_item_name === undefined ? undefined : checkName(body.menu_item_name, MENU_ITEM_REQUIRED, 'Item name');
      const priceKobo = body.price === undefined ? undefined : checkPrice(body.price);
      const description = body.description?.trim();
      if (description === '') throw new BadRequest(MENU_ITEM_REQUIRED);
      const picture = await upload(body.image);
      const edited = await menuChange(app.db, async (tx) => {
        const imageId = picture ? await storeImage(tx, picture, staff.businessId) : undefined;
        const [row] = await tx
          .update(menuItems)
          .set({
            ...(name !== undefined ? { name } : {}),
            ...(priceKobo !== undefined ? { priceKobo } : {}),
            ...(description !== undefined ? { description } : {}),
            ...(imageId ? { imageId } : {}),
            ...(body.is_frozen !== undefined ? { isFrozen: body.is_frozen } : {}),
            ...(body.is_recommended !== undefined ? { isRecommended: body.is_recommended } : {}),
          })
          .where(and(eq(menuItems.id, item.id), eq(menuItems.businessId, staff.businessId)))
          .returning();
        // The replaced picture goes.
        if (imageId) await forgetUnusedImages(tx, staff.businessId);
        return row!;
      });
      return ok(await itemWithNames(app.db, edited), MENU_EDITED);
    },
    IMAGE_BODY,
  );

  callRoute(app, calls.attachMenuModifierGroup, async (request) => {
    const { body } = request;
    const name = checkName(body.modifier_group_name, MODIFIER_GROUP_REQUIRED, 'Modifier group name');
    const itemName = checkName(body.menu_item_name, MODIFIER_GROUP_REQUIRED, 'Item name');
    const o = await outletFor(request, body.branch_id);
    const item = await findItem(app.db, o, itemName);
    const group = await menuChange(app.db, async (tx) => {
      const [row] = await tx
        .insert(menuModifierGroups)
        .values({ ...o, itemId: item.id, name, isComplimentary: body.is_complimentary ?? false })
        .returning();
      return row!;
    });
    return ok(modifierGroupView(group, item.name), MENU_ADDED);
  });

  callRoute(
    app,
    calls.addMenuModifier,
    async (request) => {
      const { body } = request;
      const name = checkName(body.modifier_name, MODIFIER_FIELDS_REQUIRED, 'Modifier name');
      const groupName = checkName(body.modifier_group_name, MODIFIER_FIELDS_REQUIRED, 'Modifier group name');
      const itemName = checkName(body.menu_item_name, MODIFIER_FIELDS_REQUIRED, 'Item name');
      if (!body.image.trim()) throw new BadRequest(MODIFIER_FIELDS_REQUIRED);
      const priceKobo = checkPrice(body.price);
      const o = await outletFor(request, body.branch_id);
      const { group, item } = await findModifierGroup(app.db, o, itemName, groupName);
      const picture = (await upload(body.image))!;
      const modifier = await menuChange(app.db, async (tx) => {
        const imageId = await storeImage(tx, picture, o.businessId);
        const [row] = await tx
          .insert(menuModifiers)
          .values({ ...o, modifierGroupId: group.id, name, priceKobo, imageId })
          .returning();
        return row!;
      });
      return ok(modifierView(modifier, { group: group.name, item: item.name }), MENU_ADDED);
    },
    IMAGE_BODY,
  );

  callRoute(app, calls.getAllMenuCategory, async (request) => {
    const o = await outletFor(request, request.query.branch_id);
    const rows = await app.db
      .select()
      .from(menuCategories)
      .where(and(eq(menuCategories.businessId, o.businessId), eq(menuCategories.branchId, o.branchId)))
      .orderBy(asc(menuCategories.createdAt), asc(menuCategories.name));
    return ok(rows.map(categoryView));
  });

  callRoute(app, calls.getAllMenuGroup, async (request) => {
    const o = await outletFor(request, request.query.branch_id);
    const category = request.query.menu_category_name ? await findCategory(app.db, o, request.query.menu_category_name) : null;
    const rows = await app.db
      .select({ group: menuGroups, category: menuCategories.name })
      .from(menuGroups)
      .innerJoin(menuCategories, eq(menuCategories.id, menuGroups.categoryId))
      .where(
        and(
          eq(menuGroups.businessId, o.businessId),
          eq(menuGroups.branchId, o.branchId),
          category ? eq(menuGroups.categoryId, category.id) : undefined,
        ),
      )
      .orderBy(asc(menuGroups.createdAt), asc(menuGroups.name));
    return ok(rows.map((row) => groupView(row.group, row.category)));
  });

  callRoute(app, calls.filterMenuItems, async (request) => {
    const o = await outletFor(request, request.query.branch_id);
    const group = request.query.menu_group_name ? await findGroup(app.db, o, request.query.menu_group_name) : null;
    return ok(await listItems(app.db, o, group?.id));
  });

  callRoute(app, calls.getAllModifierGroups, async (request) => {
    const o = await outletFor(request, request.query.branch_id);
    const item = request.query.menu_item_name ? await findItem(app.db, o, request.query.menu_item_name) : null;
    const rows = await app.db
      .select({ group: menuModifierGroups, item: menuItems.name })
      .from(menuModifierGroups)
      .innerJoin(menuItems, eq(menuItems.id, menuModifierGroups.itemId))
      .where(
        and(
          eq(menuModifierGroups.businessId, o.businessId),
          eq(menuModifierGroups.branchId, o.branchId),
          item ? eq(menuModifierGroups.itemId, item.id) : undefined,
        ),
      )
      .orderBy(asc(menuModifierGroups.createdAt), asc(menuModifierGroups.name));
    return ok(rows.map((row) => modifierGroupView(row.group, row.item)));
  });

  callRoute(app, calls.getMenuModifier, async (request) => {
    const { query } = request;
    const o = await outletFor(request, query.branch_id);
    let groupIds: string[];
    if (query.attach_to === 'item') {
      const item = await findItem(app.db, o, query.name);
      const groups = await app.db
        .select({ id: menuModifierGroups.id })
        .from(menuModifierGroups)
        .where(and(eq(menuModifierGroups.businessId, o.businessId), eq(menuModifierGroups.itemId, item.id)));
      groupIds = groups.map((g) => g.id);
    } else {
      if (!query.menu_item_name) throw new BadRequest(MODIFIER_GROUP_REQUIRED);
      groupIds = [(await findModifierGroup(app.db, o, query.menu_item_name, query.name)).group.id];
    }
    if (groupIds.length === 0) return ok([]);
    const rows = await app.db
      .select({ modifier: menuModifiers, group: menuModifierGroups.name, item: menuItems.name })
      .from(menuModifiers)
      .innerJoin(menuModifierGroups, eq(menuModifierGroups.id, menuModifiers.modifierGroupId))
      .innerJoin(menuItems, eq(menuItems.id, menuModifierGroups.itemId))
      .where(and(eq(menuModifiers.businessId, o.businessId), inArray(menuModifiers.modifierGroupId, groupIds)))
      .orderBy(asc(menuModifiers.createdAt), asc(menuModifiers.name));
    return ok(rows.map((row) => modifierView(row.modifier, row)));
  });

  callRoute(app, calls.removeMenu, async (request) => {
    const { query } = request;
    const o = await outletFor(request, query.branch_id);
    const name = query.name.trim();
    const removedId = await menuChange(app.db, async (tx) => {
      const id = await removeEntry(tx);
      await forgetUnusedImages(tx, o.businessId);
      return id;
    });
    return ok({ _id: removedId }, MENU_REMOVED);

    async function removeEntry(tx: Database): Promise<string> {
      switch (query.menu_type) {
        case 'category': {
          const category = await findCategory(tx, o, name);
          // Modifier groups and modifiers go with their items (ON DELETE CASCADE).
          await tx.delete(menuItems).where(and(eq(menuItems.businessId, o.businessId), eq(menuItems.categoryId, category.id)));
          await tx.delete(menuGroups).where(and(eq(menuGroups.businessId, o.businessId), eq(menuGroups.categoryId, category.id)));
          await tx.delete(menuCategories).where(and(eq(menuCategories.businessId, o.businessId), eq(menuCategories.id, category.id)));
          return category.id;
        }
        case 'group': {
          const group = await findGroup(tx, o, name);
          await tx.delete(menuItems).where(and(eq(menuItems.businessId, o.businessId), eq(menuItems.groupId, group.id)));
          await tx.delete(menuGroups).where(and(eq(menuGroups.businessId, o.businessId), eq(menuGroups.id, group.id)));
          return group.id;
        }
        case 'item': {
          const item = await findItem(tx, o, name);
          await tx.delete(menuItems).where(and(eq(menuItems.businessId, o.businessId), eq(menuItems.id, item.id)));
          return item.id;
        }
        case 'modifier_group': {
          if (!query.menu_item_name) throw new BadRequest(MODIFIER_GROUP_REQUIRED);
          const { group } = await findModifierGroup(tx, o, query.menu_item_name, name);
          await tx
            .delete(menuModifierGroups)
            .where(and(eq(menuModifierGroups.businessId, o.businessId), eq(menuModifierGroups.id, group.id)));
          return group.id;
        }
      }
    }
  });

  callRoute(app, calls.deleteMenuModifier, async (request) => {
    const o = await outletFor(request, request.query.branch_id);
    const modifierId = request.query.modifier_id.trim();
    if (!isUuid(modifierId)) throw new NotFound(MENU_NOT_FOUND);
    const removed = await app.db.transaction(async (tx) => {
      const [row] = await tx
        .delete(menuModifiers)
        .where(and(eq(menuModifiers.id, modifierId), eq(menuModifiers.businessId, o.businessId), eq(menuModifiers.branchId, o.branchId)))
        .returning({ id: menuModifiers.id });
      if (row) await forgetUnusedImages(tx, o.businessId);
      return row;
    });
    if (!removed) throw new NotFound(MENU_NOT_FOUND);
    return ok({ _id: removed.id }, MENU_REMOVED);
  });
};
