import type { BusinessDetails } from '@troo/shared/contract';

const SIZE = 96;
/** The stored picture resized for the box on a phone's 2x screen (the image service's widths run 96–960). */
const FETCHED_WIDTH = 2 * SIZE;

/** The logo in a box of fixed size, so nothing below it moves when it (or the name) arrives. */
export function BusinessLogo({ details }: { details: Pick<BusinessDetails, 'business_name' | 'business_logo'> | null }) {
  if (details?.business_logo) {
    return (
      <img
        className="or-landing__logo"
        src={`${details.business_logo}?w=${FETCHED_WIDTH}`}
        alt={`${details.business_name} logo`}
        width={SIZE}
        height={SIZE}
        // The largest thing on the landing: fetched first.
        fetchPriority="high"
      />
    );
  }
  // No logo (or not loaded yet): the business's initial, decorative since the name is the heading.
  return (
    <div className="or-landing__logo or-landing__logo--blank" aria-hidden="true">
      {details?.business_name.charAt(0).toUpperCase()}
    </div>
  );
}
