import type { OpeningHoursEntry } from '../ordering-state.js';

// Whether a bill has outlived its sitting: the outlet has closed (by its weekly opening hours, Lagos
// time, UTC+1 all year) at least once since the bill was opened. Such bills are listed for the owner,
// never closed by themselves: the money may still come.

const LAGOS_OFFSET_MS = 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
/** An outlet open round the clock has no closing time: a bill is flagged after a day. */
const ALWAYS_OPEN_LIMIT_MS = DAY_MS;

const minutesOf = (time: string) => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
};

/** When `entry`, opening on the Lagos day that starts at `dayStart`, closes. */
function closingOf(entry: OpeningHoursEntry, dayStart: number): number {
  const opens = minutesOf(entry.opens);
  const closes = minutesOf(entry.closes);
  // Closing at or before opening runs past midnight: it closes on the next day.
  return dayStart + (closes > opens ? 0 : DAY_MS) + closes * 60_000;
}

export function pastClosing(openingHours: OpeningHoursEntry[] | null, openedAt: Date, now = new Date()): boolean {
  if (openingHours === null || openingHours.length === 0) return now.getTime() - openedAt.getTime() > ALWAYS_OPEN_LIMIT_MS;
  // Lagos midnights from the day before the bill opened (an opening past midnight) to today.
  const firstDay = Math.floor((openedAt.getTime() + LAGOS_OFFSET_MS) / DAY_MS) - 1;
  const lastDay = Math.floor((now.getTime() + LAGOS_OFFSET_MS) / DAY_MS);
  for (let day = firstDay; day <= lastDay; day += 1) {
    const dayStart = day * DAY_MS - LAGOS_OFFSET_MS;
    const weekday = new Date(day * DAY_MS).getUTCDay();
    for (const entry of openingHours) {
      if (entry.day !== weekday) continue;
      const closing = closingOf(entry, dayStart);
      if (closing > openedAt.getTime() && closing <= now.getTime()) return true;
    }
  }
  return false;
}
