import { Card, CircleCheckIcon, CircleDashedIcon, Icon } from '@troo/shared/kit';
import { GETTING_STARTED_STEPS, GettingStartedLink, useGettingStarted } from '@troo/shared/portal';

/**
 * The owner's getting-started checklist for the outlet worked on: each step links to where it is done
 * and is ticked from the server's data. It is drawn only once the server has answered, and not at all
 * once every step is done.
 */
export function GettingStarted() {
  const steps = useGettingStarted();
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
            <li key={step.key} className="kt-start__step" data-done={ticked}>
              <Icon icon={ticked ? CircleCheckIcon : CircleDashedIcon} size={22} label={ticked ? 'Done' : 'To do'} />
              <span className="kt-start__text">
                <GettingStartedLink step={step} steps={steps} className="kt-start__link" />
                <span className="kt-start__hint">{step.hint}</span>
              </span>
            </li>
          );
        })}
      </ol>
    </Card>
  );
}
