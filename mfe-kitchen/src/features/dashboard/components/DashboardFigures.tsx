import { useState } from 'react';
import { DownloadCsvButton } from '@troo/shared/portal';
import { csvName, periodQuery } from '../../../common/figures/hooks/figure-period';
import { StatGrid } from '../../../common/figures/components/StatGrid';
import { useFigureOutlet, useFreshFigures, useTicketCounts } from '../../../common/figures/hooks/use-figures';
import { SalesCard, type SalesPeriod } from './SalesCard';

/** The owner's figures for the outlet chosen (or all): total sales, and the period's orders by outcome. */
export function DashboardFigures() {
  const [period, setPeriod] = useState<SalesPeriod>('Daily');
  const branchId = useFigureOutlet();
  useFreshFigures();
  const tickets = useTicketCounts(period, branchId);
  const counts = tickets.data?.data;
  const show = (value: number | undefined) => (value === undefined ? '…' : String(value));

  return (
    <>
      <SalesCard period={period} onPeriodChange={setPeriod} branchId={branchId} />
      <StatGrid
        label="Orders"
        stats={[
          { label: 'Total orders', value: show(counts?.total) },
          { label: 'Closed tickets', value: show(counts?.closed) },
          { label: 'Canceled orders', value: show(counts?.canceled) },
        ]}
      />
      {/* For the books on a laptop; the phone's dashboard stays as the spec draws it. */}
      <div className="kt-dash__download">
        <DownloadCsvButton
          call="GET /report/exportSalesReport"
          query={{ ...periodQuery(period, branchId), rows: 'orders' }}
          fileName={csvName('orders', period)}
        />
      </div>
    </>
  );
}
