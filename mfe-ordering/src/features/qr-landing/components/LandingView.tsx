import type { ReactNode } from 'react';
import { LoadFailed } from '@troo/shared';
import type { BusinessDetails } from '@troo/shared/contract';
import { BusinessLogo } from '../../../common/components/BusinessLogo';
import '../../../common/components/landing.css';

interface LandingViewProps {
  details: Pick<BusinessDetails, 'business_name' | 'business_logo'> | null;
  failed?: boolean;
  onRetry?: () => void;
  /** The ready time and 'Start Your Order' with what it opens, or why the outlet takes no orders. */
  action: ReactNode;
}

/** Said with 'Start Your Order' only: a paused or closed outlet makes no promise of when food will be ready. */
export const readyTime = <p className="or-landing__eta">Food ready in 8-13 minutes after placing order</p>;

/**
 * What a table QR's landing draws. Also drawn by the server, with the business's name and logo, into
 * the page it sends (src/first-paint.tsx), so it paints before any script runs.
 */
export function LandingView({ details, failed = false, onRetry, action }: LandingViewProps) {
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
      {failed && onRetry ? <LoadFailed message="Check your connection and try again." onRetry={onRetry} /> : null}
      {action}
    </main>
  );
}
