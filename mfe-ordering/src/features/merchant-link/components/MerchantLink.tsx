import { Navigate, useParams } from 'react-router-dom';
import { LoadFailed, NotFound } from '@troo/shared';
import { useMerchantBranch } from '../hooks/use-merchant-branch';
import { onlineLandingPath } from '../../../common/menu-return';

/** /:id — a merchant's short link: opens online ordering at the business's default outlet, or 404. */
export function MerchantLink() {
  const id = useParams().id ?? '';
  const branch = useMerchantBranch(id);

  if (branch.status === 'found') {
    return <Navigate replace to={onlineLandingPath(id, branch.branchId)} />;
  }
  if (branch.status === 'missing') return <NotFound />;
  return (
    <main className="troo-page troo-centre" aria-busy={branch.status === 'loading'}>
      {branch.status === 'failed' ? (
        <>
          <h1 className="troo-page__title">We could not open this link</h1>
          <LoadFailed message="Check your connection and try again." onRetry={branch.retry} />
        </>
      ) : (
        // Nothing to look at while asking: an empty page with a heading for screen readers only.
        <h1 className="troo-visually-hidden">Opening…</h1>
      )}
    </main>
  );
}
