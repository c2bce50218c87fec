import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { formatNaira, useAction, useOrderingPlace } from '@troo/shared';
import { taxLines, type PlacedOrder } from '@troo/shared/contract';
import { AmountList, Button, CustomerHeader, OrderStatusChip } from '@troo/shared/kit';
import { menuPathOf } from '../../../common/menu-path';
import { storedOrder } from '../../../common/placed-order-storage';
import { receiptPath } from '../../../common/paths';
import { useOrderingMode } from '../../../common/use-ordering-mode';
import { downloadReceipt } from '../hooks/download-receipt';
import { receiptTime } from '../hooks/receipt-time';
import { useReceiptOrder } from '../hooks/use-receipt-order';
import { ReceiptFacts } from './ReceiptFacts';
import { ReceiptLines } from './ReceiptLines';
import { TableBill } from './TableBill';
import './receipt.css';

/** /demo/receipt/{mode}/{reference}: the paid order, its live status, Download, and 'Order more' from the same menu. */
export function Receipt() {
  const { id } = useParams();
  const mode = useOrderingMode();
  const navigate = useNavigate();
  const business = useOrderingPlace();
  const merchantUrl = business.URL ?? '/';
  // Back and 'Order more' lead to the menu, never back through the payment.
  const menu = menuPathOf(business, mode) ?? merchantUrl;

  // Without a reference: the order the last payment kept, else back to the merchant (spec §2).
  useEffect(() => {
    if (id) return;
    const kept = storedOrder();
    navigate(kept ? receiptPath(mode, kept.reference) : merchantUrl, { replace: true });
  }, [id, mode, merchantUrl, navigate]);

  return (
    <main className="troo-page co-receipt">
      <CustomerHeader title="Receipt" backTo={menu} backAlwaysTo mode={mode} showCart={false} />
      {id ? <ReceiptBody reference={id} /> : null}
      {id ? (
        <Button variant="secondary" onClick={() => navigate(menu)}>
          Order more
        </Button>
      ) : null}
    </main>
  );
}

/** What a pickup's diner reads once the kitchen has served the order: it waits at the counter, and which. */
const readyToCollect = (order: Pick<PlacedOrder, 'pickup_location'>) =>
  `Your order is ready to collect${order.pickup_location ? ` at ${order.pickup_location}` : ''}. Show this receipt at the counter.`;

function ReceiptBody({ reference }: { reference: string }) {
  const { order, missing } = useReceiptOrder(reference);
  const saving = useAction();

  if (missing) return <p role="alert">We could not find this order.</p>;
  if (!order) return <p role="status">Loading your receipt…</p>;
  const extras: [string, number][] = [
    ['Service Fee', order.service_fee],
    ...taxLines(order).map((line): [string, number] => [line.label, line.amount]),
    ...(order.delivery_fee > 0 ? ([['Delivery Fee', order.delivery_fee]] as [string, number][]) : []),
    ...(order.tip > 0 ? ([['Tip', order.tip]] as [string, number][]) : []),
  ];

  return (
    <>
      <div className="co-receipt__sheet">
        <div className="co-receipt__head">
          <h2>Order - {order.order_number}</h2>
          <OrderStatusChip status={order.status} />
        </div>
        {order.order_type === 'pickup' && order.status === 'served' ? (
          <p className="co-receipt__ready" role="status">
            {readyToCollect(order)}
          </p>
        ) : null}
        {order.refunded ? (
          <p className="co-receipt__refunded" role="status">
            This order was cancelled and your payment of {formatNaira(order.total_price)} has been refunded.
          </p>
        ) : null}
        <p className="co-receipt__time">{receiptTime(order.createdAt)}</p>
        <p className="co-receipt__business">{order.business_name}</p>
        {order.business_address ? <p className="co-receipt__seller">{order.business_address}</p> : null}
        {order.business_tax_number ? <p className="co-receipt__seller">TIN: {order.business_tax_number}</p> : null}
        <ReceiptFacts order={order} />
        <ReceiptLines lines={order.menu_items} />
        <AmountList
          rows={[
            ...extras.map(([label, naira]) => ({ label, naira })),
            { label: order.on_bill ? 'Order Total' : 'Total Paid', naira: order.total_price, strong: true },
          ]}
        />
      </div>
      {order.on_bill ? <TableBill reference={reference} /> : null}
      <Button onClick={() => void saving.run(() => downloadReceipt(order))} disabled={saving.busy}>
        Download
      </Button>
    </>
  );
}
