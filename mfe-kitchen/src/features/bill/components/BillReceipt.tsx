import { taxLines, type Tab } from '@troo/shared/contract';
import { AmountList, Button } from '@troo/shared/kit';
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
      <AmountList
        rows={[
          ...chargesOf(tab).map(([label, naira]) => ({ label, naira })),
          { label: 'Total', naira: tab.total, strong: true },
          ...counted.map((payment) => ({ label: paymentLine(payment), naira: payment.amount, id: payment.id })),
          ...(tab.balance < 0 ? [{ label: 'Paid over the total', naira: -tab.balance }] : []),
        ]}
      />
      <Button variant="secondary" className="no-print" onClick={() => window.print()}>
        Print receipt
      </Button>
    </section>
  );
}
