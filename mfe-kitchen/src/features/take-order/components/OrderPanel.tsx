import { formatNaira } from '@troo/shared';
import { Button, EmptyState, Price, QuantityStepper } from '@troo/shared/kit';
import { lineTotal, type OrderLine } from '../hooks/order-lines';

interface OrderPanelProps {
  lines: readonly OrderLine[];
  total: number;
  busy: boolean;
  error: string | null;
  onQuantity: (key: string, quantity: number) => void;
  onSend: () => void;
}

/** The order so far: each line with its choices and quantity (0 takes it out), the total, and 'Send to kitchen'. */
export function OrderPanel({ lines, total, busy, error, onQuantity, onSend }: OrderPanelProps) {
  return (
    <section className="kt-take__panel kt-take__order" aria-labelledby="take-order">
      <h2 id="take-order" className="kt-take__heading">
        Order
      </h2>
      {lines.length === 0 ? (
        <EmptyState title="Nothing yet: choose dishes from the menu" />
      ) : (
        <ul className="kt-take__lines" aria-label="Order so far">
          {lines.map((line) => {
            const extras = [
              ...line.choices.selectedOptions.map((option) => option.name),
              ...(line.choices.complimentary ? [`+ ${line.choices.complimentary}`] : []),
            ];
            return (
              <li key={line.key} className="kt-take__line">
                <div className="kt-take__line-text">
                  <strong>{line.name}</strong>
                  {extras.length > 0 ? <span className="kt-take__line-extra">{extras.join(', ')}</span> : null}
                  {line.choices.specialInstructions ? (
                    <span className="kt-take__line-extra">“{line.choices.specialInstructions}”</span>
                  ) : null}
                </div>
                <QuantityStepper
                  label={line.name}
                  size="small"
                  value={line.choices.quantity}
                  onChange={(quantity) => onQuantity(line.key, quantity)}
                />
                <Price naira={lineTotal(line)} className="kt-take__line-price" />
              </li>
            );
          })}
        </ul>
      )}
      <p className="kt-take__total" aria-label={`Total ${formatNaira(total)}`}>
        <span>Total</span>
        <Price naira={total} />
      </p>
      <p className="kt-take__note">The service fee, if the outlet charges one, is added on the bill.</p>
      {error ? (
        <p className="troo-field__error" role="alert">
          {error}
        </p>
      ) : null}
      <Button onClick={onSend} disabled={lines.length === 0} loading={busy}>
        Send to kitchen
      </Button>
    </section>
  );
}
