import { Type } from '@sinclair/typebox';
import { defineCall, standardErrors } from '../define-call';
import { CUSTOMER_PRODUCTS } from '../enums';
import { MenuCategory } from '../schemas/business';
import { BranchBusinessDetails, ComplimentaryChoice, CustomerMenuItem, DeliveryDetails, ModifierGroupChoices } from '../schemas/customer';

// The customer menu calls of customer spec §7 that carry the `{product}` segment. Public, no token;
// answers are cacheable (weak ETag, revalidated: a menu edit reaches diners within a second).

/** The `{product}` segment as a route parameter, one of CUSTOMER_PRODUCTS (a literal: the path is the call's id). */
const PRODUCT = ':product(^OrderAndPay|OnlineOrdering)';
const Product = Type.Object({ product: Type.Union(CUSTOMER_PRODUCTS.map((p) => Type.Literal(p))) });

const BusinessIdentifier = Type.String({ minLength: 1, maxLength: 120 });
const Uuid = Type.String({ pattern: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$' });

export const getProductBusinessDetails = defineCall({
  method: 'GET',
  path: `/menu/get${PRODUCT}BusinessDetails/`,
  summary: "A business as one outlet presents it to diners, with the outlet's delivery details as otherData",
  access: 'public',
  params: Product,
  query: Type.Object({ business_identifier: BusinessIdentifier, branch: Type.Optional(Uuid) }),
  response: {
    200: Type.Object({ message: Type.String(), data: BranchBusinessDetails, otherData: DeliveryDetails }),
    ...standardErrors,
  },
});

export const getProductCustomerMenuCategory = defineCall({
  method: 'GET',
  path: `/menu/get${PRODUCT}CustomerMenuCategory/`,
  summary: "An outlet's menu categories (the business's first outlet when none is given)",
  access: 'public',
  params: Product,
  query: Type.Object({ business_identifier: BusinessIdentifier, branch: Type.Optional(Uuid) }),
  response: { 200: Type.Object({ message: Type.String(), data: Type.Array(MenuCategory) }), ...standardErrors },
});

export const getAllProductMenuItem = defineCall({
  method: 'GET',
  path: `/menu/getAll${PRODUCT}MenuItem/`,
  summary: 'Every item of an outlet a diner may order: sold-out (is_frozen) items are left out',
  access: 'public',
  params: Product,
  query: Type.Object({ business_identifier: BusinessIdentifier, branch: Uuid }),
  response: { 200: Type.Object({ message: Type.String(), data: Type.Array(CustomerMenuItem) }), ...standardErrors },
});

export const getProductMenuItemByID = defineCall({
  method: 'GET',
  path: `/menu/get${PRODUCT}MenuItemByID/`,
  summary: 'One item a diner may order, its modifiers grouped by group name and its complimentary choices',
  access: 'public',
  params: Product,
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
