// npm run size: the JavaScript a phone downloads, cold, for the customer QR landing route —
// per app and in total, as gzip bytes on the wire. Budget: 170 KB (federation runtime once).
import { chromium } from '@playwright/test';
import type { CallResponse } from '@troo/shared/contract';
import { chromiumArgs, chromiumPath } from '../support/chromium';
import { startTroo } from '../support/troo-server';

const BUDGET_BYTES = 170 * 1024;

function appOf(url: URL): string {
  const remote = url.pathname.match(/^\/remotes\/([a-z_]+)\//);
  return remote ? remote[1]! : 'shell (incl. shared libraries and federation runtime)';
}

async function main() {
  const troo = await startTroo();
  try {
    const details = (await (
      await fetch(`${troo.baseUrl}/api/business/getBusinessDetails/?business_identifier=mama-put-kitchen`)
    ).json()) as CallResponse<'GET /business/getBusinessDetails/'>;
    const route = `/start-order?business_identifier=mama-put-kitchen&branch=${details.data.default_branch_id}&table=1&coming-from=qr&type=table&group_name=Default-Table`;

    const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const scripts = new Set<string>();
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.add(response.url());
    });
    await page.goto(`${troo.baseUrl}${route}`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Start Your Order' }).waitFor({ timeout: 15_000 });
    await browser.close();

    // Bytes on the wire for a client that accepts gzip only (what the budget is written in).
    const perApp = new Map<string, { files: number; bytes: number }>();
    for (const url of scripts) {
      const response = await fetch(url, { headers: { 'accept-encoding': 'gzip' } });
      const body = Buffer.from(await response.arrayBuffer());
      const encoding = response.headers.get('content-encoding');
      // fetch decodes gzip; ask the server for the stored length instead when it was compressed.
      const wireBytes = encoding === 'gzip' ? Number(response.headers.get('content-length') ?? body.length) : body.length;
      const app = appOf(new URL(url));
      const entry = perApp.get(app) ?? { files: 0, bytes: 0 };
      perApp.set(app, { files: entry.files + 1, bytes: entry.bytes + wireBytes });
    }

    const total = [...perApp.values()].reduce((sum, entry) => sum + entry.bytes, 0);
    const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
    console.log(`Cold JavaScript for the QR landing route (${route.split('?')[0]}), gzip bytes:`);
    for (const [app, entry] of [...perApp.entries()].sort((a, b) => b[1].bytes - a[1].bytes)) {
      console.log(`  ${app.padEnd(56)} ${String(entry.files).padStart(3)} files  ${kb(entry.bytes).padStart(9)}`);
    }
    console.log(
      `  ${'total'.padEnd(56)} ${String(scripts.size).padStart(3)} files  ${kb(total).padStart(9)}   budget ${kb(BUDGET_BYTES)}: ${total <= BUDGET_BYTES ? 'within' : 'OVER'}`,
    );
    if (total > BUDGET_BYTES) process.exitCode = 1;
  } finally {
    await troo.stop();
  }
}

void main();
