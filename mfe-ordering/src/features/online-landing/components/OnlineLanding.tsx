import { Link, useParams } from 'react-router-dom';
import { LoadFailed } from '@troo/shared';
import { IncompleteLink } from '../../../common/components/IncompleteLink';
import { menuListPath } from '../../../common/menu-return';
import { BusinessLogo } from '../../../common/components/BusinessLogo';
import { NotTakingOrders } from '../../../common/components/NotTakingOrders';
import { useOnlineEntry } from '../hooks/use-online-entry';
import '../../../common/components/landing.css';

/** /demo/online_ordering/:id/:branchId: the business, how it takes online orders, and 'Start Your Order'. */
export function OnlineLanding() {
  const { id = '', branchId = '' } = useParams();
  const query = useOnlineEntry(id, branchId);
  if (query.status === 'error' && query.error.status === 404) return <IncompleteLink />;
  const details = query.status === 'success' ? query.data.data : null;
  return (
    <main className="troo-page or-landing">
      <BusinessLogo details={details} />
      <h1 className="or-landing__name" aria-busy={details ? undefined : true}>
        {details ? details.business_name : <span className="troo-visually-hidden">Loading…</span>}
      </h1>
      {query.status === 'error' ? <LoadFailed message="Check your connection and try again." onRetry={query.retry} /> : null}
      {details && !details.ordering.accepting ? (
        <NotTakingOrders name={details.business_name} reason={details.ordering.reason ?? 'closed'} />
      ) : (
        <>
          {details?.orderingDescription ? <p className="or-landing__eta">{details.orderingDescription}</p> : null}
          {details?.orderingInstruction ? <p className="or-landing__eta">{details.orderingInstruction}</p> : null}
          <Link className="troo-button" to={menuListPath(id)}>
            Start Your Order
          </Link>
        </>
      )}
    </main>
  );
}
