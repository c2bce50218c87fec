import { Type, type Static } from '@sinclair/typebox';
import { ORDER_STATUSES } from '../enums';
import { Nullable } from './common';
import { PlacedOrder } from './orders';
import { OrderStationPart } from './stations';

// Orders as staff see them (portal spec §3 "Order"), and the reporting figures (the spec leaves their
// answers' shape open). Amounts are naira.

/**
 * An order on the kitchen display, in tickets and in order history: the receipt's fields (with the
 * table's group, the pickup location, the delivery address and a scheduled order's Lagos day and time) and more.
 */
export const StaffOrder = Type.Composite([
  PlacedOrder,
  Type.Object({
    branch_id: Type.String(),
    /** The diner's note to the kitchen: every line's special instructions, one per line. */
    note: Type.String(),
    /** The diner's phone when they gave one (delivery and pickup orders ask for it): staff call it. */
    customer_phone: Nullable(Type.String()),
    updatedAt: Type.String(),
    /** Who took it when a member of staff did ('Ada O.': first name, last initial); null for a diner's own order. */
    taken_by: Nullable(Type.String()),
    /** The order split by station (one entry per station with lines in it), for the stations' displays. */
    stations: Type.Array(OrderStationPart),
  }),
]);
export type StaffOrder = Static<typeof StaffOrder>;

/**
 * What staff do to an order (portal spec §7 updateOrder's status), and 'unserve': the display's Undo of
 * a mis-tapped Serve, served → Accepted, allowed only for SERVE_UNDO_MS after the serve (rules.ts).
 */
export const ORDER_ACTIONS = ['accept', 'serve', 'cancel', 'unserve'] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

export const OrderStatusValue = Type.Union(ORDER_STATUSES.map((s) => Type.Literal(s)));

/**
 * The reporting period (portal spec §7): today; the last `number_of_days` Lagos days (7 = weekly,
 * 30 = monthly, 1 = daily); or `date_range` from startDate to endDate inclusive (YYYY-MM-DD).
 */
/** The first day a report may cover: Troo holds no older sales, and years 0000–0001 are beyond what the database stores. */
export const FIRST_REPORT_DAY = '2000-01-01';
/** YYYY-MM-DD from FIRST_REPORT_DAY on (years 2000–9999). */
const ReportDay = Type.String({ pattern: '^[2-9]\\d{3}-\\d{2}-\\d{2}$' });

export const DateFilterQuery = Type.Object({
  date_filter: Type.Optional(Type.Union([Type.Literal('today'), Type.Literal('date_range'), Type.Literal('number_of_days')])),
  /** 1–366, as a query string carries it. */
  number_of_days: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{0,2}$' })),
  startDate: Type.Optional(ReportDay),
  endDate: Type.Optional(ReportDay),
  /** One outlet (the dashboard's outlet selector); every outlet of the business when left out. */
  branch_id: Type.Optional(Type.String({ maxLength: 64 })),
});
export type DateFilterQuery = Static<typeof DateFilterQuery>;

export const TicketCounts = Type.Object({
  /** Orders still to finish: Ordered, Accepted or Pending. */
  open: Type.Integer(),
  /** Served orders. */
  closed: Type.Integer(),
  /** Cancelled (rejected) or refunded orders. */
  canceled: Type.Integer(),
  /** Every paid order of the period. */
  total: Type.Integer(),
  accepted: Type.Integer(),
});

export const TopMenuItem = Type.Object({ menu_item_name: Type.String(), quantity: Type.Integer(), total: Type.Number() });

/** Sales count paid orders that were neither cancelled nor refunded. */
export const SalesFigure = Type.Object({
  /** What diners paid: food, service fees, taxes added on top, delivery fees and tips. */
  total: Type.Number(),
  /** Items and their options, at the prices paid. */
  food: Type.Number(),
  service_fees: Type.Number(),
  /** Taxes collected, whether the prices included them or they were added on top. */
  vat: Type.Number(),
  consumption_tax: Type.Number(),
  /** The part of vat + consumption_tax that was inside the menu prices (so inside food and service fees). */
  taxes_in_prices: Type.Number(),
  delivery_fees: Type.Number(),
  tips: Type.Number(),
  orders: Type.Integer(),
  /** One point per Lagos day of the period, oldest first (for a small chart): its takings, food sales and sold orders. */
  days: Type.Array(Type.Object({ date: Type.String(), total: Type.Number(), food: Type.Number(), orders: Type.Integer() })),
});
export type SalesFigure = Static<typeof SalesFigure>;

export const AverageOrderValue = Type.Object({ average: Type.Number(), orders: Type.Integer() });

/** This Lagos week's sales against last week's, in percent (null when last week sold nothing). */
export const SalesGrowth = Type.Object({ this_week: Type.Number(), last_week: Type.Number(), growth_percent: Nullable(Type.Number()) });
