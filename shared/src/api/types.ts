// The contract between the browser and api/: field names follow the product specs.

/** Every answer: a human message (shown in toasts and error areas) and the data. */
export interface ApiEnvelope<T> {
  message: string;
  data: T;
}

/** Every error answer: the message to show, and field-by-field texts when there are several. */
export interface ApiErrorBody<T = unknown> {
  message: string;
  errors?: string[];
  data?: T;
}

export type UserRole = 'admin' | 'employee';
export const BUSINESS_TYPES = ['Restaurant', 'Hotel & Lodgings', 'Bar & Lounge'] as const;
export type BusinessType = (typeof BUSINESS_TYPES)[number];

/** What POST /login answers for a signed-in user. */
export interface UserData {
  user_id: string;
  id: string;
  token: string;
  user_role: UserRole;
  business_id: string;
  business_name: string;
  business_type: BusinessType;
  business_logo: string | null;
  business_identifier: string;
  colour_scheme: string;
  has_created_menu_item: boolean;
  email_verified: boolean;
  has_temp_password: boolean;
  first_name: string;
  last_name: string;
  email: string;
}

/** The data of a 403 'Account details not verified' login answer. */
export interface UnverifiedLoginData {
  has_account: boolean;
  business: string;
  user_id: string;
  email: string;
  /** Lets registration stage 3 (POST /createAccountDetails) finish without a sign-in; valid 1 hour. */
  registration_token: string;
}

export interface Branch {
  _id: string;
  branch_name: string;
  address: string | null;
  createdAt: string;
}

export interface BusinessDetails {
  _id: string;
  uniqueIdentifier: string;
  business_identifier: string;
  business_name: string;
  business_logo: string | null;
  business_type: BusinessType;
  colour_scheme: string;
  orderingDescription: string;
  orderingInstruction: string;
  /** The business's first live outlet: where a bare link (/:id) sends a diner. */
  default_branch_id: string | null;
}

export interface OnboardBusinessPayload {
  business_name: string;
  business_email: string;
  business_contract_person: string;
  business_address: string;
  business_phone_number: string;
  password: string;
  confirm_password: string;
  business_type: BusinessType;
  /** data: URL of the logo (PNG, JPEG or WebP, at most 2 MB). */
  business_logo: string;
  /**
   * The spec's second copy of the same image. Optional: the server keeps only business_logo, and
   * leaving it out halves the upload on a slow network.
   */
  business_document?: string;
  cac_number: string;
  country: string;
  first_name: string;
  last_name: string;
  pin: string;
  personal_address: string;
  city: string;
  state: string;
}

export interface OnboardBusinessResult {
  id: string;
  user_id: string;
  business_id: string;
  user_role: UserRole;
  email_verified: boolean;
  email: string;
  /** Proves stage 3 (POST /createAccountDetails) comes from whoever did stages 1–2; valid 1 hour. */
  registration_token: string;
}

export interface AccountDetailsPayload {
  business_id: string;
  user_id: string;
  registration_token: string;
  account_name: string;
  account_number: string;
  bank_name: string;
  bank_verification_number: string;
  country: string;
}

export interface Bank {
  name: string;
  code: string;
}

export interface Country {
  name: string;
  code: string;
}

export interface MenuCategory {
  _id: string;
  name: string;
  image: string | null;
  branch_id: string;
}

export interface QrAsset {
  _id: string;
  type: 'table' | 'room';
  branch_id: string;
  group_name: string;
  number: number;
  qrcode: string;
  url: string;
}
