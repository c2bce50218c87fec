import {
  lagosWallClock,
  type DishSlice,
  type ReportExport,
  type SaleOrder,
  type SalesReport,
  type SalesSlice,
} from '@troo/shared/contract';
import { toCsv, type CsvColumn } from './csv.js';

// The sales report's CSV files: made from the report's own answer, so a file says what the screen says.

/** '2026-11-28 19:05' on the Lagos clock. */
const lagosTime = (iso: string) => lagosWallClock(new Date(iso)).toISOString().slice(0, 16).replace('T', ' ');

const ORDER_COLUMNS: CsvColumn<SaleOrder>[] = [
  { heading: 'Order number', value: (o) => o.number },
  { heading: 'Reference', value: (o) => o.reference },
  { heading: 'Outlet', value: (o) => o.outlet },
  { heading: 'Placed (Lagos)', value: (o) => lagosTime(o.created_at) },
  { heading: 'Paid (Lagos)', value: (o) => lagosTime(o.paid_at) },
  { heading: 'Channel', value: (o) => o.channel },
  { heading: 'Place', value: (o) => o.place },
  { heading: 'Status', value: (o) => o.status },
  { heading: 'Taken by', value: (o) => o.taken_by ?? 'Diner (by phone)' },
  { heading: 'Food (NGN)', value: (o) => o.food, naira: true },
  { heading: 'Service fee (NGN)', value: (o) => o.service_fee, naira: true },
  { heading: 'Delivery fee (NGN)', value: (o) => o.delivery_fee, naira: true },
  { heading: 'Tip (NGN)', value: (o) => o.tip, naira: true },
  { heading: 'Taken in all (NGN)', value: (o) => o.taken, naira: true },
];

type LineRow = SaleOrder['lines'][number] & { order: SaleOrder };
const LINE_COLUMNS: CsvColumn<LineRow>[] = [
  { heading: 'Order number', value: (l) => l.order.number },
  { heading: 'Reference', value: (l) => l.order.reference },
  { heading: 'Outlet', value: (l) => l.order.outlet },
  { heading: 'Placed (Lagos)', value: (l) => lagosTime(l.order.created_at) },
  { heading: 'Item', value: (l) => l.name },
  { heading: 'Category', value: (l) => l.category },
  { heading: 'Station', value: (l) => l.station },
  { heading: 'Quantity', value: (l) => l.quantity },
  { heading: 'Food (NGN)', value: (l) => l.food, naira: true },
];

const sliceColumns = (name: string): CsvColumn<SalesSlice>[] => [
  { heading: name, value: (s) => s.label },
  { heading: 'Orders', value: (s) => s.orders },
  { heading: 'Food (NGN)', value: (s) => s.food, naira: true },
  { heading: 'Taken in all (NGN)', value: (s) => s.taken, naira: true },
];

const dishColumns = (name: string, withCategory = false): CsvColumn<DishSlice>[] => [
  { heading: name, value: (d) => d.label },
  ...(withCategory ? [{ heading: 'Category', value: (d: DishSlice) => d.category }] : []),
  { heading: 'Quantity', value: (d) => d.quantity },
  { heading: 'Food (NGN)', value: (d) => d.food, naira: true },
];

/** The CSV of one export of the report. */
export function salesCsv(report: SalesReport, rows: ReportExport): string {
  switch (rows) {
    case 'orders':
      return toCsv(ORDER_COLUMNS, report.orders);
    case 'lines':
      return toCsv(
        LINE_COLUMNS,
        report.orders.flatMap((order) => order.lines.map((line) => ({ ...line, order }))),
      );
    case 'by_hour':
      return toCsv(sliceColumns('Hour (Lagos)'), report.by_hour);
    case 'by_weekday':
      return toCsv(sliceColumns('Day of week'), report.by_weekday);
    case 'by_channel':
      return toCsv(sliceColumns('Channel'), report.by_channel);
    case 'by_category':
      return toCsv(dishColumns('Category'), report.by_category);
    case 'by_item':
      return toCsv(dishColumns('Item', true), report.by_item);
    case 'by_station':
      return toCsv(dishColumns('Station'), report.by_station);
    case 'by_staff':
      return toCsv(
        [
          { heading: 'Staff member', value: (s) => s.label },
          { heading: 'Orders taken', value: (s) => s.taken },
          { heading: 'Orders accepted', value: (s) => s.accepted },
          { heading: 'Orders served', value: (s) => s.served },
          { heading: 'Taken in all on orders taken (NGN)', value: (s) => s.taken_amount, naira: true },
        ],
        report.by_staff,
      );
    case 'by_payment_method':
      return toCsv(
        [
          { heading: 'Payment method', value: (p) => p.label },
          { heading: 'Payments', value: (p) => p.payments },
          { heading: 'Received (NGN)', value: (p) => p.amount, naira: true },
        ],
        report.by_payment_method,
      );
  }
}

/** A file name that says what and when: troo-orders-2026-11-01-to-2026-11-28.csv */
export const csvFileName = (what: string, report: { from: string; to: string }) =>
  `troo-${what.replace(/_/g, '-')}-${report.from}${report.to === report.from ? '' : `-to-${report.to}`}.csv`;
