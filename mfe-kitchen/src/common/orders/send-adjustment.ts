import { apiCall } from '@troo/shared';
/** What a member of staff does to an order's money from its ticket. */
export type AdjustmentKind = 'comp' | 'discount' | 'refund';

/**
 * A key for one press of a form's button: sent with it, so that the same press sent twice (a double
 * tap, a retry) acts once on the server. getRandomValues works on plain http too, unlike randomUUID.
 */
export function newRequestKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Sends a comp, discount or partial refund (its call answers the new trail). */
export async function sendAdjustment(
  kind: AdjustmentKind,
  body: { order_id: string; line_index: number | null; amount?: number; percent?: number; reason: string; request_key: string },
): Promise<void> {
  if (kind === 'refund') {
    const { order_id, line_index, amount, reason, request_key } = body;
    await apiCall('POST /order/refundOrderPart', { body: { order_id, line_index, amount, reason, request_key } });
  } else {
    await apiCall('POST /order/adjustOrder', { body: { ...body, kind } });
  }
}
