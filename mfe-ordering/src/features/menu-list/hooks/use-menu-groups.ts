import { useMemo } from 'react';
import type { CustomerMenuItem } from '@troo/shared/contract';

export interface MenuGroup {
  /** A safe id for the tab ('g0'), group names may hold spaces. */
  id: string;
  name: string;
  items: CustomerMenuItem[];
}

/** The items by menu group, in the order the groups first appear. */
export function useMenuGroups(items: CustomerMenuItem[]): MenuGroup[] {
  return useMemo(() => {
    const groups = new Map<string, CustomerMenuItem[]>();
    for (const item of items) groups.set(item.menu_group_name, [...(groups.get(item.menu_group_name) ?? []), item]);
    return [...groups].map(([name, groupItems], index) => ({ id: `g${index}`, name, items: groupItems }));
  }, [items]);
}

/** The carousel's items: the recommended ones, or the first few when none is marked. */
export function popularItems(items: CustomerMenuItem[]): CustomerMenuItem[] {
  const recommended = items.filter((item) => item.is_recommended);
  return (recommended.length >= 2 ? recommended : items).slice(0, 8);
}
