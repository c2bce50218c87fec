// Validation rules of the specs (portal §5, §9): the server enforces them, screens check them first
// so the user hears about a mistake before a round trip. Plain functions, no schema library.

/** Long enough for any passphrase; short enough that hashing it costs nothing unusual. */
export const MAX_PASSWORD_LENGTH = 256;
export const MIN_PASSWORD_LENGTH = 8;
export const MAX_EMAIL_LENGTH = 254;
export const BVN_LENGTH = 11;
export const OTP_LENGTH = 6;
/** Image uploads (logo, menu pictures): 2 MB. */
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[0-9][0-9 ()-]{6,19}$/;

/** The spec's "simple address pattern", within the 254 characters an address may have. */
export const isEmailAddress = (value: string) => {
  const trimmed = value.trim();
  return trimmed.length <= MAX_EMAIL_LENGTH && EMAIL.test(trimmed);
};

/** At least 8 characters, with letters and digits. */
export const isAcceptablePassword = (value: string) => value.length >= MIN_PASSWORD_LENGTH && /[A-Za-z]/.test(value) && /\d/.test(value);

/** Exactly four digits. */
export const isPin = (value: string) => /^\d{4}$/.test(value);

/** Digits with an optional leading +, spaces, dashes and brackets: 0803 123 4567, +234 803 123 4567. */
export const isPhoneNumber = (value: string) => PHONE.test(value.trim());

/** Customer spec §5: a diner's delivery phone holds only digits, spaces, hyphens, parentheses and plus (the checkout schema's pattern). */
export const PHONE_CHARACTERS_PATTERN = '^[0-9 ()+-]*$';
export const hasOnlyPhoneCharacters = (value: string) => new RegExp(PHONE_CHARACTERS_PATTERN).test(value);

/** The spec asks only for "at least 11 characters"; a real BVN is exactly 11 digits. */
export const isLongEnoughBvn = (value: string) => value.trim().length >= BVN_LENGTH;
export const isBvn = (value: string) => new RegExp(`^\\d{${BVN_LENGTH}}$`).test(value.trim());

/** A NUBAN account number: ten digits. */
export const isAccountNumber = (value: string) => /^\d{10}$/.test(value.trim());

/** True when every value has something other than spaces in it. */
export const allFilled = (...values: string[]) => values.every((value) => value.trim() !== '');

export const tooLongMessage = (label: string, max: number) => `${label} must be at most ${max} characters.`;

/** The widths pictures are served at (`/api/images/:id?w=320`): thumbnails, details, logos. */
export const IMAGE_WIDTHS = [96, 192, 320, 640, 960] as const;

/** Every resized copy of a stored picture, for `srcset`; none for a picture that is not stored by Troo. */
export const imageVariants = (url: string | null | undefined, widths: readonly number[] = IMAGE_WIDTHS) =>
  url?.startsWith('/api/images/') ? widths.map((width) => ({ url: `${url}?w=${width}`, width })) : [];

/**
 * The streams send a comment this often: proxies (60 s idle limits are common) keep them open, and a
 * client that hears nothing for about two of them knows its connection is dead (a tablet that lost
 * its network often sees no error at all), within the 10 s a kitchen may wait to be told.
 */
export const ORDER_STREAM_HEARTBEAT_MS = 4_000;

/** How long the display offers Undo after Serve. */
export const SERVE_UNDO_MS = 10_000;
/** The server's window for that Undo: the display's, plus the time a slow network takes to carry the tap. */
export const SERVE_UNDO_SERVER_MS = SERVE_UNDO_MS + 5_000;
export const SERVE_UNDO_TOO_LATE = 'Too late to undo: the order was served more than 10 seconds ago.';
