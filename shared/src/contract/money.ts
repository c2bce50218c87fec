// Money as people read it, in the contract so the screens and the API's own pages print it alike.
const formatter = new Intl.NumberFormat('en-NG', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** ₦1,250.00 from an amount in naira. */
export function formatNaira(amount: number): string {
  return `₦${formatter.format(Number.isFinite(amount) ? amount : 0)}`;
}

/** ₦1,250.00 from integer kobo, the unit the server counts money in. */
export function formatKobo(kobo: number): string {
  return formatNaira(kobo / 100);
}
