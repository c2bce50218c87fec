import { and, eq, gte, lt } from 'drizzle-orm';
import { lagosDate, lagosMidnight } from '@troo/shared/contract';
import type { Database } from '../db/client.js';
import { sandboxTransactions } from '../db/schema.js';
import { PaymentError } from './errors.js';
import { settledTransactionFromPaystack, settlementFromPaystack } from './paystack-settlement.js';
import type { ProviderSettlement, SettledTransaction, SettlementQuery } from './provider.js';

// The sandbox's payouts, in Paystack's shapes: each Lagos day's successful payments of one subaccount
// are paid out that same day (Paystack pays the next working day; the sandbox does not wait, so a
// payment made today can be seen matched today), less Paystack's Nigerian card fee on each.

/** Paystack's local card fee: 1.5 % plus ₦100 (the ₦100 waived under ₦2,500), at most ₦2,000. */
export function sandboxFeeKobo(amountKobo: number): number {
  const fee = Math.round(amountKobo * 0.015) + (amountKobo >= 250_000 ? 10_000 : 0);
  return Math.min(fee, 200_000);
}

const MAIN_ACCOUNT = 'main';
const settlementId = (subaccount: string | null, day: string) => `SBX-${subaccount ?? MAIN_ACCOUNT}-${day.replace(/-/g, '')}`;
const SETTLEMENT_ID = /^SBX-([A-Za-z0-9_]+)-(\d{4})(\d{2})(\d{2})$/;

type Row = typeof sandboxTransactions.$inferSelect;

/** What the subaccount receives of a payment: the amount less Troo's share and (when it bears it) the fee. */
const netKobo = (row: Row) =>
  row.amountKobo - (row.platformShareKobo ?? 0) - (row.bearer === 'account' ? 0 : sandboxFeeKobo(row.amountKobo));

/** A transaction as Paystack lists it in a settlement. */
const paystackTransaction = (row: Row) => ({
  id: row.id,
  reference: row.reference,
  amount: row.amountKobo,
  fees: sandboxFeeKobo(row.amountKobo),
  currency: row.currency,
  channel: 'card',
  status: row.status,
  paid_at: row.paidAt?.toISOString() ?? null,
});

async function paidBetween(db: Database, from: Date, to: Date, subaccountCode?: string | null): Promise<Row[]> {
  return db
    .select()
    .from(sandboxTransactions)
    .where(
      and(
        eq(sandboxTransactions.status, 'success'),
        gte(sandboxTransactions.paidAt, from),
        lt(sandboxTransactions.paidAt, to),
        subaccountCode ? eq(sandboxTransactions.subaccountCode, subaccountCode) : undefined,
      ),
    );
}

export async function sandboxSettlements(db: Database, query: SettlementQuery): Promise<ProviderSettlement[]> {
  const groups = new Map<string, { subaccount: string | null; day: string; rows: Row[] }>();
  for (const row of await paidBetween(db, query.from, query.to, query.subaccountCode)) {
    const day = lagosDate(row.paidAt!);
    const id = settlementId(row.subaccountCode, day);
    const group = groups.get(id) ?? { subaccount: row.subaccountCode, day, rows: [] };
    group.rows.push(row);
    groups.set(id, group);
  }
  return [...groups.entries()]
    .map(([id, group]) =>
      settlementFromPaystack({
        id,
        status: 'success',
        currency: 'NGN',
        domain: 'test',
        settlement_date: lagosMidnight(group.day).toISOString(),
        total_processed: group.rows.reduce((sum, row) => sum + row.amountKobo, 0),
        total_fees: group.rows.reduce((sum, row) => sum + sandboxFeeKobo(row.amountKobo), 0),
        total_amount: group.rows.reduce((sum, row) => sum + netKobo(row), 0),
        subaccount: group.subaccount ? { subaccount_code: group.subaccount } : null,
      }),
    )
    .sort((a, b) => a.settledAt.getTime() - b.settledAt.getTime() || a.id.localeCompare(b.id));
}

export async function sandboxSettlementTransactions(db: Database, id: string): Promise<SettledTransaction[]> {
  const match = SETTLEMENT_ID.exec(id);
  if (!match) throw new PaymentError('not_found', 'Settlement not found');
  const [, subaccount, year, month, day] = match;
  const from = lagosMidnight(`${year}-${month}-${day}`);
  if (Number.isNaN(from.getTime())) throw new PaymentError('not_found', 'Settlement not found');
  const to = new Date(from.getTime() + 24 * 60 * 60 * 1000);
  const rows = (await paidBetween(db, from, to, subaccount === MAIN_ACCOUNT ? undefined : subaccount)).filter(
    (row) => subaccount !== MAIN_ACCOUNT || row.subaccountCode === null,
  );
  return rows.map((row) => settledTransactionFromPaystack(paystackTransaction(row)));
}
