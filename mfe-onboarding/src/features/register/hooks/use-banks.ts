import { useApiQuery } from '@troo/shared';
import type { Bank } from '@troo/shared/contract';

const NONE: Bank[] = [];

/**
 * The bank list for stage 3, read when the stage opens. Empty until (or unless) it arrives: a
 * failure is toasted by the api client, and the form still shows its own 'choose your bank' message.
 */
export function useBanks(): Bank[] {
  const query = useApiQuery('GET /getBanks', {}, { silent: false, skipAuth: true });
  return query.data?.data ?? NONE;
}
