import { eq, inArray } from 'drizzle-orm';
import {
  INVALID_PHONE,
  TAKE_ORDER_DISH_NOT_ON_MENU,
  TAKE_ORDER_PICKUP_DETAILS,
  TAKE_ORDER_PLACE_REQUIRED,
  isPhoneNumber,
  koboToNaira,
  orderPlace,
  unknownPlaceMessage,
  type TakeOrderBody,
  type TakenOrder,
} from '@troo/shared/contract';
import type { Scope } from '../../data/scope.js';
import { businesses, menuItems, orders, type OrderCustomer } from '../../db/schema.js';
import { BadRequest, NotFound } from '../../errors.js';
import { newReference } from '../../payments/reference.js';
import type { StaffSession } from '../../plugins/auth.js';
import { recordOrderEvent } from '../../services/order-events.js';
import { findOwnBranch } from '../businesses.js';
import { priceLines } from '../checkout/pricing.js';
import { outletPlace, type ScannedPlace } from '../checkout/scanned-place.js';
import { isUniqueViolation } from '../unique-violation.js';
import { openPickupTab, openTabOfPlace } from '../tabs/open-tab.js';
import { nextOrderNumber, pricedOrderColumns } from '../checkout/order-columns.js';

// An order a waiter takes for a guest (issue 48): priced by the diner's pricing path, sent to the
// kitchen at once (status Ordered, no payment yet) and put on the place's open bill.
//
// Paused or closed ordering does not stop it: the owner's pause and opening hours govern the diners'
// own phones (QR and online ordering); a waiter at a table with seated guests still sends their
// order, as a restaurant would. Sold-out dishes and options, and the option rules, still hold.

/** The name a table's or room's order carries when the waiter gave none. */
export const GUEST_NAME = 'Guest';

type OrderRow = typeof orders.$inferSelect;

const answerOf = (order: OrderRow): TakenOrder => ({
  order_id: order.id,
  order_number: String(order.number),
  tab_id: order.tabId!,
  total_price: koboToNaira(order.amountPaidKobo),
});

async function orderOfKey(scope: Scope, clientKey: string): Promise<OrderRow | undefined> {
  const [order] = await scope.db
    .select()
    .from(orders)
    .where(scope.owned(orders, eq(orders.clientKey, clientKey)))
    .limit(1);
  return order;
}

/** Where the order goes: one of the outlet's QR places (table or room), else the pickup guest's details. */
async function placeOf(scope: Scope, branchId: string, body: TakeOrderBody): Promise<ScannedPlace | null> {
  if (body.order_type === 'pickup') return null;
  const group = body.table_group?.trim();
  if (!group || body.place_number === undefined) throw new BadRequest(TAKE_ORDER_PLACE_REQUIRED);
  const place = await outletPlace(scope, branchId, { type: body.order_type, group, number: body.place_number });
  if (!place) {
    const named = orderPlace({ order_type: body.order_type, table_number: String(body.place_number), table_group: group });
    throw new BadRequest(unknownPlaceMessage(named, body.order_type));
  }
  return place;
}

/**
 * Every dish named is on this outlet's menu (sold out or not): another business's, or another
 * outlet's, is a 404 like a missing one. Sold-out ones are refused by pricing, as a diner's are.
 */
async function checkOnMenu(scope: Scope, branchId: string, items: TakeOrderBody['items']): Promise<void> {
  const ids = [...new Set(items.map((line) => line.menu_item_id))];
  const found = await scope.db
    .select({ id: menuItems.id })
    .from(menuItems)
    .where(scope.owned(menuItems, eq(menuItems.branchId, branchId), inArray(menuItems.id, ids)));
  if (found.length !== ids.length) throw new NotFound(TAKE_ORDER_DISH_NOT_ON_MENU);
}

function guestOf(body: TakeOrderBody, place: ScannedPlace | null): OrderCustomer {
  const name = body.customer_name?.trim() || null;
  const phone = body.customer_phone?.trim() || null;
  if (!place && (!name || !phone)) throw new BadRequest(TAKE_ORDER_PICKUP_DETAILS);
  if (phone && !isPhoneNumber(phone)) throw new BadRequest(INVALID_PHONE);
  return {
    name: name ?? GUEST_NAME,
    tableNumber: place?.number ?? null,
    email: null,
    phone,
    address: null,
    pickupLocation: null,
    scheduledDate: null,
    scheduledTime: null,
  };
}

/**
 * Takes the order at `outletId` (an outlet the staff member may see, checked by the caller), or answers
 * the one made before under the same client key. One transaction: the tab joined or opened, the
 * outlet's next number, the order and the event the displays hear.
 */
export async function takeOrder(scope: Scope, staff: StaffSession, outletId: string, body: TakeOrderBody): Promise<TakenOrder> {
  const earlier = await orderOfKey(scope, body.client_key);
  if (earlier) return answerOf(earlier);

  const branch = await findOwnBranch(scope, outletId);
  const [business] = await scope.db.select().from(businesses).where(eq(businesses.id, scope.businessId));
  const place = await placeOf(scope, branch.id, body);
  const customer = guestOf(body, place);
  await checkOnMenu(scope, branch.id, body.items);
  const priced = await priceLines(scope, { business: business!, branch }, body.order_type, body.items);
  const opener = { branchId: branch.id, userId: staff.userId };

  try {
    const order = await scope.transaction(async (tx) => {
      const tabId = place ? await openTabOfPlace(tx, opener, place) : await openPickupTab(tx, opener);
      const [made] = await tx.db
        .insert(orders)
        .values(
          tx.ownedValues({
            branchId: branch.id,
            checkoutId: null,
            tabId,
            takenByUserId: staff.userId,
            clientKey: body.client_key,
            reference: newReference(),
            number: await nextOrderNumber(tx, branch.id),
            status: 'Ordered' as const,
            product: place ? ('OrderAndPay' as const) : ('OnlineOrdering' as const),
            orderType: body.order_type,
            lines: priced.lines,
            customer,
            tableGroup: place?.group ?? null,
            ...pricedOrderColumns(priced, 0),
            paidAt: null,
          }),
        )
        .returning();
      await recordOrderEvent(tx, { branchId: branch.id, orderId: made!.id, kind: 'created' });
      return made!;
    });
    return answerOf(order);
  } catch (error) {
    // The same key sent again while the first was being written: that one stands.
    if (!isUniqueViolation(error, 'orders_business_client_key')) throw error;
    const made = await orderOfKey(scope, body.client_key);
    if (!made) throw error;
    return answerOf(made);
  }
}
