import { asc, eq, inArray } from 'drizzle-orm';
import { koboToNaira, orderPlace, type Tab } from '@troo/shared/contract';
import { branches, orders, tabPayments, tabs, users } from '../../db/schema.js';
import type { Scope } from '../../data/scope.js';
import { NotFound } from '../../errors.js';
import { TAB_NOT_FOUND } from '@troo/shared/contract';
import { taxesView } from '../checkout/charges.js';
import { orderView, outletNames } from '../checkout/order-view.js';
import { tabTotals } from './balance.js';

// A bill as the Bill screen (and a diner at an open table) reads it.

type TabRow = typeof tabs.$inferSelect;

/** Where a bill is: 'Terrace · Table 2', 'Room 12', 'Pick Up'. */
export const tabPlace = (tab: Pick<TabRow, 'orderType' | 'placeNumber' | 'tableGroup'>) =>
  orderPlace({ order_type: tab.orderType, table_number: tab.placeNumber, table_group: tab.tableGroup });

/** The bill; `forDiner` leaves out who recorded or voided each payment. */
export async function tabView(scope: Scope, tabId: string, o: { forDiner?: boolean } = {}): Promise<Tab> {
  const [tab] = await scope.db
    .select()
    .from(tabs)
    .where(scope.owned(tabs, eq(tabs.id, tabId)));
  if (!tab) throw new NotFound(TAB_NOT_FOUND);
  const onTab = await scope.db
    .select()
    .from(orders)
    .where(scope.owned(orders, eq(orders.tabId, tab.id)))
    .orderBy(asc(orders.createdAt), asc(orders.number));
  const payments = await scope.db
    .select()
    .from(tabPayments)
    .where(scope.owned(tabPayments, eq(tabPayments.tabId, tab.id)))
    .orderBy(asc(tabPayments.recordedAt));
  const staffIds = [...new Set(payments.flatMap((p) => [p.recordedByUserId, p.voidedByUserId]).filter((id): id is string => id !== null))];
  const names = new Map<string, string>();
  if (!o.forDiner && staffIds.length > 0) {
    const staff = await scope.db
      .select({ id: users.id, first: users.firstName, last: users.lastName })
      .from(users)
      .where(scope.owned(users, inArray(users.id, staffIds)));
    for (const member of staff) names.set(member.id, `${member.first} ${member.last}`.trim());
  }
  const nameOf = (id: string | null) => (o.forDiner || id === null ? null : (names.get(id) ?? null));
  const [outlet] = await scope.db
    .select({ methods: branches.paymentMethods })
    .from(branches)
    .where(scope.owned(branches, eq(branches.id, tab.branchId)));
  const outletName = await outletNames(scope, tab.branchId);
  const totals = await tabTotals(scope, tab.id);
  return {
    id: tab.id,
    branch_id: tab.branchId,
    business_name: outletName?.business ?? '',
    branch_name: outletName?.branch ?? '',
    business_address: outletName?.address || null,
    business_tax_number: outletName?.taxNumber ?? null,
    status: tab.status,
    order_type: tab.orderType,
    place: tabPlace(tab),
    created_at: tab.createdAt.toISOString(),
    paid_at: tab.paidAt?.toISOString() ?? null,
    orders: onTab.map((order) => {
      const view = orderView(order, outletName, false);
      return {
        id: order.id,
        order_number: view.order_number,
        reference: order.reference,
        status: order.status,
        created_at: view.createdAt,
        menu_items: view.menu_items,
        total: view.total,
        service_fee: view.service_fee,
        delivery_fee: view.delivery_fee,
        tip: view.tip,
        total_price: view.total_price,
        ...taxesView(order),
      };
    }),
    total: koboToNaira(totals.totalKobo),
    paid: koboToNaira(totals.paidKobo),
    balance: koboToNaira(totals.balanceKobo),
    payments: payments.map((payment) => ({
      id: payment.id,
      method: payment.method,
      amount: koboToNaira(payment.amountKobo),
      reference: payment.reference,
      recorded_by: nameOf(payment.recordedByUserId),
      recorded_at: payment.recordedAt.toISOString(),
      voided_at: payment.voidedAt?.toISOString() ?? null,
      voided_by: nameOf(payment.voidedByUserId),
      void_reason: payment.voidReason,
    })),
    methods: outlet?.methods ?? [],
  };
}
