import { useParams } from 'react-router-dom';
import { useBusinessDetails, useOrderingPlace } from '@troo/shared';
import { CustomerHeader } from '@troo/shared/kit';
import { useOrderingMode } from '../../../common/hooks/use-ordering-mode';
import { menuListPath } from '../../../common/menu-return';
import { BasketBar } from '../../../common/components/BasketBar';
import { OutletOrdering } from '../../../common/components/OutletOrdering';
import { CategoryMenu } from './CategoryMenu';

/**
 * /demo/:id/explore-menu/{orderandpay|online_ordering}: the category grid of business :id, in
 * either mode. Table ordering opens a category's items; online ordering opens the menu list.
 */
export function ExploreMenu() {
  const { id = '' } = useParams();
  const mode = useOrderingMode();
  const business = useOrderingPlace();
  const details = useBusinessDetails();
  const same = business.businessIdentifier === id;
  const online = mode === 'online_ordering';
  return (
    <main className="troo-page or-has-bar">
      <CustomerHeader title="Explore Menu" mode={mode} backTo={same ? business.URL : null} />
      <OutletOrdering mode={mode} businessIdentifier={id} branch={same ? business.branchID : null}>
        <CategoryMenu
          businessIdentifier={id}
          branch={same ? business.branchID : null}
          businessName={(same ? details?.business_name : null) ?? id}
          linkTo={online ? () => menuListPath(id) : undefined}
        />
      </OutletOrdering>
      <BasketBar mode={mode} />
    </main>
  );
}
