import { useBusinessDetails, useOrderingPlace } from '@troo/shared';
import { CustomerHeader } from '@troo/shared/kit';
import { BasketBar } from '../../../common/components/BasketBar';
import { IncompleteLink } from '../../../common/components/IncompleteLink';
import { OutletOrdering } from '../../../common/components/OutletOrdering';
import { CategoryMenu } from './CategoryMenu';

/** /demo/category-details/orderandpay: the categories of the business whose QR code was scanned. */
export function CategoryDetails() {
  const business = useOrderingPlace();
  const details = useBusinessDetails();
  // Opened without scanning (no stored context): same answer as an incomplete QR link.
  if (!business.businessIdentifier) return <IncompleteLink />;

  return (
    <main className="troo-page or-has-bar">
      <CustomerHeader title="Explore Menu" backTo={business.URL} />
      <OutletOrdering mode="orderandpay" businessIdentifier={business.businessIdentifier} branch={business.branchID}>
        <CategoryMenu
          businessIdentifier={business.businessIdentifier}
          branch={business.branchID}
          businessName={details?.business_name ?? business.businessIdentifier}
        />
      </OutletOrdering>
      <BasketBar mode="orderandpay" />
    </main>
  );
}
