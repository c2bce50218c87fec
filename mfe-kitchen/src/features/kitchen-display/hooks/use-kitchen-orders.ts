import { useCallback, useEffect, useRef } from 'react';
import { apiCall, useAction, useApiQuery, useInvalidate } from '@troo/shared';
import type { OrderAction } from '@troo/shared/contract';
import { useOrderEvents, useWorkingOutlet } from '@troo/shared/portal';
import { msToNextLagosDay } from './next-lagos-day';

const BY_STATUS = 'GET /order/getBranchOrderByStatus/';

/**
 * The outlet's new (Ordered), accepted and scheduled (Pending: due on a later Lagos day, soonest
 * first) orders, kept current by the outlet's order events: every created or changed order re-reads
 * the lists, and so does every (re)connection of the stream. `onNewOrder` (the sound) is called once
 * per new order: for its 'created' event, or, when the event was missed (a display that could not
 * resume its stream), when the order first shows in the re-read list. At each Lagos midnight the lists are read again: the day's scheduled orders then
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
  // The orders already announced, and whether the first list was read (what it held on opening is not news).
  const announced = useRef(new Set<string>());
  const listRead = useRef(false);
  useEffect(() => {
    listRead.current = false; // another outlet: its waiting orders are not news either
  }, [branchId]);
  const announce = (orderId: string) => {
    if (announced.current.has(orderId)) return;
    announced.current.add(orderId);
    onNewOrder?.();
  };
  useEffect(() => {
    if (ordered.status !== 'success') return;
    const ids = ordered.data.data.map((order) => order._id);
    if (listRead.current) ids.forEach(announce);
    else ids.forEach((id) => announced.current.add(id));
    listRead.current = true;
  });
  const live = useOrderEvents(
    branchId,
    (event) => {
      refresh();
      if (event.kind === 'created') announce(event.order_id);
    },
    { onOpen: refresh },
  );
  const acting = useAction();

  const act = (orderId: string, action: OrderAction) =>
    acting.run(async () => {
      await apiCall('PUT /order/updateOrder/', { body: { order_id: orderId, status: action } });
      refresh();
    });
  /** A station's part of the order done; the last part serves it (every display hears it through the events). */
  const stationDone = (orderId: string, stationId: string) =>
    acting.run(async () => {
      await apiCall('PUT /order/markStationDone/', { body: { order_id: orderId, station_id: stationId } });
      refresh();
    });

  return { outlet, ordered, ready, scheduled, live: live.state, act, stationDone, busy: acting.busy, error: acting.error };
}
