import { eq } from 'drizzle-orm';
import { koboToNaira, type PlacedOrder } from '@troo/shared/contract';
import type { Scope } from '../../data/scope.js';
import { branches, businesses, checkouts, type orders } from '../../db/schema.js';
import { imageUrl } from '../../services/images.js';
import { taxesView } from './charges.js';

type OrderRow = typeof orders.$inferSelect;

/** The names an order is shown with: its business's and outlet's. */
export interface OutletNames {
  business: string;
  logo: string | null;
  branch: string;
  /** The business's address and tax number, printed on the receipt. */
  address: string;
  taxNumber: string | null;
}

export async function outletNames(scope: Scope, branchId: string): Promise<OutletNames | undefined> {
  const [names] = await scope.db
    .select({
      business: businesses.name,
      logo: businesses.logoImageId,
      branch: branches.name,
      address: businesses.address,
      taxNumber: businesses.taxNumber,
    })
    .from(branches)
    .innerJoin(businesses, eq(businesses.id, branches.businessId))
    .where(scope.owned(branches, eq(branches.id, branchId)));
  return names;
}

/** An order as the receipt shows it, amounts in naira. */
export async function placedOrderView(scope: Scope, order: OrderRow): Promise<PlacedOrder> {
  const [refund] = order.checkoutId
    ? await scope.db
        .select({ id: checkouts.id })
        .from(checkouts)
        .where(scope.owned(checkouts, eq(checkouts.id, order.checkoutId), eq(checkouts.status, 'refunded')))
    : [];
  return orderView(order, await outletNames(scope, order.branchId), Boolean(refund));
}

export function orderView(order: OrderRow, names: OutletNames | undefined, refunded: boolean): PlacedOrder {
  return {
    _id: order.id,
    order_number: String(order.number),
    reference: order.reference,
    createdAt: order.createdAt.toISOString(),
    channel: 'Online',
    status: order.status,
    order_type: order.orderType,
    customer_name: order.customer.name,
    customer_phone: order.customer.phone,
    table_number: order.customer.tableNumber,
    table_group: order.tableGroup,
    pickup_location: order.customer.pickupLocation,
    delivery_address: order.customer.address,
    scheduled_for: order.customer.scheduledDate,
    scheduled_time: order.customer.scheduledDate ? order.customer.scheduledTime : null,
    business_name: names?.business ?? '',
    business_logo: imageUrl(names?.logo ?? null),
    branch_name: names?.branch ?? '',
    menu_items: order.lines.map((line) => ({
      menuItem: { _id: line.itemId, menu_item_name: line.name, menu_item_price: koboToNaira(line.unitPriceKobo) },
      quantity: line.quantity,
      complimentary: line.complimentary,
      selectedOptions: line.options.map((option) => ({ name: option.name, price: koboToNaira(option.priceKobo) })),
      specialInstructions: line.specialInstructions,
      totalPrice: koboToNaira(line.totalKobo),
    })),
    total: koboToNaira(order.subtotalKobo),
    service_fee: koboToNaira(order.serviceFeeKobo),
    delivery_fee: koboToNaira(order.deliveryFeeKobo),
    tip: koboToNaira(order.tipKobo),
    total_price: koboToNaira(order.amountPaidKobo),
    ...taxesView(order),
    business_address: names?.address.trim() || null,
    business_tax_number: names?.taxNumber ?? null,
    refunded,
    ...(order.checkoutId === null ? { on_bill: true as const } : {}),
  };
}
