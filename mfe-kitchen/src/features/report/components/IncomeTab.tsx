import { formatNaira, useApiQuery } from '@troo/shared';
import { BarChart } from '@troo/shared/kit';
import { SalesSplit } from '../../../common/figures/components/SalesSplit';
import { StatGrid } from '../../../common/figures/components/StatGrid';
import { dayLabel, PERIOD_DAYS, type FigurePeriod } from '../../../common/figures/hooks/figure-period';
import { useSales, useSalesReport } from '../../../common/figures/hooks/use-figures';
import { FigureError } from './FigureError';

interface IncomeTabProps {
  period: FigurePeriod;
  branchId: string | null;
}

const naira = (value: number | undefined) => (value === undefined ? '…' : formatNaira(value));

/**
 * Food income today, this week and this month; the chosen period's takings split into food, fees and
 * tips, and its food sales day by day; the average order, food only and taken in all; the week's growth.
 * Every figure says which it is: food (items and options) or taken in all (with fees, taxes and tips).
 */
export function IncomeTab({ period, branchId }: IncomeTabProps) {
  const daily = useSales('Daily', branchId);
  const weekly = useSales('Weekly', branchId);
  const monthly = useSales('Monthly', branchId);
  const chosen = useSales(period, branchId);
  const report = useSalesReport(period, branchId);
  const totals = report.data?.data.totals;
  const growth = useApiQuery('GET /salesGrowthRate', { query: branchId ? { branch_id: branchId } : {} });
  const days = PERIOD_DAYS[period];
  const percent = growth.data?.data.growth_percent;

  return (
    <>
      <FigureError query={monthly} />
      <StatGrid
        label="Income"
        stats={[
          { label: 'Food sales, today', value: naira(daily.data?.data.food) },
          { label: 'Food sales, 7 days', value: naira(weekly.data?.data.food) },
          { label: 'Food sales, 30 days', value: naira(monthly.data?.data.food) },
          { label: 'Average order, food', value: naira(totals?.average_food) },
          { label: 'Average order, taken in all', value: naira(totals?.average_taken) },
        ]}
      />
      {chosen.data ? <SalesSplit figure={chosen.data.data} label="Takings of the period" /> : null}
      {chosen.data && days > 1 ? (
        <BarChart
          title="Food sales per day"
          points={chosen.data.data.days.map((day) => ({ label: dayLabel(day.date, days), value: day.food }))}
          format={formatNaira}
        />
      ) : null}
      {growth.data ? (
        <p className="kt-report__growth">
          {percent === null || percent === undefined
            ? 'No sales last week to compare this week with.'
            : `This week ${percent >= 0 ? 'up' : 'down'} ${Math.abs(percent)}% on last week (${formatNaira(growth.data.data.last_week)}).`}
        </p>
      ) : null}
    </>
  );
}
