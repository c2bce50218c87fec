import { lagosWallClock } from '@troo/shared/contract';

// Whether an outlet takes orders now: the owner's pause switch, then the weekly opening hours.
// Hours are Lagos wall-clock times (Africa/Lagos is UTC+1 all year, no daylight saving).

export interface OpeningHoursEntry {
  /** 0 = Sunday … 6 = Saturday, the day the opening starts. */
  day: number;
  /** "HH:MM", 24-hour. */
  opens: string;
  /** "HH:MM"; at or before `opens` means the outlet closes after midnight, on the next day. */
  closes: string;
}

export interface OutletOrderingSettings {
  orderingPaused: boolean;
  /** null = always open. */
  openingHours: OpeningHoursEntry[] | null;
}

export type OrderingState = { accepting: true } | { accepting: false; reason: 'paused' | 'closed' };

const MINUTES_PER_DAY = 24 * 60;

function minutesOf(time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

/** Is `minute` of `day` (Lagos) inside the opening that starts on entry.day? */
function withinEntry(entry: OpeningHoursEntry, day: number, minute: number): boolean {
  const opens = minutesOf(entry.opens);
  const closes = minutesOf(entry.closes);
  if (closes > opens) return entry.day === day && minute >= opens && minute < closes;
  // Runs past midnight: the evening of its own day and the early hours of the next.
  return (entry.day === day && minute >= opens) || ((entry.day + 1) % 7 === day && minute < closes);
}

export function orderingState(outlet: OutletOrderingSettings, now: Date = new Date()): OrderingState {
  if (outlet.orderingPaused) return { accepting: false, reason: 'paused' };
  if (outlet.openingHours === null) return { accepting: true };
  const lagos = lagosWallClock(now);
  const day = lagos.getUTCDay();
  const minute = (lagos.getUTCHours() * 60 + lagos.getUTCMinutes()) % MINUTES_PER_DAY;
  return outlet.openingHours.some((entry) => withinEntry(entry, day, minute))
    ? { accepting: true }
    : { accepting: false, reason: 'closed' };
}
