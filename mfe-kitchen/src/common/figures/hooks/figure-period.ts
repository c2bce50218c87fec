import type { DateFilterQuery } from '@troo/shared/contract';

// The periods the owner reads figures over. Daily, weekly and monthly are the last 1, 7 and 30 Lagos
// days up to and with today (the dashboard's and the report's cards); Today is since Lagos midnight.

export type FigurePeriod = 'Today' | 'Daily' | 'Weekly' | 'Monthly';

export const PERIOD_DAYS: Record<FigurePeriod, number> = { Today: 1, Daily: 1, Weekly: 7, Monthly: 30 };

/** The reporting calls' query for a period, for one outlet or (branchId null) the whole business. */
export function periodQuery(period: FigurePeriod, branchId: string | null): DateFilterQuery {
  const outlet = branchId ? { branch_id: branchId } : {};
  if (period === 'Today') return { date_filter: 'today', ...outlet };
  return { date_filter: 'number_of_days', number_of_days: String(PERIOD_DAYS[period]), ...outlet };
}

const weekday = new Intl.DateTimeFormat('en-GB', { weekday: 'short', timeZone: 'UTC' });

/** A Lagos date (YYYY-MM-DD) as a chart reads it: 'Mon 23' for a week, '23/11' for a month. */
export function dayLabel(date: string, days: number): string {
  const [, month, day] = date.split('-');
  if (days <= 7) return `${weekday.format(new Date(`${date}T00:00:00Z`))} ${Number(day)}`;
  return `${day}/${month}`;
}

/** A download's file name: what it holds and the period ('troo-orders-weekly'), for one outlet or all. */
export const csvName = (what: string, period: FigurePeriod) => `troo-${what.replace(/_/g, '-')}-${period.toLowerCase()}`;
