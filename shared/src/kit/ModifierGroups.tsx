import { useId } from 'react';
import type { SelectedOption } from '@troo/shared';
import { choiceRuleLabel, imageVariants, isSingleChoice, SOLD_OUT, type ModifierGroupChoices } from '@troo/shared/contract';
import { AspectImage } from './AspectImage';
import { optionsOf } from './option-choices';
import { Price } from './Price';
import './modifier-groups.css';

export interface ModifierGroupsProps {
  groups: ModifierGroupChoices[];
  isTicked: (option: SelectedOption) => boolean;
  onToggle: (option: SelectedOption) => void;
  /** A 'choose 1' group's pick: this option in place of the group's others. */
  onChooseOnly: (option: SelectedOption, group: SelectedOption[]) => void;
  /** The section's own spacing in its screen. */
  className?: string;
}

/**
 * 'Customize': each modifier group with a row per modifier, the way ordering apps lay them out: the
 * box, its picture when it has one, the name, and the price in its own right-aligned column. One the
 * kitchen has run out of is shown greyed, says 'Sold out' in place of its price and cannot be ticked.
 * A group's rule is said under its name ('Required · Choose 1'); a 'choose 1' group is radio buttons,
 * and a group with a most stops offering boxes once that many are ticked. The diner's item screen and
 * the waiter's Take order screen both draw it.
 */
export function ModifierGroups({ groups, isTicked, onToggle, onChooseOnly, className }: ModifierGroupsProps) {
  const radioName = useId();
  const headingId = useId();
  return (
    <section className={className ? `troo-modifiers ${className}` : 'troo-modifiers'} aria-labelledby={headingId}>
      <h2 id={headingId} className="troo-modifiers__heading">
        Customize
      </h2>
      {groups.map((group, groupIndex) => {
        const options = optionsOf(group);
        const single = isSingleChoice(group);
        const rule = choiceRuleLabel(group);
        const full = group.max_choices != null && options.filter(isTicked).length >= group.max_choices;
        return (
          <fieldset key={group.modifier_group_name} className="troo-modifiers__group">
            <legend className="troo-modifiers__legend">
              {group.modifier_group_name}
              {rule ? <span className="troo-modifiers__rule"> {rule}</span> : null}
            </legend>
            {group.modifiers.map((modifier, index) => {
              const option = options[index]!;
              const soldOut = modifier.sold_out === true;
              const ticked = !soldOut && isTicked(option);
              return (
                <label key={modifier._id} className={`troo-modifier${soldOut ? ' troo-modifier--sold-out' : ''}`}>
                  <input
                    type={single ? 'radio' : 'checkbox'}
                    name={single ? `${radioName}-${groupIndex}` : undefined}
                    className="troo-modifier__box"
                    checked={ticked}
                    disabled={soldOut || (!single && full && !ticked)}
                    onChange={() => (single ? onChooseOnly(option, options) : onToggle(option))}
                  />
                  {modifier.modifier_image ? (
                    <AspectImage
                      className="troo-modifier__image"
                      src={modifier.modifier_image}
                      variants={imageVariants(modifier.modifier_image, [96])}
                      sizes="40px"
                      alt=""
                      ratio={1}
                    />
                  ) : null}
                  <span className="troo-modifier__name">{modifier.modifier_name}</span>{' '}
                  {soldOut ? (
                    <span className="troo-modifier__price">{SOLD_OUT}</span>
                  ) : (
                    <Price naira={modifier.modifier_price} className="troo-modifier__price" />
                  )}
                </label>
              );
            })}
          </fieldset>
        );
      })}
    </section>
  );
}
