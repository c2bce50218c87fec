import { useEffect } from 'react';
import { useApiQuery, useInvalidate } from '@troo/shared';
import { useWorkingOutlet } from '../use-working-outlet';
import type { GettingStartedSteps } from './steps';

/**
 * The working outlet's getting-started steps, read afresh each time a screen showing them opens (the
 * steps are done on other screens); undefined until the server answers, or when `wanted` is false.
 */
export function useGettingStarted(wanted = true): GettingStartedSteps | undefined {
  const outlet = useWorkingOutlet();
  const invalidate = useInvalidate();
  useEffect(() => {
    if (wanted) invalidate('GET /business/gettingStarted');
  }, [invalidate, wanted]);
  const query = useApiQuery('GET /business/gettingStarted', wanted && outlet ? { query: { branch_id: outlet.id } } : null);
  return query.data?.data;
}
