import { useEffect, useRef } from 'react';
import type { Stage } from '../hooks/use-registration-progress';

const TITLES: Record<Stage, string> = {
  1: 'Business information',
  2: 'Personal and payout details',
  3: 'Bank account',
};

/** 'Stage n of 3' and the stage's title; focus moves here when the stage changes, so screen
 *  readers announce the new stage and the phone scrolls back to its top. */
export function StageHeading({ stage }: { stage: Stage }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = useRef(stage);
  useEffect(() => {
    if (shown.current === stage) return;
    shown.current = stage;
    heading.current?.focus();
  }, [stage]);
  return (
    <>
      <p className="onb-stage troo-muted">Stage {stage} of 3</p>
      <h2 ref={heading} tabIndex={-1}>
        {TITLES[stage]}
      </h2>
    </>
  );
}
