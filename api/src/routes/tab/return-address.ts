import { paths } from '@troo/shared/route-manifest';
import type { ReturnAddress } from '../../domain/tabs/balance-checkout.js';

/**
 * Where a diner's phone lands after paying a bill it was handed (link or QR code): the receipt of the
 * bill's latest order, which confirms the payment and shows the bill paid.
 */
export const billReturnAddress =
  (publicUrl: string): ReturnAddress =>
  (order) =>
    `${publicUrl.replace(/\/$/, '')}${paths.receipt(order.orderType === 'table' || order.orderType === 'room' ? 'orderandpay' : 'online_ordering')}/${encodeURIComponent(order.reference)}`;
