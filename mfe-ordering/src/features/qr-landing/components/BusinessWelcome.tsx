import { IncompleteLink } from '../../../common/components/IncompleteLink';
import { useWelcomeBusiness } from '../hooks/use-welcome-business';
import type { QrLink } from '../hooks/use-qr-entry';
import { LandingView } from './LandingView';
import { StartOrderFlow } from './StartOrderFlow';

/**
 * The landing of a table QR. The layout is drawn at once, and ordering can start while the
 * business's name and logo are still on their way over a slow network.
 */
export function BusinessWelcome({ link }: { link: QrLink }) {
  const { details, unknownBusiness, failed, retry } = useWelcomeBusiness(link);
  if (unknownBusiness) return <IncompleteLink />;
  return <LandingView details={details} failed={failed} onRetry={retry} action={<StartOrderFlow tableFromQr={link.table} />} />;
}
