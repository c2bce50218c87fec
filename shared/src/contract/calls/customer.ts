import { Type } from '@sinclair/typebox';
import { defineCall, standardErrors } from '../define-call';
import { MenuCategory } from '../schemas/business';
import {
  BranchBusinessDetails,
  ComplimentaryChoice,
  CustomerMenuItem,
  DeliveryDetails,
  ModifierGroupChoices,
  ProductParam,
} from '../schemas/customer';

// The customer menu calls of customer spec §7 that carry the `{product}` segment. Public, no token;
// answers are cacheable (weak ETag, revalidated: a menu edit reaches diners within a second).

const BusinessIdentifier = Type.String({ minLength: 1, maxLength: 120 });
const Uuid = Type.String({ pattern: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$' });

export const getProductBusinessDetails = defineCall({
  method: 'GET',
  path: '/menu/get{product}BusinessDetails/',
  summary: "A business as one outlet presents it to diners, with the outlet's delivery details as otherData",
  access: 'public',
  params: ProductParam,
  query: Type.Object({ business_identifier: BusinessIdentifier, branch: Type.Optional(Uuid) }),
  response: {
    200: Type.Object({ message: Type.String(), data: BranchBusinessDetails, otherData: DeliveryDetails }),
    ...standardErrors,
  },
});

export const getProductCustomerMenuCategory = defineCall({
  method: 'GET',
  path: '/menu/get{product}CustomerMenuCategory/',
  summary: "An outlet's menu categories (the business's first outlet when none is given)",
  access: 'public',
  params: ProductParam,
  query: Type.Object({ business_identifier: BusinessIdentifier, branch: Type.Optional(Uuid) }),
  response: { 200: Type.Object({ message: Type.String(), data: Type.Array(MenuCategory) }), ...standardErrors },
});

export const getAllProductMenuItem = defineCall({
  method: 'GET',
  path: '/menu/getAll{product}MenuItem/',
  summary: 'Every item of an outlet a diner may order: sold-out (is_frozen) items are left out',
  access: 'public',
  params: ProductParam,
  query: Type.Object({ business_identifier: BusinessIdentifier, branch: Uuid }),
  response: { 200: Type.Object({ message: Type.String(), data: Type.Array(CustomerMenuItem) }), ...standardErrors },
});

export const getProductMenuItemByID = defineCall({
  method: 'GET',
  path: '/menu/get{product}MenuItemByID/',
  summary:
    'One item of the menu, its modifiers grouped by group name and its complimentary choices; a sold-out item or choice comes marked (is_frozen, sold_out)',
  access: 'public',
  params: ProductParam,
  query: Type.Object({ business_identifier: BusinessIdentifier, menu_item_id: Uuid }),
  response: {
    200: Type.Object({
      message: Type.String(),
      data: CustomerMenuItem,
      modifiers: Type.Array(ModifierGroupChoices),
      complimentary: Type.Array(ComplimentaryChoice),
    }),
    ...standardErrors,
  },
});
