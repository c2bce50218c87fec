import { eq, gte, lt, sql } from 'drizzle-orm';
import { koboToNaira, lagosDate, type DateFilterQuery } from '@troo/shared/contract';
import { checkouts, orderAdjustments, orders } from '../../db/schema.js';
import type { Scope } from '../../data/scope.js';
import { periodFrom, type Period } from './lagos-period.js';
import { visibleOrders, type OrderViewer } from './staff-orders.js';

// The owner's figures from the orders themselves. Sales count paid orders (their tab paid in full: an
// open tab's orders are not sales yet) that were neither cancelled nor refunded, at what the diner
// paid, split into food (items and their options) and what was paid on top of it (service fee,
// delivery fee, tip), with the taxes collected beside them (inside the prices or added on top, as each
// order recorded); days are Lagos days.

interface ReportRow {
  status: (typeof orders.$inferSelect)['status'];
  refunded: boolean;
  paid: boolean;
  amountKobo: number;
  foodKobo: number;
  serviceFeeKobo: number;
  vatKobo: number;
  consumptionTaxKobo: number;
  taxesIncluded: boolean;
  deliveryFeeKobo: number;
  tipKobo: number;
  createdAt: Date;
  lines: (typeof orders.$inferSelect)['lines'];
}

/** What partial refunds gave back of the order (finished ones: the provider made them). */
export const refundedOf = () =>
  sql<string>`(select coalesce(sum(${orderAdjustments.amountKobo}), 0) from ${orderAdjustments} where ${orderAdjustments.orderId} = ${orders.id} and ${orderAdjustments.businessId} = ${orders.businessId} and ${orderAdjustments.kind} = 'refund' and ${orderAdjustments.state} = 'done')`;

async function ordersOf(scope: Scope, viewer: OrderViewer, branchId: string | undefined, period: Period): Promise<ReportRow[]> {
  const rows = await scope.db
    .select({
      status: orders.status,
      checkoutStatus: checkouts.status,
      paidAt: orders.paidAt,
      amountKobo: orders.amountPaidKobo,
      refundedKobo: refundedOf(),
      foodKobo: orders.subtotalKobo,
      serviceFeeKobo: orders.serviceFeeKobo,
      vatKobo: orders.vatKobo,
      consumptionTaxKobo: orders.consumptionTaxKobo,
      taxesIncluded: orders.taxesIncluded,
      deliveryFeeKobo: orders.deliveryFeeKobo,
      tipKobo: orders.tipKobo,
      createdAt: orders.createdAt,
      lines: orders.lines,
    })
    .from(orders)
    .leftJoin(checkouts, eq(checkouts.id, orders.checkoutId))
    .where(await visibleOrders(scope, viewer, branchId, gte(orders.createdAt, period.from), lt(orders.createdAt, period.to)));
  // Partial refunds lower what the sale brought in (a whole refund leaves it out altogether).
  return rows.map(({ refundedKobo, checkoutStatus, paidAt, ...row }) => ({
    ...row,
    amountKobo: row.amountKobo - Number(refundedKobo),
    refunded: checkoutStatus === 'refunded',
    paid: paidAt !== null,
  }));
}

/** A ticket the kitchen makes: not cancelled or refunded (paid or still on an open tab). */
const counts = (row: ReportRow) => row.status !== 'cancel' && !row.refunded;
/** A sale: a ticket whose tab is paid. */
const isSale = (row: ReportRow) => counts(row) && row.paid;

export async function ticketCounts(scope: Scope, viewer: OrderViewer, query: DateFilterQuery) {
  const rows = await ordersOf(scope, viewer, query.branch_id, periodFrom(query));
  const canceled = rows.filter((row) => !counts(row)).length;
  return {
    open: rows.filter((row) => counts(row) && row.status !== 'served').length,
    closed: rows.filter((row) => counts(row) && row.status === 'served').length,
    canceled,
    total: rows.length,
    // Every order the kitchen accepted in the period, served ones included.
    accepted: rows.filter((row) => counts(row) && (row.status === 'Accepted' || row.status === 'served')).length,
  };
}

export async function topMenuItems(scope: Scope, viewer: OrderViewer, query: DateFilterQuery) {
  const rows = (await ordersOf(scope, viewer, query.branch_id, periodFrom(query))).filter(isSale);
  const items = new Map<string, { quantity: number; kobo: number }>();
  for (const line of rows.flatMap((row) => row.lines)) {
    const item = items.get(line.name) ?? { quantity: 0, kobo: 0 };
    items.set(line.name, { quantity: item.quantity + line.quantity, kobo: item.kobo + line.totalKobo });
  }
  return [...items.entries()]
    .map(([name, item]) => ({ menu_item_name: name, quantity: item.quantity, total: koboToNaira(item.kobo) }))
    .sort((a, b) => b.quantity - a.quantity || b.total - a.total)
    .slice(0, 10);
}

const sum = (rows: ReportRow[], kobo: (row: ReportRow) => number) => rows.reduce((total, row) => total + kobo(row), 0);

async function sales(scope: Scope, viewer: OrderViewer, branchId: string | undefined, period: Period) {
  const rows = (await ordersOf(scope, viewer, branchId, period)).filter(isSale);
  const byDay = new Map(period.days.map((day) => [day, { kobo: 0, foodKobo: 0, orders: 0 }]));
  for (const row of rows) {
    const day = byDay.get(lagosDate(row.createdAt));
    if (!day) continue;
    day.kobo += row.amountKobo;
    day.foodKobo += row.foodKobo;
    day.orders += 1;
  }
  return {
    totalKobo: sum(rows, (row) => row.amountKobo),
    split: {
      food: koboToNaira(sum(rows, (row) => row.foodKobo)),
      service_fees: koboToNaira(sum(rows, (row) => row.serviceFeeKobo)),
      vat: koboToNaira(sum(rows, (row) => row.vatKobo)),
      consumption_tax: koboToNaira(sum(rows, (row) => row.consumptionTaxKobo)),
      taxes_in_prices: koboToNaira(sum(rows, (row) => (row.taxesIncluded ? row.vatKobo + row.consumptionTaxKobo : 0))),
      delivery_fees: koboToNaira(sum(rows, (row) => row.deliveryFeeKobo)),
      tips: koboToNaira(sum(rows, (row) => row.tipKobo)),
    },
    orders: rows.length,
    days: [...byDay.entries()].map(([date, day]) => ({
      date,
      total: koboToNaira(day.kobo),
      food: koboToNaira(day.foodKobo),
      orders: day.orders,
    })),
  };
}

export async function totalSales(scope: Scope, viewer: OrderViewer, query: DateFilterQuery) {
  const figure = await sales(scope, viewer, query.branch_id, periodFrom(query));
  return { total: koboToNaira(figure.totalKobo), ...figure.split, orders: figure.orders, days: figure.days };
}

export async function averageOrderValue(scope: Scope, viewer: OrderViewer, query: DateFilterQuery) {
  const figure = await sales(scope, viewer, query.branch_id, periodFrom(query));
  return { average: figure.orders ? koboToNaira(Math.round(figure.totalKobo / figure.orders)) : 0, orders: figure.orders };
}

/** The last 7 Lagos days against the 7 before them. */
export async function salesGrowth(scope: Scope, viewer: OrderViewer, branchId: string | undefined, now = new Date()) {
  const thisWeek = await sales(scope, viewer, branchId, periodFrom({ date_filter: 'number_of_days', number_of_days: '7' }, now));
  const lastWeek = await sales(
    scope,
    viewer,
    branchId,
    periodFrom({ date_filter: 'date_range', startDate: lagosDate(now, -13), endDate: lagosDate(now, -7) }, now),
  );
  return {
    this_week: koboToNaira(thisWeek.totalKobo),
    last_week: koboToNaira(lastWeek.totalKobo),
    growth_percent: lastWeek.totalKobo ? Math.round(((thisWeek.totalKobo - lastWeek.totalKobo) / lastWeek.totalKobo) * 1000) / 10 : null,
  };
}
