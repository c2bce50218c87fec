import { orderPlace, type BasketCustomer, type OrderingPlace } from '@troo/shared';
import { dueText, type CheckoutBasket } from '@troo/shared/contract';

interface OrderDestinationProps {
  orderType: CheckoutBasket['order_type'];
  basket: Pick<BasketCustomer, 'customerTableNumber' | 'selectedLocation' | 'streetAddress' | 'deliveryDate' | 'deliveryTime'>;
  business: Pick<OrderingPlace, 'tableNo' | 'groupName'>;
}

/**
 * Where and when the order goes, repeated before the diner pays, in the words the receipt and the
 * kitchen use: a mistyped address or a wrong day is caught here, not at the door.
 */
export function OrderDestination({ orderType, basket, business }: OrderDestinationProps) {
  const due =
    orderType === 'delivery' ? dueText({ scheduled_for: basket.deliveryDate || null, scheduled_time: basket.deliveryTime || null }) : null;
  const rows: [string, string][] = [
    [
      'For',
      orderPlace({
        order_type: orderType,
        table_number: business.tableNo || basket.customerTableNumber || null,
        table_group: business.groupName,
        pickup_location: basket.selectedLocation || null,
      }),
    ],
    ...(orderType === 'delivery' && basket.streetAddress ? ([['Deliver to', basket.streetAddress]] as [string, string][]) : []),
    ...(due ? ([['Due', due]] as [string, string][]) : []),
  ];
  return (
    <dl className="co-pay__destination" aria-label="Your order goes to">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
