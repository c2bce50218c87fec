import { DATE_FILTER_INVALID, DAY_MS, FIRST_REPORT_DAY, lagosDate, lagosMidnight, type DateFilterQuery } from '@troo/shared/contract';
import { BadRequest } from '../../errors.js';

// A reporting period as Lagos days: [from, to) in UTC instants, and the list of its dates.

export interface Period {
  from: Date;
  to: Date;
  days: string[];
}

/**
 * A day that exists: 2026-99-99 or 2026-02-30 would otherwise become no date, or another one; and one
 * from 2000 on, as years 0000 and 0001 are instants the database cannot be asked about.
 */
const isRealDay = (date: string) => {
  if (date < FIRST_REPORT_DAY) return false;
  const midnight = lagosMidnight(date);
  return !Number.isNaN(midnight.getTime()) && lagosDate(midnight) === date;
};

function periodOf(first: string, last: string): Period {
  if (!isRealDay(first) || !isRealDay(last)) throw new BadRequest(DATE_FILTER_INVALID);
  const from = lagosMidnight(first);
  const to = new Date(lagosMidnight(last).getTime() + DAY_MS);
  const count = Math.round((to.getTime() - from.getTime()) / DAY_MS);
  if (count < 1 || count > 366) throw new BadRequest(DATE_FILTER_INVALID);
  const days = Array.from({ length: count }, (_, i) => lagosDate(from, i));
  return { from, to, days };
}

/** today (the default); the last `number_of_days` days up to and with today; or startDate…endDate. */
export function periodFrom(query: DateFilterQuery, now = new Date()): Period {
  const today = lagosDate(now);
  if (query.date_filter === 'date_range') {
    if (!query.startDate || !query.endDate) throw new BadRequest(DATE_FILTER_INVALID);
    return periodOf(query.startDate, query.endDate);
  }
  if (query.date_filter === 'number_of_days' || (!query.date_filter && query.number_of_days)) {
    const days = Number(query.number_of_days ?? '1');
    return periodOf(lagosDate(now, -(days - 1)), today);
  }
  return periodOf(today, today);
}
