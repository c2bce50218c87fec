import { useCallback } from 'react';
import { useApiQuery, useInvalidate } from '@troo/shared';
import { useOrderEvents, useWorkingOutlet } from '@troo/shared/portal';

/**
 * Every order of the outlet chosen, newest first (tickets and history), kept current by the outlet's
 * order events like the kitchen display.
 */
export function useOrderList() {
  const outlet = useWorkingOutlet();
  const branchId = outlet?.id ?? null;
  const list = useApiQuery('GET /order/getOrder', branchId ? { query: { branch_id: branchId } } : null);
  const invalidate = useInvalidate();
  const refresh = useCallback(() => invalidate('GET /order/getOrder'), [invalidate]);
  useOrderEvents(branchId, refresh, { onOpen: refresh });
  return { list, refresh, branchId };
}
