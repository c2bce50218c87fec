import { useCallback } from 'react';
import { useApiQuery, useInvalidate } from '@troo/shared';

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

/** After a change: every screen showing the menu reads it again. */
export function useMenuRefresh() {
  const invalidate = useInvalidate();
  return useCallback(() => {
    invalidate('GET /menu/getAllMenuCategory/');
    invalidate('GET /menu/getAllMenuGroup/');
    invalidate('GET /menu/filterMenuItems/');
    invalidate('GET /menu/getAllModifierGroups/');
    invalidate('GET /menu/getMenuModifier/');
  }, [invalidate]);
}
