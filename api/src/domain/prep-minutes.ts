import { count, eq, sql } from 'drizzle-orm';
import { PREP_RAISE, type PrepMinutes } from '@troo/shared/contract';
import type { Scope } from '../data/scope.js';
import { orders, type branches } from '../db/schema.js';

// The QR landing's "Food ready in 8-13 minutes" as diners are told it: the outlet's own minutes,
// raised while the kitchen is busy when the owner has asked for it.

type PrepSettings = Pick<typeof branches.$inferSelect, 'prepMinMinutes' | 'prepMaxMinutes' | 'prepAutoRaise'>;

/** The minutes with `waiting` orders in the kitchen: 20 waiting add 20 minutes to 8-13 (28-33). */
export function raisedPrepMinutes(outlet: PrepSettings, waiting: number): PrepMinutes {
  const extra = outlet.prepAutoRaise ? Math.floor(waiting / PREP_RAISE.perOrders) * PREP_RAISE.minutes : 0;
  return { prep_min_minutes: outlet.prepMinMinutes + extra, prep_max_minutes: outlet.prepMaxMinutes + extra };
}

/** The outlet's minutes as diners read them now (the kitchen's queue counted only when the owner asked). */
export async function currentPrepMinutes(scope: Scope, outlet: PrepSettings & { id: string }): Promise<PrepMinutes> {
  if (!outlet.prepAutoRaise) return raisedPrepMinutes(outlet, 0);
  const [row] = await scope.db
    .select({ waiting: count() })
    .from(orders)
    // Written as orders_waiting_idx's condition, so the count reads that small index.
    .where(scope.owned(orders, eq(orders.branchId, outlet.id), sql`${orders.status} in ('Ordered', 'Accepted')`));
  return raisedPrepMinutes(outlet, row?.waiting ?? 0);
}
