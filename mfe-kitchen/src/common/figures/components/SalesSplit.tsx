import { formatNaira } from '@troo/shared';
import type { SalesFigure } from '@troo/shared/contract';
import './figures.css';

/**
 * What a period's takings are made of: food (items and their options) apart from the service fees,
 * delivery fees and tips paid on top of it, and the total taken.
 */
export function SalesSplit({ figure, label }: { figure: SalesFigure; label: string }) {
  const parts = [
    ['Food sales', figure.food],
    ['Service fees', figure.service_fees],
    ['Delivery fees', figure.delivery_fees],
    ['Tips', figure.tips],
    ['Taken in all', figure.total],
  ] as const;
  return (
    <div role="group" aria-label={label}>
      <dl className="kt-split">
        {parts.map(([name, value]) => (
          <div key={name} className="kt-split__row">
            <dt>{name}</dt>
            <dd>{formatNaira(value)}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
