import { lagosDate, lagosMidnight } from '@troo/shared/contract';

/** A second past midnight, so the server's clock agrees the new Lagos day has begun. */
const MARGIN_MS = 1000;

/** How long until the next Lagos day begins (when scheduled orders of that day join the Order tab). */
export function msToNextLagosDay(now = new Date()): number {
  return lagosMidnight(lagosDate(now, 1)).getTime() - now.getTime() + MARGIN_MS;
}
