import { PAY_AT_END_NEEDS_TABLE, PAY_AT_END_UNAVAILABLE, koboOf, type CallBody } from '@troo/shared/contract';
import { orders } from '../../db/schema.js';
import { BadRequest } from '../../errors.js';
import { newReference } from '../../payments/reference.js';
import { recordOrderEvent } from '../../services/order-events.js';
import type { CheckoutServices } from '../checkout/start.js';
import { orderCustomer } from '../checkout/customer-details.js';
import { priceBasket } from '../checkout/pricing.js';
import { scannedPlace } from '../checkout/scanned-place.js';
import type { ScopedOrder } from '../checkout/order-of-reference.js';
import { openTabOfPlace } from './open-tab.js';
import { nextOrderNumber, pricedOrderColumns } from '../checkout/order-columns.js';

// "Pay at the end": a diner's dine-in order goes to the kitchen at once, unpaid, on the table's open
// bill; later rounds join it, and the bill is paid once. Priced exactly as a checkout, and bounded as
// one: only from a scanned table or room code, and counted against the outlet's checkouts a minute.

type OpenOrderBody = CallBody<'POST /order/placeOpenTableOrder'>;

export async function placeDinerOpenOrder(
  { db, outletLimit }: Pick<CheckoutServices, 'db' | 'outletLimit'>,
  body: OpenOrderBody,
): Promise<ScopedOrder> {
  const priced = await priceBasket(db, body);
  if (!priced.branch.dinerPayLater) throw new BadRequest(PAY_AT_END_UNAVAILABLE);
  const place = await scannedPlace(priced.scope, priced.branch.id, body.order_type, body.customer);
  if (!place) throw new BadRequest(PAY_AT_END_NEEDS_TABLE);
  const customer = orderCustomer({ ...body.customer, table_number: place.number }, place.type, priced.branch);
  const tipKobo = koboOf(body.tip);
  await outletLimit.take(priced.branch.id);
  const order = await priced.scope.transaction(async (tx) => {
    const tabId = await openTabOfPlace(tx, { branchId: priced.branch.id, userId: null }, place);
    const [order] = await tx.db
      .insert(orders)
      .values(
        tx.ownedValues({
          branchId: priced.branch.id,
          checkoutId: null,
          tabId,
          reference: newReference(),
          number: await nextOrderNumber(tx, priced.branch.id),
          status: 'Ordered' as const,
          product: body.product,
          orderType: place.type,
          lines: priced.lines,
          customer,
          tableGroup: place.group,
          ...pricedOrderColumns(priced, tipKobo),
          paidAt: null,
        }),
      )
      .returning();
    await recordOrderEvent(tx, { branchId: order!.branchId, orderId: order!.id, kind: 'created' });
    return order!;
  });
  return { scope: priced.scope, order };
}
