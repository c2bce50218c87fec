import { useState } from 'react';
import { MENU_GROUP_REQUIRED, type MenuGroup } from '@troo/shared/contract';
import { SelectField, Sheet } from '@troo/shared/kit';
import { addItem } from '../api/menu';
import { groupPrices, itemBody, placeOfGroup } from '../hooks/new-item-form';
import { NewItemForm } from './NewItemForm';

interface AddItemSheetProps {
  branchId: string;
  /** The group the item goes in; null lets the owner choose one of `groups`. */
  group: MenuGroup | null;
  groups?: readonly MenuGroup[];
  onAdded: () => void;
  /** Keep it stable (useCallback): the sheet refocuses its first field when it changes. */
  onClose: () => void;
}

const groupLabel = (group: MenuGroup) => `${group.menu_category_name} · ${group.name}`;

/**
 * Adds an item to a group in one sheet: the new-item form with its modifier groups and their options
 * inline, all saved by one call, or nothing. The menu setup tree and the admin menu both open it.
 */
export function AddItemSheet({ branchId, group: fixedGroup, groups = [], onAdded, onClose }: AddItemSheetProps) {
  const [chosen, setChosen] = useState(groups[0] ? groupLabel(groups[0]) : '');
  const group = fixedGroup ?? groups.find((one) => groupLabel(one) === chosen) ?? null;

  return (
    <Sheet open title="Add Menu Item" onClose={onClose}>
      <NewItemForm
        place={
          fixedGroup ? (
            <p className="ma-menu__under">In {fixedGroup.name}</p>
          ) : (
            <SelectField
              label="Category and group"
              options={groups.map(groupLabel)}
              value={chosen}
              onChange={(event) => setChosen(event.target.value)}
            />
          )
        }
        groupPrice={group && groupPrices(group) ? group.price : null}
        withModifiers
        placeProblem={() => (group ? null : MENU_GROUP_REQUIRED)}
        send={(item) => addItem(itemBody(item, placeOfGroup(group!), branchId))}
        onAdded={() => {
          onAdded();
          onClose();
        }}
        onCancel={onClose}
      />
    </Sheet>
  );
}
