import { Type, type Static } from '@sinclair/typebox';
import { ORDER_STATUSES, PAYMENT_METHODS } from '../enums';
import { Nullable } from './common';
import { ORDER_TYPES, ReceiptLine } from './orders';

// A bill (tab) as staff settle it and a diner at an open table reads it. Amounts in naira.

export const PaymentMethodSchema = Type.Union(PAYMENT_METHODS.map((m) => Type.Literal(m)));

export const TabPayment = Type.Object({
  id: Type.String(),
  method: PaymentMethodSchema,
  amount: Type.Number(),
  /** A transfer's reference, a room's folio, or the Paystack reference. */
  reference: Nullable(Type.String()),
  /** Who recorded it; null when the diner paid by phone (and always null for a diner's own view). */
  recorded_by: Nullable(Type.String()),
  recorded_at: Type.String(),
  voided_at: Nullable(Type.String()),
  voided_by: Nullable(Type.String()),
  void_reason: Nullable(Type.String()),
});
export type TabPayment = Static<typeof TabPayment>;

export const TabOrder = Type.Object({
  id: Type.String(),
  order_number: Type.String(),
  reference: Type.String(),
  status: Type.Union(ORDER_STATUSES.map((s) => Type.Literal(s))),
  created_at: Type.String(),
  menu_items: Type.Array(ReceiptLine),
  /** Food. */
  total: Type.Number(),
  service_fee: Type.Number(),
  delivery_fee: Type.Number(),
  tip: Type.Number(),
  /** Everything the order costs (counts toward the bill unless cancelled). */
  total_price: Type.Number(),
  /** Its taxes as it was priced (inside the prices, or added on top: `taxes_included`). */
  vat: Type.Number(),
  vat_percent: Type.Number(),
  consumption_tax: Type.Number(),
  consumption_tax_percent: Type.Number(),
  taxes_included: Type.Boolean(),
});
export type TabOrder = Static<typeof TabOrder>;

export const Tab = Type.Object({
  id: Type.String(),
  branch_id: Type.String(),
  business_name: Type.String(),
  branch_name: Type.String(),
  /** For the bill receipt: the business's address and tax number (TIN); null when not set. */
  business_address: Nullable(Type.String()),
  business_tax_number: Nullable(Type.String()),
  status: Type.Union([Type.Literal('open'), Type.Literal('paid')]),
  order_type: Type.Union(ORDER_TYPES.map((t) => Type.Literal(t))),
  /** 'Terrace · Table 2', 'Room 12', 'Pickup'. */
  place: Type.String(),
  created_at: Type.String(),
  paid_at: Nullable(Type.String()),
  orders: Type.Array(TabOrder),
  /** Σ orders' total_price, cancelled orders left out. */
  total: Type.Number(),
  /** Σ payments not voided. */
  paid: Type.Number(),
  /** total − paid; below 0 only when a Paystack payment arrived for a balance that had shrunk. */
  balance: Type.Number(),
  payments: Type.Array(TabPayment),
  /** The methods staff may record at this outlet (the owner's choice). */
  methods: Type.Array(PaymentMethodSchema),
});
export type Tab = Static<typeof Tab>;

export const OpenTab = Type.Object({
  id: Type.String(),
  branch_id: Type.String(),
  place: Type.String(),
  created_at: Type.String(),
  order_count: Type.Integer(),
  total: Type.Number(),
  balance: Type.Number(),
  /** Still open after the outlet's last closing time since it was opened: the owner should look at it. */
  past_closing: Type.Boolean(),
});
export type OpenTab = Static<typeof OpenTab>;

/** A Paystack checkout for a bill's balance: a link (and the screen's QR code of it). */
export const TabCheckout = Type.Object({
  reference: Type.String(),
  amount: Type.Number(),
  authorization_url: Type.String(),
});
export type TabCheckout = Static<typeof TabCheckout>;
