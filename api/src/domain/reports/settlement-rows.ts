import { and, eq, gte, inArray, isNull, lt, or } from 'drizzle-orm';
import { branches, businesses, orders, tabPayments } from '../../db/schema.js';
import type { Scope } from '../../data/scope.js';
import type { Period } from '../kitchen/lagos-period.js';

// Troo's side of a settlement: the Paystack payments it recorded (not voided), with their outlet
// and the order numbers of the bill each paid.

export interface RecordedPayment {
  reference: string;
  amountKobo: number;
  branchId: string;
  outlet: string;
  orders: string;
}

/** The restaurant's Paystack subaccount (its bank account), if it has one yet. */
export async function subaccountOf(scope: Scope): Promise<string | null> {
  const [business] = await scope.db
    .select({ code: businesses.paymentSubaccountCode })
    .from(businesses)
    .where(eq(businesses.id, scope.businessId));
  return business?.code ?? null;
}

/** Paystack payments recorded in the period, or any time with one of `references`. */
export async function recordedPayments(
  scope: Scope,
  outlet: string | null,
  o: { period: Period; references: string[] },
): Promise<RecordedPayment[]> {
  const rows = await scope.db
    .select({
      reference: tabPayments.reference,
      amountKobo: tabPayments.amountKobo,
      tabId: tabPayments.tabId,
      branchId: tabPayments.branchId,
      outlet: branches.name,
    })
    .from(tabPayments)
    .innerJoin(branches, eq(branches.id, tabPayments.branchId))
    .where(
      scope.owned(
        tabPayments,
        eq(tabPayments.method, 'paystack'),
        isNull(tabPayments.voidedAt),
        outlet ? eq(tabPayments.branchId, outlet) : undefined,
        or(
          and(gte(tabPayments.recordedAt, o.period.from), lt(tabPayments.recordedAt, o.period.to)),
          o.references.length ? inArray(tabPayments.reference, o.references) : undefined,
        ),
      ),
    );
  const tabIds = [...new Set(rows.map((row) => row.tabId))];
  const numbers = new Map<string, number[]>();
  if (tabIds.length) {
    const tabOrders = await scope.db
      .select({ tabId: orders.tabId, number: orders.number })
      .from(orders)
      .where(scope.owned(orders, inArray(orders.tabId, tabIds)));
    for (const order of tabOrders) numbers.set(order.tabId!, [...(numbers.get(order.tabId!) ?? []), order.number]);
  }
  return rows.flatMap((row) =>
    row.reference
      ? [
          {
            reference: row.reference,
            amountKobo: row.amountKobo,
            branchId: row.branchId,
            outlet: row.outlet,
            orders: (numbers.get(row.tabId) ?? []).sort((a, b) => a - b).join(', '),
          },
        ]
      : [],
  );
}
