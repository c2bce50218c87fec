import { useId } from 'react';
import { Button } from '@troo/shared/kit';
import { newModifierGroup, type DraftModifierGroup } from '../hooks/new-item-form';
import { ModifierGroupFields } from './ModifierGroupFields';

interface NewItemModifiersProps {
  groups: DraftModifierGroup[];
  /** Given a change of the list (applied to its latest state: a picture is read after a pause). */
  onChange: (update: (groups: DraftModifierGroup[]) => DraftModifierGroup[]) => void;
  onUnreadable: () => void;
}

/** The new item's modifier groups, each with its options inline, and the button that adds another. */
export function NewItemModifiers({ groups, onChange, onUnreadable }: NewItemModifiersProps) {
  const headingId = useId();
  return (
    <section className="ma-new-item__modifiers" aria-labelledby={headingId}>
      <h3 id={headingId} className="ma-new-item__heading">
        Modifier groups
      </h3>
      <p className="ma-menu__under">Choices offered with the item, such as sides or extras.</p>
      {groups.map((modifierGroup, index) => (
        <ModifierGroupFields
          key={modifierGroup.key}
          group={modifierGroup}
          number={index + 1}
          onChange={(update) => onChange((current) => current.map((one) => (one.key === modifierGroup.key ? update(one) : one)))}
          onRemove={() => onChange((current) => current.filter((one) => one.key !== modifierGroup.key))}
          onUnreadable={onUnreadable}
        />
      ))}
      <Button variant="secondary" onClick={() => onChange((current) => [...current, newModifierGroup()])}>
        Add modifier group
      </Button>
    </section>
  );
}
