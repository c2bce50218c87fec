import type { OnlineOrderType as OrderType } from '@troo/shared';

/** Pickup or Delivery: nothing is chosen until the diner picks one. */
interface OrderTypeChoiceProps {
  value: OrderType | null;
  onChange: (type: OrderType) => void;
  /** The outlet delivers; otherwise Delivery is shown but cannot be picked. */
  deliveryAvailable: boolean;
  /** Not yet choosable: what follows a choice is still loading. */
  disabled?: boolean;
}

export function OrderTypeChoice({ value, onChange, deliveryAvailable, disabled = false }: OrderTypeChoiceProps) {
  return (
    <fieldset className="or-choice" disabled={disabled} aria-busy={disabled}>
      <legend className="or-choice__legend">How do you want your order?</legend>
      {(
        [
          ['pickup', 'Pickup'],
          ['delivery', 'Delivery'],
        ] as const
      ).map(([type, label]) => (
        <label key={type} className="or-choice__option">
          <input
            type="radio"
            name="order-type"
            value={type}
            checked={value === type}
            disabled={type === 'delivery' && !deliveryAvailable}
            onChange={() => onChange(type)}
          />
          {label}
          {type === 'delivery' && !deliveryAvailable ? <span className="or-choice__note">(not offered here)</span> : null}
        </label>
      ))}
    </fieldset>
  );
}
