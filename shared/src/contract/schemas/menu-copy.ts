import { Type, type Static } from '@sinclair/typebox';

// Copying a whole menu from one outlet to another (Troo's own calls, issue 24).

/** How big an outlet's menu is: what the owner picks a menu to copy by. */
export const OutletMenuSize = Type.Object({
  branch_id: Type.String(),
  branch_name: Type.String(),
  categories: Type.Integer({ minimum: 0 }),
  items: Type.Integer({ minimum: 0 }),
});
export type OutletMenuSize = Static<typeof OutletMenuSize>;

/** What a copy wrote into the outlet it copied to. */
export const CopiedMenu = Type.Object({
  branch_id: Type.String(),
  categories: Type.Integer({ minimum: 0 }),
  groups: Type.Integer({ minimum: 0 }),
  items: Type.Integer({ minimum: 0 }),
  modifier_groups: Type.Integer({ minimum: 0 }),
  modifiers: Type.Integer({ minimum: 0 }),
});
export type CopiedMenu = Static<typeof CopiedMenu>;
