import { apiErrorStatus } from '@troo/shared';
import { fetchBusinessDetails } from '../../ordering-context/api/fetch-business-details';
import { useRequest } from '../../ordering-context/hooks/use-request';

export type MerchantBranch =
  | { status: 'loading' }
  | { status: 'found'; branchId: string }
  /** No such business, or one with no live outlet to order from. */
  | { status: 'missing' }
  | { status: 'failed'; retry: () => void };

/** Which outlet a merchant's short link (/:id) opens: the business's default branch. */
export function useMerchantBranch(id: string): MerchantBranch {
  const request = useRequest(`merchant:${id}`, (signal) => fetchBusinessDetails(id, signal));
  if (request.status === 'loading') return { status: 'loading' };
  if (request.status === 'failed') {
    return apiErrorStatus(request.error) === 404 ? { status: 'missing' } : { status: 'failed', retry: request.retry };
  }
  const branchId = request.data.default_branch_id;
  return branchId ? { status: 'found', branchId } : { status: 'missing' };
}
