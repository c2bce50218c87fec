import { TAB_PAYMENT_ALREADY_VOIDED, TAB_PAYMENT_NOT_FOUND, VOID_REASON_REQUIRED } from '@troo/shared/contract';
import { eq } from 'drizzle-orm';
import { tabPayments } from '../../db/schema.js';
import type { Scope } from '../../data/scope.js';
import { BadRequest, Conflict, NotFound } from '../../errors.js';
import { isUuid } from '../businesses.js';
import { lockTab } from './lock-tab.js';
import { paymentOfTab } from './record-payment.js';
import { reopenIfOwed } from './tab-status.js';

// The owner's void: the payment is kept, marked with who, when and why, and stops counting; a paid
// bill that owes money again is open again.

export async function voidPayment(scope: Scope, o: { tabId: string; paymentId: string; reason: string; userId: string }) {
  const reason = o.reason.trim();
  if (!reason) throw new BadRequest(VOID_REASON_REQUIRED);
  await scope.transaction(async (tx) => {
    const tab = await lockTab(tx, o.tabId);
    const [payment] = isUuid(o.paymentId) ? await paymentOfTab(tx, tab.id, o.paymentId) : [];
    if (!payment) throw new NotFound(TAB_PAYMENT_NOT_FOUND);
    if (payment.voidedAt) throw new Conflict(TAB_PAYMENT_ALREADY_VOIDED);
    await tx.db
      .update(tabPayments)
      .set({ voidedAt: new Date(), voidedByUserId: o.userId, voidReason: reason })
      .where(tx.owned(tabPayments, eq(tabPayments.id, payment.id)));
    await reopenIfOwed(tx, tab);
  });
}
