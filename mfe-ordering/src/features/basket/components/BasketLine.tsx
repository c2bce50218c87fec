import { formatKobo, lineTotalKobo, useBasketActions, type BasketLine as Line } from '@troo/shared';
import { Icon, Price, QuantityStepper, TrashIcon } from '@troo/shared/kit';

/** Spec §2: a basket name longer than 12 characters is cut to 8. */
export const basketName = (name: string) => (name.length > 12 ? `${name.slice(0, 8)}...` : name);

/** One line of the basket: name, options, complimentary, price, a stepper that stays at 1 or more, and remove. */
export function BasketLine({ line }: { line: Line }) {
  const basket = useBasketActions();
  return (
    <li className="or-line">
      <div className="or-line__main">
        <span className="or-line__name" title={line.name}>
          {basketName(line.name)}
        </span>
        {line.options.length > 0 ? (
          <ul className="or-line__options" aria-label={`Options of ${line.name}`}>
            {line.options.map((option) => (
              <li key={option.id}>
                {option.name} {formatKobo(option.priceKobo)}
              </li>
            ))}
          </ul>
        ) : null}
        {line.complimentary ? <span className="or-line__extra">Complimentary: {line.complimentary}</span> : null}
        {line.specialInstructions ? <span className="or-line__extra">{line.specialInstructions}</span> : null}
        <Price kobo={lineTotalKobo(line)} className="or-line__price" />
      </div>
      <div className="or-line__controls">
        <QuantityStepper
          size="small"
          label={line.name}
          value={line.quantity}
          min={1}
          onChange={(next) => (next > line.quantity ? basket.increment(line) : basket.decrementInBasket(line))}
        />
        <button
          type="button"
          className="troo-icon-button or-line__remove"
          aria-label={`Remove ${line.name}`}
          onClick={() => basket.remove(line)}
        >
          <Icon icon={TrashIcon} size={20} />
        </button>
      </div>
    </li>
  );
}
