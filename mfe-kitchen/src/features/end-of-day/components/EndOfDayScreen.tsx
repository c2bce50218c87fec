import { formatNaira, useApiQuery } from '@troo/shared';
import { lagosDate, parseNaira, type EndOfDay, type OrderAdjustment } from '@troo/shared/contract';
import { Button, QueryState, StaffPage, TextInput } from '@troo/shared/kit';
import { OutletSelector, useWorkingOutlet } from '@troo/shared/portal';
import { useState } from 'react';
import { orderTime } from '../../../common/orders/order-text';
import './end-of-day.css';

const METHOD_LABEL: Record<EndOfDay['takings'][number]['method'], string> = {
  paystack: 'Paystack',
  cash: 'Cash',
  pos: 'POS terminal',
  transfer: 'Transfer',
  room_charge: 'Room charge',
};
const KIND_LABEL: Record<OrderAdjustment['kind'], string> = { comp: 'Comp', discount: 'Discount', refund: 'Refund' };

function Row({ label, amount, strong = false }: { label: string; amount: string; strong?: boolean }) {
  return (
    <div className={strong ? 'kt-eod__row kt-eod__row--strong' : 'kt-eod__row'}>
      <dt>{label}</dt>
      <dd>{amount}</dd>
    </div>
  );
}

/** The day's figures, takings by method, the cash count and every change, as printed. */
function EndOfDayReport({ day, counted }: { day: EndOfDay; counted: number | null }) {
  const difference = counted === null ? null : counted - day.cash_expected;
  return (
    <article className="kt-eod__sheet" aria-label={`End of day ${day.date}`}>
      <h2>
        {day.branch_name} · {day.date}
      </h2>
      <h3>Sales</h3>
      <dl>
        <Row label="Orders" amount={String(day.orders)} />
        <Row label="Food (as ordered)" amount={formatNaira(day.food)} />
        <Row label="Comps" amount={`−${formatNaira(day.comps.amount)} (${day.comps.count})`} />
        <Row label="Discounts" amount={`−${formatNaira(day.discounts.amount)} (${day.discounts.count})`} />
        <Row label="Service fees" amount={formatNaira(day.service_fees)} />
        <Row label="VAT" amount={formatNaira(day.taxes.vat)} />
        {day.taxes.consumption_tax > 0 ? <Row label="Consumption tax" amount={formatNaira(day.taxes.consumption_tax)} /> : null}
        <Row label="Delivery fees" amount={formatNaira(day.delivery_fees)} />
        <Row label="Tips" amount={formatNaira(day.tips)} />
        <Row label="Sales" amount={formatNaira(day.sales)} strong />
        <Row label="Refunds" amount={`−${formatNaira(day.refunds.amount)} (${day.refunds.count})`} />
      </dl>
      <h3>Takings by method</h3>
      <dl>
        {day.takings.map((row) => (
          <Row key={row.method} label={`${METHOD_LABEL[row.method]} (${row.payments})`} amount={formatNaira(row.amount)} />
        ))}
        <Row label="Taken in all" amount={formatNaira(day.takings_total)} strong />
        <Row label={`Voided payments (${day.voids.count})`} amount={formatNaira(day.voids.amount)} />
      </dl>
      <h3>Cash</h3>
      <dl>
        <Row label="Expected in the drawer" amount={formatNaira(day.cash_expected)} />
        <Row label="Counted" amount={counted === null ? '—' : formatNaira(counted)} />
        <Row label="Difference" amount={difference === null ? '—' : `${difference > 0 ? '+' : ''}${formatNaira(difference)}`} strong />
      </dl>
      <h3>Comps, discounts, refunds and voids</h3>
      {day.adjustments.length === 0 && day.voided_payments.length === 0 ? (
        <p className="kt-eod__none">None today.</p>
      ) : (
        <ul className="kt-eod__changes">
          {day.adjustments.map((row) => (
            <li key={row._id}>
              {orderTime(row.at)} · #{row.order_number} {KIND_LABEL[row.kind]}
              {row.line_name ? ` (${row.line_name})` : ''} −{formatNaira(row.amount)} · {row.by} · “{row.reason}”
            </li>
          ))}
          {day.voided_payments.map((row) => (
            <li key={row._id}>
              {orderTime(row.at)} · Void {METHOD_LABEL[row.method]} {formatNaira(row.amount)} · {row.by} · “{row.reason}”
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}

/**
 * /demo/end-of-day/{portal}: one outlet's Lagos day for the owner closing the till: sales, takings by
 * method, the cash counted against what is expected, and every comp, discount, refund and void with
 * who did it. Printable on one A4 page or an 80 mm receipt roll (end-of-day.css).
 */
export function EndOfDayScreen() {
  const outlet = useWorkingOutlet();
  const [date, setDate] = useState(() => lagosDate());
  const [counted, setCounted] = useState('');
  const report = useApiQuery('GET /report/getEndOfDay', outlet && date ? { query: { branch_id: outlet.id, date } } : null);
  const countedNaira = counted.trim() ? parseNaira(counted) : null;

  return (
    <StaffPage title="End of day" intro={<OutletSelector />} wide className="kt-eod">
      <div className="kt-eod__controls">
        <TextInput label="Day" type="date" value={date} max={lagosDate()} onChange={(event) => setDate(event.target.value)} />
        <TextInput
          label="Cash counted (₦)"
          inputMode="decimal"
          value={counted}
          error={counted.trim() && countedNaira === null ? 'Type the cash counted in naira, e.g. 12,500.' : null}
          onChange={(event) => setCounted(event.target.value)}
        />
        <Button variant="secondary" onClick={() => window.print()}>
          Print
        </Button>
      </div>
      <QueryState query={report} loadingText="Loading the day…" errorText="Could not load the day.">
        {({ data }) => <EndOfDayReport day={data} counted={countedNaira} />}
      </QueryState>
    </StaffPage>
  );
}
