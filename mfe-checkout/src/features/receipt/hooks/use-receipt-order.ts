import { useEffect } from 'react';
import { useApiQuery, useInvalidate } from '@troo/shared';
import type { PlacedOrder } from '@troo/shared/contract';
import { storedOrder } from '../../../common/placed-order-storage';

/** The spec's receipt polling interval. */
export const RECEIPT_POLL_MS = 2000;
/** Statuses after which nothing changes any more. */
const FINAL: PlacedOrder['status'][] = ['served', 'cancel'];

/**
 * The order a payment reference became: shown at once from what the payment return kept, then read
 * from the server every 2 s so its status follows the kitchen until it is served or cancelled.
 */
export function useReceiptOrder(reference: string): { order: PlacedOrder | null; missing: boolean } {
  const query = useApiQuery('GET /order/getOrderByReference/', { query: { reference } }, { skipAuth: true });
  const invalidate = useInvalidate();
  const kept = storedOrder();
  const order = query.data?.data ?? (kept?.reference === reference ? kept : null);
  const settled = order !== null && FINAL.includes(order.status);

  useEffect(() => {
    if (settled) return;
    const timer = window.setInterval(() => invalidate('GET /order/getOrderByReference/'), RECEIPT_POLL_MS);
    return () => window.clearInterval(timer);
  }, [settled, invalidate]);

  return { order, missing: query.status === 'error' && query.error.status === 404 && order === null };
}
