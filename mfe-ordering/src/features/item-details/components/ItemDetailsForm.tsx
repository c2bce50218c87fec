import { useContext, useId, type FormEvent } from 'react';
import { formatNaira, type OrderingMode } from '@troo/shared';
import {
  AspectImage,
  Button,
  firstRuleProblem,
  INSTRUCTIONS_LENGTH,
  ModifierGroups,
  Price,
  QuantityStepper,
  ruleUnmeetable,
  SelectField,
} from '@troo/shared/kit';
import type { ApiCalls, CallResult } from '@troo/shared/contract';
import { imageVariants, SOLD_OUT } from '@troo/shared/contract';
import { DEFAULT_DESCRIPTION } from '../../../common/components/MenuItemRow';
import { OrderingOpen } from '../../../common/ordering-open';
import { useItemChoices } from '../hooks/use-item-choices';
import { RecommendedItems } from './RecommendedItems';
import './item-details.css';
import '../../../common/components/bottom-bar.css';

type ItemAnswer = CallResult<ApiCalls['GET /menu/get{product}MenuItemByID/']>;

interface ItemDetailsFormProps {
  answer: ItemAnswer;
  mode: OrderingMode;
  businessIdentifier: string;
  branch: string | null;
  tableNumber: string;
  /** After 'Add to basket': back to where the diner came from. */
  onDone: () => void;
}

/** Item details' word for a dish whose required choice has run out entirely. */
export const UNAVAILABLE_NOW = 'Unavailable: the kitchen has run out of a choice this dish needs.';

/** An item's page: picture, description, price, its choices and the 'Add to basket' bar. */
export function ItemDetailsForm({ answer, mode, businessIdentifier, branch, tableNumber, onDone }: ItemDetailsFormProps) {
  const item = answer.data;
  const soldOutChoices = {
    optionIds: answer.modifiers.flatMap((group) => group.modifiers.filter((choice) => choice.sold_out).map((choice) => choice._id)),
    complimentary: answer.complimentary.filter((choice) => choice.sold_out).map((choice) => choice.modifier_name),
  };
  const choices = useItemChoices(item, tableNumber, soldOutChoices);
  const instructionsId = useId();
  const ruleId = useId();
  // While the outlet is paused or closed, or the kitchen has run out of the item, it is shown, not
  // offered: no quantity, no 'Add to basket'.
  // A required group with none of its options on sale leaves the dish unavailable the same way.
  const unavailable = !item.is_frozen && ruleUnmeetable(answer.modifiers);
  const soldOut = item.is_frozen || unavailable;
  const open = useContext(OrderingOpen) && !soldOut;
  // Until every group's rule holds, nothing is added (taking the line out at quantity 0 still is).
  const ruleProblem = choices.choices.quantity > 0 ? firstRuleProblem(answer.modifiers, choices.isTicked) : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (ruleProblem) return;
    choices.save();
    onDone();
  };
  // A complimentary choice the kitchen has run out of is not offered; it is named as sold out beneath.
  const complimentary = answer.complimentary.filter((choice) => !choice.sold_out).map((choice) => choice.modifier_name);
  const complimentarySoldOut = soldOutChoices.complimentary;
  const paidGroups = answer.modifiers.filter((group) => group.modifiers.length > 0);

  return (
    <form className="or-details" onSubmit={submit} noValidate>
      <AspectImage
        src={item.menu_item_image}
        variants={imageVariants(item.menu_item_image)}
        sizes="100vw"
        alt={item.menu_item_name}
        ratio={16 / 9}
        priority
        className="or-details__image"
      />
      <div className="or-details__title">
        <h2 className="or-details__name">{item.menu_item_name}</h2>
        <Price naira={item.menu_item_price} className="or-details__price" />
      </div>
      {soldOut ? (
        <p className="or-details__sold-out" role="status">
          {unavailable ? UNAVAILABLE_NOW : `${SOLD_OUT}: the kitchen has run out of this for now.`}
        </p>
      ) : null}
      <p className="or-details__description">{item.description || DEFAULT_DESCRIPTION}</p>

      {complimentary.length > 0 ? (
        <section className="or-details__section">
          <SelectField
            label="Complimentary"
            options={complimentary}
            placeholder="None"
            value={choices.choices.complimentary ?? ''}
            onChange={(event) => choices.setComplimentary(event.target.value || null)}
          />
          {complimentarySoldOut.length > 0 ? (
            <p className="or-details__count">
              {SOLD_OUT}: {complimentarySoldOut.join(', ')}
            </p>
          ) : null}
        </section>
      ) : null}

      {paidGroups.length > 0 ? (
        <ModifierGroups
          className="or-details__section"
          groups={paidGroups}
          isTicked={choices.isTicked}
          onToggle={choices.toggleOption}
          onChooseOnly={choices.chooseOnly}
        />
      ) : null}

      {open ? (
        <section className="or-details__section or-details__quantity" aria-labelledby="or-quantity">
          <h2 id="or-quantity" className="or-details__heading">
            Quantity
          </h2>
          <QuantityStepper label={item.menu_item_name} value={choices.choices.quantity} onChange={choices.setQuantity} min={0} />
        </section>
      ) : null}

      <RecommendedItems mode={mode} businessIdentifier={businessIdentifier} branch={branch} currentId={item._id} />

      {open ? (
        <section className="or-details__section">
          <label className="or-details__heading" htmlFor={instructionsId}>
            Add Special Instructions
          </label>
          <textarea
            id={instructionsId}
            className="or-details__instructions"
            rows={3}
            maxLength={INSTRUCTIONS_LENGTH}
            value={choices.choices.specialInstructions}
            onChange={(event) => choices.setInstructions(event.target.value)}
            aria-describedby={`${instructionsId}-count`}
          />
          <span id={`${instructionsId}-count`} className="or-details__count">
            {choices.choices.specialInstructions.length}/{INSTRUCTIONS_LENGTH}
          </span>
        </section>
      ) : null}

      {open ? (
        <div className="or-bar">
          <span className="or-bar__total" aria-label={`Total ${formatNaira(choices.total)}`}>
            <Price naira={choices.total} />
          </span>
          <Button
            type="submit"
            className="or-bar__button"
            disabled={ruleProblem !== null}
            aria-describedby={ruleProblem ? ruleId : undefined}
          >
            Add to basket
          </Button>
          {ruleProblem ? (
            <p id={ruleId} className="or-bar__rule" role="status">
              {ruleProblem}
            </p>
          ) : null}
        </div>
      ) : null}
    </form>
  );
}
