import { useCallback } from 'react';
import { apiCall, useAction, useApiQuery, useInvalidate } from '@troo/shared';
import type { OrderAction } from '@troo/shared/contract';
import { useOrderEvents, useWorkingOutlet } from '@troo/shared/portal';

const BY_STATUS = 'GET /order/getBranchOrderByStatus/';

/**
 * The outlet's new (Ordered) and accepted orders, kept current by the outlet's order events: every
 * created or changed order re-reads both lists, and so does every (re)connection of the stream; a
 * created one also calls `onNewOrder` (the sound).
 */
export function useKitchenOrders({ onNewOrder }: { onNewOrder?: () => void } = {}) {
  const outlet = useWorkingOutlet();
  const branchId = outlet?.id ?? null;
  const ordered = useApiQuery(BY_STATUS, branchId ? { query: { branch_id: branchId, status: 'Ordered' } } : null);
  const ready = useApiQuery(BY_STATUS, branchId ? { query: { branch_id: branchId, status: 'Accepted' } } : null);
  const invalidate = useInvalidate();
  const refresh = useCallback(() => invalidate(BY_STATUS), [invalidate]);
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

  return { outlet, ordered, ready, live: live.state, act, busy: acting.busy, error: acting.error };
}
