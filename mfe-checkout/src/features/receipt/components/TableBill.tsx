import { formatNaira, QueryState } from '@troo/shared';
import { Button, StatusChip } from '@troo/shared/kit';
import { useTableBill } from '../hooks/use-table-bill';

/**
 * The table's bill under an open order's receipt: every round on it, what was paid, what is owed, and
 * "Pay bill" (Paystack, for the whole balance) while something is.
 */
export function TableBill({ reference }: { reference: string }) {
  const { bill, confirming, pay, busy, error } = useTableBill(reference);
  if (confirming)
    return (
      <p className="co-receipt__bill-status" role="status">
        Confirming your payment…
      </p>
    );
  return (
    <QueryState query={bill} loadingText="Loading your table's bill…">
      {({ data: tab }) => (
        <section className="co-receipt__bill" aria-label="Table bill">
          <div className="co-receipt__head">
            <h2>Bill · {tab.place}</h2>
            <StatusChip tone={tab.status === 'paid' ? 'success' : 'warning'}>{tab.status === 'paid' ? 'Paid' : 'Open'}</StatusChip>
          </div>
          <dl className="co-receipt__totals">
            {tab.orders.map((order) => (
              <div key={order.id}>
                <dt>Order - {order.order_number}</dt>
                <dd>{order.status === 'cancel' ? 'Cancelled' : formatNaira(order.total_price)}</dd>
              </div>
            ))}
            <div>
              <dt>Total</dt>
              <dd>{formatNaira(tab.total)}</dd>
            </div>
            <div>
              <dt>Paid</dt>
              <dd>{formatNaira(tab.paid)}</dd>
            </div>
            <div className="co-receipt__paid">
              <dt>Balance</dt>
              <dd data-testid="table-bill-balance">{formatNaira(Math.max(tab.balance, 0))}</dd>
            </div>
          </dl>
          {tab.status === 'open' && tab.balance > 0 ? (
            <>
              {error ? (
                <p className="troo-field__error" role="alert">
                  {error}
                </p>
              ) : null}
              <Button onClick={pay} disabled={busy}>
                {busy ? 'Please wait…' : `Pay bill ${formatNaira(tab.balance)}`}
              </Button>
            </>
          ) : null}
          {tab.status === 'paid' ? <p role="status">Thank you: this bill is paid.</p> : null}
        </section>
      )}
    </QueryState>
  );
}
