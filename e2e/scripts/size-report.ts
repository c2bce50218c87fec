// npm run size: the JavaScript a phone downloads, cold, on the customer routes — per app and in
// total, as gzip bytes on the wire (federation runtime once). Budgets (CI fails above them, .ci/run):
// the QR landing 150 KB; reaching the menu list (online landing, then the list with its carousel)
// 185 KB in all. Item details, reached from the menu list, is reported with what it adds.
import { chromium, type Page } from '@playwright/test';
import type { CallResponse } from '@troo/shared/contract';
import { chromiumArgs, testChromiumPath } from '../support/chromium';
import { startTroo } from '../support/troo-server';

const KB = 1024;

function appOf(url: URL): string {
  const app = url.pathname.match(/^\/remotes\/([a-z_]+)\//)?.[1];
  return app && app !== 'shell' ? app : 'shell (incl. shared libraries and federation runtime)';
}

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

/** `npm run size -- --files`: every script each step added, with its bytes, to see what to cut. */
const listFiles = process.argv.includes('--files');

/** Bytes on the wire for a client that accepts gzip only (what the budgets are written in). */
async function wireBytes(url: string): Promise<number> {
  const response = await fetch(url, { headers: { 'accept-encoding': 'gzip' } });
  const body = Buffer.from(await response.arrayBuffer());
  // fetch decodes gzip; ask the server for the stored length instead when it was compressed.
  return response.headers.get('content-encoding') === 'gzip' ? Number(response.headers.get('content-length') ?? body.length) : body.length;
}

interface Journey {
  title: string;
  /** Steps in a fresh (cold) browser; each step's scripts are counted up to it. */
  steps: { name: string; budget?: number; run: (page: Page) => Promise<void> }[];
}

/** Runs a journey in a cold browser and prints the JavaScript each step needed, cumulatively. */
async function measure(journey: Journey): Promise<boolean> {
  const browser = await chromium.launch({ executablePath: testChromiumPath, args: chromiumArgs });
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  const scripts = new Set<string>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.add(response.url());
  });
  let within = true;
  let before = 0;
  const counted = new Set<string>();
  console.log(`\n${journey.title}`);
  for (const step of journey.steps) {
    await step.run(page);
    await page.waitForLoadState('networkidle');
    const perApp = new Map<string, { files: number; bytes: number }>();
    const perFile = new Map<string, number>();
    for (const url of scripts) {
      const app = appOf(new URL(url));
      const entry = perApp.get(app) ?? { files: 0, bytes: 0 };
      const bytes = await wireBytes(url);
      perFile.set(url, bytes);
      perApp.set(app, { files: entry.files + 1, bytes: entry.bytes + bytes });
    }
    const total = [...perApp.values()].reduce((sum, entry) => sum + entry.bytes, 0);
    console.log(`  ${step.name}, gzip bytes so far:`);
    for (const [app, entry] of [...perApp.entries()].sort((a, b) => b[1].bytes - a[1].bytes)) {
      console.log(`    ${app.padEnd(56)} ${String(entry.files).padStart(3)} files  ${kb(entry.bytes).padStart(9)}`);
    }
    const verdict = step.budget === undefined ? '' : `   budget ${kb(step.budget)}: ${total <= step.budget ? 'within' : 'OVER'}`;
    console.log(
      `    ${'total'.padEnd(56)} ${String(scripts.size).padStart(3)} files  ${kb(total).padStart(9)}   (+${kb(total - before)})${verdict}`,
    );
    if (listFiles) {
      for (const [url, bytes] of [...perFile.entries()].filter(([url]) => !counted.has(url))) {
        console.log(`      ${new URL(url).pathname.padEnd(78)} ${kb(bytes).padStart(9)}`);
        counted.add(url);
      }
    }
    if (step.budget !== undefined && total > step.budget) within = false;
    before = total;
  }
  await browser.close();
  return within;
}

async function main() {
  const troo = await startTroo();
  try {
    const details = (await (
      await fetch(`${troo.baseUrl}/api/business/getBusinessDetails/?business_identifier=mama-put-kitchen`)
    ).json()) as CallResponse<'GET /business/getBusinessDetails/'>;
    const branch = details.data.default_branch_id!;
    const qrLanding = `/start-order?business_identifier=mama-put-kitchen&branch=${branch}&table=1&coming-from=qr&type=table&group_name=Main`;
    const onlineLanding = `/demo/online_ordering/mama-put-kitchen/${branch}`;

    const landingOk = await measure({
      title: `Cold JavaScript for the QR landing route (${qrLanding.split('?')[0]}):`,
      steps: [
        {
          name: 'QR landing',
          budget: 150 * KB,
          run: async (page) => {
            await page.goto(`${troo.baseUrl}${qrLanding}`, { waitUntil: 'networkidle' });
            await page.getByRole('button', { name: 'Start Your Order' }).waitFor({ timeout: 15_000 });
          },
        },
      ],
    });

    const menuOk = await measure({
      title: `Cold JavaScript from the online-ordering link (${onlineLanding}) to the menu list and an item:`,
      steps: [
        {
          name: 'online landing',
          run: async (page) => {
            await page.goto(`${troo.baseUrl}${onlineLanding}`, { waitUntil: 'networkidle' });
            await page.getByRole('link', { name: 'Start Your Order' }).waitFor({ timeout: 15_000 });
          },
        },
        {
          name: 'menu list (with the Most Popular carousel)',
          budget: 185 * KB,
          run: async (page) => {
            await page.getByRole('link', { name: 'Start Your Order' }).click();
            await page.locator('.slick-slider').waitFor({ timeout: 15_000 });
          },
        },
        {
          name: 'item details',
          run: async (page) => {
            // The item's name opens its details (its plus adds it in place: it has no choices to make).
            await page.getByRole('link', { name: /^Jollof Rice/ }).click();
            await page.getByRole('button', { name: 'Add to basket' }).waitFor({ timeout: 15_000 });
          },
        },
      ],
    });
    if (!landingOk || !menuOk) process.exitCode = 1;
  } finally {
    await troo.stop();
  }
}

void main();
