import { and, asc, eq, gte, isNotNull, isNull, lt, ne, or } from 'drizzle-orm';
import { PAYMENT_METHODS, koboToNaira, type EndOfDay } from '@troo/shared/contract';
import { checkouts, orderAdjustments, orders, tabPayments } from '../../db/schema.js';
import type { Scope } from '../../data/scope.js';
import { outletNames } from '../checkout/order-view.js';
import { periodFrom } from '../kitchen/lagos-period.js';
import type { OrderViewer } from '../kitchen/staff-orders.js';
import { adjustmentView, namesOf, voidedPaymentView } from './trail.js';

// One outlet's Lagos day, for the owner to close the till: the day's sales (orders taken that day and
// paid, not cancelled or refunded in full), the money received that day by each method (payments not
// voided; the cash expected in the drawer is the cash among them), and every comp, discount, refund
// and voided payment of the day with who did it and why.

const sum = <T>(rows: T[], kobo: (row: T) => number) => rows.reduce((total, row) => total + kobo(row), 0);

export async function endOfDay(scope: Scope, viewer: OrderViewer, branchId: string, date: string): Promise<EndOfDay> {
  const outlet = await viewer.visibleOutlet(branchId);
  const { from, to } = periodFrom({ date_filter: 'date_range', startDate: date, endDate: date });
  const inDay = (column: typeof orders.createdAt | typeof tabPayments.recordedAt) => and(gte(column, from), lt(column, to));

  const sales = await scope.db
    .select({
      foodKobo: orders.subtotalKobo,
      serviceFeeKobo: orders.serviceFeeKobo,
      deliveryFeeKobo: orders.deliveryFeeKobo,
      tipKobo: orders.tipKobo,
      vatKobo: orders.vatKobo,
      consumptionTaxKobo: orders.consumptionTaxKobo,
      totalKobo: orders.amountPaidKobo,
    })
    .from(orders)
    .leftJoin(checkouts, eq(checkouts.id, orders.checkoutId))
    .where(
      scope.owned(
        orders,
        eq(orders.branchId, outlet),
        inDay(orders.createdAt),
        isNotNull(orders.paidAt),
        ne(orders.status, 'cancel'),
        or(isNull(checkouts.status), ne(checkouts.status, 'refunded')),
      ),
    );

  const payments = await scope.db
    .select()
    .from(tabPayments)
    .where(scope.owned(tabPayments, eq(tabPayments.branchId, outlet), inDay(tabPayments.recordedAt), isNull(tabPayments.voidedAt)));
  const takings = PAYMENT_METHODS.map((method) => {
    const of = payments.filter((payment) => payment.method === method);
    return { method, payments: of.length, amount: koboToNaira(sum(of, (payment) => payment.amountKobo)) };
  });

  const voided = await scope.db
    .select()
    .from(tabPayments)
    .where(
      scope.owned(
        tabPayments,
        eq(tabPayments.branchId, outlet),
        isNotNull(tabPayments.voidedAt),
        gte(tabPayments.voidedAt, from),
        lt(tabPayments.voidedAt, to),
      ),
    )
    .orderBy(asc(tabPayments.voidedAt));

  const adjustments = await scope.db
    .select({ adjustment: orderAdjustments, number: orders.number, lines: orders.lines })
    .from(orderAdjustments)
    .innerJoin(orders, eq(orders.id, orderAdjustments.orderId))
    .where(
      scope.owned(
        orderAdjustments,
        eq(orderAdjustments.branchId, outlet),
        gte(orderAdjustments.createdAt, from),
        lt(orderAdjustments.createdAt, to),
      ),
    )
    .orderBy(asc(orderAdjustments.createdAt));

  const names = await namesOf(scope, [...adjustments.map((row) => row.adjustment.byUserId), ...voided.map((row) => row.voidedByUserId)]);
  const tally = (kind: 'comp' | 'discount' | 'refund') => {
    const of = adjustments.filter((row) => row.adjustment.kind === kind && row.adjustment.state === 'done');
    return { count: of.length, amount: koboToNaira(sum(of, (row) => row.adjustment.amountKobo)) };
  };
  const cashKobo = sum(
    payments.filter((payment) => payment.method === 'cash'),
    (payment) => payment.amountKobo,
  );

  return {
    branch_id: outlet,
    branch_name: (await outletNames(scope, outlet))?.branch ?? '',
    date,
    orders: sales.length,
    food: koboToNaira(sum(sales, (row) => row.foodKobo)),
    service_fees: koboToNaira(sum(sales, (row) => row.serviceFeeKobo)),
    taxes: {
      vat: koboToNaira(sum(sales, (row) => row.vatKobo)),
      consumption_tax: koboToNaira(sum(sales, (row) => row.consumptionTaxKobo)),
    },
    delivery_fees: koboToNaira(sum(sales, (row) => row.deliveryFeeKobo)),
    tips: koboToNaira(sum(sales, (row) => row.tipKobo)),
    sales: koboToNaira(sum(sales, (row) => row.totalKobo)),
    takings,
    takings_total: koboToNaira(sum(payments, (payment) => payment.amountKobo)),
    cash_expected: koboToNaira(cashKobo),
    comps: tally('comp'),
    discounts: tally('discount'),
    refunds: tally('refund'),
    voids: { count: voided.length, amount: koboToNaira(sum(voided, (row) => row.amountKobo)) },
    adjustments: adjustments.map((row) => adjustmentView(row.adjustment, { number: row.number, lines: row.lines }, names)),
    voided_payments: voided.map((row) => voidedPaymentView(row, names)),
  };
}
