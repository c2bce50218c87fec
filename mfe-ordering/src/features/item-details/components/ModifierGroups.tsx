import { formatNaira, type SelectedOption } from '@troo/shared';
import { CheckboxField } from '@troo/shared/kit';
import type { ModifierGroupChoices } from '@troo/shared/contract';

interface ModifierGroupsProps {
  groups: ModifierGroupChoices[];
  isTicked: (option: SelectedOption) => boolean;
  onToggle: (option: SelectedOption) => void;
}

/** 'Customize': each modifier group with a checkbox per modifier, labelled with its name and price. */
export function ModifierGroups({ groups, isTicked, onToggle }: ModifierGroupsProps) {
  return (
    <section className="or-details__section" aria-labelledby="or-customize">
      <h2 id="or-customize" className="or-details__heading">
        Customize
      </h2>
      {groups.map((group) => (
        <fieldset key={group.modifier_group_name} className="or-details__group">
          <legend className="or-details__legend">{group.modifier_group_name}</legend>
          {group.modifiers.map((modifier) => {
            const option = { id: modifier._id, name: modifier.modifier_name, price: modifier.modifier_price };
            return (
              <CheckboxField
                key={modifier._id}
                label={`${modifier.modifier_name} ${formatNaira(modifier.modifier_price)}`}
                checked={isTicked(option)}
                onChange={() => onToggle(option)}
              />
            );
          })}
        </fieldset>
      ))}
    </section>
  );
}
