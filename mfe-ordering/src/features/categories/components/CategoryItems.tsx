import { useParams } from 'react-router-dom';
import { QueryState, paths, useOrderingPlace } from '@troo/shared';
import { CustomerHeader, EmptyState, SkeletonList, UtensilsCrossedIcon } from '@troo/shared/kit';
import { EMPTY_LIST } from '@troo/shared/contract';
import { BasketBar } from '../../../common/components/BasketBar';
import { IncompleteLink } from '../../../common/components/IncompleteLink';
import { OutletOrdering } from '../../../common/components/OutletOrdering';
import { MenuItemRow } from '../../../common/components/MenuItemRow';
import '../../../common/components/item-row.css';
import { useOutletItems } from '../../../common/hooks/use-customer-menu';

/** /demo/:businessName/category-details/:categoryName/orderandpay: the items of one category. */
export function CategoryItems() {
  const { categoryName = '' } = useParams();
  const business = useOrderingPlace();
  const query = useOutletItems('orderandpay', business.businessIdentifier, business.branchID);
  if (!business.businessIdentifier || !business.branchID) return <IncompleteLink />;

  return (
    <main className="troo-page or-has-bar">
      <CustomerHeader title={categoryName || 'Explore Menu'} backTo={paths.categoryDetails} />
      <OutletOrdering mode="orderandpay" businessIdentifier={business.businessIdentifier} branch={business.branchID}>
        <QueryState
          query={query}
          loadingText="Loading the menu…"
          placeholder={<SkeletonList label="Loading the menu…" rows={4} />}
          errorText="We could not load the menu. Check your connection and try again."
        >
          {(answer) => {
            const items = answer.data.filter((item) => item.menu_category_name === categoryName);
            if (items.length === 0) return <EmptyState title={EMPTY_LIST} icon={UtensilsCrossedIcon} />;
            return (
              <ul className="or-list" aria-label={`${categoryName} items`}>
                {items.map((item) => (
                  <li key={item._id}>
                    <MenuItemRow item={item} mode="orderandpay" />
                  </li>
                ))}
              </ul>
            );
          }}
        </QueryState>
      </OutletOrdering>
      <BasketBar mode="orderandpay" />
    </main>
  );
}
