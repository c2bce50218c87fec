import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { buildAllWithNewerRuntime } from '../support/candidate-build';
import { remotes, remotesInBackground, remotesRefused } from '../support/releases';

/** An app's live version, as the release CLI lists it (what the next page load gets). */
const live = (app: string) => remotes('list').match(new RegExp(`^${app}\\s+live: (\\S+)$`, 'm'))![1]!;

/** Opens the Tip screen (checkout) and says what it showed: the screen, or why not. */
async function openTip(page: Page): Promise<string> {
  await page.goto('/demo/tip/online_ordering');
  const shown = page
    .getByRole('heading', { name: 'Tip' })
    .or(page.getByRole('heading', { name: 'This screen failed to start' }))
    .or(page.getByRole('heading', { name: 'This part of Troo is unavailable' }));
  return (await shown.first().textContent()) ?? '';
}

test('a runtime change: a remote alone is refused; released with the shell while a phone reloads, nothing fails', async ({ page }) => {
  test.setTimeout(240_000);
  const [shellBefore, checkoutBefore] = [live('shell'), live('checkout')];
  const candidate = await buildAllWithNewerRuntime();
  const apps = Object.keys(candidate.dists);
  try {
    // Uncompressed: built in another folder (other module ids), nearly every file is new to the
    // releases, and zopfli and brotli over six apps would cost more CPU than the rest of the test.
    const versions = Object.fromEntries(
      apps.map((app) => [app, remotes('publish', app, candidate.dists[app]!, '--uncompressed').match(/published (\S+)/)![1]!]),
    );
    const [shell, checkout] = [versions.shell!, versions.checkout!];

    // Alone, the checkout is refused: the message names the app, both runtime versions and the fix.
    const refusal = remotesRefused('release', 'checkout', checkout);
    expect(refusal).toContain(`checkout ${checkout} cannot run on shell ${shellBefore}`);
    expect(refusal).toContain(`@troo/shared/runtime: needs ${candidate.runtimeVersion} (built against ${candidate.runtimeVersion})`);
    expect(refusal).toContain('npm run remotes -- release shell checkout');
    expect(live('checkout')).toBe(checkoutBefore);

    // A phone reloads the screen throughout the release of all of them as one change: every load shows it.
    const failedScripts: string[] = [];
    page.on('requestfailed', (request) => {
      if (request.resourceType() === 'script') failedScripts.push(request.url());
    });
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script' && response.status() >= 400) failedScripts.push(response.url());
    });
    const greeted = page.waitForEvent('console', (message) => message.text() === 'from a newer runtime');
    const shown: string[] = [await openTip(page)];
    // The design tokens come with the shell (@troo/shared/styles), not with any remote.
    const token = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--troo-space-4').trim());
    expect(token).not.toBe('');
    const released = remotesInBackground('release', ...apps.map((app) => `${app}@${versions[app]}`), '--by', 'e2e');
    let done = false;
    void released.finally(() => (done = true)).catch(() => undefined);
    while (!done) shown.push(await openTip(page));
    await released;
    const during = shown.length - 1;
    expect(during, 'loads begun while the release ran').toBeGreaterThan(0);
    // Two more after the switch: the new shell with the new checkout.
    shown.push(await openTip(page), await openTip(page));
    await greeted;
    expect(
      shown.every((heading) => heading === 'Tip'),
      shown.join(', '),
    ).toBe(true);
    expect(failedScripts).toEqual([]);
    expect([live('shell'), live('checkout')]).toEqual([shell, checkout]);
    // Rolled back as one, all return.
    remotes('rollback', ...apps, '--by', 'e2e');
    expect([live('shell'), live('checkout')]).toEqual([shellBefore, checkoutBefore]);

    // Forced alone onto the old shell, strictVersion on the runtime refuses it by name at run time: the
    // route shows its fallback (a code failure: the same files would fail again), never a blank screen.
    expect(remotes('release', 'checkout', checkout, '--force', '--by', 'e2e')).toContain('forced over the release guard');
    const report = page.waitForRequest((request) => request.url().endsWith('/api/remote-errors'));
    expect(await openTip(page)).toBe('This screen failed to start');
    await expect(page.getByRole('button', { name: 'Reload' })).toBeVisible();
    expect((await report).postDataJSON()).toMatchObject({ remote: 'checkout', version: checkout, kind: 'code' });
    remotes('rollback', 'checkout', '--by', 'e2e');
  } finally {
    candidate.remove();
  }
  expect(live('checkout')).toBe(checkoutBefore);
  expect(await openTip(page)).toBe('Tip');
});
