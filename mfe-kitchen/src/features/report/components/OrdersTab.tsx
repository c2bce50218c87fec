import { formatNaira, useApiQuery } from '@troo/shared';
import { BarChart } from '@troo/shared/kit';
import { StatGrid } from '../../../common/figures/components/StatGrid';
import { dayLabel, PERIOD_DAYS, periodQuery, type FigurePeriod } from '../../../common/figures/hooks/figure-period';
import { useSales, useTicketCounts } from '../../../common/figures/hooks/use-figures';
import { FigureError } from './FigureError';

interface OrdersTabProps {
  period: FigurePeriod;
  branchId: string | null;
}

const count = (value: number | undefined) => (value === undefined ? '…' : String(value));

/** The period's orders by outcome, orders sold per day, and what sold best. */
export function OrdersTab({ period, branchId }: OrdersTabProps) {
  const tickets = useTicketCounts(period, branchId);
  const sales = useSales(period, branchId);
  const top = useApiQuery('GET /order/getTopMenuItems/', { query: periodQuery(period, branchId) });
  const counts = tickets.data?.data;
  const days = PERIOD_DAYS[period];

  return (
    <>
      <FigureError query={tickets} />
      <StatGrid
        label="Orders"
        stats={[
          { label: 'Total Orders', value: count(counts?.total) },
          { label: 'Accepted Orders', value: count(counts?.accepted) },
          { label: 'Fulfilled Orders', value: count(counts?.closed) },
          { label: 'Canceled Orders', value: count(counts?.canceled) },
        ]}
      />
      {sales.data && days > 1 ? (
        <BarChart
          title="Orders sold per day"
          points={sales.data.data.days.map((day) => ({ label: dayLabel(day.date, days), value: day.orders }))}
        />
      ) : null}
      <section className="kt-report__top" aria-labelledby="kt-report-top">
        <h2 id="kt-report-top">Top menu items</h2>
        {top.data && top.data.data.length === 0 ? <p className="kt-report__empty">No items found</p> : null}
        <ol>
          {top.data?.data.map((item) => (
            <li key={item.menu_item_name}>
              <span>{item.menu_item_name}</span>
              <span>
                {item.quantity} sold · {formatNaira(item.total)}
              </span>
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}
