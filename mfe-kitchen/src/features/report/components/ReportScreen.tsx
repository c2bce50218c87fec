import { useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@troo/shared';
import { QueryState, SelectField, StaffPage, TabPanel, Tabs } from '@troo/shared/kit';
import { DownloadCsvButton, OutletSelector } from '@troo/shared/portal';
import { csvName, periodQuery, type FigurePeriod } from '../../../common/figures/hooks/figure-period';
import { useFigureOutlet, useFreshFigures, useSalesReport } from '../../../common/figures/hooks/use-figures';
import { IncomeTab } from './IncomeTab';
import { OrdersTab } from './OrdersTab';
import { SalesListTab } from './SalesListTab';
import { SalesViewsTab } from './SalesViewsTab';
import { StaffPaymentsTab } from './StaffPaymentsTab';
import './report.css';

type Tab = 'orders' | 'income' | 'views' | 'staff' | 'list';

const PERIODS: FigurePeriod[] = ['Today', 'Daily', 'Weekly', 'Monthly'];
/** Income's cards already show today, so its chart chooses among the longer views. */
const INCOME_PERIODS: FigurePeriod[] = ['Daily', 'Weekly', 'Monthly'];

const TABS = [
  { id: 'orders', label: 'Orders' },
  { id: 'income', label: 'Income' },
  { id: 'views', label: 'When & what' },
  { id: 'staff', label: 'Staff & payments' },
  { id: 'list', label: 'Paid orders' },
] as const;

/**
 * /demo/report/{portal}: the owner's orders, income and sales for a period, for one outlet or all;
 * a laptop's width shows tables and charts side by side. Download CSV saves the period's paid orders.
 */
export function ReportScreen() {
  const [tab, setTab] = useState<Tab>('orders');
  const [period, setPeriod] = useState<FigurePeriod>('Today');
  const branchId = useFigureOutlet();
  useFreshFigures();
  const periods = tab === 'income' ? INCOME_PERIODS : PERIODS;
  const shown = periods.includes(period) ? period : 'Weekly';
  const salesTab = tab === 'views' || tab === 'staff' || tab === 'list';
  const report = useSalesReport(shown, branchId);

  return (
    <StaffPage
      title="Report"
      wide
      className="kt-report"
      intro={<OutletSelector />}
      actions={
        <>
          <Link className="kt-report__link" to={paths.settlements}>
            Paystack settlements
          </Link>
          <DownloadCsvButton
            call="GET /report/exportSalesReport"
            query={{ ...periodQuery(shown, branchId), rows: 'orders' }}
            fileName={csvName('orders', shown)}
          />
        </>
      }
    >
      <Tabs id="report" label="Report" items={TABS} value={tab} onChange={setTab} />
      <TabPanel id="report" value={tab}>
        <div className="kt-report__period">
          <SelectField label="Period" options={periods} value={shown} onChange={(event) => setPeriod(event.target.value as FigurePeriod)} />
        </div>
        {tab === 'orders' ? <OrdersTab period={shown} branchId={branchId} /> : null}
        {tab === 'income' ? <IncomeTab period={shown} branchId={branchId} /> : null}
        {salesTab ? (
          <QueryState query={report} loadingText="Loading the sales…">
            {(answer) =>
              tab === 'views' ? (
                <SalesViewsTab report={answer.data} period={shown} branchId={branchId} />
              ) : tab === 'staff' ? (
                <StaffPaymentsTab report={answer.data} period={shown} branchId={branchId} />
              ) : (
                <SalesListTab report={answer.data} period={shown} branchId={branchId} />
              )
            }
          </QueryState>
        ) : null}
      </TabPanel>
    </StaffPage>
  );
}
