import { useEffect } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { LoadFailed, QueryState } from '@troo/shared';
import { CustomerHeader, EmptyState, SkeletonList, UtensilsCrossedIcon } from '@troo/shared/kit';
import { EMPTY_LIST } from '@troo/shared/contract';
import { BasketBar } from '../../../common/components/BasketBar';
import { IncompleteLink } from '../../../common/components/IncompleteLink';
import { OutletOrdering } from '../../../common/components/OutletOrdering';
import { useOutletItems } from '../../../common/hooks/use-customer-menu';
import { rememberMenuPath } from '../../../common/menu-return';
import { useMenuOutlet } from '../hooks/use-menu-outlet';
import { loadMostPopular, MenuBrowser } from './MenuBrowser';
import '../../../common/components/item-row.css';
import './menu-list.css';

const LOAD_FAILED = 'We could not load the menu. Check your connection and try again.';

/** /demo/:id/items/online_ordering: the whole menu of the outlet the online-ordering link named. */
export function MenuList() {
  const { id = '' } = useParams();
  const { pathname } = useLocation();
  const { branch, readAs, backTo, unknown, failed, retry } = useMenuOutlet(id);
  const query = useOutletItems('online_ordering', id, branch);

  useEffect(() => rememberMenuPath(pathname), [pathname]);
  // In a task of its own: starting a chunk's load (its shared modules checked, its script and styles
  // added) made the screen's effects one long task on a slow phone.
  useEffect(() => {
    const timer = setTimeout(() => void loadMostPopular(), 0);
    return () => clearTimeout(timer);
  }, []);

  if (unknown) return <IncompleteLink />;
  return (
    <main className="troo-page or-has-bar">
      <CustomerHeader title="Explore Menu" mode="online_ordering" backTo={backTo} />
      {failed ? (
        <LoadFailed message={LOAD_FAILED} onRetry={retry} />
      ) : (
        <OutletOrdering mode="online_ordering" businessIdentifier={id} branch={readAs}>
          <QueryState
            query={query}
            loadingText="Loading the menu…"
            placeholder={<SkeletonList label="Loading the menu…" rows={6} />}
            errorText={LOAD_FAILED}
            isEmpty={(answer) => answer.data.length === 0}
            empty={<EmptyState title={EMPTY_LIST} icon={UtensilsCrossedIcon} />}
          >
            {(answer) => <MenuBrowser items={answer.data} />}
          </QueryState>
        </OutletOrdering>
      )}
      <BasketBar mode="online_ordering" />
    </main>
  );
}
