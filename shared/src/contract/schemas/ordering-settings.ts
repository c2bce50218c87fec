import { Type, type Static } from '@sinclair/typebox';
import { PAYMENT_METHODS } from '../enums';
import { Nullable } from './common';

// An outlet's ordering settings as the owner edits them (Troo's own; the spec reads them but shows no screen).

/** One weekly opening, Lagos time: day 0 = Sunday; `closes` at or before `opens` runs past midnight. */
export const OpeningHours = Type.Object({ day: Type.Number(), opens: Type.String(), closes: Type.String() });
export type OpeningHours = Static<typeof OpeningHours>;

/** Whether diners may order now: the pause switch first, then the opening hours. */
export const OrderingStatus = Type.Object({
  accepting: Type.Boolean(),
  reason: Nullable(Type.Union([Type.Literal('paused'), Type.Literal('closed')])),
});
export type OrderingStatus = Static<typeof OrderingStatus>;

/** The QR landing's "Food ready in {min}-{max} minutes after placing order", per outlet (8 and 13 by default). */
export const PrepMinutes = Type.Object({ prep_min_minutes: Type.Integer(), prep_max_minutes: Type.Integer() });
export type PrepMinutes = Static<typeof PrepMinutes>;

/** The owner's food-ready settings: the minutes, and whether they rise while orders wait in the kitchen. */
const PrepSettings = Type.Composite([PrepMinutes, Type.Object({ prep_auto_raise: Type.Boolean() })]);

/**
 * The outlet's taxes: VAT (on at 750 = 7.5 % by default), a consumption tax (off; Lagos State's is 500
 * = 5 %), and whether menu prices include them (the default) or they are added on top. Rates are
 * basis points, checked by the API (whole, 0–5000) so that a wrong one gets its own message.
 */
const TaxSettings = Type.Object({
  vat_enabled: Type.Unknown(),
  vat_basis_points: Type.Unknown(),
  consumption_tax_enabled: Type.Unknown(),
  consumption_tax_basis_points: Type.Unknown(),
  taxes_included: Type.Unknown(),
  /** The business's tax identification number (TIN) for receipts; '' or null clears it. */
  tax_number: Type.Unknown(),
});
const TaxSettingsView = Type.Object({
  vat_enabled: Type.Boolean(),
  vat_basis_points: Type.Integer(),
  consumption_tax_enabled: Type.Boolean(),
  consumption_tax_basis_points: Type.Integer(),
  taxes_included: Type.Boolean(),
  tax_number: Nullable(Type.String()),
});
export type TaxSettings = Static<typeof TaxSettingsView>;

const OrderingSettingsFields = Type.Object({
  /** Percent of the menu total, 0–20, at most two decimals. */
  service_fee_percent: Type.Number(),
  delivery_enabled: Type.Boolean(),
  /** Naira. */
  delivery_fee: Type.Number(),
  delivery_state: Type.String({ maxLength: 1000 }),
  delivery_support_link: Nullable(Type.String({ maxLength: 2000 })),
  can_schedule_delivery: Type.Boolean(),
  pickup_locations: Type.Array(Type.String({ maxLength: 2000 }), { maxItems: 100 }),
  ordering_description: Type.String({ maxLength: 10000 }),
  ordering_instruction: Type.String({ maxLength: 10000 }),
  /** null = always open. */
  opening_hours: Nullable(Type.Array(OpeningHours, { maxItems: 100 })),
  ordering_paused: Type.Boolean(),
});

/**
 * How the outlet takes money: the methods staff may use ('paystack' is also the diner's own phone),
 * and whether a diner's dine-in QR order may be left open ("pay at the end"). Paystack only and no
 * pay-later by default: the diner's prepaid flow, unchanged.
 */
const PaymentSettings = Type.Object({
  payment_methods: Type.Array(Type.Union(PAYMENT_METHODS.map((m) => Type.Literal(m))), { maxItems: 5 }),
  diner_pay_later: Type.Boolean(),
});

/**
 * What the owner saves. The fee rate and the two texts are the business's, shared by its outlets.
 * The food-ready and tax settings may be left out (a screen released before them): the outlet's stay as they are.
 */
export const OrderingSettingsInput = Type.Composite([
  OrderingSettingsFields,
  Type.Partial(PrepSettings),
  Type.Partial(TaxSettings),
  Type.Partial(PaymentSettings),
]);
export type OrderingSettingsInput = Static<typeof OrderingSettingsInput>;

export const OrderingSettings = Type.Composite([
  Type.Object({ branch_id: Type.String(), branch_name: Type.String() }),
  OrderingSettingsFields,
  PrepSettings,
  TaxSettingsView,
  PaymentSettings,
  /** Room charge may be offered: the business is a hotel, or the outlet has rooms. */
  Type.Object({ ordering: OrderingStatus, room_charge_available: Type.Boolean() }),
]);
export type OrderingSettings = Static<typeof OrderingSettings>;
