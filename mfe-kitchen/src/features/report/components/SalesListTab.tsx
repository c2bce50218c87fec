import { formatNaira } from '@troo/shared';
import { LAGOS_TIME_ZONE, type SaleOrder, type SalesReport } from '@troo/shared/contract';
import { SortableTable, type SortableColumn } from '@troo/shared/kit';
import { DownloadCsvButton } from '@troo/shared/portal';
import { csvName, periodQuery, type FigurePeriod } from '../../../common/figures/hooks/figure-period';

const time = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: LAGOS_TIME_ZONE,
});

const COLUMNS: SortableColumn<SaleOrder>[] = [
  { header: 'Order', cell: (o) => `#${o.number}`, sortValue: (o) => o.number, numeric: true },
  { header: 'Placed', cell: (o) => time.format(new Date(o.created_at)), sortValue: (o) => o.created_at },
  { header: 'Outlet', cell: (o) => o.outlet, sortValue: (o) => o.outlet },
  { header: 'Place', cell: (o) => o.place, sortValue: (o) => o.place },
  { header: 'Taken by', cell: (o) => o.taken_by ?? 'Diner (by phone)', sortValue: (o) => o.taken_by ?? '' },
  { header: 'Food', cell: (o) => formatNaira(o.food), sortValue: (o) => o.food, numeric: true },
  { header: 'Taken in all', cell: (o) => formatNaira(o.taken), sortValue: (o) => o.taken, numeric: true },
];

/** Every sale of the period (a paid order, not cancelled or refunded), one row each, with the CSV files. */
export function SalesListTab({ report, period, branchId }: { report: SalesReport; period: FigurePeriod; branchId: string | null }) {
  return (
    <section aria-label="Paid orders">
      <div className="kt-report__view-head">
        <p className="kt-report__total">
          {report.totals.orders} paid {report.totals.orders === 1 ? 'order' : 'orders'} · taken in all{' '}
          <strong data-testid="sales-total">{formatNaira(report.totals.taken)}</strong>
        </p>
        <DownloadCsvButton
          call="GET /report/exportSalesReport"
          query={{ ...periodQuery(period, branchId), rows: 'lines' }}
          fileName={csvName('order-lines', period)}
          label="Download CSV: one row per line"
        />
      </div>
      <SortableTable
        caption="Paid orders"
        hideCaption
        columns={COLUMNS}
        rows={report.orders}
        rowKey={(o) => o.id}
        initialSort={{ header: 'Placed', direction: 'descending' }}
        empty={<p className="kt-report__empty">No paid orders in this period</p>}
      />
    </section>
  );
}
