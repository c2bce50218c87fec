// The fixed choices of the product. Types come from the lists, so a new choice is one edit.

export const BUSINESS_TYPES = ['Restaurant', 'Hotel & Lodgings', 'Bar & Lounge'] as const;
export type BusinessType = (typeof BUSINESS_TYPES)[number];

export const USER_ROLES = ['admin', 'employee'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** Where an unfinished registration stands: stage 3 (payout account), the e-mailed code, or done. */
export const REGISTRATION_STAGES = ['bank_account', 'verify_email', 'verified'] as const;
export type RegistrationStage = (typeof REGISTRATION_STAGES)[number];

/** Table ordering (QR code) and online ordering: the last segment of every customer route. */
export const ORDERING_MODES = ['orderandpay', 'online_ordering'] as const;
export type OrderingMode = (typeof ORDERING_MODES)[number];

export const ASSET_TYPES = ['table', 'room'] as const;
export type AssetType = (typeof ASSET_TYPES)[number];

/** The spec's order statuses: new, accepted (being prepared), scheduled for a later day, served, cancelled. */
export const ORDER_STATUSES = ['Ordered', 'Accepted', 'Pending', 'served', 'cancel'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * How an order's money arrives: the diner's phone through Paystack, or recorded by staff — cash,
 * a POS terminal, a bank transfer (its reference typed), or charged to a hotel room's folio.
 */
export const PAYMENT_METHODS = ['paystack', 'cash', 'pos', 'transfer', 'room_charge'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** What may change an order's money after it was taken, each kept with who, when and why. */
export const ORDER_ADJUSTMENT_KINDS = ['comp', 'discount', 'refund'] as const;
export type OrderAdjustmentKind = (typeof ORDER_ADJUSTMENT_KINDS)[number];

/**
 * The spec's `{product}` segment of the customer menu calls (`/menu/get{product}BusinessDetails/`):
 * table ordering and online ordering read the same menu.
 */
export const CUSTOMER_PRODUCTS = ['OrderAndPay', 'OnlineOrdering'] as const;
export type CustomerProduct = (typeof CUSTOMER_PRODUCTS)[number];
