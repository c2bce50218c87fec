import type { DateFilterQuery } from '@troo/shared/contract';
import { salesReport } from '../domain/reports/sales-report.js';
import { settlementReport } from '../domain/reports/settlements.js';
import type { OrderViewer } from '../domain/kitchen/staff-orders.js';
import type { PaymentProvider } from '../payments/provider.js';
import type { Scope } from './scope.js';

/** The owner's books of the scoped business: the sales report and Paystack's payouts beside it. */
export function reportRepository(scope: Scope, viewer: OrderViewer) {
  return {
    /** The period's sales with every view of them (one outlet when asked: another business's is 404). */
    sales: (query: DateFilterQuery) => salesReport(scope, viewer, query),
    /** Paystack's payouts of the period matched to Troo's Paystack payments. */
    settlements: (payments: PaymentProvider, query: DateFilterQuery) => settlementReport(scope, viewer, payments, query),
  };
}
