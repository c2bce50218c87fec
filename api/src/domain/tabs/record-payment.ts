import { and, eq } from 'drizzle-orm';
import {
  PAYMENT_AMOUNT_INVALID,
  PAYMENT_METHOD_NOT_TAKEN,
  ROOM_FOLIO_REQUIRED,
  TAB_ALREADY_PAID,
  TRANSFER_REFERENCE_REQUIRED,
  formatKobo,
  nairaToKobo,
  paymentTooLarge,
  type PaymentMethod,
} from '@troo/shared/contract';
import { branches, tabPayments } from '../../db/schema.js';
import type { Scope } from '../../data/scope.js';
import { BadRequest, Conflict } from '../../errors.js';
import { tabTotals } from './balance.js';
import { lockTab } from './lock-tab.js';
import { closeIfPaid } from './tab-status.js';

// Money a member of staff received against a bill. Checked whole, then written under the bill's row
// lock; the screen's client key makes a double tap or a retry record it once.

export interface StaffPayment {
  tabId: string;
  method: PaymentMethod;
  /** Naira, as typed. */
  amount: number;
  reference?: string | undefined;
  clientKey: string;
  userId: string;
}

/** The methods staff record by hand at an outlet: its enabled ones but Paystack, which records itself. */
export const staffMethods = (enabled: readonly PaymentMethod[]): PaymentMethod[] => enabled.filter((method) => method !== 'paystack');

function checkedInput(payment: StaffPayment) {
  const amountKobo = nairaToKobo(payment.amount);
  if (amountKobo === null || amountKobo <= 0) throw new BadRequest(PAYMENT_AMOUNT_INVALID);
  const reference = payment.reference?.trim() || null;
  if (payment.method === 'transfer' && !reference) throw new BadRequest(TRANSFER_REFERENCE_REQUIRED);
  if (payment.method === 'room_charge' && !reference) throw new BadRequest(ROOM_FOLIO_REQUIRED);
  return { amountKobo, reference };
}

/** Records the payment (once per client key). */
export async function recordStaffPayment(scope: Scope, payment: StaffPayment): Promise<void> {
  const { amountKobo, reference } = checkedInput(payment);
  await scope.transaction(async (tx) => {
    const tab = await lockTab(tx, payment.tabId);
    const [again] = await tx.db
      .select({ id: tabPayments.id })
      .from(tabPayments)
      .where(tx.owned(tabPayments, eq(tabPayments.tabId, tab.id), eq(tabPayments.clientKey, payment.clientKey)));
    if (again) return;
    const [outlet] = await tx.db
      .select({ methods: branches.paymentMethods })
      .from(branches)
      .where(tx.owned(branches, eq(branches.id, tab.branchId)));
    if (!staffMethods(outlet?.methods ?? []).includes(payment.method)) throw new BadRequest(PAYMENT_METHOD_NOT_TAKEN);
    if (tab.status === 'paid') throw new Conflict(TAB_ALREADY_PAID);
    const { balanceKobo } = await tabTotals(tx, tab.id);
    if (amountKobo > balanceKobo) throw new BadRequest(paymentTooLarge(formatKobo(Math.max(balanceKobo, 0))));
    await tx.db.insert(tabPayments).values(
      tx.ownedValues({
        branchId: tab.branchId,
        tabId: tab.id,
        method: payment.method,
        amountKobo,
        reference,
        recordedByUserId: payment.userId,
        clientKey: payment.clientKey,
      }),
    );
    await closeIfPaid(tx, tab);
  });
}

/** One payment of the bill, locked for a change. */
export const paymentOfTab = (scope: Scope, tabId: string, paymentId: string) =>
  scope.db
    .select()
    .from(tabPayments)
    .where(scope.owned(tabPayments, and(eq(tabPayments.tabId, tabId), eq(tabPayments.id, paymentId))))
    .for('update');
