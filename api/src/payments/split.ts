/**
 * Troo's share of a payment in kobo, for a split's `platformShareKobo`: the percentage (two
 * decimals at most) of the amount, rounded to the nearest kobo. Integer arithmetic: no float drift.
 */
export function platformShareKobo(amountKobo: number, percent: number): number {
  const basisPoints = Math.round(percent * 100);
  return Math.round((amountKobo * basisPoints) / 10_000);
}
