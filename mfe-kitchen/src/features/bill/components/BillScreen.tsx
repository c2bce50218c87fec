import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { paths, QueryState, useSessionUser } from '@troo/shared';
import type { Tab } from '@troo/shared/contract';
import { AmountList, Card, StaffPage, StatusChip } from '@troo/shared/kit';
import { useBill } from '../hooks/use-bill';
import { billTime } from '../hooks/bill-time';
import { BillOrders } from './BillOrders';
import { BillPayments } from './BillPayments';
import { BillReceipt } from './BillReceipt';
import { PaystackPanel } from './PaystackPanel';
import { RecordPayment } from './RecordPayment';
import './bill.css';

/**
 * /demo/bill/{portal}/:id: one bill — where, its orders and charges, what was paid and how, what is
 * still owed — and settling it: record cash, POS, transfer or room charge (any amount up to the
 * balance: a split is several payments), or hand the diner a Paystack link. The owner may void a
 * payment. Paid, it shows "Paid" and a printable receipt.
 */
export function BillScreen() {
  const { id } = useParams();
  const [watching, setWatching] = useState(false);
  const bill = useBill(id, watching);
  const owner = useSessionUser()?.user_role === 'admin';

  return (
    <StaffPage title="Bill" back={{ to: paths.openBills, label: 'Open bills' }} wide>
      <QueryState query={bill.query} loadingText="Loading the bill…">
        {({ data: tab }) => (
          <div className="kt-bill">
            <BillHead tab={tab} />
            <Card title="Orders">
              <BillOrders orders={tab.orders} />
            </Card>
            <Card title="Payments">
              <BillPayments payments={tab.payments} owner={owner} onVoid={bill.voidPayment} />
              <BillTotals tab={tab} />
            </Card>
            {tab.status === 'open' ? (
              <Card title="Take payment" className="no-print">
                <RecordPayment methods={tab.methods} balance={tab.balance} onRecord={bill.record} />
                {tab.methods.includes('paystack') ? (
                  <PaystackPanel balance={tab.balance} start={bill.startPaystack} onShown={setWatching} />
                ) : null}
              </Card>
            ) : (
              <BillReceipt tab={tab} />
            )}
          </div>
        )}
      </QueryState>
    </StaffPage>
  );
}

function BillHead({ tab }: { tab: Tab }) {
  return (
    <div className="kt-bill__head">
      <h2>{tab.place}</h2>
      <StatusChip tone={tab.status === 'paid' ? 'success' : 'warning'}>{tab.status === 'paid' ? 'Paid' : 'Open'}</StatusChip>
      <span className="troo-muted">Opened {billTime(tab.created_at)}</span>
    </div>
  );
}

function BillTotals({ tab }: { tab: Tab }) {
  return (
    <AmountList
      rows={[
        { label: 'Total', naira: tab.total },
        { label: 'Paid', naira: tab.paid },
        { label: 'Balance', naira: tab.balance, strong: true, testId: 'bill-balance' },
      ]}
    />
  );
}
