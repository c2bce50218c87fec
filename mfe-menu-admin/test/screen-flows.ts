import userEvent from '@testing-library/user-event';
import { collectToasts } from '@troo/shared/testing';

/**
 * Set-up for tests of whole screen flows: a longer time limit (each test is many taps and typing, on
 * a possibly busy machine), a user who types without a pause between keys (the screens do nothing per
 * key that needs one), and the toasts shown during the current test.
 */
export function screenFlows() {
  jest.setTimeout(15_000);
  let collected: ReturnType<typeof collectToasts>;
  beforeEach(() => {
    collected = collectToasts();
  });
  afterEach(() => collected.stop());
  return { user: userEvent.setup({ delay: null }), toasts: () => collected.toasts };
}
