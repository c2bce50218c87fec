import { Type, type Static } from '@sinclair/typebox';
import { ORDER_ADJUSTMENT_KINDS, PAYMENT_METHODS } from '../enums';
import { Nullable } from './common';

// An order's money after it was taken (issue 48): comps, discounts and refunds with who, when and
// why, the voided payments of its bill, and the end-of-day report per outlet. Amounts are naira.

const Kind = Type.Union(ORDER_ADJUSTMENT_KINDS.map((kind) => Type.Literal(kind)));
const Method = Type.Union(PAYMENT_METHODS.map((method) => Type.Literal(method)));

/** One change of an order's money, as the ticket's trail lists it. */
export const OrderAdjustment = Type.Object({
  _id: Type.String(),
  order_number: Type.Integer(),
  kind: Kind,
  /** The line it concerns (index into the order's items); null for the whole order. */
  line_index: Nullable(Type.Integer()),
  /** That line's dish, for reading. */
  line_name: Nullable(Type.String()),
  amount: Type.Number(),
  reason: Type.String(),
  /** Who did it: first and last name. */
  by: Type.String(),
  at: Type.String(),
  /** A refund the payment provider has not yet confirmed. */
  pending: Type.Boolean(),
});
export type OrderAdjustment = Static<typeof OrderAdjustment>;

/** A payment of the order's bill that the owner voided. */
export const VoidedPayment = Type.Object({
  _id: Type.String(),
  method: Method,
  amount: Type.Number(),
  reason: Type.String(),
  by: Type.String(),
  at: Type.String(),
});
export type VoidedPayment = Static<typeof VoidedPayment>;

/** The audit trail of one order, with its total now and what the viewer may still do to it. */
export const OrderTrail = Type.Object({
  order_id: Type.String(),
  /** The order's total now: food less comps and discounts, with fees, taxes and tip. */
  total: Type.Number(),
  /** Given back so far (refunds, pending ones included). */
  refunded: Type.Number(),
  /** What a refund may still give back: paid through Paystack less refunds; 0 when none may be made. */
  refundable: Type.Number(),
  /** Its bill is still open: comps and discounts are possible; a paid order is changed by a refund. */
  open: Type.Boolean(),
  /** The viewer may comp and discount (the owner, or an employee the owner allows). */
  may_adjust: Type.Boolean(),
  /** The viewer may refund (the owner). */
  may_refund: Type.Boolean(),
  adjustments: Type.Array(OrderAdjustment),
  voided_payments: Type.Array(VoidedPayment),
});
export type OrderTrail = Static<typeof OrderTrail>;

/** A comp (the line free) or a discount (an amount in naira or a percentage) of a line or the order. */
export const AdjustOrderBody = Type.Object({
  order_id: Type.String({ maxLength: 64 }),
  kind: Type.Union([Type.Literal('comp'), Type.Literal('discount')]),
  /** Left out or null: the whole order. */
  line_index: Type.Optional(Nullable(Type.Integer({ minimum: 0, maximum: 999 }))),
  /** A discount's naira; or `percent`. */
  amount: Type.Optional(Type.Number({ minimum: 0 })),
  percent: Type.Optional(Type.Number({ minimum: 0, maximum: 100 })),
  reason: Type.String({ maxLength: 300 }),
  /**
   * One press of the button, made by the screen (8–64 letters, digits, '-'): the same press sent again
   * finds what it did and changes nothing, so a double tap or a retry acts once.
   */
  request_key: Type.String({ minLength: 8, maxLength: 64, pattern: '^[A-Za-z0-9-]+$' }),
});
export type AdjustOrderBody = Static<typeof AdjustOrderBody>;

/** A partial refund of a Paystack-paid order: one line, or an amount in naira. */
export const RefundOrderPartBody = Type.Object({
  order_id: Type.String({ maxLength: 64 }),
  line_index: Type.Optional(Nullable(Type.Integer({ minimum: 0, maximum: 999 }))),
  amount: Type.Optional(Type.Number({ minimum: 0 })),
  reason: Type.String({ maxLength: 300 }),
  /**
   * One press of the button, made by the screen (8–64 letters, digits, '-'): the same press sent again
   * finds what it did and changes nothing, so a double tap or a retry acts once.
   */
  request_key: Type.String({ minLength: 8, maxLength: 64, pattern: '^[A-Za-z0-9-]+$' }),
});
export type RefundOrderPartBody = Static<typeof RefundOrderPartBody>;

const Tally = Type.Object({ count: Type.Integer(), amount: Type.Number() });

/** One outlet's Lagos day: what was sold, what came in by each method, and every change with who did it. */
export const EndOfDay = Type.Object({
  branch_id: Type.String(),
  branch_name: Type.String(),
  date: Type.String(),
  /** Sales of the day (orders paid, not cancelled or refunded in full), by when they were taken. */
  orders: Type.Integer(),
  food: Type.Number(),
  service_fees: Type.Number(),
  /** VAT and consumption tax of the day's sales (inside the food where the outlet's prices include them). */
  taxes: Type.Object({ vat: Type.Number(), consumption_tax: Type.Number() }),
  delivery_fees: Type.Number(),
  tips: Type.Number(),
  /** The sales' totals (after comps and discounts), before refunds. */
  sales: Type.Number(),
  /** Money received today by each method (payments not voided), every method listed. */
  takings: Type.Array(Type.Object({ method: Method, payments: Type.Integer(), amount: Type.Number() })),
  takings_total: Type.Number(),
  /** The cash the drawer should hold: cash payments not voided. */
  cash_expected: Type.Number(),
  comps: Tally,
  discounts: Tally,
  refunds: Tally,
  voids: Tally,
  /** Every comp, discount and refund of the day, oldest first. */
  adjustments: Type.Array(OrderAdjustment),
  /** Every payment voided today, oldest first. */
  voided_payments: Type.Array(VoidedPayment),
});
export type EndOfDay = Static<typeof EndOfDay>;
