import assert from 'node:assert/strict';
import { test } from 'node:test';
import { orderingState } from '../src/domain/ordering-state.js';

// 2026-11-23 is a Monday (day 1). Lagos = UTC+1.
const lagos = (iso: string) => new Date(`${iso}+01:00`);
const weekdays = [1, 2, 3, 4, 5].map((day) => ({ day, opens: '09:00', closes: '22:00' }));

test('an outlet without opening hours is always open, unless its owner paused ordering', () => {
  assert.deepEqual(orderingState({ orderingPaused: false, openingHours: null }, lagos('2026-11-23T03:00:00')), { accepting: true });
  assert.deepEqual(orderingState({ orderingPaused: true, openingHours: null }, lagos('2026-11-23T12:00:00')), {
    accepting: false,
    reason: 'paused',
  });
});

test('opening hours are read in Lagos time, closing time excluded', () => {
  const outlet = { orderingPaused: false, openingHours: weekdays };
  assert.equal(orderingState(outlet, lagos('2026-11-23T08:59:00')).accepting, false);
  assert.equal(orderingState(outlet, lagos('2026-11-23T09:00:00')).accepting, true);
  assert.equal(orderingState(outlet, lagos('2026-11-23T21:59:00')).accepting, true);
  assert.deepEqual(orderingState(outlet, lagos('2026-11-23T22:00:00')), { accepting: false, reason: 'closed' });
  // 08:30 UTC is 09:30 in Lagos: open.
  assert.equal(orderingState(outlet, new Date('2026-11-23T08:30:00Z')).accepting, true);
  // Sunday has no entry.
  assert.equal(orderingState(outlet, lagos('2026-11-22T12:00:00')).accepting, false);
});

test('a bar open past midnight is open in the early hours of the next day only', () => {
  const saturdayNight = { orderingPaused: false, openingHours: [{ day: 6, opens: '18:00', closes: '02:00' }] };
  assert.equal(orderingState(saturdayNight, lagos('2026-11-28T23:30:00')).accepting, true);
  assert.equal(orderingState(saturdayNight, lagos('2026-11-29T01:59:00')).accepting, true);
  assert.equal(orderingState(saturdayNight, lagos('2026-11-29T02:00:00')).accepting, false);
  assert.equal(orderingState(saturdayNight, lagos('2026-11-28T01:00:00')).accepting, false);
});
