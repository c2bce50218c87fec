import { formatNaira } from '@troo/shared';
import type { SalesFigure } from '@troo/shared/contract';
import './figures.css';

/**
 * What a period's takings are made of: food (items and their options) apart from the service fees,
 * delivery fees and tips paid on top of it, the VAT and consumption tax collected (a tax not charged
 * in the period has no row), and the total taken.
 */
export function SalesSplit({ figure, label }: { figure: SalesFigure; label: string }) {
  const parts = [
    ['Food sales', figure.food],
    ['Service fees', figure.service_fees],
    ['VAT', figure.vat],
    ['Consumption tax', figure.consumption_tax],
    ['Delivery fees', figure.delivery_fees],
    ['Tips', figure.tips],
    ['Taken in all', figure.total],
  ] as const;
  // A tax not collected in the period (or figures from an API released before taxes) has no row.
  const shown = parts.filter(([name, value]) => (name !== 'VAT' && name !== 'Consumption tax') || value > 0);
  const inPrices = figure.taxes_in_prices;
  return (
    <div role="group" aria-label={label}>
      <dl className="kt-split">
        {shown.map(([name, value]) => (
          <div key={name} className="kt-split__row">
            <dt>{name}</dt>
            <dd>{formatNaira(value)}</dd>
          </div>
        ))}
      </dl>
      {inPrices > 0 ? (
        <p className="kt-split__note">
          {formatNaira(inPrices)} of these taxes was included in the menu prices (in food sales and service fees).
        </p>
      ) : null}
    </div>
  );
}
