import { formatNaira } from '@troo/shared';
import type { DishSlice, ReportExport, SalesReport, SalesSlice } from '@troo/shared/contract';
import { BarChart, SortableTable, type SortableColumn } from '@troo/shared/kit';
import { DownloadCsvButton } from '@troo/shared/portal';
import { csvName, periodQuery, type FigurePeriod } from '../../../common/figures/hooks/figure-period';

interface ViewProps {
  report: SalesReport;
  period: FigurePeriod;
  branchId: string | null;
}

const sliceColumns = (name: string): SortableColumn<SalesSlice>[] => [
  { header: name, cell: (s) => s.label, sortValue: (s) => s.key },
  { header: 'Orders', sortValue: (s) => s.orders, numeric: true },
  { header: 'Food', cell: (s) => formatNaira(s.food), sortValue: (s) => s.food, numeric: true },
  { header: 'Taken in all', cell: (s) => formatNaira(s.taken), sortValue: (s) => s.taken, numeric: true },
];

const dishColumns = (name: string, withCategory = false): SortableColumn<DishSlice>[] => [
  { header: name, cell: (d) => d.label, sortValue: (d) => d.label },
  ...(withCategory ? [{ header: 'Category', cell: (d: DishSlice) => d.category, sortValue: (d: DishSlice) => d.category }] : []),
  { header: 'Sold', sortValue: (d) => d.quantity, numeric: true },
  { header: 'Food', cell: (d) => formatNaira(d.food), sortValue: (d) => d.food, numeric: true },
];

/** One view of the sales as a sortable table with its own CSV. */
export function ViewTable<T>({
  title,
  rows,
  columns,
  rowKey,
  exportRows,
  period,
  branchId,
}: {
  title: string;
  rows: T[];
  columns: SortableColumn<T>[];
  rowKey: (row: T) => string;
  exportRows: ReportExport;
  period: FigurePeriod;
  branchId: string | null;
}) {
  return (
    <section className="kt-report__view" aria-label={title}>
      <div className="kt-report__view-head">
        <h2>{title}</h2>
        <DownloadCsvButton
          call="GET /report/exportSalesReport"
          query={{ ...periodQuery(period, branchId), rows: exportRows }}
          fileName={csvName(exportRows, period)}
          label={`Download CSV: ${title.toLowerCase()}`}
        />
      </div>
      <SortableTable
        caption={title}
        hideCaption
        columns={columns}
        rows={rows}
        rowKey={rowKey}
        empty={<p className="kt-report__empty">Nothing sold in this period</p>}
      />
    </section>
  );
}

/** When and what sold: by Lagos hour and weekday (charts side by side on a wide screen), channel, category, item and station. */
export function SalesViewsTab({ report, period, branchId }: ViewProps) {
  const busyHours = report.by_hour.filter((hour) => hour.orders > 0);
  const table = { period, branchId };
  return (
    <>
      <div className="kt-report__charts">
        <BarChart title="Orders by hour of day (Lagos)" points={report.by_hour.map((hour) => ({ label: hour.key, value: hour.orders }))} />
        <BarChart
          title="Orders by day of week"
          points={report.by_weekday.map((day) => ({ label: day.label.slice(0, 3), value: day.orders }))}
        />
      </div>
      <div className="kt-report__tables">
        <ViewTable
          title="Sales by hour"
          rows={busyHours}
          columns={sliceColumns('Hour')}
          rowKey={(s) => s.key}
          exportRows="by_hour"
          {...table}
        />
        <ViewTable
          title="Sales by day of week"
          rows={report.by_weekday}
          columns={sliceColumns('Day')}
          rowKey={(s) => s.key}
          exportRows="by_weekday"
          {...table}
        />
        <ViewTable
          title="Sales by channel"
          rows={report.by_channel}
          columns={sliceColumns('Channel')}
          rowKey={(s) => s.key}
          exportRows="by_channel"
          {...table}
        />
        <ViewTable
          title="Sales by category"
          rows={report.by_category}
          columns={dishColumns('Category')}
          rowKey={(d) => d.key}
          exportRows="by_category"
          {...table}
        />
        <ViewTable
          title="Sales by item"
          rows={report.by_item}
          columns={dishColumns('Item', true)}
          rowKey={(d) => d.key}
          exportRows="by_item"
          {...table}
        />
        <ViewTable
          title="Sales by station"
          rows={report.by_station}
          columns={dishColumns('Station')}
          rowKey={(d) => d.key}
          exportRows="by_station"
          {...table}
        />
      </div>
    </>
  );
}
