import type { ReactNode } from 'react';
import { LoadFailed } from '@troo/shared';
import { DEFAULT_PREP_MINUTES, foodReadyMessage, type BusinessDetails, type PrepMinutes } from '@troo/shared/contract';
import { BusinessLogo } from '../../../common/components/BusinessLogo';
import '../../../common/components/landing.css';

interface LandingViewProps {
  details: Pick<BusinessDetails, 'business_name' | 'business_logo'> | null;
  failed?: boolean;
  onRetry?: () => void;
  /** The ready time and 'Start Your Order' with what it opens, or why the outlet takes no orders. */
  action: ReactNode;
}

/**
 * Said with 'Start Your Order' only: a paused or closed outlet makes no promise of when food will be
 * ready. The minutes are the outlet's (its owner raises them on a busy night); the spec's 8-13 until known.
 */
export function ReadyTime({ minutes = DEFAULT_PREP_MINUTES }: { minutes?: PrepMinutes | undefined }) {
  return <p className="or-landing__eta">{foodReadyMessage(minutes.prep_min_minutes, minutes.prep_max_minutes)}</p>;
}

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
