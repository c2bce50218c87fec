import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { QueryState, useBasketTableNumber, useOrderingPlace } from '@troo/shared';
import { CustomerHeader, Skeleton, useGoBack } from '@troo/shared/kit';
import { IncompleteLink } from '../../../common/components/IncompleteLink';
import { OutletOrdering } from '../../../common/components/OutletOrdering';
import { useMenuItem, useOutletItems } from '../../../common/hooks/use-customer-menu';
import { useOrderingMode } from '../../../common/hooks/use-ordering-mode';
import { menuReturnPath } from '../../../common/menu-return';
import { rememberOrderingContext } from '../../../common/ordering-context';
import { ItemDetailsForm } from './ItemDetailsForm';

/** /demo/menu-details/:id/{orderandpay|online_ordering}: one item, its choices, and 'Add to basket'. */
export function ItemDetails() {
  const { id = null } = useParams();
  const mode = useOrderingMode();
  const business = useOrderingPlace();
  const tableNumber = useBasketTableNumber();
  const query = useMenuItem(mode, business.businessIdentifier, id);
  // Asked for beside the item (its 'Recommended Items'), and awaited with it: the section appearing
  // later would push the instructions down under the diner's thumb.
  const outletItems = useOutletItems(mode, business.businessIdentifier, business.branchID);
  const waitingForRecommended = business.branchID !== null && outletItems.status === 'loading';
  const goBack = useGoBack(menuReturnPath(mode));
  // The stored business and outlet into their cookies, as the menu list does: this page is drawn by
  // the server from them on the next load, also for a store kept from before the cookies.
  useEffect(() => {
    if (business.businessIdentifier) rememberOrderingContext(business.businessIdentifier, business.branchID);
  }, [business.businessIdentifier, business.branchID]);
  if (!business.businessIdentifier) return <IncompleteLink />;
  const title = query.status === 'success' ? query.data.data.menu_item_name : 'Explore Menu';

  return (
    <main className="troo-page or-details-page">
      <CustomerHeader title={title} mode={mode} backTo={menuReturnPath(mode)} />
      <OutletOrdering mode={mode} businessIdentifier={business.businessIdentifier} branch={business.branchID}>
        {waitingForRecommended && query.status === 'success' ? (
          <Skeleton height="auto" className="or-details__skeleton" />
        ) : (
          <QueryState
            query={query}
            loadingText="Loading the item…"
            placeholder={<Skeleton height="auto" className="or-details__skeleton" />}
            errorText="We could not load this item. Check your connection and try again."
          >
            {(answer) => (
              <ItemDetailsForm
                key={answer.data._id}
                answer={answer}
                mode={mode}
                businessIdentifier={business.businessIdentifier!}
                branch={business.branchID}
                tableNumber={tableNumber}
                onDone={goBack}
              />
            )}
          </QueryState>
        )}
      </OutletOrdering>
    </main>
  );
}
