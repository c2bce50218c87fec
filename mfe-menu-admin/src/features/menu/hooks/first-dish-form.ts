import { MENU_CATEGORY_REQUIRED, MENU_GROUP_REQUIRED } from '@troo/shared/contract';
import type { NewItem } from '../api/menu';
import { itemBody, type DraftItem } from './new-item-form';

// The first dish of an empty menu names its category and group as text: one call makes them with the
// item (create_group), so a new owner's first dish is six actions instead of sixteen (issue 24).

export interface DraftPlace {
  category: string;
  group: string;
}

/** The spec's message for a missing category or group, or null. */
export function placeProblem(place: DraftPlace): string | null {
  if (!place.category.trim()) return MENU_CATEGORY_REQUIRED;
  if (!place.group.trim()) return MENU_GROUP_REQUIRED;
  return null;
}

/** POST /menu/addMenuItem for the first dish: the server finds or makes the category and the group in the same transaction. */
export function firstDishBody(item: DraftItem, place: DraftPlace, branchId: string): NewItem {
  const names = { category: place.category.trim(), group: place.group.trim() };
  // A new group has no price of its own yet: the item asks one.
  return { ...itemBody(item, { ...names, asksPrice: true }, branchId), create_group: true };
}
