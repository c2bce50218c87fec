import { IncompleteLink } from '../../../common/components/IncompleteLink';
import { LoadFailed } from '@troo/shared';
import { useWelcomeBusiness } from '../hooks/use-welcome-business';
import type { QrLink } from '../hooks/use-qr-entry';
import { BusinessLogo } from './BusinessLogo';
import { StartOrderFlow } from './StartOrderFlow';
import './qr-landing.css';

/**
 * The landing of a table QR. The layout is drawn at once, and ordering can start while the
 * business's name and logo are still on their way over a slow network.
 */
export function BusinessWelcome({ link }: { link: QrLink }) {
  const { details, unknownBusiness, failed, retry } = useWelcomeBusiness(link);
  if (unknownBusiness) return <IncompleteLink />;

  return (
    <main className="troo-page or-landing">
      <BusinessLogo details={details} />
      {details ? (
        <h1 className="or-landing__name">{details.business_name}</h1>
      ) : failed ? (
        <h1 className="or-landing__name">We could not load this restaurant</h1>
      ) : (
        <h1 className="or-landing__name" aria-busy="true">
          <span className="troo-visually-hidden">Loading…</span>
        </h1>
      )}
      {failed ? <LoadFailed message="Check your connection and try again." onRetry={retry} /> : null}
      <p className="or-landing__eta">Food ready in 8-13 minutes after placing order</p>
      <StartOrderFlow tableFromQr={link.table} />
    </main>
  );
}
