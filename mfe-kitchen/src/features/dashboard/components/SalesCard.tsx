import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@troo/shared';

const PERIODS = ['Daily', 'Weekly', 'Monthly'] as const;
type Period = (typeof PERIODS)[number];

/**
 * Total sales with its period selector. Orders do not exist in the API yet, so the card says so
 * instead of showing made-up figures; the report link is where real figures will live.
 */
export function SalesCard() {
  const [period, setPeriod] = useState<Period>('Daily');
  const headingId = useId();

  return (
    <section className="kt-dash__sales" aria-labelledby={headingId}>
      <div className="kt-dash__sales-head">
        <h2 id={headingId} className="kt-dash__sales-title">
          Total sales
        </h2>
        <div className="kt-dash__periods" role="group" aria-label="Sales period">
          {PERIODS.map((option) => (
            <button
              key={option}
              type="button"
              className="kt-dash__period"
              aria-pressed={option === period}
              onClick={() => setPeriod(option)}
            >
              {option}
            </button>
          ))}
        </div>
      </div>
      <p className="kt-dash__figure">No sales yet</p>
      <p className="kt-dash__hint">{period} sales will show here once your outlets take orders.</p>
      <Link className="kt-dash__report" to={paths.report}>
        View report
      </Link>
    </section>
  );
}
