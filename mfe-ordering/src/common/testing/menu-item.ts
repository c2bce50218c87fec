import type { CustomerMenuItem } from '@troo/shared/contract';

// A diner's menu item as the customer menu calls answer it (tests only).
export const menuItem = (id: string, name: string, group: string, overrides: Partial<CustomerMenuItem> = {}): CustomerMenuItem => ({
  _id: id,
  menu_item_name: name,
  menu_group_name: group,
  menu_category_name: 'Food',
  group_id: group,
  branch_id: 'b1',
  menu_item_price: 2500,
  description: '',
  menu_item_image: null,
  is_frozen: false,
  is_recommended: false,
  has_modifiers: false,
  ...overrides,
});
