import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useApiQuery, useInvalidate } from '@troo/shared';
import { Card, CircleCheckIcon, CircleDashedIcon, Icon } from '@troo/shared/kit';
import { useWorkingOutlet } from '@troo/shared/portal';
import { GETTING_STARTED_STEPS } from './getting-started-steps';

/**
 * The owner's getting-started checklist for the outlet worked on: each step links to where it is done
 * and is ticked from the server's data. It is drawn only once the server has answered, and not at all
 * once every step is done.
 */
export function GettingStarted() {
  const outlet = useWorkingOutlet();
  const invalidate = useInvalidate();
  // The steps are done on other screens: read them afresh each time the dashboard opens.
  useEffect(() => {
    invalidate('GET /business/gettingStarted');
  }, [invalidate]);
  const query = useApiQuery('GET /business/gettingStarted', outlet ? { query: { branch_id: outlet.id } } : null);
  const steps = query.data?.data;
  if (!steps) return null;

  const done = GETTING_STARTED_STEPS.filter((step) => step.done(steps)).length;
  if (done === GETTING_STARTED_STEPS.length) return null;

  return (
    <Card
      title="Get started"
      tone="tinted"
      className="kt-start"
      action={<span className="kt-start__count">{`${done} of ${GETTING_STARTED_STEPS.length} done`}</span>}
    >
      <ol className="kt-start__steps">
        {GETTING_STARTED_STEPS.map((step) => {
          const ticked = step.done(steps);
          return (
            <li key={step.label} className="kt-start__step" data-done={ticked}>
              <Icon icon={ticked ? CircleCheckIcon : CircleDashedIcon} size={22} label={ticked ? 'Done' : 'To do'} />
              <span className="kt-start__text">
                <Link to={step.to} className="kt-start__link">
                  {step.label}
                </Link>
                <span className="kt-start__hint">{step.hint}</span>
              </span>
            </li>
          );
        })}
      </ol>
    </Card>
  );
}
