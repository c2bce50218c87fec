import { Type, type Static } from '@sinclair/typebox';
import { ORDER_STATUSES, PAYMENT_METHODS } from '../enums';
import { Nullable } from './common';
import { DateFilterQuery } from './kitchen';
import { ORDER_TYPES } from './orders';

// The owner's sales report (issue 49): one answer the screens and the CSV export both read. Amounts
// are naira with kobo as decimals. Every figure says what it counts: "food" is items and their
// options; "taken" is everything the diner was charged (food, fees, taxes, tip, less comps).

/** A slice of the period's sales: orders, food and taken in all. */
export const SalesSlice = Type.Object({
  key: Type.String(),
  label: Type.String(),
  orders: Type.Integer(),
  food: Type.Number(),
  taken: Type.Number(),
});
export type SalesSlice = Static<typeof SalesSlice>;

/** Dishes sold (food only): by item, category or station. */
export const DishSlice = Type.Object({
  key: Type.String(),
  label: Type.String(),
  /** The item's category (by item only; '' otherwise). */
  category: Type.String(),
  quantity: Type.Integer(),
  food: Type.Number(),
});
export type DishSlice = Static<typeof DishSlice>;

/** What one member of staff did with the period's sales. */
export const StaffSlice = Type.Object({
  key: Type.String(),
  label: Type.String(),
  taken: Type.Integer(),
  accepted: Type.Integer(),
  served: Type.Integer(),
  /** Taken in all on the orders they took. */
  taken_amount: Type.Number(),
});
export type StaffSlice = Static<typeof StaffSlice>;

/** Money received in the period by one method (non-voided tab payments). */
export const PaymentSlice = Type.Object({
  key: Type.Union(PAYMENT_METHODS.map((m) => Type.Literal(m))),
  label: Type.String(),
  payments: Type.Integer(),
  amount: Type.Number(),
});
export type PaymentSlice = Static<typeof PaymentSlice>;

export const SaleLine = Type.Object({
  name: Type.String(),
  category: Type.String(),
  station: Type.String(),
  quantity: Type.Integer(),
  /** Food: quantity × (unit price + options). */
  food: Type.Number(),
});

/** One sale: a paid order, neither cancelled nor refunded. */
export const SaleOrder = Type.Object({
  id: Type.String(),
  number: Type.Integer(),
  reference: Type.String(),
  outlet: Type.String(),
  status: Type.Union(ORDER_STATUSES.map((s) => Type.Literal(s))),
  channel: Type.Union(ORDER_TYPES.map((t) => Type.Literal(t))),
  /** 'Terrace · Table 4', 'Room 12', 'Pickup'. */
  place: Type.String(),
  /** ISO instants. */
  created_at: Type.String(),
  paid_at: Type.String(),
  taken_by: Nullable(Type.String()),
  food: Type.Number(),
  service_fee: Type.Number(),
  delivery_fee: Type.Number(),
  tip: Type.Number(),
  /** Taken in all. */
  taken: Type.Number(),
  lines: Type.Array(SaleLine),
});
export type SaleOrder = Static<typeof SaleOrder>;

export const SalesReport = Type.Object({
  /** The Lagos days covered, inclusive. */
  from: Type.String(),
  to: Type.String(),
  totals: Type.Object({
    orders: Type.Integer(),
    food: Type.Number(),
    service_fees: Type.Number(),
    delivery_fees: Type.Number(),
    tips: Type.Number(),
    taken: Type.Number(),
    /** Per order: food only, and taken in all. */
    average_food: Type.Number(),
    average_taken: Type.Number(),
  }),
  /** 24 Lagos hours, 00 to 23. */
  by_hour: Type.Array(SalesSlice),
  /** Monday to Sunday, Lagos days. */
  by_weekday: Type.Array(SalesSlice),
  by_channel: Type.Array(SalesSlice),
  by_category: Type.Array(DishSlice),
  by_item: Type.Array(DishSlice),
  by_station: Type.Array(DishSlice),
  by_staff: Type.Array(StaffSlice),
  by_payment_method: Type.Array(PaymentSlice),
  orders: Type.Array(SaleOrder),
});
export type SalesReport = Static<typeof SalesReport>;

/** What a CSV export holds: one row per order, per line, or the rows of one view of the report. */
export const REPORT_EXPORTS = [
  'orders',
  'lines',
  'by_hour',
  'by_weekday',
  'by_channel',
  'by_category',
  'by_item',
  'by_station',
  'by_staff',
  'by_payment_method',
] as const;
export type ReportExport = (typeof REPORT_EXPORTS)[number];

export const ReportExportQuery = Type.Composite([
  DateFilterQuery,
  Type.Object({ rows: Type.Union(REPORT_EXPORTS.map((r) => Type.Literal(r))) }),
]);
