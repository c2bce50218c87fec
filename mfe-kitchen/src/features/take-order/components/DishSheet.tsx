import { useId, type FormEvent } from 'react';
import { SOLD_OUT, type ApiCalls, type CallResult } from '@troo/shared/contract';
import {
  Button,
  firstRuleProblem,
  INSTRUCTIONS_LENGTH,
  ModifierGroups,
  Price,
  QuantityStepper,
  QueryState,
  ruleUnmeetable,
  SelectField,
  Sheet,
  unitPrice,
} from '@troo/shared/kit';
import type { OrderLine } from '../hooks/order-lines';
import { useDishChoices } from '../hooks/use-dish-choices';
import { useMenuItem } from '../hooks/use-outlet-menu';

type ItemAnswer = CallResult<ApiCalls['GET /menu/get{product}MenuItemByID/']>;

/** The word for a dish whose required choice has run out entirely (as the diner's item screen says it). */
export const DISH_UNAVAILABLE = 'Unavailable: the kitchen has run out of a choice this dish needs.';

interface DishSheetProps {
  businessIdentifier: string;
  itemId: string;
  name: string;
  onAdd: (line: Omit<OrderLine, 'key'>) => void;
  onClose: () => void;
}

/** A dish's choices over the menu: its option groups and their rules, the free choice, quantity and instructions. */
export function DishSheet({ businessIdentifier, itemId, name, onAdd, onClose }: DishSheetProps) {
  const query = useMenuItem(businessIdentifier, itemId);
  return (
    <Sheet open title={name} onClose={onClose}>
      <QueryState query={query} loadingText="Loading the dish…">
        {(answer) => <DishForm key={answer.data._id} answer={answer} onAdd={onAdd} onClose={onClose} />}
      </QueryState>
    </Sheet>
  );
}

function DishForm({ answer, onAdd, onClose }: { answer: ItemAnswer } & Pick<DishSheetProps, 'onAdd' | 'onClose'>) {
  const item = answer.data;
  const dish = useDishChoices();
  const instructionsId = useId();
  const ruleId = useId();
  const unavailable = !item.is_frozen && ruleUnmeetable(answer.modifiers);
  const soldOut = item.is_frozen || unavailable;
  // Until every group's rule holds, nothing is added: the same rule, and words, as the diner's.
  const ruleProblem = firstRuleProblem(answer.modifiers, dish.isTicked);
  const complimentary = answer.complimentary.filter((choice) => !choice.sold_out).map((choice) => choice.modifier_name);
  const paidGroups = answer.modifiers.filter((group) => group.modifiers.length > 0);
  const total = unitPrice(item.menu_item_price, dish.choices.selectedOptions) * dish.choices.quantity;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (soldOut || ruleProblem) return;
    onAdd({ itemId: item._id, name: item.menu_item_name, price: item.menu_item_price, choices: dish.choices });
    onClose();
  };

  if (soldOut) {
    return (
      <div className="kt-take__dish-form">
        <p className="kt-take__sold-out" role="status">
          {unavailable ? DISH_UNAVAILABLE : `${SOLD_OUT}: the kitchen has run out of this for now.`}
        </p>
        <Button variant="secondary" onClick={onClose}>
          Back to the menu
        </Button>
      </div>
    );
  }
  return (
    <form className="kt-take__dish-form" onSubmit={submit} noValidate>
      {paidGroups.length > 0 ? (
        <ModifierGroups groups={paidGroups} isTicked={dish.isTicked} onToggle={dish.toggleOption} onChooseOnly={dish.chooseOnly} />
      ) : null}
      {complimentary.length > 0 ? (
        <SelectField
          label="Complimentary"
          options={complimentary}
          placeholder="None"
          value={dish.choices.complimentary ?? ''}
          onChange={(event) => dish.setComplimentary(event.target.value || null)}
        />
      ) : null}
      <div className="kt-take__quantity">
        <span>Quantity</span>
        <QuantityStepper label={item.menu_item_name} value={dish.choices.quantity} onChange={dish.setQuantity} min={1} />
      </div>
      <label className="kt-take__label" htmlFor={instructionsId}>
        Special instructions
      </label>
      <textarea
        id={instructionsId}
        className="kt-take__instructions"
        rows={2}
        maxLength={INSTRUCTIONS_LENGTH}
        value={dish.choices.specialInstructions}
        onChange={(event) => dish.setInstructions(event.target.value)}
      />
      {ruleProblem ? (
        <p id={ruleId} className="kt-take__rule" role="status">
          {ruleProblem}
        </p>
      ) : null}
      <Button type="submit" disabled={ruleProblem !== null} aria-describedby={ruleProblem ? ruleId : undefined}>
        Add to order · <Price naira={total} />
      </Button>
    </form>
  );
}
