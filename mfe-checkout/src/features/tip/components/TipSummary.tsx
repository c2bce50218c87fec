import { formatNaira } from '@troo/shared';

/** What the diner pays: basket, tip and the two together. */
export function TipSummary({ total, tip }: { total: number; tip: number }) {
  return (
    <dl className="co-tip__summary" aria-live="polite">
      <div>
        <dt>Basket total</dt>
        <dd>{formatNaira(total)}</dd>
      </div>
      <div>
        <dt>Tip</dt>
        <dd>{formatNaira(tip)}</dd>
      </div>
      <div className="co-tip__new-total">
        <dt>New total</dt>
        <dd>{formatNaira(total + tip)}</dd>
      </div>
    </dl>
  );
}
