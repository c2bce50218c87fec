import { basketSlice, formatNaira, useAppDispatch, type BasketItem } from '@troo/shared';
import { Icon, Price, QuantityStepper, TrashIcon } from '@troo/shared/kit';

/** Spec §2: a basket name longer than 12 characters is cut to 8. */
export const basketName = (name: string) => (name.length > 12 ? `${name.slice(0, 8)}...` : name);

/** One line of the basket: name, options, complimentary, price, a stepper that stays at 1 or more, and remove. */
export function BasketLine({ item }: { item: BasketItem }) {
  const dispatch = useAppDispatch();
  const key = { id: item.id, selectedOptions: item.selectedOptions };
  return (
    <li className="or-line">
      <div className="or-line__main">
        <span className="or-line__name" title={item.name}>
          {basketName(item.name)}
        </span>
        {item.selectedOptions.length > 0 ? (
          <ul className="or-line__options" aria-label={`Options of ${item.name}`}>
            {item.selectedOptions.map((option) => (
              <li key={option.name}>
                {option.name} {formatNaira(option.price)}
              </li>
            ))}
          </ul>
        ) : null}
        {item.complimentary ? <span className="or-line__extra">Complimentary: {item.complimentary}</span> : null}
        {item.specialInstructions ? <span className="or-line__extra">{item.specialInstructions}</span> : null}
        <Price naira={item.totalPrice} className="or-line__price" />
      </div>
      <div className="or-line__controls">
        <QuantityStepper
          size="small"
          label={item.name}
          value={item.quantity}
          min={1}
          onChange={(next) =>
            dispatch(next > item.quantity ? basketSlice.actions.increment(key) : basketSlice.actions.decrementInBasket(key))
          }
        />
        <button
          type="button"
          className="troo-icon-button or-line__remove"
          aria-label={`Remove ${item.name}`}
          onClick={() => dispatch(basketSlice.actions.removeItem(key))}
        >
          <Icon icon={TrashIcon} size={20} />
        </button>
      </div>
    </li>
  );
}
