import type { AdjustOrderBody, RefundOrderPartBody } from '@troo/shared/contract';
import { adjustOrder } from '../domain/adjustments/comp-discount.js';
import { endOfDay } from '../domain/adjustments/end-of-day.js';
import { refundOrderPart } from '../domain/adjustments/partial-refund.js';
import { orderTrail } from '../domain/adjustments/trail.js';
import { Unauthorized } from '../errors.js';
import type { PaymentProvider } from '../payments/provider.js';
import type { StaffSession } from '../plugins/auth.js';
import type { branchRepository } from './branches.js';
import type { Scope } from './scope.js';

/**
 * The scoped business's orders' money after they were taken: comps, discounts, partial refunds, the
 * ticket's trail and the end of day. Always for a signed-in member of staff (who did it is kept).
 */
export function orderMoneyRepository(
  scope: Scope,
  viewer: StaffSession | null,
  branches: Pick<ReturnType<typeof branchRepository>, 'visibleOutlet'>,
) {
  const staff = () => {
    if (!viewer) throw new Unauthorized();
    return { staff: viewer, visibleOutlet: branches.visibleOutlet };
  };
  return {
    trail: (orderId: string) => orderTrail(scope, staff(), orderId),
    /** A comp or discount of an open bill's order (owner, or an employee allowed: else 403). */
    adjust: (body: AdjustOrderBody) => adjustOrder(scope, staff(), body),
    /** A partial refund of a Paystack-paid order, through the provider once. */
    refundPart: (body: RefundOrderPartBody, payments: PaymentProvider) => refundOrderPart(scope, staff(), payments, body),
    endOfDay: (branchId: string, date: string) => endOfDay(scope, staff(), branchId, date),
  };
}
