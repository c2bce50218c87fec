import {
  ASSET_TYPES,
  BUSINESS_TYPES,
  CUSTOMER_PRODUCTS,
  ORDER_ADJUSTMENT_KINDS,
  ORDER_STATUSES,
  ORDER_TYPES,
  PAYMENT_METHODS,
  USER_ROLES,
} from '@troo/shared/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  index,
  integer,
  json,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { TRANSACTION_STATUSES } from '../payments/provider.js';

// Money is integer kobo. Every row a tenant owns carries business_id, and every query filters on it.

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

const id = () => uuid('id').primaryKey().defaultRandom();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Uploaded and generated images (logos, menu pictures, QR codes), served at /api/images/:id. */
export const images = pgTable('images', {
  id: id(),
  businessId: uuid('business_id'),
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  byteSize: integer('byte_size').notNull(),
  createdAt: createdAt(),
});

export const businesses = pgTable('businesses', {
  id: id(),
  /** Public handle in QR codes and links; never the internal id. */
  uniqueIdentifier: text('unique_identifier').notNull().unique(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  contactPerson: text('contact_person').notNull(),
  address: text('address').notNull(),
  phone: text('phone').notNull(),
  cacNumber: text('cac_number').notNull(),
  pinHash: text('pin_hash').notNull(),
  businessType: text('business_type', { enum: BUSINESS_TYPES }).notNull(),
  logoImageId: uuid('logo_image_id').references(() => images.id),
  colourScheme: text('colour_scheme').notNull().default('#FF0000'),
  country: text('country').notNull().default('Nigeria'),
  orderingDescription: text('ordering_description').notNull().default(''),
  orderingInstruction: text('ordering_instruction').notNull().default(''),
  /** The service fee diners pay on the menu total, in basis points (150 = 1.5%); the customer spec's "tax". */
  serviceFeeBasisPoints: integer('service_fee_basis_points').notNull().default(0),
  /** The payment provider's subaccount for this business's bank account (ACCT_…), made on its first payment. */
  paymentSubaccountCode: text('payment_subaccount_code'),
  /**
   * Who is making the subaccount now (a random token) and until when: one process asks the provider,
   * the others wait for the code. A claim past its time (its process died) may be taken over.
   */
  paymentSubaccountClaim: text('payment_subaccount_claim'),
  paymentSubaccountClaimExpiresAt: timestamp('payment_subaccount_claim_expires_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/** The jobs a business gives its employees (Waiter, Chef…); never the owner's role, which is not one of these. */
export const jobRoles = pgTable(
  'job_roles',
  {
    id: id(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('job_roles_name_key').on(t.businessId, sql`lower(${t.name})`)],
);

export const users = pgTable(
  'users',
  {
    id: id(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id),
    /** Stored lower-case; unique across Troo because it is the sign-in name. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: USER_ROLES }).notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone').notNull().default(''),
    personalAddress: text('personal_address').notNull().default(''),
    city: text('city').notNull().default(''),
    state: text('state').notNull().default(''),
    country: text('country').notNull().default('Nigeria'),
    branchId: uuid('branch_id'),
    jobRoleId: uuid('job_role_id').references(() => jobRoles.id),
    emailVerified: boolean('email_verified').notNull().default(false),
    /** An employee's first password, handed over by e-mail; it must be replaced before real use. */
    tempPasswordHash: text('temp_password_hash'),
    /** When the temporary password stops working (ASVS 6.4: initial passwords expire); null = no limit. */
    tempPasswordExpiresAt: timestamp('temp_password_expires_at', { withTimezone: true }),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }).notNull().defaultNow(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('users_email_key').on(t.email), index('users_business_idx').on(t.businessId)],
);

export const accountDetails = pgTable('account_details', {
  id: id(),
  businessId: uuid('business_id')
    .notNull()
    .unique()
    .references(() => businesses.id),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id),
  accountName: text('account_name').notNull(),
  accountNumber: text('account_number').notNull(),
  bankName: text('bank_name').notNull(),
  /** Only the last four digits and a keyed hash: Troo never shows a BVN back. */
  bvnLast4: text('bvn_last4').notNull(),
  bvnHash: text('bvn_hash').notNull(),
  country: text('country').notNull(),
  createdAt: createdAt(),
});

export const branches = pgTable(
  'branches',
  {
    id: id(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id),
    name: text('name').notNull(),
    address: text('address'),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    removalReason: text('removal_reason'),
    // Ordering settings of the outlet (owner's Settings); they feed the customer calls' business details.
    deliveryEnabled: boolean('delivery_enabled').notNull().default(false),
    deliveryFeeKobo: bigint('delivery_fee_kobo', { mode: 'number' }).notNull().default(0),
    /** The state the outlet delivers within (the spec's deliveryDetails.state). */
    deliveryState: text('delivery_state').notNull().default(''),
    deliverySupportLink: text('delivery_support_link'),
    canScheduleDelivery: boolean('can_schedule_delivery').notNull().default(false),
    /** Addresses diners may collect from; empty = the outlet's own address. */
    pickupLocations: jsonb('pickup_locations').$type<string[]>().notNull().default([]),
    /**
     * Weekly opening hours in Lagos time, one entry per open day (0 = Sunday); null = always open.
     * A day may close after midnight (closes < opens).
     */
    openingHours: jsonb('opening_hours').$type<{ day: number; opens: string; closes: string }[] | null>(),
    /** The owner's pause switch: diners see the outlet is not taking orders. */
    orderingPaused: boolean('ordering_paused').notNull().default(false),
    /** The QR landing's promise, "Food ready in {min}-{max} minutes": the owner sets it per outlet. */
    prepMinMinutes: integer('prep_min_minutes').notNull().default(8),
    prepMaxMinutes: integer('prep_max_minutes').notNull().default(13),
    /** The owner's choice: while orders wait in the kitchen, diners are promised more minutes (domain/prep-minutes.ts). */
    prepAutoRaise: boolean('prep_auto_raise').notNull().default(false),
    /** When the owner last saved the ordering settings (null: never; the getting-started checklist asks). */
    orderingSettingsSavedAt: timestamp('ordering_settings_saved_at', { withTimezone: true }),
    /** The outlet's last order number: orders are numbered 1, 2, 3… per outlet under this row's lock. */
    lastOrderNumber: integer('last_order_number').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('branches_business_idx').on(t.businessId),
    // Outlet names are unique per business among live branches; a removed name may be reused.
    uniqueIndex('branches_live_name_key')
      .on(t.businessId, sql`lower(${t.name})`)
      .where(sql`${t.removedAt} is null`),
  ],
);

/** One row per sign-in; a token is good only while its session is neither expired nor revoked. */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** Opened with a temporary password: it may only be used to set a password of one's own. */
    temporaryPassword: boolean('temporary_password').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** E-mailed six-digit codes: one use, short-lived; wrong tries are throttled in auth_throttles. */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    purpose: text('purpose', { enum: ['email_verification', 'password_reset'] }).notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('one_time_codes_user_idx').on(t.userId, t.purpose)],
);

/**
 * The record of every e-mail Troo sends and how it went: to whom, which kind, by what transport.
 * Never the subject or body: they carry codes and temporary passwords.
 */
export const mailOutbox = pgTable('mail_outbox', {
  id: id(),
  toAddress: text('to_address').notNull(),
  kind: text('kind', { enum: ['verification_code', 'password_reset', 'temporary_password', 'other'] })
    .notNull()
    .default('other'),
  /** outbox: no SMTP_URL, so the development mailbox (in memory) or, in production, nowhere. */
  transport: text('transport', { enum: ['outbox', 'smtp'] }).notNull(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  error: text('error'),
  createdAt: createdAt(),
});

/**
 * Where an outlet's dishes are made (Kitchen, Bar): each station's display shows its lines of an
 * order. The oldest is the outlet's default; an outlet gets a "Kitchen" when it is first asked for.
 */
export const stations = pgTable(
  'stations',
  {
    id: id(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id),
    branchId: uuid('branch_id')
      .notNull()
      .references(() => branches.id),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('stations_name_key').on(t.branchId, sql`lower(${t.name})`)],
);

export const menuCategories = pgTable(
  'menu_categories',
  {
    id: id(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id),
    branchId: uuid('branch_id')
      .notNull()
      .references(() => branches.id),
    name: text('name').notNull(),
    imageId: uuid('image_id').references(() => images.id),
    /** The station that makes this category's dishes; null: the outlet's first station. */
    stationId: uuid('station_id').references(() => stations.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('menu_categories_name_key').on(t.branchId, sql`lower(${t.name})`)],
);

export const menuGroups = pgTable(
  'menu_groups',
  {
    id: id(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id),
    branchId: uuid('branch_id')
      .notNull()
      .references(() => branches.id),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => menuCategories.id),
    name: text('name').notNull(),
    priceToAllItems: boolean('price_to_all_items').notNull().default(false),
    priceKobo: integer('price_kobo'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('menu_groups_name_key').on(t.branchId, sql`lower(${t.name})`)],
);

export const menuItems = pgTable(
  'menu_items',
  {
    id: id(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id),
    branchId: uuid('branch_id')
      .notNull()
      .references(() => branches.id),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => menuCategories.id),
    groupId: uuid('group_id')
      .notNull()
      .references(() => menuGroups.id),
    name: text('name').notNull(),
    priceKobo: integer('price_kobo').notNull(),
    description: text('description').notNull().default(''),
    imageId: uuid('image_id').references(() => images.id),
    isFrozen: boolean('is_frozen').notNull().default(false),
    isRecommended: boolean('is_recommended').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('menu_items_branch_idx').on(t.branchId),
    // The spec names items by name (modifier groups attach to an item name), so a name is one item per outlet.
    uniqueIndex('menu_items_name_key').on(t.branchId, sql`lower(${t.name})`),
  ],
);

/** Choices offered with an item ('Sides', 'Extras'); complimentary ones cost nothing whatever their modifiers say. */
export const menuModifierGroups = pgTable(
  'menu_modifier_groups',
  {
    id: id(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id),
    branchId: uuid('branch_id')
      .notNull()
      .references(() => branches.id),
    itemId: uuid('item_id')
      .notNull()
      .references(() => menuItems.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    isComplimentary: boolean('is_complimentary').notNull().default(false),
    /** Option rule: the fewest choices a diner must make (1 or more: required) and the most (null: no limit). */
    minChoices: integer('min_choices').notNull().default(0),
    maxChoices: integer('max_choices'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('menu_modifier_groups_name_key').on(t.itemId, sql`lower(${t.name})`)],
);

export const menuModifiers = pgTable(
  'menu_modifiers',
  {
    id: id(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id),
    branchId: uuid('branch_id')
      .notNull()
      .references(() => branches.id),
    modifierGroupId: uuid('modifier_group_id')
      .notNull()
      .references(() => menuModifierGroups.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    priceKobo: integer('price_kobo').notNull(),
    imageId: uuid('image_id').references(() => images.id),
    /** Run out tonight ('86'): still listed, not chosen. Set by the kitchen as well as the owner. */
    isSoldOut: boolean('is_sold_out').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('menu_modifiers_group_idx').on(t.modifierGroupId)],
);

/**
 * Who marked what sold out or back, and who paused or resumed ordering, and when: the kitchen's
 * control shows the last change of each ("Sold out by Ada, 19:42"). Only real changes are written.
 */
export const availabilityChanges = pgTable(
  'availability_changes',
  {
    id: id(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id),
    branchId: uuid('branch_id')
      .notNull()
      .references(() => branches.id),
    /** What changed: a dish, an option, or the outlet's ordering (subject_id = the branch). */
    subject: text('subject', { enum: ['item', 'option', 'ordering'] }).notNull(),
    /** No foreign key: the record outlives a dish or option the owner deletes. */
    subjectId: uuid('subject_id').notNull(),
    /** Sold out (an item or option) or paused (ordering) after the change. */
    unavailable: boolean('unavailable').notNull(),
    userId: uuid('user_id').references(() => users.id),
    /** The first name as it was at the time of the change. */
    changedByName: text('changed_by_name').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('availability_changes_subject_idx').on(t.branchId, t.subjectId, t.changedAt)],
);

/** A table or room with its QR code. */
export const assets = pgTable(
  'assets',
  {
    id: id(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id),
    branchId: uuid('branch_id')
      .notNull()
      .references(() => branches.id),
    type: text('type', { enum: ASSET_TYPES }).notNull(),
    groupName: text('group_name').notNull(),
    number: integer('number').notNull(),
    qrImageId: uuid('qr_image_id')
      .notNull()
      .references(() => images.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('assets_number_key').on(t.branchId, t.type, t.groupName, t.number)],
);

/**
 * The sandbox payment provider's transactions (used when Paystack is not configured): kept in the
 * database like Paystack keeps them, so a verification still answers after a restart.
 */
export const sandboxTransactions = pgTable('sandbox_transactions', {
  id: id(),
  reference: text('reference').notNull().unique(),
  /** The secret part of the pay page's address, like Paystack's access code. */
  accessCode: text('access_code').notNull().unique(),
  amountKobo: bigint('amount_kobo', { mode: 'number' }).notNull(),
  currency: text('currency').notNull().default('NGN'),
  email: text('email').notNull(),
  callbackUrl: text('callback_url').notNull(),
  status: text('status', { enum: TRANSACTION_STATUSES }).notNull().default('abandoned'),
  gatewayResponse: text('gateway_response'),
  subaccountCode: text('subaccount_code'),
  platformShareKobo: bigint('platform_share_kobo', { mode: 'number' }),
  bearer: text('bearer', { enum: ['account', 'subaccount'] }),
  metadata: jsonb('metadata').$type<Record<string, unknown>>(),
  refundedKobo: bigint('refunded_kobo', { mode: 'number' }).notNull().default(0),
  createdAt: createdAt(),
  paidAt: timestamp('paid_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The sandbox's refunds; a full refund reverses the transaction, as Paystack does. */
export const sandboxRefunds = pgTable(
  'sandbox_refunds',
  {
    id: id(),
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => sandboxTransactions.id),
    amountKobo: bigint('amount_kobo', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sandbox_refunds_transaction_idx').on(t.transactionId)],
);

/** The sandbox's subaccounts: a restaurant's bank account and Troo's default share of its payments. */
export const sandboxSubaccounts = pgTable('sandbox_subaccounts', {
  id: id(),
  subaccountCode: text('subaccount_code').notNull().unique(),
  businessName: text('business_name').notNull(),
  bankCode: text('bank_code').notNull(),
  settlementBank: text('settlement_bank').notNull(),
  accountNumber: text('account_number').notNull(),
  /** Troo's percentage in hundredths of a percent (2.5 % = 250): integers, like money. */
  percentageChargeBasisPoints: integer('percentage_charge_basis_points').notNull(),
  createdAt: createdAt(),
});

/**
 * Guessing and request counters (ASVS 6.3.1): failures per account and requester, per requester,
 * and per account, each in a fixed window. Keys are keyed hashes: no address or e-mail in clear.
 */
export const authThrottles = pgTable(
  'auth_throttles',
  {
    key: text('key').primaryKey(),
    /** The hashed account (or code) the counter is about, so a password reset can clear its counters. */
    subject: text('subject'),
    count: integer('count').notNull(),
    /** The counter starts again from zero after this; its row may be deleted then. */
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('auth_throttles_subject_idx').on(t.subject), index('auth_throttles_window_idx').on(t.windowEndsAt)],
);

/** One priced basket line as checkout keeps it (kobo), copied onto the order. */
export interface PricedLine {
  itemId: string;
  name: string;
  unitPriceKobo: number;
  quantity: number;
  options: { id: string; name: string; priceKobo: number }[];
  complimentary: string | null;
  specialInstructions: string;
  /** quantity × (unit price + options). */
  totalKobo: number;
}

/** The diner's details a checkout and its order carry. */
export interface OrderCustomer {
  name: string;
  tableNumber: string | null;
  email: string | null;
  phone: string | null;
  address: string | null;
  pickupLocation: string | null;
  scheduledDate: string | null;
  scheduledTime: string | null;
}

/** What a checkout priced and its order keeps: how the food is got, the lines and the amounts (kobo). */
const pricedBasketColumns = () => ({
  product: text('product', { enum: CUSTOMER_PRODUCTS }).notNull(),
  orderType: text('order_type', { enum: ORDER_TYPES }).notNull(),
  lines: jsonb('lines').$type<PricedLine[]>().notNull(),
  customer: jsonb('customer').$type<OrderCustomer>().notNull(),
  /**
   * The group of the table or room ('Terrace') when the diner came from its QR code: table numbers
   * restart in each group. Null for the default group, and for pickup and delivery.
   */
  tableGroup: text('table_group'),
  subtotalKobo: bigint('subtotal_kobo', { mode: 'number' }).notNull(),
  serviceFeeKobo: bigint('service_fee_kobo', { mode: 'number' }).notNull(),
  deliveryFeeKobo: bigint('delivery_fee_kobo', { mode: 'number' }).notNull(),
  tipKobo: bigint('tip_kobo', { mode: 'number' }).notNull(),
});

/**
 * A basket priced by the server and handed to the payment provider under `reference`. The order is
 * made from this row, never from what a browser sends, and only for a payment of `amountKobo`.
 */
export const checkouts = pgTable(
  'checkouts',
  {
    id: id(),
    reference: text('reference').notNull().unique(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id),
    branchId: uuid('branch_id')
      .notNull()
      .references(() => branches.id),
    ...pricedBasketColumns(),
    /** What the provider must report as paid: subtotal + fees + tip. */
    amountKobo: bigint('amount_kobo', { mode: 'number' }).notNull(),
    /**
     * 'refunded': the order was paid, then its money given back (a rejected order, or the owner's
     * Refund); 'refunding' while the provider is being asked (domain/kitchen/order-actions.ts).
     */
    status: text('status', { enum: ['pending', 'paid', 'failed', 'refunding', 'refunded'] })
      .notNull()
      .default('pending'),
    createdAt: createdAt(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    index('checkouts_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/** A paid order: one per checkout (the unique checkout_id is what makes "exactly once" hold). */
/**
 * A bill: the orders of one sitting and the money paid against them. A diner's prepaid order has a
 * tab of its own, paid at once; a waiter's order, or a table's rounds left "pay at the end", share an
 * open tab until its payments add up to its orders' totals. Payments are made to the tab, never to
 * an order, so splitting across methods or people is just several payments.
 */
export const tabs = pgTable(
  'tabs',
  {
    id: id(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id),
    branchId: uuid('branch_id')
      .notNull()
      .references(() => branches.id),
    status: text('status', { enum: ['open', 'paid'] })
      .notNull()
      .default('open'),
    orderType: text('order_type', { enum: ORDER_TYPES }).notNull(),
    /** The table's or room's group ('Terrace'); null for the default group, pickup and delivery. */
    tableGroup: text('table_group'),
    /** The table or room number; null for pickup and delivery. */
    placeNumber: text('place_number'),
    /** The staff member who opened it; null when the diner's own phone did. */
    openedByUserId: uuid('opened_by_user_id').references(() => users.id),
    createdAt: createdAt(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    index('tabs_branch_created_idx').on(t.branchId, t.createdAt),
    // One open bill per table or room: a second round joins it instead of starting another.
    uniqueIndex('tabs_open_place_key')
      .on(t.branchId, t.orderType, sql`coalesce(${t.tableGroup}, '')`, t.placeNumber)
      .where(sql`${t.status} = 'open' and ${t.placeNumber} is not null`),
  ],
);

/**
 * Money received against a tab. Paystack payments carry their checkout; staff-recorded ones who
 * recorded them. A payment is never deleted: the owner voids it with a reason, and it stops counting.
 */
export const tabPayments = pgTable(
  'tab_payments',
  {
    id: id(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id),
    branchId: uuid('branch_id')
      .notNull()
      .references(() => branches.id),
    tabId: uuid('tab_id')
      .notNull()
      .references(() => tabs.id),
    method: text('method', { enum: PAYMENT_METHODS }).notNull(),
    amountKobo: bigint('amount_kobo', { mode: 'number' }).notNull(),
    /** A transfer's reference as typed, a room's folio, or the Paystack reference. */
    reference: text('reference'),
    /** The Paystack checkout this payment is (at most one payment per checkout). */
    checkoutId: uuid('checkout_id')
      .unique()
      .references(() => checkouts.id),
    /** Null when the diner paid by phone. */
    recordedByUserId: uuid('recorded_by_user_id').references(() => users.id),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    voidedByUserId: uuid('voided_by_user_id').references(() => users.id),
    voidReason: text('void_reason'),
  },
  (t) => [
    index('tab_payments_tab_idx').on(t.tabId),
    index('tab_payments_branch_recorded_idx').on(t.branchId, t.recordedAt),
    check('tab_payments_amount_positive', sql`${t.amountKobo} > 0`),
  ],
);

/**
 * The audit trail of an order's money after it was taken: a comp or discount (of one line, or the
 * whole order when line_index is null) or a refund, with who did it, when and why.
 */
export const orderAdjustments = pgTable(
  'order_adjustments',
  {
    id: id(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id),
    branchId: uuid('branch_id')
      .notNull()
      .references(() => branches.id),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    kind: text('kind', { enum: ORDER_ADJUSTMENT_KINDS }).notNull(),
    lineIndex: integer('line_index'),
    amountKobo: bigint('amount_kobo', { mode: 'number' }).notNull(),
    reason: text('reason').notNull(),
    byUserId: uuid('by_user_id')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('order_adjustments_order_idx').on(t.orderId),
    index('order_adjustments_branch_created_idx').on(t.branchId, t.createdAt),
    check('order_adjustments_amount_positive', sql`${t.amountKobo} > 0`),
  ],
);

export const orders = pgTable(
  'orders',
  {
    id: id(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id),
    branchId: uuid('branch_id')
      .notNull()
      .references(() => branches.id),
    /** The diner's Paystack checkout that made it; null for an order a waiter took. */
    checkoutId: uuid('checkout_id')
      .unique()
      .references(() => checkouts.id),
    /** The bill it is on. Null only for a prepaid order the previous release made during an upgrade. */
    tabId: uuid('tab_id').references(() => tabs.id),
    /** The staff member who took it; null when the diner ordered from their phone. */
    takenByUserId: uuid('taken_by_user_id').references(() => users.id),
    reference: text('reference').notNull().unique(),
    number: integer('number').notNull(),
    status: text('status', { enum: ORDER_STATUSES }).notNull(),
    ...pricedBasketColumns(),
    /**
     * What the order costs in all (food, fees, taxes, tip, less comps and discounts). Named from when
     * every order was prepaid; whether it is paid is its tab's business.
     */
    amountPaidKobo: bigint('amount_paid_kobo', { mode: 'number' }).notNull(),
    /** When its tab was paid in full; null while the tab is open. */
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_branch_number_key').on(t.branchId, t.number),
    index('orders_tab_idx').on(t.tabId),
    index('orders_branch_created_idx').on(t.branchId, t.createdAt),
    // The kitchen's queue (new and accepted orders), counted for the QR landing's raised food-ready minutes.
    index('orders_waiting_idx')
      .on(t.branchId)
      .where(sql`${t.status} in ('Ordered', 'Accepted')`),
    // Kitchen reads release due scheduled orders first: with this, finding none costs nothing.
    index('orders_scheduled_idx')
      .on(t.businessId)
      .where(sql`${t.status} = 'Pending'`),
  ],
);

/** A station's part of an order marked done: one row at most per order and station (done twice counts once). */
export const orderStationParts = pgTable(
  'order_station_parts',
  {
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    stationId: uuid('station_id')
      .notNull()
      .references(() => stations.id, { onDelete: 'cascade' }),
    doneAt: timestamp('done_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.stationId] })],
);

/**
 * What happened to an order, in the order it happened per outlet: the id is the kitchen display
 * stream's event id, so a display that reconnects asks for everything after the last one it saw.
 */
export const orderEvents = pgTable(
  'order_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id),
    branchId: uuid('branch_id')
      .notNull()
      .references(() => branches.id),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    kind: text('kind', { enum: ['created', 'changed'] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('order_events_branch_id_idx').on(t.branchId, t.id)],
);

/**
 * The release registry when the API runs on a PostgreSQL server, so every API process sees one:
 * which version of the shell and of each remote is live, with its history (see remotes/registry.ts).
 * One row; every change is one transaction holding that row's lock, its revision one higher.
 */
export const releaseRegistry = pgTable(
  'release_registry',
  {
    id: integer('id').primaryKey(),
    revision: integer('revision').notNull(),
    // json, not jsonb: kept as written, so its routes' first reads keep their key order (the cache keys).
    document: json('document').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('release_registry_one_row', sql`${t.id} = 1`)],
);

/**
 * The development mailbox shared by the API processes on one PostgreSQL server (no SMTP_URL, outside
 * production): the latest mails, text included, for /dev/mailbox. Never used in production; the
 * embedded database keeps them in memory instead (mail/dev-mailbox.ts).
 */
export const devMailboxMails = pgTable(
  'dev_mailbox_mails',
  {
    id: id(),
    toAddress: text('to_address').notNull(),
    kind: text('kind', { enum: ['verification_code', 'password_reset', 'temporary_password', 'other'] }).notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    /** Order of arrival across processes (created_at may tie). */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('dev_mailbox_mails_seq_idx').on(table.seq)],
);

/**
 * Request counters shared by the API processes on a PostgreSQL server (limits/pg-limit-store.ts):
 * one fixed window per key (a route and an address, a checkout outlet). Housekeeping deletes ended ones.
 */
export const limitCounters = pgTable(
  'limit_counters',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('limit_counters_window_idx').on(t.windowEndsAt)],
);

/**
 * Open streams, counted across processes: one row per stream and what it counts against (its sign-in,
 * its person, its order). A process renews its rows while the stream is open, so those of a process
 * that died stop counting at `expires_at`.
 */
export const limitLeases = pgTable(
  'limit_leases',
  {
    scope: text('scope').notNull(),
    leaseId: text('lease_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.scope, t.leaseId] }),
    index('limit_leases_lease_idx').on(t.leaseId),
    index('limit_leases_expires_idx').on(t.expiresAt),
  ],
);

/**
 * What phones met of each version of the shell and the remotes, per minute: pages served whose route
 * the version answers, and the failures phones reported (POST /remote-errors) by kind, with the last
 * message and route of that minute. Bounded: one row per app, version and minute with traffic, and
 * housekeeping drops rows older than two days.
 */
export const remoteVersionMinutes = pgTable(
  'remote_version_minutes',
  {
    app: text('app').notNull(),
    version: text('version').notNull(),
    minute: timestamp('minute', { withTimezone: true }).notNull(),
    pageLoads: integer('page_loads').notNull().default(0),
    loadErrors: integer('load_errors').notNull().default(0),
    timeouts: integer('timeouts').notNull().default(0),
    codeErrors: integer('code_errors').notNull().default(0),
    integrityErrors: integer('integrity_errors').notNull().default(0),
    lastMessage: text('last_message'),
    lastRoute: text('last_route'),
  },
  (t) => [primaryKey({ columns: [t.app, t.version, t.minute] }), index('remote_version_minutes_minute_idx').on(t.minute)],
);
