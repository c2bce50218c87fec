import { useSessionUser } from '@troo/shared';
import { lagosDate } from '@troo/shared/contract';
import { DownloadCsvButton } from '@troo/shared/portal';

/**
 * The owner's Download CSV on the order lists: the last 30 Lagos days' sales (paid orders) of the
 * outlet, one row per order, from the report's own export. Employees see no figures, so no button.
 */
export function SalesCsvButton({ branchId }: { branchId: string | null }) {
  const role = useSessionUser()?.user_role;
  if (role !== 'admin') return null;
  return (
    <div className="kt-table__download">
      <DownloadCsvButton
        call="GET /report/exportSalesReport"
        query={{ date_filter: 'number_of_days', number_of_days: '30', rows: 'orders', ...(branchId ? { branch_id: branchId } : {}) }}
        fileName={`troo-orders-30-days-to-${lagosDate()}`}
        label="Download CSV (30 days of sales)"
      />
    </div>
  );
}
