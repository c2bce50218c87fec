import type { OrderingSettings, OrderingSettingsInput, PaymentMethod } from '@troo/shared/contract';

// The ordering settings as the form holds them (text fields as typed), and back.

export const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

export interface DayHours {
  open: boolean;
  opens: string;
  closes: string;
}

export interface OrderingForm {
  serviceFee: string;
  deliveryEnabled: boolean;
  deliveryFee: string;
  deliveryState: string;
  supportLink: string;
  canSchedule: boolean;
  pickupLocations: string[];
  description: string;
  instruction: string;
  /** Off = always open (no opening hours saved). */
  limitHours: boolean;
  days: DayHours[];
  paused: boolean;
  /** The QR landing's "Food ready in {from}-{to} minutes", as typed. */
  prepFrom: string;
  prepTo: string;
  /** More minutes promised while orders wait in the kitchen. */
  prepAutoRaise: boolean;
  /** The outlet's taxes; rates as typed, in percent ('7.5'). */
  vatEnabled: boolean;
  vatPercent: string;
  consumptionTaxEnabled: boolean;
  consumptionTaxPercent: string;
  /** Menu prices include the taxes, or they are added on top. */
  taxesIncluded: boolean;
  /** The business's tax identification number (TIN), for receipts. */
  taxNumber: string;
  /** The methods the outlet takes (Paystack on the diner's phone, and what staff record). */
  paymentMethods: PaymentMethod[];
  /** A diner's dine-in QR order may be left open on the table's bill. */
  dinerPayLater: boolean;
}

export function formOf(settings: OrderingSettings): OrderingForm {
  const hours = settings.opening_hours;
  return {
    serviceFee: String(settings.service_fee_percent),
    deliveryEnabled: settings.delivery_enabled,
    deliveryFee: String(settings.delivery_fee),
    deliveryState: settings.delivery_state,
    supportLink: settings.delivery_support_link ?? '',
    canSchedule: settings.can_schedule_delivery,
    pickupLocations: settings.pickup_locations,
    description: settings.ordering_description,
    instruction: settings.ordering_instruction,
    limitHours: hours !== null,
    days: WEEKDAYS.map((_, day) => {
      const entry = hours?.find((h) => h.day === day);
      // One opening per day on this screen; a new week starts 08:00–22:00 every day.
      return entry ? { open: true, opens: entry.opens, closes: entry.closes } : { open: hours === null, opens: '08:00', closes: '22:00' };
    }),
    paused: settings.ordering_paused,
    prepFrom: String(settings.prep_min_minutes),
    prepTo: String(settings.prep_max_minutes),
    prepAutoRaise: settings.prep_auto_raise,
    vatEnabled: settings.vat_enabled,
    vatPercent: String(settings.vat_basis_points / 100),
    consumptionTaxEnabled: settings.consumption_tax_enabled,
    consumptionTaxPercent: String(settings.consumption_tax_basis_points / 100),
    taxesIncluded: settings.taxes_included,
    taxNumber: settings.tax_number ?? '',
    paymentMethods: settings.payment_methods,
    dinerPayLater: settings.diner_pay_later,
  };
}

/** A number field as sent: blank is 0; anything else not a number is sent as NaN for the server to refuse. */
const numberOf = (text: string) => (text.trim() === '' ? 0 : Number(text.trim()));

/** A percentage as typed ('7.5') in basis points (750); NaN when it is not a number with at most two decimals. */
export const basisPointsOf = (text: string) =>
  /^\d{1,3}(\.\d{1,2})?$/.test(text.trim()) ? Math.round(Number(text.trim()) * 100) : Number.NaN;

export function inputOf(form: OrderingForm): OrderingSettingsInput {
  return {
    service_fee_percent: numberOf(form.serviceFee),
    delivery_enabled: form.deliveryEnabled,
    delivery_fee: numberOf(form.deliveryFee),
    delivery_state: form.deliveryState,
    delivery_support_link: form.supportLink.trim() || null,
    can_schedule_delivery: form.canSchedule,
    pickup_locations: form.pickupLocations,
    ordering_description: form.description,
    ordering_instruction: form.instruction,
    opening_hours: form.limitHours ? form.days.flatMap((d, day) => (d.open ? [{ day, opens: d.opens, closes: d.closes }] : [])) : null,
    ordering_paused: form.paused,
    prep_min_minutes: numberOf(form.prepFrom),
    prep_max_minutes: numberOf(form.prepTo),
    prep_auto_raise: form.prepAutoRaise,
    vat_enabled: form.vatEnabled,
    vat_basis_points: basisPointsOf(form.vatPercent),
    consumption_tax_enabled: form.consumptionTaxEnabled,
    consumption_tax_basis_points: basisPointsOf(form.consumptionTaxPercent),
    taxes_included: form.taxesIncluded,
    tax_number: form.taxNumber.trim() || null,
    payment_methods: form.paymentMethods,
    diner_pay_later: form.dinerPayLater,
  };
}
