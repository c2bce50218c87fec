import { formatNaira } from '@troo/shared';
import { taxLines, type Tab } from '@troo/shared/contract';
import { Button } from '@troo/shared/kit';
import { billTime } from '../hooks/bill-time';
import { paymentLine } from './BillPayments';

/** The bill's service fees and each tax line ("VAT (7.5 %, included)"), summed over its orders not cancelled. */
function chargesOf(tab: Tab): [string, number][] {
  const sums = new Map<string, number>();
  const add = (label: string, amount: number) => sums.set(label, Math.round(((sums.get(label) ?? 0) + amount) * 100) / 100);
  for (const order of tab.orders.filter((one) => one.status !== 'cancel')) {
    add('Service fee', order.service_fee);
    for (const line of taxLines(order)) add(line.label, line.amount);
  }
  return [...sums];
}

/** A paid bill's receipt, to print: who sold it, what was ordered in all with its fee and taxes, and every payment that settled it. */
export function BillReceipt({ tab }: { tab: Tab }) {
  const counted = tab.payments.filter((payment) => !payment.voided_at);
  return (
    <section className="kt-bill__receipt" aria-label="Bill receipt">
      <h2>
        {tab.business_name} · {tab.branch_name}
      </h2>
      {tab.business_address ? <p>{tab.business_address}</p> : null}
      {tab.business_tax_number ? <p>TIN {tab.business_tax_number}</p> : null}
      <p>
        {tab.place} · paid {tab.paid_at ? billTime(tab.paid_at) : ''}
      </p>
      <dl>
        {chargesOf(tab).map(([label, amount]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{formatNaira(amount)}</dd>
          </div>
        ))}
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
