import type { Browser } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { buildRemoteCandidate } from '../support/candidate-build';
import { demoBranchId, qrLandingUrl } from '../support/demo';
import { remotes } from '../support/releases';

// A canary of the ordering remote: its next version, built for real, served to half of the
// visitors (sticky per visitor), then aborted.

const START = 'src/features/qr-landing/components/StartOrderFlow.tsx';
const CANARY_TEXT = 'Start Your Order (canary)';

/** One diner's phone: its own cookies, so its own bucket. */
async function visitor(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
  const page = await context.newPage();
  /** Which version the QR landing showed this visitor: the button's text says. */
  const sees = async (url: string) => {
    await page.goto(url);
    const button = page.getByRole('button', { name: /^Start Your Order/ });
    await expect(button).toBeVisible();
    return (await button.textContent()) === CANARY_TEXT ? 'canary' : 'live';
  };
  const bucket = async () => Number((await context.cookies()).find((cookie) => cookie.name === 'troo-bucket')?.value);
  return { sees, bucket, close: () => context.close() };
}

test('a canary at 50% reaches some visitors and not others, each staying on its side, until abort returns everyone', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const candidate = await buildRemoteCandidate('mfe-ordering', 'ordering', [
    { file: START, from: '>Start Your Order</Button>', to: `>${CANARY_TEXT}</Button>` },
  ]);
  const url = qrLandingUrl(await demoBranchId(baseURL!));
  const visitors: Awaited<ReturnType<typeof visitor>>[] = [];
  try {
    const version = remotes('publish', 'ordering', candidate.dist).match(/published (\S+)/)![1]!;
    expect(remotes('canary', 'ordering', version, '50', '--by', 'e2e')).toContain(`canary ${version} serves 50% of visitors`);

    // New visitors until both sides have been seen: each is on the side its bucket says.
    const seen = new Set<string>();
    while (seen.size < 2 && visitors.length < 30) {
      const phone = await visitor(browser, baseURL!);
      visitors.push(phone);
      const side = await phone.sees(url);
      expect(side).toBe((await phone.bucket()) < 50 ? 'canary' : 'live');
      seen.add(side);
    }
    expect([...seen].sort()).toEqual(['canary', 'live']);

    // Sticky: every visitor sees the same version on the next load.
    for (const phone of visitors) expect(await phone.sees(url)).toBe((await phone.bucket()) < 50 ? 'canary' : 'live');

    expect(remotes('abort', 'ordering', '--by', 'e2e')).toContain(`canary ${version} aborted`);
    for (const phone of visitors) expect(await phone.sees(url)).toBe('live');
  } finally {
    await Promise.all(visitors.map((phone) => phone.close()));
    if (/canary: /.test(remotes('list'))) remotes('abort', 'ordering', '--by', 'e2e');
    candidate.remove();
  }
});
