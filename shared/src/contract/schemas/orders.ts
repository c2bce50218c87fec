import { Type, type Static } from '@sinclair/typebox';
import { CUSTOMER_PRODUCTS, ORDER_STATUSES } from '../enums';
import { PHONE_CHARACTERS_PATTERN } from '../rules';
import { Nullable } from './common';

// A diner's basket as checkout sends it, and an order as the receipt (and later the kitchen) shows it.
// Amounts over the wire are naira, as the spec shows them; the server counts kobo and recomputes all.

const Uuid = Type.String({ pattern: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$' });

export const ORDER_TYPES = ['table', 'room', 'pickup', 'delivery'] as const;
export type OrderType = (typeof ORDER_TYPES)[number];

/** One basket line: the item, the modifiers ticked (by id), the complimentary choice, how many. */
export const CheckoutLine = Type.Object({
  menu_item_id: Uuid,
  quantity: Type.Integer({ minimum: 1, maximum: 99 }),
  modifier_ids: Type.Array(Uuid, { maxItems: 30 }),
  complimentary: Nullable(Type.String({ maxLength: 120 })),
  special_instructions: Type.String({ maxLength: 256 }),
});
export type CheckoutLine = Static<typeof CheckoutLine>;

/** What every checkout call prices: the outlet, how the diner gets the food, and the lines. */
export const CheckoutBasket = Type.Object({
  business_identifier: Type.String({ minLength: 1, maxLength: 120 }),
  branch_id: Uuid,
  product: Type.Union(CUSTOMER_PRODUCTS.map((p) => Type.Literal(p))),
  order_type: Type.Union(ORDER_TYPES.map((t) => Type.Literal(t))),
  items: Type.Array(CheckoutLine, { minItems: 1, maxItems: 50 }),
});
export type CheckoutBasket = Static<typeof CheckoutBasket>;

/** The diner's details an order carries (delivery ones only for delivery). */
export const CheckoutCustomer = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 80 }),
  table_number: Type.Optional(Type.String({ maxLength: 20 })),
  /**
   * The QR code the diner scanned (its `asset`): the order is for that table or room, its group and
   * number, whatever table_number and order_type say. Unknown, or not this outlet's: refused.
   */
  asset_id: Type.Optional(Uuid),
  /**
   * The group of the table a QR code printed before codes carried `asset` names (its `group_name`):
   * the outlet must have that table or room in that group, else the checkout is refused.
   */
  table_group: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
  email: Type.Optional(Type.String({ maxLength: 254 })),
  phone: Type.Optional(Type.String({ maxLength: 30, pattern: PHONE_CHARACTERS_PATTERN })),
  address: Type.Optional(Type.String({ maxLength: 300 })),
  pickup_location: Type.Optional(Nullable(Type.String({ maxLength: 200 }))),
  /** A scheduled delivery: YYYY-MM-DD and HH:MM, Lagos time. */
  scheduled_date: Type.Optional(Nullable(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' }))),
  scheduled_time: Type.Optional(Nullable(Type.String({ pattern: '^\\d{2}:\\d{2}$' }))),
});
export type CheckoutCustomer = Static<typeof CheckoutCustomer>;

/**
 * The taxes of a basket or an order (naira; rates in percent, 0 = not charged). Included: the menu
 * prices already hold them (shown "included", not added); else they are added to the balance due.
 */
export const ChargedTaxes = Type.Object({
  vat: Type.Number(),
  vat_percent: Type.Number(),
  consumption_tax: Type.Number(),
  consumption_tax_percent: Type.Number(),
  taxes_included: Type.Boolean(),
});
export type ChargedTaxes = Static<typeof ChargedTaxes>;

/** The amounts of a basket as the server prices it (naira). */
const BasketAmounts = Type.Object({
  /** The menu total: items and their modifiers. */
  total: Type.Number(),
  /** The service fee (the spec's "tax", shown as 'Service Fee'). */
  tax: Type.Number(),
  delivery_fee: Type.Number(),
  /** total + tax + delivery fee when delivered + the taxes when added on top; the tip comes on top. */
  balance_due: Type.Number(),
  /** The outlet lets this dine-in order be left open on the table's bill ("Pay at the end"). */
  pay_at_end: Type.Optional(Type.Boolean()),
});
export const CheckoutTotals = Type.Composite([BasketAmounts, ChargedTaxes]);
export type CheckoutTotals = Static<typeof CheckoutTotals>;

export const ReceiptLine = Type.Object({
  menuItem: Type.Object({ _id: Type.String(), menu_item_name: Type.String(), menu_item_price: Type.Number() }),
  quantity: Type.Integer(),
  complimentary: Nullable(Type.String()),
  selectedOptions: Type.Array(Type.Object({ name: Type.String(), price: Type.Number() })),
  specialInstructions: Type.String(),
  /** quantity × (item price + options), naira. */
  totalPrice: Type.Number(),
});
export type ReceiptLine = Static<typeof ReceiptLine>;

/** An order as the receipt shows it (the spec's "order as displayed"). */
/** A payment reference as Troo and Paystack write it: it names the checkout and the order it becomes. */
export const PaymentReference = Type.String({ pattern: '^[A-Za-z0-9.=-]{1,100}$' });

export const PlacedOrder = Type.Object({
  _id: Type.String(),
  /** Readable and unique per outlet: 1, 2, 3… */
  order_number: Type.String(),
  reference: Type.String(),
  createdAt: Type.String(),
  channel: Type.Literal('Online'),
  status: Type.Union(ORDER_STATUSES.map((s) => Type.Literal(s))),
  order_type: Type.Union(ORDER_TYPES.map((t) => Type.Literal(t))),
  customer_name: Type.String(),
  /** The phone the diner gave (pickup and delivery ask for it), shown on their own receipt; else null. */
  customer_phone: Type.Optional(Nullable(Type.String())),
  table_number: Nullable(Type.String()),
  /** The group of the order's table or room ('Terrace'), null when it has none. */
  table_group: Nullable(Type.String()),
  /** Where a pickup order is collected, as the diner chose it. */
  pickup_location: Nullable(Type.String()),
  /** Where a delivery goes. */
  delivery_address: Nullable(Type.String()),
  /** Lagos date (YYYY-MM-DD) a scheduled delivery is due, else null. */
  scheduled_for: Nullable(Type.String()),
  /** Lagos time (HH:MM) it is due that day, else null. */
  scheduled_time: Nullable(Type.String()),
  business_name: Type.String(),
  business_logo: Nullable(Type.String()),
  branch_name: Type.String(),
  menu_items: Type.Array(ReceiptLine),
  total: Type.Number(),
  service_fee: Type.Number(),
  delivery_fee: Type.Number(),
  tip: Type.Number(),
  /** The order's total: total + service fee + delivery fee + taxes added on top + tip. */
  total_price: Type.Number(),
  // Absent only on a copy a phone kept from an earlier release (no taxes then).
  vat: Type.Optional(Type.Number()),
  vat_percent: Type.Optional(Type.Number()),
  consumption_tax: Type.Optional(Type.Number()),
  consumption_tax_percent: Type.Optional(Type.Number()),
  taxes_included: Type.Optional(Type.Boolean()),
  /** The business's address and tax number (TIN) for the receipt; null when not set. */
  business_address: Type.Optional(Nullable(Type.String())),
  business_tax_number: Type.Optional(Nullable(Type.String())),
  /** Whether the payment was given back (a rejected order, or the owner's Refund): the receipt says so. */
  refunded: Type.Boolean(),
  /**
   * On a bill paid apart from the order (left open to "pay at the end", or taken by staff): the
   * receipt shows the bill and its balance. Absent for an order prepaid by its own checkout.
   */
  on_bill: Type.Optional(Type.Literal(true)),
});
export type PlacedOrder = Static<typeof PlacedOrder>;
