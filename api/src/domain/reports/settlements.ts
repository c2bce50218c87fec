import { koboToNaira, lagosDate, type DateFilterQuery, type SettlementDifference, type SettlementReport } from '@troo/shared/contract';
import type { Scope } from '../../data/scope.js';
import type { PaymentProvider, SettledTransaction } from '../../payments/provider.js';
import { periodFrom } from '../kitchen/lagos-period.js';
import type { OrderViewer } from '../kitchen/staff-orders.js';
import { reportOutlet } from './sales-rows.js';
import { recordedPayments, subaccountOf } from './settlement-rows.js';

// What Paystack paid out to the restaurant's bank in a period beside what Troo recorded as paid by
// Paystack, matched by payment reference; what one side has and the other lacks, or has for another
// amount, is a difference. Paystack pays out the restaurant's subaccount only (one per business):
// a business without one yet is paid through Troo's own account, so nothing here is its payout.

const EXPLAIN: Record<SettlementDifference['kind'], string> = {
  not_in_troo: 'Paystack paid it out, but Troo has no payment with this reference',
  not_settled: 'Troo recorded it, but no payout of the period includes it (it may be paid out later)',
  amount_differs: 'Paystack paid out a different amount from the one Troo recorded',
};

export async function settlementReport(
  scope: Scope,
  viewer: OrderViewer,
  payments: PaymentProvider,
  query: DateFilterQuery,
): Promise<SettlementReport> {
  const period = periodFrom(query);
  const outlet = await reportOutlet(scope, viewer, query.branch_id);
  const subaccount = await subaccountOf(scope);
  const settlements = subaccount ? await payments.listSettlements({ from: period.from, to: period.to, subaccountCode: subaccount }) : [];
  const settled = new Map<string, SettledTransaction & { settlementId: string }>();
  for (const settlement of settlements) {
    for (const transaction of await payments.settlementTransactions(settlement.id)) {
      settled.set(transaction.reference, { ...transaction, settlementId: settlement.id });
    }
  }
  const recorded = await recordedPayments(scope, outlet, { period, references: [...settled.keys()] });
  const recordedByReference = new Map(recorded.map((payment) => [payment.reference, payment]));

  const matched: SettlementReport['matched'] = [];
  const differences: SettlementDifference[] = [];
  const outlets = new Map<string, { label: string; recordedKobo: number; settledKobo: number }>();
  for (const payment of recorded) {
    const tally = outlets.get(payment.branchId) ?? { label: payment.outlet, recordedKobo: 0, settledKobo: 0 };
    tally.recordedKobo += payment.amountKobo;
    outlets.set(payment.branchId, tally);
    const paidOut = settled.get(payment.reference);
    if (paidOut) tally.settledKobo += paidOut.amountKobo;
    if (paidOut && paidOut.amountKobo === payment.amountKobo) {
      matched.push({
        reference: payment.reference,
        settlement_id: paidOut.settlementId,
        outlet: payment.outlet,
        orders: payment.orders,
        amount: koboToNaira(payment.amountKobo),
        fee: koboToNaira(paidOut.feesKobo),
      });
      continue;
    }
    const kind = paidOut ? 'amount_differs' : 'not_settled';
    differences.push({
      reference: payment.reference,
      kind,
      explanation: EXPLAIN[kind],
      settlement_id: paidOut?.settlementId ?? null,
      outlet: payment.outlet,
      settled_amount: paidOut ? koboToNaira(paidOut.amountKobo) : null,
      recorded_amount: koboToNaira(payment.amountKobo),
    });
  }
  // A payout of another outlet's payment is that outlet's, not a difference of this one.
  if (!outlet) {
    for (const [reference, paidOut] of settled) {
      if (recordedByReference.has(reference)) continue;
      differences.push({
        reference,
        kind: 'not_in_troo',
        explanation: EXPLAIN.not_in_troo,
        settlement_id: paidOut.settlementId,
        outlet: null,
        settled_amount: koboToNaira(paidOut.amountKobo),
        recorded_amount: null,
      });
    }
  }

  const total = (kobo: (s: (typeof settlements)[number]) => number) => koboToNaira(settlements.reduce((sum, s) => sum + kobo(s), 0));
  return {
    from: period.days[0]!,
    to: period.days.at(-1)!,
    settlements: settlements.map((s) => ({
      id: s.id,
      date: lagosDate(s.settledAt),
      status: s.status,
      subaccount: s.subaccountCode,
      processed: koboToNaira(s.processedKobo),
      fees: koboToNaira(s.feesKobo),
      settled: koboToNaira(s.settledKobo),
      transactions: [...settled.values()].filter((t) => t.settlementId === s.id).length,
    })),
    matched,
    differences,
    by_outlet: [...outlets.entries()].map(([key, t]) => ({
      key,
      label: t.label,
      recorded: koboToNaira(t.recordedKobo),
      settled: koboToNaira(t.settledKobo),
    })),
    totals: {
      processed: total((s) => s.processedKobo),
      fees: total((s) => s.feesKobo),
      settled: total((s) => s.settledKobo),
      recorded: koboToNaira(recorded.reduce((sum, p) => sum + p.amountKobo, 0)),
    },
  };
}
