import { useLocation } from 'react-router-dom';
import type { OrderingMode } from '@troo/shared';
import type { CustomerProduct } from '@troo/shared/contract';

/** Every customer route ends in its mode: …/orderandpay (table QR) or …/online_ordering. */
export const orderingModeOf = (path: string): OrderingMode =>
  path.replace(/\/+$/, '').endsWith('online_ordering') ? 'online_ordering' : 'orderandpay';

/** The mode of the page the diner is on. */
export function useOrderingMode(): OrderingMode {
  return orderingModeOf(useLocation().pathname);
}

/** The spec's `{product}` segment of the customer menu calls for a mode. */
export const productOf = (mode: OrderingMode): CustomerProduct => (mode === 'online_ordering' ? 'OnlineOrdering' : 'OrderAndPay');
