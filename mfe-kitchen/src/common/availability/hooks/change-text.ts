import { LAGOS_TIME_ZONE, lagosDate, type AvailabilityChange } from '@troo/shared/contract';

// The last change to a switch, as the kitchen reads it: "Sold out by Ada, 19:42" (Lagos time; the
// day too when it was not today).

const time = new Intl.DateTimeFormat('en-GB', { timeZone: LAGOS_TIME_ZONE, hour: '2-digit', minute: '2-digit' });
const day = new Intl.DateTimeFormat('en-GB', { timeZone: LAGOS_TIME_ZONE, day: 'numeric', month: 'short' });

function when(at: string, now: Date): string {
  const moment = new Date(at);
  const clock = time.format(moment);
  return lagosDate(moment) === lagosDate(now) ? clock : `${day.format(moment)} ${clock}`;
}

/** A dish's or option's last change. */
export const soldOutChangeText = (change: AvailabilityChange, now = new Date()) =>
  `${change.unavailable ? 'Sold out' : 'Back on sale'} by ${change.by}, ${when(change.at, now)}`;

/** The outlet's ordering's last change. */
export const pauseChangeText = (change: AvailabilityChange, now = new Date()) =>
  `${change.unavailable ? 'Paused' : 'Resumed'} by ${change.by}, ${when(change.at, now)}`;
