import { expect, type Page } from '@playwright/test';

/** The version of a remote the page's own registry names (what the server wrote into the page it shows). */
export const pageVersion = (page: Page, remote: string) =>
  page.evaluate(
    (name) =>
      (JSON.parse(document.getElementById('troo-registry')!.textContent) as { remotes: { name: string; version: string }[] }).remotes.find(
        (live) => live.name === name,
      )?.version,
    remote,
  );

/** The page the phone keeps for an address (its text), or null. */
export const keptPage = (page: Page, url: string) =>
  page.evaluate(async (address) => (await (await caches.match(address))?.text()) ?? null, new URL(url, page.url()).href);

/**
 * Waits until the phone keeps this page and every release file it loaded, from this origin or
 * wherever release files are served (a CDN).
 */
export async function keptWithItsFiles(page: Page, url: string) {
  await expect.poll(async () => (await keptPage(page, url)) !== null, { message: `${url} is kept` }).toBe(true);
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const files = performance
            .getEntriesByType('resource')
            .map((entry) => entry.name)
            .filter((name) => new URL(name).pathname.includes('/remotes/'));
          const missing = await Promise.all(files.map(async (file) => ((await caches.match(file)) ? null : file)));
          return missing.filter(Boolean);
        }),
      { message: 'every release file the page loaded is kept' },
    )
    .toEqual([]);
}
