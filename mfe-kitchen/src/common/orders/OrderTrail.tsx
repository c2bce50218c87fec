import { formatNaira, useApiQuery, useInvalidate } from '@troo/shared';
import type { OrderAdjustment, StaffOrder, VoidedPayment } from '@troo/shared/contract';
import { Button, QueryState } from '@troo/shared/kit';
import { useState } from 'react';
import { AdjustmentForm } from './AdjustmentForm';
import type { AdjustmentKind } from './send-adjustment';
import { orderDate, orderTime } from './order-text';
import './order-trail.css';

const KIND_LABEL: Record<OrderAdjustment['kind'], string> = { comp: 'Comp', discount: 'Discount', refund: 'Refund' };
const METHOD_LABEL: Record<VoidedPayment['method'], string> = {
  paystack: 'Paystack',
  cash: 'Cash',
  pos: 'POS terminal',
  transfer: 'Transfer',
  room_charge: 'Room charge',
};

const when = (at: string) => `${orderDate(at)} ${orderTime(at)}`;

/**
 * The ticket's audit trail: every comp, discount and refund of the order and every voided payment of
 * its bill, with who, when, why and how much, the total now, and Comp / Discount / Refund for those
 * allowed (the server says who: the owner, or an employee the owner allows; refunds the owner only).
 */
export function OrderTrail({ order }: { order: StaffOrder }) {
  const trail = useApiQuery('GET /order/getOrderTrail/:id', { params: { id: order._id } });
  const invalidate = useInvalidate();
  const [form, setForm] = useState<AdjustmentKind | null>(null);

  const changed = () => {
    setForm(null);
    invalidate('GET /order/getOrderTrail/:id');
    invalidate('GET /order/getOrder');
  };

  return (
    <section className="kt-trail" aria-label="Changes to this order">
      <QueryState query={trail} loadingText="Loading changes…" errorText="Could not load this order's changes.">
        {({ data }) => (
          <>
            <p className="kt-trail__total">
              <span>Total now</span>
              <span data-testid="order-total-now">{formatNaira(data.total)}</span>
            </p>
            {data.refunded > 0 ? (
              <p className="kt-trail__line">
                <span>Refunded</span>
                <span>{formatNaira(data.refunded)}</span>
              </p>
            ) : null}
            <h3 className="kt-trail__title">Changes</h3>
            {data.adjustments.length === 0 && data.voided_payments.length === 0 ? (
              <p className="kt-trail__empty">No comps, discounts, refunds or voided payments.</p>
            ) : (
              <ul className="kt-trail__list">
                {data.adjustments.map((row) => (
                  <li key={row._id}>
                    <strong>
                      {KIND_LABEL[row.kind]}
                      {row.line_name ? ` · ${row.line_name}` : ' · whole order'}
                      {row.pending ? ' (under way)' : ''}
                    </strong>
                    <span>−{formatNaira(row.amount)}</span>
                    <small>
                      “{row.reason}” · {row.by} · {when(row.at)}
                    </small>
                  </li>
                ))}
                {data.voided_payments.map((row) => (
                  <li key={row._id}>
                    <strong>Voided {METHOD_LABEL[row.method]} payment</strong>
                    <span>{formatNaira(row.amount)}</span>
                    <small>
                      “{row.reason}” · {row.by} · {when(row.at)}
                    </small>
                  </li>
                ))}
              </ul>
            )}
            {form ? (
              <AdjustmentForm order={order} trail={data} kind={form} onDone={changed} onCancel={() => setForm(null)} />
            ) : (
              <div className="kt-trail__actions">
                {data.may_adjust ? (
                  <>
                    <Button variant="secondary" onClick={() => setForm('comp')}>
                      Comp
                    </Button>
                    <Button variant="secondary" onClick={() => setForm('discount')}>
                      Discount
                    </Button>
                  </>
                ) : null}
                {data.may_refund && data.refundable > 0 ? (
                  <Button variant="secondary" onClick={() => setForm('refund')}>
                    Refund part
                  </Button>
                ) : null}
              </div>
            )}
          </>
        )}
      </QueryState>
    </section>
  );
}
