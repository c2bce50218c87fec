import { Type, type Static } from '@sinclair/typebox';
import { Nullable } from './common';

// What Paystack paid out to the restaurant's bank for a period, beside what Troo recorded as paid by
// Paystack, matched by payment reference (issue 49). Naira with kobo as decimals.

export const Settlement = Type.Object({
  id: Type.String(),
  /** The Lagos day it was paid out. */
  date: Type.String(),
  status: Type.String(),
  /** The subaccount it was paid to (the restaurant's bank account). */
  subaccount: Nullable(Type.String()),
  /** What diners paid, Paystack's fees and what reached the bank. */
  processed: Type.Number(),
  fees: Type.Number(),
  settled: Type.Number(),
  transactions: Type.Integer(),
});
export type Settlement = Static<typeof Settlement>;

/** A payment both sides know, for the same amount. */
export const SettledPayment = Type.Object({
  reference: Type.String(),
  settlement_id: Type.String(),
  outlet: Type.String(),
  /** Order numbers on the bill it paid, '12, 13'. */
  orders: Type.String(),
  amount: Type.Number(),
  fee: Type.Number(),
});

export const SETTLEMENT_DIFFERENCES = ['not_in_troo', 'not_settled', 'amount_differs'] as const;

/** A payment one side knows and the other does not, or for another amount. */
export const SettlementDifference = Type.Object({
  reference: Type.String(),
  kind: Type.Union(SETTLEMENT_DIFFERENCES.map((k) => Type.Literal(k))),
  /** In words, for the screen and the CSV. */
  explanation: Type.String(),
  settlement_id: Nullable(Type.String()),
  outlet: Nullable(Type.String()),
  settled_amount: Nullable(Type.Number()),
  recorded_amount: Nullable(Type.Number()),
});
export type SettlementDifference = Static<typeof SettlementDifference>;

export const SettlementReport = Type.Object({
  from: Type.String(),
  to: Type.String(),
  settlements: Type.Array(Settlement),
  matched: Type.Array(SettledPayment),
  differences: Type.Array(SettlementDifference),
  /** Troo's Paystack payments of the period per outlet, and how much of it is in a settlement. */
  by_outlet: Type.Array(Type.Object({ key: Type.String(), label: Type.String(), recorded: Type.Number(), settled: Type.Number() })),
  totals: Type.Object({ processed: Type.Number(), fees: Type.Number(), settled: Type.Number(), recorded: Type.Number() }),
});
export type SettlementReport = Static<typeof SettlementReport>;

export const SETTLEMENT_EXPORTS = ['settlements', 'matched', 'differences'] as const;
