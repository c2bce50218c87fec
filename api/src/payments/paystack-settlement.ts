import { PaymentError } from './errors.js';
import { isObject } from './paystack-transaction.js';
import type { PaystackCall } from './paystack-client.js';
import type { ProviderSettlement, SettledTransaction, SettlementQuery } from './provider.js';

// Paystack's settlements (GET /settlement) and their transactions (GET /settlement/:id/transactions),
// read from Paystack's own shapes: the adapter parses Paystack's answers with these, and the sandbox
// describes its payouts in the same shapes and reads them back with the same functions.

const PER_PAGE = 100;
/** 100 pages of 100: a year of daily payouts many times over; more is a runaway loop, not data. */
const MAX_PAGES = 100;

const amount = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? Math.round(value) : 0);
const dateOf = (value: unknown) => (typeof value === 'string' && !Number.isNaN(new Date(value).getTime()) ? new Date(value) : null);

/** Paystack's settlement object. */
export function settlementFromPaystack(data: unknown): ProviderSettlement {
  if (!isObject(data) || (typeof data.id !== 'number' && typeof data.id !== 'string'))
    throw new PaymentError('invalid_response', 'Paystack sent a settlement without an id');
  const settledAt = dateOf(data.settlement_date) ?? dateOf(data.settled_at) ?? dateOf(data.createdAt) ?? dateOf(data.created_at);
  if (!settledAt) throw new PaymentError('invalid_response', 'Paystack sent a settlement without a date');
  const subaccount =
    isObject(data.subaccount) && typeof data.subaccount.subaccount_code === 'string' ? data.subaccount.subaccount_code : null;
  const settledKobo = amount(data.total_amount ?? data.effective_amount);
  const feesKobo = amount(data.total_fees);
  return {
    id: String(data.id),
    status: typeof data.status === 'string' ? data.status : 'unknown',
    settledAt,
    subaccountCode: subaccount,
    processedKobo: data.total_processed === undefined ? settledKobo + feesKobo : amount(data.total_processed),
    feesKobo,
    settledKobo,
  };
}

/** One transaction of a settlement. */
export function settledTransactionFromPaystack(data: unknown): SettledTransaction {
  if (!isObject(data) || typeof data.reference !== 'string')
    throw new PaymentError('invalid_response', 'Paystack sent a settled transaction without a reference');
  return {
    reference: data.reference,
    amountKobo: amount(data.amount),
    feesKobo: amount(data.fees),
    paidAt: dateOf(data.paid_at) ?? dateOf(data.paidAt),
  };
}

/** Every page of a Paystack list. */
async function allPages(call: PaystackCall, path: string, params: Record<string, string>): Promise<unknown[]> {
  const items: unknown[] = [];
  for (let page = 1; page <= MAX_PAGES; page++) {
    const query = new URLSearchParams({ ...params, perPage: String(PER_PAGE), page: String(page) });
    const data = await call('GET', `${path}?${query.toString()}`);
    if (!Array.isArray(data)) throw new PaymentError('invalid_response', `Paystack did not send a list for GET ${path}`);
    items.push(...(data as unknown[]));
    if (data.length < PER_PAGE) break;
  }
  return items;
}

export async function paystackSettlements(call: PaystackCall, query: SettlementQuery): Promise<ProviderSettlement[]> {
  const params: Record<string, string> = { from: query.from.toISOString(), to: query.to.toISOString() };
  if (query.subaccountCode) params.subaccount = query.subaccountCode;
  return (await allPages(call, '/settlement', params)).map(settlementFromPaystack);
}

export async function paystackSettlementTransactions(call: PaystackCall, settlementId: string): Promise<SettledTransaction[]> {
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(settlementId)) throw new PaymentError('rejected', 'Not a settlement id');
  return (await allPages(call, `/settlement/${encodeURIComponent(settlementId)}/transactions`, {})).map(settledTransactionFromPaystack);
}
