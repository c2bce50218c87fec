import { LAGOS_TIME_ZONE } from '@troo/shared/contract';

const FORMAT = new Intl.DateTimeFormat('en-NG', {
  timeZone: LAGOS_TIME_ZONE,
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
});

/** '29 Nov, 14:05' in Lagos time. */
export const billTime = (iso: string) => FORMAT.format(new Date(iso));
