import { useState } from 'react';
import { Card, TextInput, UtensilsIcon } from '@troo/shared/kit';
import { addItem } from '../api/menu';
import { firstDishBody, placeProblem, type DraftPlace } from '../hooks/first-dish-form';
import { NewItemForm } from './NewItemForm';

interface FirstDishCardProps {
  branchId: string;
  /** Reads the menu again: with a category now, the screen drops the card and the tree shows the dish. */
  onAdded: () => void;
}

/**
 * An empty menu's first dish, typed in place with its category and group (no sheet to open, nothing
 * to open in the tree): six actions from an empty menu to a dish a diner can order.
 */
export function FirstDishCard({ branchId, onAdded }: FirstDishCardProps) {
  const [place, setPlace] = useState<DraftPlace>({ category: '', group: '' });
  const change = (values: Partial<DraftPlace>) => setPlace((current) => ({ ...current, ...values }));

  return (
    <Card title="Add your first dish" icon={UtensilsIcon} className="ma-first-dish">
      <p className="ma-first-dish__intro">
        Name a category and a group for it, such as Rice and Jollof: they are made with the dish. Modifiers come later, from the menu below.
      </p>
      <NewItemForm
        place={
          <>
            <TextInput
              label="Category"
              value={place.category}
              maxLength={80}
              autoComplete="off"
              onChange={(event) => change({ category: event.target.value })}
            />
            <TextInput
              label="Group"
              value={place.group}
              maxLength={80}
              autoComplete="off"
              onChange={(event) => change({ group: event.target.value })}
            />
          </>
        }
        groupPrice={null}
        placeProblem={() => placeProblem(place)}
        send={(item) => addItem(firstDishBody(item, place, branchId))}
        onAdded={onAdded}
      />
    </Card>
  );
}
