import { useBusinessDetails } from '../../../common/hooks/use-business-details';

export type MerchantBranch =
  | { status: 'loading' }
  | { status: 'found'; branchId: string }
  /** No such business, or one with no live outlet to order from. */
  | { status: 'missing' }
  | { status: 'failed'; retry: () => void };

/** Which outlet a merchant's short link (/:id) opens: the business's default branch. */
export function useMerchantBranch(id: string): MerchantBranch {
  const query = useBusinessDetails(id);
  if (query.status === 'loading') return { status: 'loading' };
  if (query.status === 'error') return query.error.status === 404 ? { status: 'missing' } : { status: 'failed', retry: query.retry };
  const branchId = query.data.data.default_branch_id;
  return branchId ? { status: 'found', branchId } : { status: 'missing' };
}
