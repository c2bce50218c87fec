import { useCallback, useEffect } from 'react';
import { useApiQuery, useInvalidate } from '@troo/shared';
import type { PlacedOrder } from '@troo/shared/contract';
import { useOrderStatusEvents } from '@troo/shared/live';
import { storedOrder } from '../../../common/placed-order-storage';

/** The spec's receipt polling interval: used only while the live stream is not open. */
export const RECEIPT_POLL_MS = 2000;

/** Nothing leaves a refunded cancellation; a served order may still be refunded by the owner. */
const settled = (order: PlacedOrder | null) => order !== null && order.status === 'cancel';

/**
 * The order a payment reference became: shown at once from what the payment return kept, then
 * followed live through the order's event stream (re-read on each change and each reconnection),
 * falling back to reading it every 2 s while the stream is down.
 */
export function useReceiptOrder(reference: string): { order: PlacedOrder | null; missing: boolean } {
  const query = useApiQuery('GET /order/getOrderByReference/', { query: { reference } }, { skipAuth: true });
  const invalidate = useInvalidate();
  const kept = storedOrder();
  const order = query.data?.data ?? (kept?.reference === reference ? kept : null);
  const done = settled(order);
  const reread = useCallback(() => {
    invalidate('GET /order/getOrderByReference/');
    // An open order's bill changes with it (a payment marks every order on it changed); unread, nothing is fetched.
    invalidate('GET /order/getTableBill/');
  }, [invalidate]);
  const live = useOrderStatusEvents(done ? null : reference, reread);
  const polling = !done && live.state !== 'open';

  useEffect(() => {
    if (!polling) return;
    const timer = window.setInterval(reread, RECEIPT_POLL_MS);
    return () => window.clearInterval(timer);
  }, [polling, reread]);

  return { order, missing: query.status === 'error' && query.error.status === 404 && order === null };
}
