// Calendar days in Lagos (UTC+1 all year): what "today" and "tomorrow" mean to a diner and a kitchen.

const LAGOS_OFFSET_MS = 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** YYYY-MM-DD in Lagos, `days` after the day of `now`. */
export function lagosDate(now: Date = new Date(), days = 0): string {
  return new Date(now.getTime() + LAGOS_OFFSET_MS + days * DAY_MS).toISOString().slice(0, 10);
}
