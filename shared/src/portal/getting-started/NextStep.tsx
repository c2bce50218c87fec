import { Card } from '@troo/shared/kit';
import { useGettingStarted } from './use-getting-started';
import { isFollowingChecklist } from './following';
import { GettingStartedLink } from './GettingStartedLink';
import { GETTING_STARTED_STEPS, nextGettingStartedStep, type GettingStartedKey } from './steps';
import './next-step.css';

/**
 * On a step's own screen, once that step is done: a pointer to the checklist's next step, so an owner
 * following the checklist goes on without a trip back to the dashboard. Only for an owner who came
 * here from the checklist in this tab, and only while a step is left.
 */
export function NextStep({ after }: { after: GettingStartedKey }) {
  const steps = useGettingStarted(isFollowingChecklist());
  if (!steps) return null;
  const current = GETTING_STARTED_STEPS.find((step) => step.key === after)!;
  const next = nextGettingStartedStep(steps);
  if (!current.done(steps) || !next) return null;
  return (
    <Card title="Get started" tone="tinted" className="troo-next-step">
      <p className="troo-next-step__line">
        Next: <GettingStartedLink step={next} steps={steps} className="troo-next-step__link" />
      </p>
    </Card>
  );
}
