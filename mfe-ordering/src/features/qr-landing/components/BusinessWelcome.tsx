import { IncompleteLink } from '../../../common/components/IncompleteLink';
import { useOutletOrdering } from '../hooks/use-outlet-ordering';
import { useWelcomeBusiness } from '../hooks/use-welcome-business';
import type { QrLink } from '../hooks/use-qr-entry';
import { LandingView, readyTime } from './LandingView';
import { NotTakingOrders } from '../../../common/components/NotTakingOrders';
import { StartOrderFlow } from './StartOrderFlow';

/**
 * The landing of a table QR. The layout is drawn at once, and ordering can start while the
 * business's name and logo are still on their way over a slow network, unless the outlet is
 * known to be paused or closed.
 */
export function BusinessWelcome({ link }: { link: QrLink }) {
  const { details, unknownBusiness, failed, retry } = useWelcomeBusiness(link);
  const ordering = useOutletOrdering(link.businessIdentifier, link.branch);
  if (unknownBusiness) return <IncompleteLink />;
  const action = ordering.accepting ? (
    <>
      {readyTime}
      <StartOrderFlow link={link} />
    </>
  ) : (
    <NotTakingOrders name={details?.business_name ?? 'This restaurant'} reason={ordering.reason ?? 'closed'} />
  );
  return <LandingView details={details} failed={failed} onRetry={retry} action={action} />;
}
