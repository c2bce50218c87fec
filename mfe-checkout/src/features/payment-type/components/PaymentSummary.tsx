import { formatNaira } from '@troo/shared';
import { taxLines, type CheckoutTotals } from '@troo/shared/contract';

/**
 * The server's figures for this basket (its VAT and consumption tax lines, marked "included" when the
 * prices hold them), the tip, and what the card is charged. A delivery's diner is
 * never offered a tip (delivery goes from its details straight here), so no tip line is shown to them.
 */
export function PaymentSummary({ totals, tip, delivery }: { totals: CheckoutTotals; tip: number; delivery: boolean }) {
  const rows: [string, number][] = [
    ['Total', totals.total],
    ['Service Fee', totals.tax],
    ...taxLines(totals).map((line): [string, number] => [line.label, line.amount]),
    ...(delivery ? ([['Delivery Fee', totals.delivery_fee]] as [string, number][]) : []),
    ['Balance Due', totals.balance_due],
    ...(delivery ? [] : ([['Tip', tip]] as [string, number][])),
  ];
  return (
    <dl className="co-pay__summary" aria-live="polite">
      {rows.map(([label, amount]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{formatNaira(amount)}</dd>
        </div>
      ))}
      <div className="co-pay__charge">
        <dt>Amount to pay</dt>
        <dd>{formatNaira(totals.balance_due + tip)}</dd>
      </div>
    </dl>
  );
}
