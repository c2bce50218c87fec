import { formatNaira } from '@troo/shared';
import type { PlacedOrder } from '@troo/shared/contract';

/** Each item: name, quantity badge, price; its complimentary choice when it has one; its modifiers with prices. */
export function ReceiptLines({ lines }: { lines: PlacedOrder['menu_items'] }) {
  return (
    <ul className="co-receipt__lines">
      {lines.map((line, index) => (
        <li key={`${line.menuItem._id}-${index}`} className="co-receipt__line">
          <div className="co-receipt__item">
            <span className="co-receipt__name">{line.menuItem.menu_item_name}</span>
            <span className="co-receipt__qty" aria-label={`Quantity ${line.quantity}`}>
              {line.quantity}
            </span>
            <span className="co-receipt__price">{formatNaira(line.totalPrice)}</span>
          </div>
          {line.complimentary ? <div className="co-receipt__complimentary">Complimentary: {line.complimentary}</div> : null}
          {line.selectedOptions.length > 0 ? (
            <div className="co-receipt__modifiers">
              <h3>MODIFIERS</h3>
              <ul>
                {line.selectedOptions.map((option) => (
                  <li key={option.name}>
                    <span>{option.name}</span>
                    <span>{formatNaira(option.price)}</span>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          {line.specialInstructions ? <p className="co-receipt__note">{line.specialInstructions}</p> : null}
        </li>
      ))}
    </ul>
  );
}
