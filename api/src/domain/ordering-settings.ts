import { eq, isNull } from 'drizzle-orm';
import {
  DELIVERY_FEE_INVALID,
  DELIVERY_STATE_REQUIRED,
  OPENING_DAY_INVALID,
  OPENING_HOURS_TOO_MANY,
  OPENING_TIME_INVALID,
  PICKUP_LOCATION_EMPTY,
  PICKUP_LOCATIONS_TOO_MANY,
  PAYMENT_METHODS,
  PAYMENT_METHODS_INVALID,
  PREP_MINUTES_INVALID,
  ROOM_CHARGE_UNAVAILABLE,
  type PaymentMethod,
  SERVICE_FEE_INVALID,
  SUPPORT_LINK_INVALID,
  CONSUMPTION_TAX_RATE_INVALID,
  TAX_MAX_BASIS_POINTS,
  TAX_SETTING_INVALID,
  TAX_NUMBER_INVALID,
  VAT_RATE_INVALID,
  nairaToKobo,
  tooLongMessage,
  type OrderingSettingsInput,
  koboToNaira,
} from '@troo/shared/contract';
import type { Scope } from '../data/scope.js';
import { assets, branches, businesses } from '../db/schema.js';
import { BadRequest } from '../errors.js';
import { findOwnBranch } from './businesses.js';
import { orderingState, type OpeningHoursEntry } from './ordering-state.js';

// An outlet's ordering settings: checked whole before anything is written, then saved in one
// transaction (the outlet's row and the business's fee rate and texts together).

type BranchRow = typeof branches.$inferSelect;
type BusinessRow = typeof businesses.$inferSelect;

export const SERVICE_FEE_MAX_PERCENT = 20;
export const PICKUP_LOCATIONS_MAX = 10;
const PICKUP_LOCATION_MAX_CHARS = 200;
const DELIVERY_STATE_MAX_CHARS = 80;
const SUPPORT_LINK_MAX_CHARS = 300;
const ORDERING_TEXT_MAX_CHARS = 500;
const OPENINGS_PER_DAY_MAX = 3;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const PREP_MINUTES_MAX = 240;

export interface CheckedSettings {
  serviceFeeBasisPoints: number;
  deliveryEnabled: boolean;
  deliveryFeeKobo: number;
  deliveryState: string;
  deliverySupportLink: string | null;
  canScheduleDelivery: boolean;
  pickupLocations: string[];
  orderingDescription: string;
  orderingInstruction: string;
  openingHours: OpeningHoursEntry[] | null;
  orderingPaused: boolean;
  /** Absent: the outlet's stay as they are (a screen that does not send them). */
  prepMinMinutes?: number;
  prepMaxMinutes?: number;
  prepAutoRaise?: boolean;
  vatEnabled?: boolean;
  vatBasisPoints?: number;
  consumptionTaxEnabled?: boolean;
  consumptionTaxBasisPoints?: number;
  taxesIncluded?: boolean;
  /** The business's TIN; null clears it; absent leaves it. */
  taxNumber?: string | null;
  /** Absent: as they are. */
  paymentMethods?: PaymentMethod[];
  dinerPayLater?: boolean;
}

function checkText(value: string, label: string, max: number): string {
  const trimmed = value.trim();
  if (trimmed.length > max) throw new BadRequest(tooLongMessage(label, max));
  return trimmed;
}

function checkServiceFee(percent: number): number {
  const basisPoints = Math.round(percent * 100);
  if (!Number.isFinite(percent) || percent < 0 || percent > SERVICE_FEE_MAX_PERCENT || Math.abs(basisPoints - percent * 100) > 1e-6) {
    throw new BadRequest(SERVICE_FEE_INVALID);
  }
  return basisPoints;
}

function checkSupportLink(link: string | null): string | null {
  const trimmed = checkText(link ?? '', 'Support link', SUPPORT_LINK_MAX_CHARS);
  if (!trimmed) return null;
  try {
    const url = new URL(trimmed);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error('scheme');
  } catch {
    throw new BadRequest(SUPPORT_LINK_INVALID);
  }
  return trimmed;
}

function checkPickupLocations(locations: string[]): string[] {
  if (locations.length > PICKUP_LOCATIONS_MAX) throw new BadRequest(PICKUP_LOCATIONS_TOO_MANY);
  return locations.map((location) => {
    const trimmed = checkText(location, 'A pickup location', PICKUP_LOCATION_MAX_CHARS);
    if (!trimmed) throw new BadRequest(PICKUP_LOCATION_EMPTY);
    return trimmed;
  });
}

function checkOpeningHours(hours: OpeningHoursEntry[] | null): OpeningHoursEntry[] | null {
  if (hours === null) return null;
  const perDay = new Map<number, number>();
  return hours.map(({ day, opens, closes }) => {
    if (!Number.isInteger(day) || day < 0 || day > 6) throw new BadRequest(OPENING_DAY_INVALID);
    if (!TIME.test(opens) || !TIME.test(closes)) throw new BadRequest(OPENING_TIME_INVALID);
    perDay.set(day, (perDay.get(day) ?? 0) + 1);
    if (perDay.get(day)! > OPENINGS_PER_DAY_MAX) throw new BadRequest(OPENING_HOURS_TOO_MANY);
    return { day, opens, closes };
  });
}

/** Both or neither: whole minutes, 1–240, the first at most the second. */
function checkPrepMinutes(min: number | undefined, max: number | undefined) {
  if (min === undefined && max === undefined) return {};
  const valid = (n: number | undefined): n is number => n !== undefined && Number.isInteger(n) && n >= 1 && n <= PREP_MINUTES_MAX;
  if (!valid(min) || !valid(max) || min > max) throw new BadRequest(PREP_MINUTES_INVALID);
  return { prepMinMinutes: min, prepMaxMinutes: max };
}

/** A tax rate: whole basis points from 0 to 5000 (50 %). */
function checkTaxRate(value: unknown, message: string): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > TAX_MAX_BASIS_POINTS) throw new BadRequest(message);
  return value;
}

const TAX_NUMBER = /^[A-Za-z0-9-]{1,20}$/;

function checkTaxNumber(value: unknown): string | null {
  if (value === null) return null;
  if (typeof value !== 'string') throw new BadRequest(TAX_NUMBER_INVALID);
  const trimmed = value.trim();
  if (!trimmed) return null;
  if (!TAX_NUMBER.test(trimmed)) throw new BadRequest(TAX_NUMBER_INVALID);
  return trimmed;
}

function checkSwitch(value: unknown): boolean {
  if (typeof value !== 'boolean') throw new BadRequest(TAX_SETTING_INVALID);
  return value;
}

/** The tax settings sent (each may be left out: the outlet's stays as it is). */
function checkTaxSettings(input: OrderingSettingsInput) {
  const given = <T>(value: unknown, check: (value: unknown) => T): T | undefined => (value === undefined ? undefined : check(value));
  const settings = {
    vatEnabled: given(input.vat_enabled, checkSwitch),
    vatBasisPoints: given(input.vat_basis_points, (value) => checkTaxRate(value, VAT_RATE_INVALID)),
    consumptionTaxEnabled: given(input.consumption_tax_enabled, checkSwitch),
    consumptionTaxBasisPoints: given(input.consumption_tax_basis_points, (value) => checkTaxRate(value, CONSUMPTION_TAX_RATE_INVALID)),
    taxesIncluded: given(input.taxes_included, checkSwitch),
    taxNumber: given(input.tax_number, checkTaxNumber),
  };
  return Object.fromEntries(Object.entries(settings).filter(([, value]) => value !== undefined)) as Partial<typeof settings>;
}

/** At least one, each once, in the contract's order. Room charge is checked against the outlet when saved. */
function checkPaymentMethods(methods: PaymentMethod[] | undefined) {
  if (methods === undefined) return {};
  const chosen = PAYMENT_METHODS.filter((method) => methods.includes(method));
  if (chosen.length === 0) throw new BadRequest(PAYMENT_METHODS_INVALID);
  return { paymentMethods: chosen };
}

/** The settings as sent, checked; the first problem answers 400 with its message. */
export function checkOrderingSettings(input: OrderingSettingsInput): CheckedSettings {
  const serviceFeeBasisPoints = checkServiceFee(input.service_fee_percent);
  const deliveryFeeKobo = nairaToKobo(input.delivery_fee);
  if (deliveryFeeKobo === null) throw new BadRequest(DELIVERY_FEE_INVALID);
  const deliveryState = checkText(input.delivery_state, 'Delivery state', DELIVERY_STATE_MAX_CHARS);
  if (input.delivery_enabled && !deliveryState) throw new BadRequest(DELIVERY_STATE_REQUIRED);
  return {
    serviceFeeBasisPoints,
    deliveryEnabled: input.delivery_enabled,
    deliveryFeeKobo,
    deliveryState,
    deliverySupportLink: checkSupportLink(input.delivery_support_link),
    canScheduleDelivery: input.can_schedule_delivery,
    pickupLocations: checkPickupLocations(input.pickup_locations),
    orderingDescription: checkText(input.ordering_description, 'Ordering description', ORDERING_TEXT_MAX_CHARS),
    orderingInstruction: checkText(input.ordering_instruction, 'Ordering instruction', ORDERING_TEXT_MAX_CHARS),
    openingHours: checkOpeningHours(input.opening_hours),
    orderingPaused: input.ordering_paused,
    ...checkPrepMinutes(input.prep_min_minutes, input.prep_max_minutes),
    ...(input.prep_auto_raise === undefined ? {} : { prepAutoRaise: input.prep_auto_raise }),
    ...checkTaxSettings(input),
    ...checkPaymentMethods(input.payment_methods),
    ...(input.diner_pay_later === undefined ? {} : { dinerPayLater: input.diner_pay_later }),
  };
}

/** Whether diners may order from the outlet now, as answered over the wire. */
export function orderingStatus(branch: BranchRow, now = new Date()) {
  const state = orderingState({ orderingPaused: branch.orderingPaused, openingHours: branch.openingHours ?? null }, now);
  return { accepting: state.accepting, reason: state.accepting ? null : state.reason };
}

/**
 * Room charge is for hotels: offered when the business is one, or the outlet has rooms (a restaurant
 * inside a hotel that prints room codes).
 */
async function roomChargeAvailable(scope: Scope, business: Pick<BusinessRow, 'businessType'>, branchId: string) {
  if (business.businessType === 'Hotel & Lodgings') return true;
  const [room] = await scope.db
    .select({ id: assets.id })
    .from(assets)
    .where(scope.owned(assets, eq(assets.branchId, branchId), eq(assets.type, 'room')))
    .limit(1);
  return Boolean(room);
}

export function orderingSettingsView(business: BusinessRow, branch: BranchRow, roomCharge: boolean) {
  return {
    branch_id: branch.id,
    branch_name: branch.name,
    service_fee_percent: business.serviceFeeBasisPoints / 100,
    delivery_enabled: branch.deliveryEnabled,
    delivery_fee: koboToNaira(branch.deliveryFeeKobo),
    delivery_state: branch.deliveryState,
    delivery_support_link: branch.deliverySupportLink,
    can_schedule_delivery: branch.canScheduleDelivery,
    pickup_locations: branch.pickupLocations,
    ordering_description: business.orderingDescription,
    ordering_instruction: business.orderingInstruction,
    opening_hours: branch.openingHours ?? null,
    ordering_paused: branch.orderingPaused,
    prep_min_minutes: branch.prepMinMinutes,
    prep_max_minutes: branch.prepMaxMinutes,
    prep_auto_raise: branch.prepAutoRaise,
    vat_enabled: branch.vatEnabled,
    vat_basis_points: branch.vatBasisPoints,
    consumption_tax_enabled: branch.consumptionTaxEnabled,
    consumption_tax_basis_points: branch.consumptionTaxBasisPoints,
    taxes_included: branch.taxesIncluded,
    tax_number: business.taxNumber,
    payment_methods: branch.paymentMethods,
    diner_pay_later: branch.dinerPayLater,
    room_charge_available: roomCharge,
    ordering: orderingStatus(branch),
  };
}

async function ownBusiness(scope: Scope): Promise<BusinessRow> {
  const [business] = await scope.db.select().from(businesses).where(eq(businesses.id, scope.businessId)).limit(1);
  return business!;
}

export async function readOrderingSettings(scope: Scope, branchId: string) {
  const branch = await findOwnBranch(scope, branchId);
  const business = await ownBusiness(scope);
  return orderingSettingsView(business, branch, await roomChargeAvailable(scope, business, branchId));
}

/** Saves checked settings: the outlet's row and the business's fee and texts, both or neither. */
export async function saveOrderingSettings(scope: Scope, branchId: string, settings: CheckedSettings) {
  const { serviceFeeBasisPoints, orderingDescription, orderingInstruction, taxNumber, ...outlet } = settings;
  if (settings.paymentMethods?.includes('room_charge')) {
    const business = await ownBusiness(scope);
    if (!(await roomChargeAvailable(scope, business, branchId))) throw new BadRequest(ROOM_CHARGE_UNAVAILABLE);
  }
  return scope.transaction(async (txScope) => {
    const tx = txScope.db;
    const [branch] = await tx
      .update(branches)
      .set({ ...outlet, orderingSettingsSavedAt: new Date() })
      .where(txScope.owned(branches, eq(branches.id, branchId), isNull(branches.removedAt)))
      .returning();
    if (!branch) return null;
    const [business] = await tx
      .update(businesses)
      .set({ serviceFeeBasisPoints, orderingDescription, orderingInstruction, ...(taxNumber === undefined ? {} : { taxNumber }) })
      .where(eq(businesses.id, scope.businessId))
      .returning();
    return orderingSettingsView(business!, branch, await roomChargeAvailable(txScope, business!, branchId));
  });
}
