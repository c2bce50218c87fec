import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { pastClosing } from '../src/domain/tabs/past-closing.js';

// An open bill is flagged for the owner once the outlet has closed since it was opened (Lagos time).

const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, opens: '08:00', closes: '22:00' }));
/** A time in Lagos (UTC+1); 28 Nov 2026 is a Saturday, 29 Nov a Sunday. */
const lagos = (date: string, time: string) => new Date(`${date}T${time}:00+01:00`);

describe('pastClosing', () => {
  it('not before the closing time of the day the bill was opened; flagged after it', () => {
    const opened = lagos('2026-11-28', '19:00');
    assert.equal(pastClosing(EVERY_DAY, opened, lagos('2026-11-28', '21:59')), false);
    assert.equal(pastClosing(EVERY_DAY, opened, lagos('2026-11-28', '22:00')), true);
    assert.equal(pastClosing(EVERY_DAY, opened, lagos('2026-11-29', '09:00')), true);
  });

  it('an opening past midnight closes the next day', () => {
    const lateSaturday = [{ day: 6, opens: '18:00', closes: '02:00' }];
    const opened = lagos('2026-11-28', '23:30');
    assert.equal(pastClosing(lateSaturday, opened, lagos('2026-11-29', '01:59')), false);
    assert.equal(pastClosing(lateSaturday, opened, lagos('2026-11-29', '02:00')), true);
  });

  it('a closed day has no closing time; always open flags after a day', () => {
    const sundayOnly = [{ day: 0, opens: '10:00', closes: '16:00' }];
    assert.equal(pastClosing(sundayOnly, lagos('2026-11-28', '10:00'), lagos('2026-11-29', '09:00')), false);
    assert.equal(pastClosing(null, lagos('2026-11-28', '10:00'), lagos('2026-11-29', '09:59')), false);
    assert.equal(pastClosing(null, lagos('2026-11-28', '10:00'), lagos('2026-11-29', '10:01')), true);
  });
});
