import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { demoBranchId, qrLandingUrl } from '../support/demo';

// A shell whose own files fail on the way (a file host's 500) leaves no dead first paint: the page
// itself (platform/pages/src/startup-guard.ts) says Troo could not start, to check the connection and
// reload, and reports it as a load failure of the shell; once the host answers, Reload works.
// A file refused for its integrity is integrity.spec.ts's.

/** The shell's files the QR landing starts from: its main script and the start-up chunks it hints. */
async function shellFiles(page: Page, landing: string): Promise<{ version: string; main: string; chunk: string }> {
  const html = await (await page.request.get(landing)).text();
  const [, version, main] = /<link id="troo-main" rel="preload" href="(?:[^"]*)\/remotes\/shell\/([^/]+)\/([^"]+)"/.exec(html) ?? [];
  const hinted = [...html.matchAll(/<link rel="preload" href="[^"]*\/remotes\/shell\/[^/]+\/([^"]+\.js)"/g)].map((match) => match[1]!);
  const chunk = hinted.find((file) => file !== main);
  expect(main, 'the page starts the main script after its paint').toBeTruthy();
  expect(chunk, 'the page hints a start-up chunk of the shell').toBeTruthy();
  return { version: version!, main: main!, chunk: chunk! };
}

const reportSent = (page: Page) =>
  page.waitForRequest((request) => request.url().endsWith('/api/remote-errors') && request.method() === 'POST');

for (const which of ['main', 'chunk'] as const) {
  test(`the shell's ${which === 'main' ? 'main script' : 'start-up chunk'} failing on the file host: the page says so, reports load, and Reload works once it answers`, async ({
    page,
    baseURL,
  }) => {
    const landing = qrLandingUrl(await demoBranchId(baseURL!));
    const files = await shellFiles(page, landing);
    const failing = `**/remotes/shell/${files.version}/${files[which]}`;
    await page.route(failing, (route) => route.fulfill({ status: 500, contentType: 'text/plain', body: 'file host error' }));
    const report = reportSent(page);

    await page.goto(landing);
    const message = page.getByRole('alert');
    await expect(message.getByRole('heading', { name: 'Troo could not start' })).toBeVisible();
    await expect(message).toContainText('Check your connection, then reload.');
    const sent = await report;
    expect(sent.postDataJSON()).toMatchObject({ remote: 'shell', version: files.version, route: '/start-order', kind: 'load' });
    expect(sent.postDataJSON().message).toContain(files[which]);
    expect((await sent.response())?.status()).toBe(202);

    await page.unroute(failing);
    await Promise.all([page.waitForEvent('load'), message.getByRole('button', { name: 'Reload' }).click()]);
    await expect(page.getByRole('button', { name: 'Start Your Order', exact: true })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
}
