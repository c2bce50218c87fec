import { useApiQuery } from '@troo/shared';
import { choiceRuleLabel, imageVariants, type MenuItem, type Modifier } from '@troo/shared/contract';
import { AspectImage, Button, Price, StatusChip } from '@troo/shared/kit';

export interface ModifierToRemove {
  id: string;
  name: string;
}

/** One option: its picture if any, its name, its price (Free for nothing or in a complimentary group) in a column of its own, and Remove. */
function ModifierRow({ modifier, free, onRemove }: { modifier: Modifier; free: boolean; onRemove: (modifier: ModifierToRemove) => void }) {
  return (
    <li className="ma-modifier">
      <span className="ma-modifier__thumb">
        {modifier.image ? (
          <AspectImage src={modifier.image} variants={imageVariants(modifier.image, [96])} sizes="40px" alt="" ratio={1} />
        ) : null}
      </span>
      <span className="ma-modifier__name">{modifier.modifier_name}</span>
      <span className="ma-modifier__price">
        {free || modifier.modifier_price === 0 ? 'Free' : <Price naira={modifier.modifier_price} />}
      </span>
      <Button
        variant="ghost"
        className="ma-modifier__remove"
        aria-label={`Remove modifier ${modifier.modifier_name}`}
        onClick={() => onRemove({ id: modifier._id, name: modifier.modifier_name })}
      >
        Remove
      </Button>
    </li>
  );
}

/** The item's modifiers in the edit popup, under their groups' names, each with its own Remove (confirmed by the screen). */
export function ItemModifierList({
  branchId,
  item,
  onRemove,
}: {
  branchId: string;
  item: MenuItem;
  onRemove: (modifier: ModifierToRemove) => void;
}) {
  const modifiers = useApiQuery('GET /menu/getMenuModifier/', {
    query: { branch_id: branchId, attach_to: 'item', name: item.menu_item_name },
  });
  // The same read as the menu screens' (one request for all of them): the groups give order and 'Complimentary'.
  const groups = useApiQuery('GET /menu/getAllModifierGroups/', { query: { branch_id: branchId } });
  const list = modifiers.status === 'success' ? modifiers.data.data : [];
  if (list.length === 0) return null;
  const known = groups.status === 'success' ? groups.data.data.filter((group) => group.item_id === item._id) : [];
  // Groups in the server's order; any a modifier names that the group list lacks (not read yet) after them.
  const sections = [
    ...known.map((group) => ({
      id: group._id,
      name: group.modifier_group_name,
      complimentary: group.is_complimentary,
      // The option rule in the diner's words ('Choose 1'), 'Required' first when it is.
      rule: choiceRuleLabel(group),
    })),
    ...[...new Map(list.map((modifier) => [modifier.modifier_group_id, modifier.modifier_group_name])).entries()]
      .filter(([id]) => !known.some((group) => group._id === id))
      .map(([id, name]) => ({ id, name, complimentary: false, rule: '' })),
  ];
  return (
    <ul className="ma-modifiers" aria-label="Modifiers">
      {sections.map((section) => {
        const options = list.filter((modifier) => modifier.modifier_group_id === section.id);
        if (options.length === 0) return null;
        return (
          <li key={section.id} className="ma-modifiers__group">
            <h3 className="ma-modifiers__heading">
              {section.name}
              {section.complimentary ? <StatusChip tone="success">Complimentary</StatusChip> : null}
              {section.rule ? <StatusChip tone="neutral">{section.rule}</StatusChip> : null}
            </h3>
            <ul className="ma-modifiers__options" aria-label={section.name}>
              {options.map((modifier) => (
                <ModifierRow key={modifier._id} modifier={modifier} free={section.complimentary} onRemove={onRemove} />
              ))}
            </ul>
          </li>
        );
      })}
    </ul>
  );
}
