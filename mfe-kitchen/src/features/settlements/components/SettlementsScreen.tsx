import { useState } from 'react';
import { formatNaira, useApiQuery } from '@troo/shared';
import type { SettlementReport } from '@troo/shared/contract';
import { QueryState, SelectField, SortableTable, StaffPage, type SortableColumn } from '@troo/shared/kit';
import { DownloadCsvButton, OutletSelector } from '@troo/shared/portal';
import { StatGrid } from '../../../common/figures/components/StatGrid';
import { csvName, periodQuery, type FigurePeriod } from '../../../common/figures/hooks/figure-period';
import { useFigureOutlet } from '../../../common/figures/hooks/use-figures';
import './settlements.css';

type Row<K extends 'settlements' | 'matched' | 'differences' | 'by_outlet'> = SettlementReport[K][number];

const PERIODS: FigurePeriod[] = ['Today', 'Weekly', 'Monthly'];

const SETTLEMENT_COLUMNS: SortableColumn<Row<'settlements'>>[] = [
  { header: 'Paid out', cell: (s) => s.date, sortValue: (s) => s.date },
  { header: 'Settlement', cell: (s) => s.id, sortValue: (s) => s.id },
  { header: 'Status', cell: (s) => s.status, sortValue: (s) => s.status },
  { header: 'Payments', sortValue: (s) => s.transactions, numeric: true },
  { header: 'Processed', cell: (s) => formatNaira(s.processed), sortValue: (s) => s.processed, numeric: true },
  { header: 'Paystack fees', cell: (s) => formatNaira(s.fees), sortValue: (s) => s.fees, numeric: true },
  { header: 'To the bank', cell: (s) => formatNaira(s.settled), sortValue: (s) => s.settled, numeric: true },
];

const DIFFERENCE_COLUMNS: SortableColumn<Row<'differences'>>[] = [
  { header: 'Reference', cell: (d) => d.reference, sortValue: (d) => d.reference },
  { header: 'Difference', cell: (d) => d.explanation, sortValue: (d) => d.kind },
  { header: 'Outlet', cell: (d) => d.outlet ?? '—', sortValue: (d) => d.outlet ?? '' },
  {
    header: 'Paid out',
    cell: (d) => (d.settled_amount === null ? '—' : formatNaira(d.settled_amount)),
    sortValue: (d) => d.settled_amount ?? -1,
    numeric: true,
  },
  {
    header: 'Recorded',
    cell: (d) => (d.recorded_amount === null ? '—' : formatNaira(d.recorded_amount)),
    sortValue: (d) => d.recorded_amount ?? -1,
    numeric: true,
  },
];

const MATCHED_COLUMNS: SortableColumn<Row<'matched'>>[] = [
  { header: 'Reference', cell: (m) => m.reference, sortValue: (m) => m.reference },
  { header: 'Outlet', cell: (m) => m.outlet, sortValue: (m) => m.outlet },
  { header: 'Orders', cell: (m) => m.orders, sortValue: (m) => m.orders },
  { header: 'Amount', cell: (m) => formatNaira(m.amount), sortValue: (m) => m.amount, numeric: true },
  { header: 'Paystack fee', cell: (m) => formatNaira(m.fee), sortValue: (m) => m.fee, numeric: true },
];

const OUTLET_COLUMNS: SortableColumn<Row<'by_outlet'>>[] = [
  { header: 'Outlet', cell: (o) => o.label, sortValue: (o) => o.label },
  { header: 'Recorded by Troo', cell: (o) => formatNaira(o.recorded), sortValue: (o) => o.recorded, numeric: true },
  { header: 'In a payout', cell: (o) => formatNaira(o.settled), sortValue: (o) => o.settled, numeric: true },
];

/**
 * /demo/settlements/{portal}: what Paystack paid out to the restaurant's bank in a period (after its
 * fees) beside the Paystack payments Troo recorded, matched by reference, with the differences first.
 */
export function SettlementsScreen() {
  const [period, setPeriod] = useState<FigurePeriod>('Weekly');
  const branchId = useFigureOutlet();
  const query = periodQuery(period, branchId);
  const report = useApiQuery('GET /report/getSettlements', { query });
  const download = (rows: 'settlements' | 'matched' | 'differences', label: string) => (
    <DownloadCsvButton
      call="GET /report/exportSettlements"
      query={{ ...query, rows }}
      fileName={csvName(`settlement-${rows}`, period)}
      label={label}
    />
  );

  return (
    <StaffPage title="Settlements" wide className="kt-settle" intro={<OutletSelector />}>
      <div className="kt-settle__period">
        <SelectField label="Period" options={PERIODS} value={period} onChange={(event) => setPeriod(event.target.value as FigurePeriod)} />
      </div>
      <QueryState query={report} loadingText="Asking Paystack for its payouts…">
        {({ data }) => (
          <>
            <StatGrid
              label="Payouts"
              stats={[
                { label: 'Processed by Paystack', value: formatNaira(data.totals.processed) },
                { label: 'Paystack fees', value: formatNaira(data.totals.fees) },
                { label: 'Paid to your bank', value: formatNaira(data.totals.settled) },
                { label: 'Paystack payments recorded by Troo', value: formatNaira(data.totals.recorded) },
              ]}
            />
            <section aria-label="Differences">
              <div className="kt-settle__head">
                <h2>Differences ({data.differences.length})</h2>
                {download('differences', 'Download CSV: differences')}
              </div>
              <SortableTable
                caption="Differences"
                hideCaption
                columns={DIFFERENCE_COLUMNS}
                rows={data.differences}
                rowKey={(d) => `${d.kind}:${d.reference}`}
                empty={<p className="kt-settle__empty">Every payment matches its payout.</p>}
              />
            </section>
            <div className="kt-settle__columns">
              <section aria-label="Payouts">
                <div className="kt-settle__head">
                  <h2>Payouts</h2>
                  {download('settlements', 'Download CSV: payouts')}
                </div>
                <SortableTable
                  caption="Payouts"
                  hideCaption
                  columns={SETTLEMENT_COLUMNS}
                  rows={data.settlements}
                  rowKey={(s) => s.id}
                  empty={<p className="kt-settle__empty">No payouts in this period.</p>}
                />
              </section>
              <section aria-label="By outlet">
                <div className="kt-settle__head">
                  <h2>By outlet</h2>
                </div>
                <SortableTable caption="By outlet" hideCaption columns={OUTLET_COLUMNS} rows={data.by_outlet} rowKey={(o) => o.key} />
              </section>
            </div>
            <section aria-label="Matched payments">
              <div className="kt-settle__head">
                <h2>Matched payments ({data.matched.length})</h2>
                {download('matched', 'Download CSV: matched payments')}
              </div>
              <SortableTable
                caption="Matched payments"
                hideCaption
                columns={MATCHED_COLUMNS}
                rows={data.matched}
                rowKey={(m) => m.reference}
              />
            </section>
          </>
        )}
      </QueryState>
    </StaffPage>
  );
}
