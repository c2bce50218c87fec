import { useState } from 'react';
import { SelectField, StaffPage, TabPanel, Tabs } from '@troo/shared/kit';
import { OutletSelector } from '@troo/shared/portal';
import type { FigurePeriod } from '../../../common/figures/hooks/figure-period';
import { useFigureOutlet, useFreshFigures } from '../../../common/figures/hooks/use-figures';
import { IncomeTab } from './IncomeTab';
import { OrdersTab } from './OrdersTab';
import './report.css';

type Tab = 'orders' | 'income';

const ORDER_PERIODS: FigurePeriod[] = ['Today', 'Daily', 'Weekly', 'Monthly'];
/** Income's cards already show today, so its chart chooses among the longer views. */
const INCOME_PERIODS: FigurePeriod[] = ['Daily', 'Weekly', 'Monthly'];

/** /demo/report/{portal}: the owner's orders and income for a period, for one outlet or all. */
export function ReportScreen() {
  const [tab, setTab] = useState<Tab>('orders');
  const [period, setPeriod] = useState<FigurePeriod>('Today');
  const branchId = useFigureOutlet();
  useFreshFigures();
  const periods = tab === 'orders' ? ORDER_PERIODS : INCOME_PERIODS;
  const shown = periods.includes(period) ? period : 'Weekly';

  return (
    <StaffPage title="Report" intro={<OutletSelector />}>
      <Tabs
        id="report"
        label="Report"
        items={[
          { id: 'orders', label: 'Orders' },
          { id: 'income', label: 'Income' },
        ]}
        value={tab}
        onChange={setTab}
      />
      <TabPanel id="report" value={tab}>
        <div className="kt-report__sort">
          <SelectField
            label="Sort by"
            options={periods}
            value={shown}
            onChange={(event) => setPeriod(event.target.value as FigurePeriod)}
          />
        </div>
        {tab === 'orders' ? <OrdersTab period={shown} branchId={branchId} /> : <IncomeTab period={shown} branchId={branchId} />}
      </TabPanel>
    </StaffPage>
  );
}
