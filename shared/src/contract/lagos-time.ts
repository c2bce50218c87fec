// Time as a restaurant in Nigeria counts it: Africa/Lagos is UTC+1 all year (no daylight saving).
// "Today", "tomorrow", opening hours and report days are Lagos days, wherever the server or the
// phone runs, so the server and the screens agree on them.

/** For Intl.DateTimeFormat: how screens print a time on the restaurant's clock, whatever the device's. */
export const LAGOS_TIME_ZONE = 'Africa/Lagos';

const LAGOS_OFFSET_MS = 60 * 60 * 1000;
export const DAY_MS = 24 * 60 * 60 * 1000;

/** A Date whose UTC fields read Lagos wall-clock time (getUTCDay, getUTCHours…). */
export const lagosWallClock = (now: Date) => new Date(now.getTime() + LAGOS_OFFSET_MS);

/** YYYY-MM-DD in Lagos, `days` after the day of `now`. */
export function lagosDate(now: Date = new Date(), days = 0): string {
  return new Date(lagosWallClock(now).getTime() + days * DAY_MS).toISOString().slice(0, 10);
}

/** The instant a Lagos date (YYYY-MM-DD) begins: midnight in Lagos is 23:00 UTC the day before. */
export const lagosMidnight = (date: string) => new Date(new Date(`${date}T00:00:00Z`).getTime() - LAGOS_OFFSET_MS);

/** How far ahead a delivery may be scheduled: a year of Lagos days from today. */
export const SCHEDULE_DAYS_AHEAD = 365;

/** Whether `text` is a real calendar date written YYYY-MM-DD (not 2026-99-99, 2027-02-30 or 0000-01-01). */
export function isCalendarDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text) || text < '0001-01-01') return false;
  const parsed = new Date(`${text}T00:00:00Z`);
  // Date rolls 02-30 over into March: a real date reads back as written.
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === text;
}

// A scheduled day is a Lagos calendar date already: written as it is, whatever the device's zone.
// Made on first use: a date format reads the locale's data, a long step no page's start should pay.
let dueDay: Intl.DateTimeFormat | null = null;

/**
 * When a scheduled order is due, in Lagos time ('Fri 27 Nov, 12:30'), or null when it is not scheduled.
 * A day that is no calendar date (kept before the server checked them) is shown as it was written:
 * formatting it would throw and take the whole screen down.
 */
export function dueText(order: { scheduled_for: string | null; scheduled_time: string | null }): string | null {
  if (!order.scheduled_for) return null;
  dueDay ??= new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
  const day = isCalendarDate(order.scheduled_for) ? dueDay.format(new Date(`${order.scheduled_for}T00:00:00Z`)) : order.scheduled_for;
  return order.scheduled_time ? `${day}, ${order.scheduled_time}` : day;
}
