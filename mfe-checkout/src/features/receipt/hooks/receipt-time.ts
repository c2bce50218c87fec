// The receipt's time: hours:minutes:seconds, then weekday, day, month and year, in Lagos time
// (where the restaurant is), e.g. "14:05:09 Sunday, 22 November 2026".
import { LAGOS_TIME_ZONE } from '@troo/shared/contract';

const clock = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hour12: false,
  timeZone: LAGOS_TIME_ZONE,
});
const day = new Intl.DateTimeFormat('en-GB', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: LAGOS_TIME_ZONE,
});

export function receiptTime(iso: string): string {
  const date = new Date(iso);
  return `${clock.format(date)} ${day.format(date)}`;
}
