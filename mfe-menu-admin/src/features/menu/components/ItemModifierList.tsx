import { useApiQuery } from '@troo/shared';
import { Button, Price } from '@troo/shared/kit';

export interface ModifierToRemove {
  id: string;
  name: string;
}

/** The item's modifiers in the edit popup, each with its own Remove (confirmed by the screen). */
export function ItemModifierList({
  branchId,
  item,
  onRemove,
}: {
  branchId: string;
  item: string;
  onRemove: (modifier: ModifierToRemove) => void;
}) {
  const modifiers = useApiQuery('GET /menu/getMenuModifier/', { query: { branch_id: branchId, attach_to: 'item', name: item } });
  const list = modifiers.status === 'success' ? modifiers.data.data : [];
  if (list.length === 0) return null;
  return (
    <ul className="ma-menu__list" aria-label="Modifiers">
      {list.map((modifier) => (
        <li key={modifier._id} className="ma-menu__leaf">
          <span>{modifier.modifier_name}</span>
          <Price naira={modifier.modifier_price} />
          <Button
            variant="ghost"
            aria-label={`Remove modifier ${modifier.modifier_name}`}
            onClick={() => onRemove({ id: modifier._id, name: modifier.modifier_name })}
          >
            Remove
          </Button>
        </li>
      ))}
    </ul>
  );
}
