import type { SETTLEMENT_EXPORTS, SettlementReport } from '@troo/shared/contract';
import { toCsv } from './csv.js';

// The settlements report's CSV files, made from its own answer.

export function settlementsCsv(report: SettlementReport, rows: (typeof SETTLEMENT_EXPORTS)[number]): string {
  switch (rows) {
    case 'settlements':
      return toCsv(
        [
          { heading: 'Settlement', value: (s) => s.id },
          { heading: 'Paid out (Lagos day)', value: (s) => s.date },
          { heading: 'Status', value: (s) => s.status },
          { heading: 'Subaccount', value: (s) => s.subaccount },
          { heading: 'Payments', value: (s) => s.transactions },
          { heading: 'Processed (NGN)', value: (s) => s.processed, naira: true },
          { heading: 'Paystack fees (NGN)', value: (s) => s.fees, naira: true },
          { heading: 'Paid to the bank (NGN)', value: (s) => s.settled, naira: true },
        ],
        report.settlements,
      );
    case 'matched':
      return toCsv(
        [
          { heading: 'Reference', value: (m) => m.reference },
          { heading: 'Settlement', value: (m) => m.settlement_id },
          { heading: 'Outlet', value: (m) => m.outlet },
          { heading: 'Orders', value: (m) => m.orders },
          { heading: 'Amount (NGN)', value: (m) => m.amount, naira: true },
          { heading: 'Paystack fee (NGN)', value: (m) => m.fee, naira: true },
        ],
        report.matched,
      );
    case 'differences':
      return toCsv(
        [
          { heading: 'Reference', value: (d) => d.reference },
          { heading: 'Difference', value: (d) => d.explanation },
          { heading: 'Settlement', value: (d) => d.settlement_id },
          { heading: 'Outlet', value: (d) => d.outlet },
          { heading: 'Paid out (NGN)', value: (d) => d.settled_amount, naira: true },
          { heading: 'Recorded by Troo (NGN)', value: (d) => d.recorded_amount, naira: true },
        ],
        report.differences,
      );
  }
}
