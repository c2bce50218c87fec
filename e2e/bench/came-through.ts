import type { Page } from '@playwright/test';

/**
 * Opens the page a diner comes through before a route (BenchRoute.before) and waits until its
 * screen has taken over from the server's first paint and its effects have run: those keep what the
 * route needs (the ordering context, in the store and its cookies). The network going quiet alone
 * came before them in one load of three, and item details was then measured for a diner
 * with no business ("This link is not complete", no first paint).
 */
export async function openPageBefore(page: Page, url: string): Promise<void> {
  await page.goto(url, { waitUntil: 'networkidle', timeout: 90_000 });
  await page.waitForFunction(
    () => document.querySelector('#root > *') !== null && !document.getElementById('troo-first-paint'),
    undefined,
    {
      timeout: 60_000,
    },
  );
  // The screen's passive effects run in a task after its commit: one frame and one task later they have.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
  await page.waitForLoadState('networkidle');
}
