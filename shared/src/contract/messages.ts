// The spec's message texts (portal and customer specs, sections 5, 7 and 8), word for word, and the
// few Troo adds where the spec has none. Server and screens both show these; nothing else spells them.
// Named constants, not one object: a screen's bundle then carries only the texts it uses.
import type { AssetType } from './enums';

// Validation (portal spec §5)
export const LOGIN_FIELDS_REQUIRED = 'All Fields are required...';
export const ALL_FIELDS_REQUIRED = 'All fields are required.';
export const RESET_FIELDS_REQUIRED = 'All fields are required!';
export const INVALID_EMAIL = 'Please enter a valid email address';
export const PASSWORD_RULE = 'Password must be alphanumeric and have a minimum length of 8 characters';
export const PASSWORDS_DIFFER = 'Passwords do not match';
export const PIN_LENGTH = 'PIN must be 4 numbers long.';
export const BVN_SHORT = 'BVN must be at least 11 characters long';
export const IMAGE_TOO_LARGE = 'File size exceeds 2MB. Please upload a smaller file.';
export const INVALID_PHONE = 'Please enter a valid phone number';
/** Customer spec §5: the delivery form's phone rule (hasOnlyPhoneCharacters). */
export const PHONE_CHARACTERS_ONLY = 'Use only digits, spaces, hyphens, parentheses and +';

// Troo's own, where the spec has no text
export const NOT_AN_IMAGE = 'The file must be a PNG, JPEG or WebP image.';
export const BANK_DETAILS_REQUIRED = 'Account number, BVN and country are required.';
export const BANK_MISSING = 'Choose your bank from the list.';
export const OTP_INCOMPLETE = 'Please fill all input fields';
export const CODE_NOT_SIX_DIGITS = 'The code must be six digits.';
export const COLOUR_INVALID = 'Choose a colour such as #FF0000.';
export const DETAILS_NOT_TEXT = 'Each detail must be text.';
/** Our word is outlet (README glossary); the spec's own 'Branch …' toasts stay as it quotes them. */
export const BRANCH_NAME_REQUIRED = 'Outlet name is required.';
export const OUTLET_ID_INVALID = 'Choose one of your outlets (branch_id must be an outlet id).';
/** A report's period that is none: no filter, a day that does not exist, before 2000, or over 366 days. */
export const DATE_FILTER_INVALID = 'Choose a period: today, a number of days, or a date range from startDate to endDate.';
/** A scheduled delivery's day must be a real date from tomorrow on, with a time. */
export const SCHEDULE_INVALID = 'Choose a delivery date from tomorrow on, and a time.';
/** …and at most SCHEDULE_DAYS_AHEAD days ahead. */
export const SCHEDULE_TOO_FAR = 'Choose a delivery date within a year from today.';

// Answers (portal spec §7 and §8)
export const LOGIN_SUCCESSFUL = 'Login successful';
export const USER_CREATED = 'User created successfully';
export const USER_VERIFIED = 'User verified successfully';
export const TOKEN_RESENT = 'Token has been resent';
export const RESET_TOKEN_SENT = 'Password reset token sent successfully';
export const PASSWORD_RESET = 'Password reset successfully';
export const EMPLOYEE_PASSWORD_RESET = 'Your password has been reset successfully';
export const TEMP_PASSWORD_SENT = 'A temporary password has been sent to your email';
export const DETAILS_UPDATED = 'Successful!';
export const COLOUR_UPDATED = 'Colour scheme updated successfully';
export const BRANCH_CREATED = 'Branch created successfully';
export const BRANCH_UPDATED = 'Branch updated successfully';
export const BRANCH_DELETED = 'Branch deleted successfully';
export const BRANCH_NOT_FOUND = 'Branch not found';

// Failures shown by screens (portal spec §8, customer spec §8)
// In a file of its own: the api client (part of the runtime singleton) uses it, and this file is not.
export { FALLBACK_ERROR } from './fallback-error';
export const UNEXPECTED_ERROR = 'An unexpected error occurred.';
export const TEMP_PASSWORD_FAILED = 'An error occurred while fetching temporary password';
export const BRANCHES_FAILED = 'Failed to fetch branches';
export const BRANCH_CREATE_FAILED = 'Failed to create branch';
export const BRANCH_UPDATE_FAILED = 'Failed to update branch';
export const BRANCH_DELETE_FAILED = 'Failed to delete branch';
export const EMPTY_LIST = 'No items found';
export const EMPTY_CART = 'Your cart is empty.';
export const PAGE_NOT_FOUND = 'Page Not Found';

// Menu (portal spec §5, §8)
export const MENU_CATEGORY_REQUIRED = 'Add a Menu Category';
export const MENU_GROUP_REQUIRED = 'Add Menu Group Name';
export const MENU_ITEM_REQUIRED = 'Add Menu Item Name';
/** The spec needs name, price and description, all under 'Add Menu Item Name'; ours name the field that is missing. */
export const MENU_ITEM_PRICE_REQUIRED = "Add the item's price";
export const MENU_ITEM_DESCRIPTION_REQUIRED = 'Add a description: diners read it under the name';
/** Spelled as the spec spells it. */
export const MODIFIER_GROUP_REQUIRED = 'Add Modifer Group Name';
/** The modifier panel's text (no full stop, unlike registration's). */
export const MODIFIER_FIELDS_REQUIRED = 'All fields are required';
export const MENU_ADDED = 'Menu has been Added successfully';
export const MENU_EDITED = 'Menu has been edited successfully';
export const MENU_REMOVED = 'Menu has been removed successfully';
export const MENU_SETUP = 'Menu has been setup successfully';
export const MENU_REMOVE_CONFIRM = 'Are you sure you want to remove this menu?';
export const MENU_FETCH_FAILED = 'Failed to fetch menu categories';
// Troo's own
export const PRICE_INVALID = 'Price must be a number of naira, 0 or more, with at most two decimals.';
export const MENU_NOT_FOUND = 'Menu not found';
export const MENU_NAME_TAKEN = 'A menu entry with this name already exists in this outlet.';
/** A first dish's group that the outlet already has under another category (names are per outlet). */
export const groupInOtherCategoryMessage = (group: string, category: string) =>
  `${group} is already a group of ${category}. Choose ${category} as the category, or give the group another name.`;
export const ONLY_OWNER = 'Only the business owner can do this.';

// Copying a menu to another outlet (Troo's own)
export const COPY_MENU_OUTLETS_REQUIRED =
  'Choose the outlet to copy the menu from and the outlet to copy it to (from_branch_id and to_branch_id must be outlet ids).';
export const COPY_MENU_SAME_OUTLET = 'Choose two different outlets: a menu cannot be copied onto its own outlet.';
/** '1 item', '12 items'. */
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
export const copyMenuSourceEmpty = (outlet: string) => `${outlet} has no menu to copy.`;
export const copyMenuTargetHasMenu = (outlet: string, size: { categories: number; items: number }) =>
  `${outlet} already has a menu: ${plural(size.categories, 'category', 'categories')} and ${plural(size.items, 'item', 'items')}. ` +
  'A menu is copied only to an outlet with no menu; remove its categories first to copy over it.';
export const menuCopiedMessage = (from: string, to: string, items: number) =>
  `Menu copied from ${from} to ${to}: ${plural(items, 'item', 'items')}.`;

// Tables, rooms and their QR codes (portal spec §2, §8)
export const qrCreatedMessage = (type: AssetType) => `QR Codes successfully created for ${type}s`;
export const noAssetsMessage = (type: AssetType) => `No tables available for ${type}`;
export const QR_CREATE_FAILED = 'An error occurred. Please try again.';
// Troo's own
export const ASSET_GROUP_REQUIRED = 'Enter a group name.';
export const ASSET_COUNT_INVALID = 'Enter how many, a whole number from 1 to 100.';
export const ASSET_TYPE_INVALID = 'Choose tables or rooms.';
export const ASSET_REMOVED = 'QR code removed successfully';
export const ASSET_NOT_FOUND = 'QR code not found';
/** The area a sign-up's first tables or rooms are put in, until the owner names it otherwise. */
export const FIRST_AREA_NAME = 'Main';
export const ASSET_GROUP_RENAME_INVALID = 'Enter the new area name, up to 60 characters.';
export const ASSET_GROUP_NOT_FOUND = 'That area has no tables or rooms at this outlet.';
export const assetGroupTakenMessage = (name: string) => `This outlet already has an area called ${name}. Choose another name.`;

// Employees (portal spec §5, §7, §8)
/** Add Employee's text (no full stop). */
export const EMPLOYEE_FIELDS_REQUIRED = 'All fields are required';
export const EMPLOYEE_ADDED = 'A new Employee has been added successfully';
export const EMPLOYEE_REMOVED = 'Employee has been removed successfully';
export const EMPLOYEE_REMOVE_CONFIRM = 'Are you sure you want to remove this employee?';
export const NO_EMPLOYEES = 'No employees to display.';
// Troo's own
export const EMAIL_TAKEN = 'An account with this email already exists.';
export const REGISTRATION_EXPIRED = 'Your registration session has expired. Log in to continue setting up your account.';
export const EMAIL_ALREADY_VERIFIED = 'This account is already verified. Log in to continue.';
export const CODE_SENT_TO_NEW_EMAIL = 'We sent a new code to your new address.';
export const ROLE_NOT_FOUND = 'Choose a role from the list.';
export const EMPLOYEE_NOT_FOUND = 'Employee not found';

// Ordering settings of an outlet (Troo's own)
export const ORDERING_SETTINGS_INVALID = 'Check the ordering settings: a field is missing or of the wrong kind.';
export const ORDERING_SETTINGS_SAVED = 'Ordering settings saved';
/** The outlet's food-ready minutes until its owner sets them: the customer spec's 8-13 (and the database's default). */
export const DEFAULT_PREP_MINUTES = { prep_min_minutes: 8, prep_max_minutes: 13 } as const;
/** The QR landing's promise (customer spec), its minutes the outlet's setting. */
export const foodReadyMessage = (from: number | string, to: number | string) => `Food ready in ${from}-${to} minutes after placing order`;
/** With the owner's 'raise it while orders wait': every this many orders new or accepted add this many minutes. */
export const PREP_RAISE = { perOrders: 5, minutes: 5 } as const;
export const PREP_AUTO_RAISE_HINT = `${PREP_RAISE.minutes} more minutes for every ${PREP_RAISE.perOrders} orders new or accepted in the kitchen.`;
export const PREP_MINUTES_INVALID = 'Food ready times must be whole minutes from 1 to 240, the first no more than the second.';

// The kitchen's sold-out control, and what a diner's basket meets at pricing and payment (Troo's own)
export const KITCHEN_AVAILABILITY_INVALID = 'Name one dish, option or outlet and whether it is sold out (or paused).';
export const ITEM_UNAVAILABLE = 'An item in your basket is no longer available. Please review your basket.';
export const OPTION_UNAVAILABLE = 'A choice in your basket is no longer offered with its item. Please review your basket.';
/** An option the kitchen has marked sold out: still offered, not tonight. */
export const OPTION_SOLD_OUT = 'A choice in your basket is no longer available (sold out). Please review your basket.';
/** Item details' word for a dish or option the kitchen has run out of. */
export const SOLD_OUT = 'Sold out';
export const SERVICE_FEE_INVALID = 'Service fee must be a percentage from 0 to 20, with at most two decimals.';
/** The highest VAT or consumption tax an outlet may set: 50 %. */
export const TAX_MAX_BASIS_POINTS = 5000;
export const VAT_RATE_INVALID = 'VAT rate must be from 0 % to 50 %, in whole basis points (750 = 7.5 %).';
export const CONSUMPTION_TAX_RATE_INVALID = 'Consumption tax rate must be from 0 % to 50 %, in whole basis points (500 = 5 %).';
export const TAX_SETTING_INVALID = 'Tax settings: VAT, consumption tax and "prices include taxes" must each be on or off.';
export const TAX_NUMBER_INVALID = 'Tax number (TIN) must be at most 20 letters, digits or dashes.';
export const DELIVERY_FEE_INVALID = 'Delivery fee must be a number of naira, 0 or more, with at most two decimals.';
export const DELIVERY_STATE_REQUIRED = 'Enter the state you deliver in.';
export const SUPPORT_LINK_INVALID = 'Support link must be a web address starting with https:// or http://.';
export const PICKUP_LOCATIONS_TOO_MANY = 'Add at most 10 pickup locations.';
export const PICKUP_LOCATION_EMPTY = 'A pickup location cannot be empty.';
export const OPENING_DAY_INVALID = 'Opening hours: the day must be a whole number from 0 (Sunday) to 6 (Saturday).';
export const OPENING_TIME_INVALID = 'Opening hours: times must be HH:MM, from 00:00 to 23:59.';
export const OPENING_HOURS_TOO_MANY = 'Opening hours: at most 3 openings per day.';

// Reset password in Settings (portal spec §5), signed in
/** The spec's text for this form (capital R). */
export const SETTINGS_PASSWORD_FIELDS_REQUIRED = 'All fields are Required';
// Troo's own
export const CURRENT_PASSWORD_WRONG = 'The current password is not correct.';
export const PASSWORD_CHANGED = 'Your password has been changed. Other devices have been signed out.';
export const PASSWORD_UNCHANGED = 'Choose a new password, not the current one.';

// Checkout (Troo's own). The QR landing words its notice the same way without importing this module.
export const orderingClosedMessage = (name: string, reason: 'paused' | 'closed') =>
  reason === 'paused' ? `${name} is not taking orders right now.` : `${name} is closed right now.`;

// Take order (issue 48): a waiter's order for a guest
export const TAKE_ORDER_PLACE_REQUIRED = 'Choose the area and the table or room for this order.';
export const TAKE_ORDER_DISH_NOT_ON_MENU = "A dish in this order is not on this outlet's menu. Please choose it again from the menu.";
export const TAKE_ORDER_PICKUP_DETAILS = "Enter the guest's name and phone number for a pickup order.";
/** A table or room the outlet's QR places do not have ('Terrace · Table 9 is not one of this outlet's tables.'). */
export const unknownPlaceMessage = (place: string, type: AssetType) => `${place} is not one of this outlet's ${type}s.`;
// An order's money after it was taken (issue 48)
export const ADJUSTMENT_INVALID = 'Say which order, how much and why.';
export const ADJUSTMENT_REASON_REQUIRED = 'Give a reason: it is kept on the ticket.';
export const ADJUSTMENT_NOT_ALLOWED = 'Only the owner, or an employee the owner allows, can comp or discount an order.';
export const ADJUSTMENT_ORDER_PAID = "This order's bill is paid: change its money with a refund instead.";
export const ADJUSTMENT_ORDER_CANCELLED = 'A cancelled order cannot be changed.';
export const LINE_ALREADY_COMPED = 'This line is already comped.';
export const LINE_NOT_IN_ORDER = 'That line is not in this order.';
export const DISCOUNT_AMOUNT_REQUIRED = 'Give the discount as an amount in naira or a percentage, more than 0.';
export const DISCOUNT_TOO_LARGE = 'The discount is more than is left to pay for it.';
export const NOTHING_LEFT_TO_COMP = 'Nothing is left to take off this order.';
export const REFUND_NOT_PAYSTACK = 'Only an order paid through Paystack can be refunded in part.';
export const REFUND_AMOUNT_REQUIRED = 'Give the line or the amount to refund, more than 0.';
export const REFUND_TOO_LARGE = 'The refund is more than was paid less what was already refunded.';
export const LINE_ALREADY_REFUNDED = 'This line has already been refunded.';
export const PART_REFUND_UNDER_WAY = 'A refund of this order is under way. Try again in a moment.';
export const END_OF_DAY_INVALID = 'Choose an outlet and a day (YYYY-MM-DD).';
// Bills (tabs) and how they are paid.
export const TAB_PAYMENT_INVALID = 'Check the payment: choose a method and type an amount.';
export const VOID_REASON_REQUIRED = 'Say why this payment is voided.';
export const PAYMENT_AMOUNT_INVALID = 'Type an amount more than ₦0, in naira and kobo.';
export const PAYMENT_METHOD_NOT_TAKEN = 'This outlet does not take this payment method. The owner can turn it on in Ordering settings.';
export const TRANSFER_REFERENCE_REQUIRED = 'Type the transfer reference from the bank alert.';
export const ROOM_FOLIO_REQUIRED = 'Type the room or folio number to charge.';
export const TAB_ALREADY_PAID = 'This bill is already paid.';
export const TAB_NOT_FOUND = 'Bill not found';
export const TAB_PAYMENT_NOT_FOUND = 'Payment not found on this bill';
export const TAB_PAYMENT_ALREADY_VOIDED = 'This payment is already voided.';
export const PAY_AT_END_UNAVAILABLE = 'This outlet asks you to pay now. Please choose Proceed to Pay.';
export const PAY_AT_END_NEEDS_TABLE =
  "Paying at the end is only for orders from a table's or room's QR code. Please scan the code on your table.";
export const PAYMENT_METHODS_INVALID = 'Choose at least one payment method, Paystack or one staff record.';
export const ROOM_CHARGE_UNAVAILABLE = 'Room charge is only for hotels, or outlets with rooms.';
/** "This payment is more than the ₦X still owed." */
export const paymentTooLarge = (balance: string) => `This payment is more than the ${balance} still owed.`;
/** How the screens name each payment method. */
export const PAYMENT_METHOD_LABELS = {
  paystack: 'Paystack (card/transfer on phone)',
  cash: 'Cash',
  pos: 'POS terminal',
  transfer: 'Bank transfer',
  room_charge: 'Room charge',
} as const;
