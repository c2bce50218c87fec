import type { Browser } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { buildRemoteCandidate } from '../support/candidate-build';
import { demoBranchId, qrLandingUrl } from '../support/demo';
import { remotes } from '../support/releases';
import { CANARY_MIN_PAGE_LOADS } from '../support/worker-troo';

// A canary of the ordering remote: its next version, built for real, served to half of the
// visitors (sticky per visitor), then aborted by hand, or by the server when its screens fail.
// Candidates are published uncompressed: built in another folder, nearly every file of theirs is
// new to the releases, and compressing them all is most of the CPU a publish takes.

const START = 'src/features/qr-landing/components/StartOrderFlow.tsx';
const CANARY_TEXT = 'Start Your Order (canary)';

/** The bucket a cookie the server gave says ("37.<signature>": signed, so a test cannot choose one). */
const bucketIn = (value: string | undefined) => Number(value?.split('.')[0]);

/**
 * A bucket cookie as the server signs it, on the canary's side (bucket < 50) or the live one: asked
 * for as new visitors do, until the server gives one of that side.
 */
async function signedBucketCookie(url: string, side: 'canary' | 'live') {
  for (let visitors = 0; visitors < 40; visitors++) {
    const response = await fetch(url, { redirect: 'manual' });
    const value = /^troo-bucket=([^;]+)/.exec(response.headers.getSetCookie().find((c) => c.startsWith('troo-bucket=')) ?? '')?.[1];
    if (value && bucketIn(value) < 50 === (side === 'canary')) return value;
  }
  throw new Error(`no new visitor was given a bucket of the ${side} side`);
}

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
  const bucket = async () => bucketIn((await context.cookies()).find((cookie) => cookie.name === 'troo-bucket')?.value);
  return { sees, bucket, close: () => context.close() };
}

test('a canary at 50% reaches some visitors and not others, each staying on its side, until abort returns everyone', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const candidate = await buildRemoteCandidate('mfe-ordering', 'ordering', [
    { file: START, from: '>Start Your Order</Button>', to: `>${CANARY_TEXT}</Button>` },
    { file: 'src/first-paint.tsx', from: '<Button>Start Your Order</Button>', to: `<Button>${CANARY_TEXT}</Button>` },
  ]);
  const url = qrLandingUrl(await demoBranchId(baseURL!));
  const visitors: Awaited<ReturnType<typeof visitor>>[] = [];
  try {
    const version = remotes('publish', 'ordering', candidate.dist, '--uncompressed').match(/published (\S+)/)![1]!;
    expect(remotes('canary', 'ordering', version, '50', '--by', 'e2e')).toContain(`canary ${version} serves 50% of visitors`);

    // The page arrives painted by the side's own release: the candidate's first-paint.cjs for its buckets.
    const paintFor = async (side: 'canary' | 'live') => {
      const cookie = `troo-bucket=${await signedBucketCookie(`${baseURL}${url}`, side)}`;
      const page = await (await fetch(`${baseURL}${url}`, { headers: { cookie } })).text();
      return /<div id="troo-first-paint"[^>]*>([\s\S]*?)<div id="root">/.exec(page)?.[1] ?? '';
    };
    expect(await paintFor('canary')).toContain(CANARY_TEXT);
    const livePaint = await paintFor('live');
    expect(livePaint).toContain('>Start Your Order<');
    expect(livePaint).not.toContain(CANARY_TEXT);

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

test('a canary whose screen throws on render is aborted by its error count, and its visitors are back on the live version', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  // Thrown in the browser only: the server's first paint still draws, React's render then fails.
  const candidate = await buildRemoteCandidate('mfe-ordering', 'ordering', [
    {
      file: START,
      from: '  const [name, setName]',
      to: "  if (typeof window !== 'undefined') throw new Error('the candidate breaks on render');\n  const [name, setName]",
    },
  ]);
  const url = qrLandingUrl(await demoBranchId(baseURL!));
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
  try {
    const version = remotes('publish', 'ordering', candidate.dist, '--uncompressed').match(/published (\S+)/)![1]!;
    remotes('canary', 'ordering', version, '50', '--by', 'e2e');
    // A visitor on the candidate's side, loading the page as often as the watch needs. Its phone's
    // reports carry the page's token, so they count: the server believes the pages it served.
    await context.addCookies([{ name: 'troo-bucket', value: await signedBucketCookie(`${baseURL}${url}`, 'canary'), url: baseURL! }]);
    const page = await context.newPage();
    const failedToStart = page.getByRole('heading', { name: /failed to start/i });
    const live = page.getByRole('button', { name: 'Start Your Order' });
    let loads = 0;
    // The server judges canaries from what phones reported (20 page loads at least, over 10% failing):
    // every 10 s by default; every second, from 5 page loads, on the test servers (support/worker-troo.ts).
    await expect(async () => {
      await page.goto(url);
      await expect(failedToStart.or(live)).toBeVisible();
      loads += 1;
      expect(await live.isVisible()).toBe(true);
    }).toPass({ timeout: 120_000, intervals: [250] });
    expect(loads).toBeGreaterThanOrEqual(CANARY_MIN_PAGE_LOADS);
    const abort = remotes('history', 'ordering').trim().split('\n').at(-1)!;
    expect(abort).toMatch(
      new RegExp(
        `ordering {2}abort {2}${version} → \\S+ {2}\\(50%\\) {2}by canary watch \\(automatic\\) {2}because \\d+ failures in \\d+ page loads`,
      ),
    );
    expect(remotes('list')).not.toMatch(/canary: /);
  } finally {
    await context.close();
    if (/canary: /.test(remotes('list'))) remotes('abort', 'ordering', '--by', 'e2e');
    candidate.remove();
  }
});
