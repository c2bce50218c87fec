import { expect, test } from '../support/fixtures';
import { DEMO, demoBranchId, qrLandingUrl } from '../support/demo';

// The shell's service worker keeps release files on the phone; a kept copy that is not the file its
// release recorded (changed where it was served, or on the phone) is never shown: the worker drops it
// and fetches the file again, and the page works.
test.use({ serviceWorkers: 'allow' });

const RELEASE_FILES = 'troo-release-files-1';

test("a kept release file that no longer matches its integrity is replaced from the network, and the diner's page works", async ({
  page,
  baseURL,
}) => {
  const url = qrLandingUrl(await demoBranchId(baseURL!), 5);
  await page.goto(url);
  await expect(page.getByRole('heading', { name: DEMO.businessName })).toBeVisible();
  // The ordering remote's screen chunk the page named with an integrity, once the worker keeps it.
  const hinted = await page.evaluate((): string | undefined =>
    Array.from(document.querySelectorAll('link[rel="preload"][as="script"][integrity]'), (link) => (link as HTMLLinkElement).href).find(
      (href) => /\/remotes\/ordering\/[^/]+\/__federation_expose_QrLanding\./.test(href),
    ),
  );
  expect(hinted).toBeTruthy();
  await expect
    .poll(() =>
      page.evaluate(async ({ cache, file }) => Boolean(await (await caches.open(cache)).match(file)), {
        cache: RELEASE_FILES,
        file: hinted!,
      }),
    )
    .toBe(true);

  // The phone's copy changed: what the operator found on a server, here on the phone.
  await page.evaluate(
    async ({ cache, file }) => {
      const kept = (await (await caches.open(cache)).match(file))!;
      const text = (await kept.text()).split('Start Your Order').join('Start Your Order (TAMPERED)');
      await (await caches.open(cache)).put(file, new Response(text, { headers: { 'Content-Type': 'text/javascript' } }));
    },
    { cache: RELEASE_FILES, file: hinted! },
  );

  await page.reload();
  await expect(page.getByRole('button', { name: 'Start Your Order', exact: true })).toBeVisible();
  await expect(page.getByText(/TAMPERED/)).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'This part of Troo is unavailable' })).toHaveCount(0);
  // What the phone keeps now is the release's file again.
  await expect
    .poll(() =>
      page.evaluate(async ({ cache, file }) => (await (await (await caches.open(cache)).match(file))?.text())?.includes('TAMPERED'), {
        cache: RELEASE_FILES,
        file: hinted!,
      }),
    )
    .toBe(false);
});
