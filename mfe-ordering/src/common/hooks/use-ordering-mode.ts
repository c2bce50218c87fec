import { useLocation } from 'react-router-dom';
import type { OrderingMode } from '@troo/shared';
import type { CustomerProduct } from '@troo/shared/contract';

/** Every customer route ends in its mode: …/orderandpay (table QR) or …/online_ordering. */
export function useOrderingMode(): OrderingMode {
  const { pathname } = useLocation();
  return pathname.replace(/\/+$/, '').endsWith('online_ordering') ? 'online_ordering' : 'orderandpay';
}

/** The spec's `{product}` segment of the customer menu calls for a mode. */
export const productOf = (mode: OrderingMode): CustomerProduct => (mode === 'online_ordering' ? 'OnlineOrdering' : 'OrderAndPay');
