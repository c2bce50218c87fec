import { apiCall } from '@troo/shared';
import type { CallBody } from '@troo/shared/contract';

// Menu changes. All silent: the screens show the spec's own messages. Reads go through useApiQuery.

export type NewCategory = CallBody<'POST /menu/addMenuCategory'>;
export type NewGroup = CallBody<'POST /menu/addMenuGroup'>;
export type NewItem = CallBody<'POST /menu/addMenuItem'>;
export type NewModifierGroup = CallBody<'POST /menu/attachMenuModifierGroup'>;
export type NewModifier = CallBody<'POST /menu/addMenuModifier'>;
export type ItemChange = CallBody<'PUT /menu/editMenuItem'>;
export type GroupChange = CallBody<'PUT /menu/editMenuGroup'>;
export type MenuType = 'category' | 'group' | 'item' | 'modifier_group';

export const addCategory = (body: NewCategory) => apiCall('POST /menu/addMenuCategory', { body }, { silent: true });
export const addGroup = (body: NewGroup) => apiCall('POST /menu/addMenuGroup', { body }, { silent: true });
export const addItem = (body: NewItem) => apiCall('POST /menu/addMenuItem', { body }, { silent: true });
export const addModifierGroup = (body: NewModifierGroup) => apiCall('POST /menu/attachMenuModifierGroup', { body }, { silent: true });
export const addModifier = (body: NewModifier) => apiCall('POST /menu/addMenuModifier', { body }, { silent: true });
export const editItem = (body: ItemChange) => apiCall('PUT /menu/editMenuItem', { body }, { silent: true });
export const editGroup = (body: GroupChange) => apiCall('PUT /menu/editMenuGroup', { body }, { silent: true });

export const removeMenu = (query: { branch_id: string; menu_type: MenuType; name: string; menu_item_name?: string }) =>
  apiCall('DELETE /menu/removeMenu/', { query }, { silent: true });
export const removeModifier = (query: { branch_id: string; modifier_id: string }) =>
  apiCall('DELETE /menu/deleteMenuModifier/', { query }, { silent: true });
