import { useApiQuery } from '@troo/shared';
import type { OrderingStatus } from '@troo/shared/contract';

/**
 * Whether the scanned outlet takes orders now (paused by its owner, or outside its opening
 * hours). Until the answer comes, or if it fails, the diner may start: the server has the last word.
 */
export function useOutletOrdering(businessIdentifier: string, branch: string | null): OrderingStatus {
  const query = useApiQuery(
    'GET /menu/get{product}BusinessDetails/',
    {
      params: { product: 'OrderAndPay' },
      query: branch ? { business_identifier: businessIdentifier, branch } : { business_identifier: businessIdentifier },
    },
    { skipAuth: true },
  );
  return query.status === 'success' ? query.data.data.ordering : { accepting: true, reason: null };
}
