import { Icon } from './icons/Icon';
import { MinusIcon, PlusIcon } from './icons/lucide';
import './quantity-stepper.css';

export interface QuantityStepperProps {
  value: number;
  onChange: (quantity: number) => void;
  /** What is being counted, for screen readers ('Jollof Rice'). */
  label: string;
  /** Lowest quantity (default 0; never below 0). */
  min?: number;
  max?: number;
  size?: 'regular' | 'small';
}

/** − quantity +: the count never goes below `min` (0 at the lowest) nor above `max`. */
export function QuantityStepper({ value, onChange, label, min = 0, max = 99, size = 'regular' }: QuantityStepperProps) {
  const lowest = Math.max(0, min);
  const current = Math.min(Math.max(value, lowest), max);
  const set = (next: number) => onChange(Math.min(Math.max(next, lowest), max));
  return (
    <div className={`troo-stepper troo-stepper--${size}`} role="group" aria-label={`Quantity of ${label}`}>
      <button
        type="button"
        className="troo-stepper__button"
        aria-label={`One less ${label}`}
        disabled={current <= lowest}
        onClick={() => set(current - 1)}
      >
        <Icon icon={MinusIcon} size={18} />
      </button>
      <output className="troo-stepper__value" aria-live="polite">
        {current}
      </output>
      <button
        type="button"
        className="troo-stepper__button"
        aria-label={`One more ${label}`}
        disabled={current >= max}
        onClick={() => set(current + 1)}
      >
        <Icon icon={PlusIcon} size={18} />
      </button>
    </div>
  );
}
