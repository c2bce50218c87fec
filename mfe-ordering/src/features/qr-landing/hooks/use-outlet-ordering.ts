import { useApiQuery } from '@troo/shared';
import { DEFAULT_PREP_MINUTES, type OrderingStatus, type PrepMinutes } from '@troo/shared/contract';
import { outletDetailsInput } from '../../../common/hooks/use-customer-menu';

export interface OutletOrdering extends OrderingStatus {
  /** The outlet's "Food ready in …" minutes; the spec's 8-13 until its answer comes. */
  prep: PrepMinutes;
}

/**
 * Whether the scanned outlet takes orders now (paused by its owner, or outside its opening
 * hours), and its food-ready minutes. Until the answer comes, or if it fails, the diner may start:
 * the server has the last word. The same read is the landing's first read (first-reads.ts).
 */
export function useOutletOrdering(businessIdentifier: string, branch: string | null): OutletOrdering {
  const query = useApiQuery('GET /menu/get{product}BusinessDetails/', outletDetailsInput('orderandpay', businessIdentifier, branch), {
    skipAuth: true,
  });
  if (query.status !== 'success') return { accepting: true, reason: null, prep: DEFAULT_PREP_MINUTES };
  const { ordering, prep_min_minutes, prep_max_minutes } = query.data.data;
  return { ...ordering, prep: { prep_min_minutes, prep_max_minutes } };
}
