import { useCallback, useEffect } from 'react';
import { apiCall, useAction, useApiQuery, useInvalidate } from '@troo/shared';
import type { OrderAction } from '@troo/shared/contract';
import { useOrderEvents, useWorkingOutlet } from '@troo/shared/portal';
import { msToNextLagosDay } from './next-lagos-day';

const BY_STATUS = 'GET /order/getBranchOrderByStatus/';

/**
 * The outlet's new (Ordered), accepted and scheduled (Pending: due on a later Lagos day, soonest
 * first) orders, kept current by the outlet's order events: every created or changed order re-reads
 * the lists, and so does every (re)connection of the stream; a created one also calls `onNewOrder`
 * (the sound). At each Lagos midnight the lists are read again: the day's scheduled orders then
 * join the Order tab (the server moves them as it answers).
 */
export function useKitchenOrders({ onNewOrder }: { onNewOrder?: () => void } = {}) {
  const outlet = useWorkingOutlet();
  const branchId = outlet?.id ?? null;
  const ordered = useApiQuery(BY_STATUS, branchId ? { query: { branch_id: branchId, status: 'Ordered' } } : null);
  const ready = useApiQuery(BY_STATUS, branchId ? { query: { branch_id: branchId, status: 'Accepted' } } : null);
  const scheduled = useApiQuery(BY_STATUS, branchId ? { query: { branch_id: branchId, status: 'Pending' } } : null);
  const invalidate = useInvalidate();
  const refresh = useCallback(() => invalidate(BY_STATUS), [invalidate]);
  useEffect(() => {
    if (!branchId) return undefined;
    let timer: ReturnType<typeof setTimeout>;
    const atNextDay = () => {
      timer = setTimeout(() => {
        refresh();
        atNextDay();
      }, msToNextLagosDay());
    };
    atNextDay();
    return () => clearTimeout(timer);
  }, [branchId, refresh]);
  const live = useOrderEvents(
    branchId,
    (event) => {
      refresh();
      if (event.kind === 'created') onNewOrder?.();
    },
    { onOpen: refresh },
  );
  const acting = useAction();

  const act = (orderId: string, action: OrderAction) =>
    acting.run(async () => {
      await apiCall('PUT /order/updateOrder/', { body: { order_id: orderId, status: action } });
      refresh();
    });

  return { outlet, ordered, ready, scheduled, live: live.state, act, busy: acting.busy, error: acting.error };
}
