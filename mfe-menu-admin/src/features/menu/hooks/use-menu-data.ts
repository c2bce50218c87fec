import { useApiQuery } from '@troo/shared';

/** Every list of an outlet's menu, read once and shared by the screens that show it. */
export function useMenuData(branchId: string | null) {
  const input = branchId ? { query: { branch_id: branchId } } : null;
  return {
    categories: useApiQuery('GET /menu/getAllMenuCategory/', input),
    groups: useApiQuery('GET /menu/getAllMenuGroup/', input),
    items: useApiQuery('GET /menu/filterMenuItems/', input),
    modifierGroups: useApiQuery('GET /menu/getAllModifierGroups/', input),
  };
}

export { useMenuRefresh } from '../../../common/use-menu-refresh';
