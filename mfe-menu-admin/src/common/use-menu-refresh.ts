import { useCallback } from 'react';
import { useInvalidate } from '@troo/shared';

/** After a change to a menu (from the menu screens, or a copy from the outlets screen): every screen showing it reads it again. */
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
