import { lazy, Suspense } from 'react';
import { IncompleteLink } from '../../../common/components/IncompleteLink';
import { useOutletOrdering } from '../hooks/use-outlet-ordering';
import { useWelcomeBusiness } from '../hooks/use-welcome-business';
import type { QrLink } from '../hooks/use-qr-entry';
import { useScannedPlace } from '../hooks/use-scanned-place';
import { LandingView, ReadyTime } from './LandingView';
import { StartOrderFlow } from './StartOrderFlow';

// Loaded only when an outlet is paused or closed: an open outlet's landing (its size budget) never carries it.
const NotTakingOrders = lazy(() =>
  import('../../../common/components/NotTakingOrders').then((module) => ({ default: module.NotTakingOrders })),
);

/**
 * The landing of a table QR. The layout is drawn at once, and ordering can start while the
 * business's name and logo are still on their way over a slow network, unless the outlet is
 * known to be paused or closed.
 */
export function BusinessWelcome({ link: scanned }: { link: QrLink }) {
  const link = useScannedPlace(scanned);
  const { details, unknownBusiness, failed, retry } = useWelcomeBusiness(link);
  const ordering = useOutletOrdering(link.businessIdentifier, link.branch);
  if (unknownBusiness) return <IncompleteLink />;
  const action = ordering.accepting ? (
    <>
      <ReadyTime minutes={ordering.prep} />
      <StartOrderFlow link={link} />
    </>
  ) : (
    <Suspense fallback={null}>
      <NotTakingOrders name={details?.business_name ?? 'This restaurant'} reason={ordering.reason ?? 'closed'} />
    </Suspense>
  );
  return <LandingView details={details} failed={failed} onRetry={retry} action={action} />;
}
