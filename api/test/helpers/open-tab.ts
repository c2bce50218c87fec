import type { Database } from '../../src/db/client.js';
import { branches, orders, tabPayments, tabs, type OrderCustomer, type PricedLine } from '../../src/db/schema.js';
import { eq, sql } from 'drizzle-orm';
import type { TestBusiness } from './businesses.js';

// Orders on a bill left open, or paid by staff-recorded methods, written straight to the database:
// the staff screens that make them (take order, the bill) are other parts of issue 48.

let counter = 0;

/** A guest at a table as a waiter's order records them: a name and the table, no contact details. */
export function tableGuest(name: string, tableNumber: string | null): OrderCustomer {
  return { name, tableNumber, email: null, phone: null, address: null, pickupLocation: null, scheduledDate: null, scheduledTime: null };
}

/** An order of `lines` (name and kobo each) on a new open bill at a table, with the fee given; unpaid. */
export async function openTabOrder(
  db: Database,
  shop: TestBusiness,
  lines: { name: string; kobo: number }[],
  serviceFeeKobo: number,
): Promise<{ id: string; tabId: string; totalKobo: number }> {
  counter += 1;
  const [tab] = await db
    .insert(tabs)
    .values({ businessId: shop.businessId, branchId: shop.branchId, orderType: 'table', placeNumber: `T${process.pid}-${counter}` })
    .returning();
  const [counterRow] = await db
    .update(branches)
    .set({ lastOrderNumber: sql`${branches.lastOrderNumber} + 1` })
    .where(eq(branches.id, shop.branchId))
    .returning({ number: branches.lastOrderNumber });
  const priced: PricedLine[] = lines.map((line) => ({
    itemId: '00000000-0000-4000-8000-000000000000',
    name: line.name,
    unitPriceKobo: line.kobo,
    quantity: 1,
    options: [],
    complimentary: null,
    specialInstructions: '',
    totalKobo: line.kobo,
  }));
  const subtotalKobo = lines.reduce((sum, line) => sum + line.kobo, 0);
  const totalKobo = subtotalKobo + serviceFeeKobo;
  const [order] = await db
    .insert(orders)
    .values({
      businessId: shop.businessId,
      branchId: shop.branchId,
      tabId: tab!.id,
      reference: `open-tab-${process.pid}-${counter}-${Date.now()}`,
      number: counterRow!.number,
      status: 'Ordered',
      product: 'OrderAndPay',
      orderType: 'table',
      lines: priced,
      customer: tableGuest('Guest', tab!.placeNumber),
      subtotalKobo,
      serviceFeeKobo,
      deliveryFeeKobo: 0,
      tipKobo: 0,
      amountPaidKobo: totalKobo,
    })
    .returning();
  return { id: order!.id, tabId: tab!.id, totalKobo };
}

/** Settles an open bill by staff-recorded payments (method and kobo each): the tab and its order are paid. */
export async function payTab(
  db: Database,
  shop: TestBusiness,
  tab: { id: string; tabId: string },
  payments: { method: 'cash' | 'pos' | 'transfer' | 'room_charge'; kobo: number }[],
): Promise<void> {
  const now = new Date();
  for (const payment of payments) {
    await db.insert(tabPayments).values({
      businessId: shop.businessId,
      branchId: shop.branchId,
      tabId: tab.tabId,
      method: payment.method,
      amountKobo: payment.kobo,
      recordedByUserId: shop.employee.id,
    });
  }
  await db.update(tabs).set({ status: 'paid', paidAt: now }).where(eq(tabs.id, tab.tabId));
  await db.update(orders).set({ paidAt: now }).where(eq(orders.id, tab.id));
}
