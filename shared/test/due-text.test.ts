import { dueText, isCalendarDate } from '../src/contract';

// A scheduled day kept before the server checked them (2026-99-99) must not take down the
// kitchen's screens or the diner's receipt, which all print it through dueText.

describe('a scheduled day', () => {
  it('is a real calendar date or nothing', () => {
    for (const real of ['2026-11-27', '2028-02-29', '9999-12-31', '0001-01-01']) expect(isCalendarDate(real)).toBe(true);
    for (const bad of ['2026-99-99', '2027-13-45', '2027-02-29', '2027-02-30', '2026-11-31', '0000-01-01', '2026-1-1', '27/11/2026', ''])
      expect(isCalendarDate(bad)).toBe(false);
  });

  it('prints as a Lagos day and time, and a stored day that is no date as it was written, never throwing', () => {
    expect(dueText({ scheduled_for: '2026-11-27', scheduled_time: '12:30' })).toBe('Fri 27 Nov, 12:30');
    expect(dueText({ scheduled_for: '2026-99-99', scheduled_time: '12:30' })).toBe('2026-99-99, 12:30');
    expect(dueText({ scheduled_for: '2027-13-45', scheduled_time: null })).toBe('2027-13-45');
    expect(dueText({ scheduled_for: '2027-02-30', scheduled_time: '09:00' })).toBe('2027-02-30, 09:00');
    expect(dueText({ scheduled_for: null, scheduled_time: null })).toBeNull();
  });
});
