import { useLocation } from 'react-router-dom';
import type { OrderingMode } from '@troo/shared';

/** Table ordering (…/orderandpay) or online ordering (…/online_ordering), from the route itself. */
export function useOrderingMode(): OrderingMode {
  const { pathname } = useLocation();
  return pathname.split('/').includes('orderandpay') ? 'orderandpay' : 'online_ordering';
}
