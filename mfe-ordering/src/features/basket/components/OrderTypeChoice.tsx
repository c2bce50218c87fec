import type { OrderType } from '../hooks/order-type';

/** Pickup or Delivery: nothing is chosen until the diner picks one. */
export function OrderTypeChoice({ value, onChange }: { value: OrderType | null; onChange: (type: OrderType) => void }) {
  return (
    <fieldset className="or-choice">
      <legend className="or-choice__legend">How do you want your order?</legend>
      {(
        [
          ['pickup', 'Pickup'],
          ['delivery', 'Delivery'],
        ] as const
      ).map(([type, label]) => (
        <label key={type} className="or-choice__option">
          <input type="radio" name="order-type" value={type} checked={value === type} onChange={() => onChange(type)} />
          {label}
        </label>
      ))}
    </fieldset>
  );
}
