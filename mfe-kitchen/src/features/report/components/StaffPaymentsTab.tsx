import { formatNaira } from '@troo/shared';
import type { PaymentSlice, SalesReport, StaffSlice } from '@troo/shared/contract';
import type { FigurePeriod } from '../../../common/figures/hooks/figure-period';
import { ViewTable } from './SalesViewsTab';

const STAFF_COLUMNS = [
  { header: 'Staff member', cell: (s: StaffSlice) => s.label, sortValue: (s: StaffSlice) => s.label },
  { header: 'Orders taken', sortValue: (s: StaffSlice) => s.taken, numeric: true as const },
  { header: 'Accepted', sortValue: (s: StaffSlice) => s.accepted, numeric: true as const },
  { header: 'Served', sortValue: (s: StaffSlice) => s.served, numeric: true as const },
  {
    header: 'Taken in all on orders taken',
    cell: (s: StaffSlice) => formatNaira(s.taken_amount),
    sortValue: (s: StaffSlice) => s.taken_amount,
    numeric: true as const,
  },
];

const PAYMENT_COLUMNS = [
  { header: 'Method', cell: (p: PaymentSlice) => p.label, sortValue: (p: PaymentSlice) => p.label },
  { header: 'Payments', sortValue: (p: PaymentSlice) => p.payments, numeric: true as const },
  {
    header: 'Received',
    cell: (p: PaymentSlice) => formatNaira(p.amount),
    sortValue: (p: PaymentSlice) => p.amount,
    numeric: true as const,
  },
];

/** Who took, accepted and served the period's sales, and the money received by each payment method. */
export function StaffPaymentsTab({ report, period, branchId }: { report: SalesReport; period: FigurePeriod; branchId: string | null }) {
  return (
    <div className="kt-report__tables">
      <ViewTable
        title="Sales by staff member"
        rows={report.by_staff}
        columns={STAFF_COLUMNS}
        rowKey={(s) => s.key}
        exportRows="by_staff"
        period={period}
        branchId={branchId}
      />
      <ViewTable
        title="Payments received by method"
        rows={report.by_payment_method}
        columns={PAYMENT_COLUMNS}
        rowKey={(p) => p.key}
        exportRows="by_payment_method"
        period={period}
        branchId={branchId}
      />
    </div>
  );
}
