import { formatNaira } from '@troo/shared';
import type { Tab } from '@troo/shared/contract';
import { Button } from '@troo/shared/kit';
import { billTime } from '../hooks/bill-time';
import { paymentLine } from './BillPayments';

/** A paid bill's receipt, to print: what was ordered in all, and every payment that settled it. */
export function BillReceipt({ tab }: { tab: Tab }) {
  const counted = tab.payments.filter((payment) => !payment.voided_at);
  return (
    <section className="kt-bill__receipt" aria-label="Bill receipt">
      <h2>
        {tab.business_name} · {tab.branch_name}
      </h2>
      <p>
        {tab.place} · paid {tab.paid_at ? billTime(tab.paid_at) : ''}
      </p>
      <dl>
        <div>
          <dt>Total</dt>
          <dd>{formatNaira(tab.total)}</dd>
        </div>
        {counted.map((payment) => (
          <div key={payment.id}>
            <dt>{paymentLine(payment)}</dt>
            <dd>{formatNaira(payment.amount)}</dd>
          </div>
        ))}
        {tab.balance < 0 ? (
          <div>
            <dt>Paid over the total</dt>
            <dd>{formatNaira(-tab.balance)}</dd>
          </div>
        ) : null}
      </dl>
      <Button variant="secondary" className="no-print" onClick={() => window.print()}>
        Print receipt
      </Button>
    </section>
  );
}
