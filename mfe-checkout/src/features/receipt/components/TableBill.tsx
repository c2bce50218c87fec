import { formatNaira, QueryState } from '@troo/shared';
import { AmountList, Button, StatusChip } from '@troo/shared/kit';
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
          <AmountList
            rows={[
              ...tab.orders.map((order) => ({
                label: `Order - ${order.order_number}`,
                id: String(order.id),
                naira: order.total_price,
                text: order.status === 'cancel' ? 'Cancelled' : undefined,
              })),
              { label: 'Total', naira: tab.total },
              { label: 'Paid', naira: tab.paid },
              { label: 'Balance', naira: Math.max(tab.balance, 0), strong: true, testId: 'table-bill-balance' },
            ]}
          />
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
