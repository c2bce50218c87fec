// Naira and kobo, once for the screens and the API: the server counts integer kobo, the wire and the
// screens speak naira (customer spec), and everyone prints it the same way.

/**
 * A typed-in amount of naira ('1,500', '250.5', '.50', 2500): 0 or more, at most two decimals, below
 * ten million; commas and spaces between digits are ignored. Null for anything else.
 */
export function parseNaira(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.replace(/[,\s]/g, '') : '';
  return /^(\d{1,7}(\.\d{0,2})?|\.\d{1,2})$/.test(text) ? Number(text) : null;
}

/** The kobo of a typed-in amount of naira (parseNaira), else null. */
export function nairaToKobo(value: unknown): number | null {
  const naira = parseNaira(value);
  return naira === null ? null : koboOf(naira);
}

/** An amount in naira as whole kobo, to the nearest kobo. */
export const koboOf = (naira: number) => Math.round(naira * 100);

/** Naira over the wire from the kobo the server counts. */
export const koboToNaira = (kobo: number) => kobo / 100;

/** Naira to the nearest kobo: a sum or a share of prices stays an amount someone can pay. */
export const roundToKobo = (naira: number) => koboToNaira(koboOf(naira));

// Written by hand, not with Intl.NumberFormat: making a number format reads the locale's data, one
// step of about 40 ms (150 ms on a slow phone) in the middle of the menu's first render.

/** ₦1,250.00 from integer kobo, the unit the server counts money in. */
export function formatKobo(kobo: number): string {
  const whole = Number.isFinite(kobo) ? Math.round(kobo) : 0;
  const size = Math.abs(whole);
  const naira = String(Math.floor(size / 100)).replace(/\B(?=(\d{3})+$)/g, ',');
  const kobos = String(size % 100).padStart(2, '0');
  return `₦${whole < 0 ? '-' : ''}${naira}.${kobos}`;
}

/** ₦1,250.00 from an amount in naira. */
export function formatNaira(amount: number): string {
  return formatKobo(Number.isFinite(amount) ? koboOf(amount) : 0);
}
