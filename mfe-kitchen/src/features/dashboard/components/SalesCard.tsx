import { useId } from 'react';
import { Link } from 'react-router-dom';
import { formatNaira, paths } from '@troo/shared';
import { BarChart } from '@troo/shared/kit';
import { dayLabel, PERIOD_DAYS, type FigurePeriod } from '../../../common/figures/hooks/figure-period';
import { SalesSplit } from '../../../common/figures/components/SalesSplit';
import { useSales } from '../../../common/figures/hooks/use-figures';

export const SALES_PERIODS = ['Daily', 'Weekly', 'Monthly'] as const satisfies readonly FigurePeriod[];
export type SalesPeriod = (typeof SALES_PERIODS)[number];

interface SalesCardProps {
  period: SalesPeriod;
  onPeriodChange: (period: SalesPeriod) => void;
  branchId: string | null;
}

/**
 * Sales of the period (paid orders not cancelled or refunded): food first, then the fees and tips paid
 * on top of it and the total taken, with a bar of food sales per day for a week or a month.
 */
export function SalesCard({ period, onPeriodChange, branchId }: SalesCardProps) {
  const headingId = useId();
  const sales = useSales(period, branchId);
  const figure = sales.data?.data;

  return (
    <section className="kt-dash__sales" aria-labelledby={headingId}>
      <div className="kt-dash__sales-head">
        <h2 id={headingId} className="kt-dash__sales-title">
          Total sales
        </h2>
        <div className="kt-dash__periods" role="group" aria-label="Sales period">
          {SALES_PERIODS.map((option) => (
            <button
              key={option}
              type="button"
              className="kt-dash__period"
              aria-pressed={option === period}
              onClick={() => onPeriodChange(option)}
            >
              {option}
            </button>
          ))}
        </div>
      </div>
      {sales.status === 'error' && !figure ? (
        <p className="kt-dash__hint" role="alert">
          Sales could not be loaded.{' '}
          <button type="button" className="kt-dash__retry" onClick={sales.retry}>
            Try again
          </button>
        </p>
      ) : (
        <>
          <p className="kt-dash__figure" data-figure aria-live="polite">
            {figure ? formatNaira(figure.food) : '…'}
          </p>
          <p className="kt-dash__hint">
            {figure ? `Food sales · ${figure.orders} ${figure.orders === 1 ? 'order' : 'orders'} sold` : 'Loading sales…'}
          </p>
          {figure ? <SalesSplit figure={figure} label="What the sales are made of" /> : null}
        </>
      )}
      {figure && PERIOD_DAYS[period] > 1 ? (
        <BarChart
          title="Food sales per day"
          points={figure.days.map((day) => ({ label: dayLabel(day.date, PERIOD_DAYS[period]), value: day.food }))}
          format={formatNaira}
        />
      ) : null}
      <Link className="kt-dash__report" to={paths.report}>
        View report
      </Link>
    </section>
  );
}
