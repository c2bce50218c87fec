import type { SelectedOption } from '@troo/shared';
import { AspectImage, Price } from '@troo/shared/kit';
import { imageVariants, SOLD_OUT, type ModifierGroupChoices } from '@troo/shared/contract';

interface ModifierGroupsProps {
  groups: ModifierGroupChoices[];
  isTicked: (option: SelectedOption) => boolean;
  onToggle: (option: SelectedOption) => void;
}

/**
 * 'Customize': each modifier group with a row per modifier, the way ordering apps lay them out: the
 * box, its picture when it has one, the name, and the price in its own right-aligned column. One the
 * kitchen has run out of is shown greyed, says 'Sold out' in place of its price and cannot be ticked.
 */
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
            const soldOut = modifier.sold_out === true;
            return (
              <label key={modifier._id} className={`or-modifier${soldOut ? ' or-modifier--sold-out' : ''}`}>
                <input
                  type="checkbox"
                  className="or-modifier__box"
                  checked={!soldOut && isTicked(option)}
                  disabled={soldOut}
                  onChange={() => onToggle(option)}
                />
                {modifier.modifier_image ? (
                  <AspectImage
                    className="or-modifier__image"
                    src={modifier.modifier_image}
                    variants={imageVariants(modifier.modifier_image, [96])}
                    sizes="40px"
                    alt=""
                    ratio={1}
                  />
                ) : null}
                <span className="or-modifier__name">{modifier.modifier_name}</span>{' '}
                {soldOut ? (
                  <span className="or-modifier__price">{SOLD_OUT}</span>
                ) : (
                  <Price naira={modifier.modifier_price} className="or-modifier__price" />
                )}
              </label>
            );
          })}
        </fieldset>
      ))}
    </section>
  );
}
