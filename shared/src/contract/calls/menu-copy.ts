import { Type } from '@sinclair/typebox';
import { defineCall, Envelope, standardErrors } from '../define-call';
import { COPY_MENU_OUTLETS_REQUIRED } from '../messages';
import { CopiedMenu, OutletMenuSize } from '../schemas/menu-copy';

// A second outlet starts with the menu of the first (Troo's own calls, issue 24).

const OutletId = Type.String({ pattern: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$' });

export const getOutletMenuSizes = defineCall({
  method: 'GET',
  path: '/menu/outletMenuSizes',
  summary: "How many categories and items each of the owner's live outlets has (the outlets a menu can be copied from)",
  access: 'admin',
  response: { 200: Envelope(Type.Array(OutletMenuSize)), ...standardErrors },
});

export const copyMenu = defineCall({
  method: 'POST',
  path: '/menu/copyMenu',
  summary:
    'Copy the whole menu of one outlet (categories, groups, items, modifier groups, modifiers, pictures) to another outlet of the business that has no menu yet, in one transaction',
  access: 'admin',
  body: Type.Object({ from_branch_id: OutletId, to_branch_id: OutletId }),
  response: { 201: Envelope(CopiedMenu), ...standardErrors },
  invalidMessage: COPY_MENU_OUTLETS_REQUIRED,
});
