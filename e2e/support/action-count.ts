import type { Locator, Page } from '@playwright/test';

/**
 * Counts what a person does (a tap, a field filled, a code scanned), for tests of how many actions a
 * task takes. Waiting and reading are not actions.
 */
export function actionCounter() {
  let count = 0;
  const counted = async (act: () => Promise<unknown>) => {
    count += 1;
    await act();
  };
  return {
    get count() {
      return count;
    },
    tap: (target: Locator) => counted(() => target.click()),
    type: (field: Locator, text: string) => counted(() => field.fill(text)),
    /** A phone camera opening a scanned code's address. */
    scan: (page: Page, url: string) => counted(() => page.goto(url)),
  };
}
