import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { demoBranchId, qrLandingUrl } from '../support/demo';
import { keptWithItsFiles, pageVersion } from '../support/kept-on-phone';
import { remotes } from '../support/releases';
import { rehashEditedBuild } from '../support/rebuilt-release';

// A phone that kept a diner's page with a bad version of a remote, after the operator rolled that
// version back: its next visit shows the kept page at once and runs the version the server has live.
test.use({ serviceWorkers: 'allow' });

const MARKER = 'Start Your Order (version B)';

/** The ordering remote's scripts this load ran, and the stylesheets its document links. */
const orderingFilesInUse = (page: Page) =>
  page.evaluate(() => {
    const ordering = (urls: string[]) => urls.map((url) => new URL(url).pathname).filter((file) => file.startsWith('/remotes/ordering/'));
    return {
      scripts: ordering(
        performance
          .getEntriesByType('resource')
          .map((entry) => entry.name)
          .filter((url) => url.endsWith('.js')),
      ),
      stylesheets: ordering(Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]'), (link) => link.href)),
    };
  });

/** Publishes a build of the ordering remote from `version` whose landing screen says MARKER: version B. */
function publishVersionB(version: string): string {
  const build = mkdtempSync(path.join(tmpdir(), 'troo-ordering-b-'));
  cpSync(path.join(process.env.TROO_RELEASES_DIR!, 'ordering', version), build, {
    recursive: true,
    filter: (file) => !/\.(gz|br)$/.test(file) && !file.endsWith('release.json'),
  });
  const manifest = JSON.parse(readFileSync(path.join(build, 'mf-manifest.json'), 'utf8')) as {
    exposes: { name: string; assets: { js: { sync: string[] } } }[];
  };
  const screenFiles = manifest.exposes.find((expose) => expose.name === 'QrLanding')!.assets.js.sync.map((file) => path.join(build, file));
  const withButton = screenFiles.find((file) => readFileSync(file, 'utf8').includes('Start Your Order'))!;
  writeFileSync(withButton, readFileSync(withButton, 'utf8').split('Start Your Order').join(MARKER));
  rehashEditedBuild(build);
  const published = remotes('publish', 'ordering', build).match(/published (\S+)/)![1]!;
  rmSync(build, { recursive: true });
  return published;
}

test('a page kept with a version since rolled back runs the live version on its next load, drawn at once from the phone', async ({
  page,
  baseURL,
}) => {
  const url = qrLandingUrl(await demoBranchId(baseURL!), 9);
  const a = remotes('list').match(/^ordering {2}live: (\S+)$/m)![1]!;
  const b = publishVersionB(a);

  remotes('release', 'ordering', b);
  let rolledBack = false;
  try {
    // The diner's first visit: the phone keeps the page with B (and B's files).
    await page.goto(url);
    await expect(page.getByRole('button', { name: MARKER })).toBeVisible();
    await keptWithItsFiles(page, url);

    remotes('rollback', 'ordering', a);
    rolledBack = true;

    // The next visit: the kept page (its registry still names B) shows at once, and runs A.
    await page.reload();
    await expect(page.locator('meta[name="troo-kept-page"]')).toHaveCount(1);
    expect(await pageVersion(page, 'ordering')).toBe(b);
    await expect(page.getByRole('button', { name: 'Start Your Order', exact: true })).toBeVisible();
    await expect(page.getByText(MARKER)).toHaveCount(0);
    // A whole: its scripts, and its stylesheets in place of those the kept page linked for its first paint.
    const { scripts, stylesheets } = await orderingFilesInUse(page);
    expect(scripts.length).toBeGreaterThan(0);
    expect(stylesheets.length).toBeGreaterThan(0);
    expect([...scripts, ...stylesheets].filter((file) => !file.startsWith(`/remotes/ordering/${a}/`))).toEqual([]);
  } finally {
    if (!rolledBack) remotes('rollback', 'ordering', a);
  }
});
