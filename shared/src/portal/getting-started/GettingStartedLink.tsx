import { Link } from 'react-router-dom';
import { startFollowingChecklist } from './following';
import type { GettingStartedStep, GettingStartedSteps } from './steps';

interface GettingStartedLinkProps {
  step: GettingStartedStep;
  steps: GettingStartedSteps;
  className?: string;
}

/**
 * A step's link. The test order opens the diner's page in a new tab, as a phone's camera would after
 * a scan, so the owner keeps the portal; every other step is a portal screen.
 */
export function GettingStartedLink({ step, steps, className }: GettingStartedLinkProps) {
  const to = step.to(steps);
  if (/^https?:/.test(to)) {
    return (
      <a href={to} target="_blank" rel="noopener" className={className} onClick={startFollowingChecklist}>
        {step.label}
      </a>
    );
  }
  return (
    <Link to={to} className={className} onClick={startFollowingChecklist}>
      {step.label}
    </Link>
  );
}
