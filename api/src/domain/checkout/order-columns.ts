import { eq, sql } from 'drizzle-orm';
import type { Scope } from '../../data/scope.js';
import { branches } from '../../db/schema.js';
import type { PricedBasket } from './pricing.js';

// What every new order takes from its priced basket, and its number: the same for a diner's paid
// checkout, a waiter's order and a diner's "pay at the end", so no path forgets a tax or a rate.

/** The priced columns of a checkout or an order: amounts in kobo and the rates they were priced at. */
export function pricedColumns(priced: PricedBasket, tipKobo: number) {
  return {
    subtotalKobo: priced.subtotalKobo,
    serviceFeeKobo: priced.serviceFeeKobo,
    deliveryFeeKobo: priced.deliveryFeeKobo,
    tipKobo,
    vatKobo: priced.vatKobo,
    consumptionTaxKobo: priced.consumptionTaxKobo,
    serviceFeeBasisPoints: priced.serviceFeeBasisPoints,
    vatBasisPoints: priced.vatBasisPoints,
    consumptionTaxBasisPoints: priced.consumptionTaxBasisPoints,
    taxesIncluded: priced.taxesIncluded,
  };
}

/** What the diner owes in all: the amount due (food, fees, taxes added on top) and the tip. */
export const totalKobo = (priced: PricedBasket, tipKobo: number) => priced.dueKobo + tipKobo;

/** An order's priced columns and its total (`amount_paid_kobo`). */
export const pricedOrderColumns = (priced: PricedBasket, tipKobo: number) => ({
  ...pricedColumns(priced, tipKobo),
  amountPaidKobo: totalKobo(priced, tipKobo),
});

/** The outlet's next order number (1, 2, 3…), under its row's lock until the scope's transaction ends. */
export async function nextOrderNumber(tx: Scope, branchId: string): Promise<number> {
  const [counter] = await tx.db
    .update(branches)
    .set({ lastOrderNumber: sql`${branches.lastOrderNumber} + 1` })
    .where(tx.owned(branches, eq(branches.id, branchId)))
    .returning({ number: branches.lastOrderNumber });
  return counter!.number;
}
