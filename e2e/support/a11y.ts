import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type AxeBuilder from '@axe-core/playwright';
import { expect, type Frame, type Page } from '@playwright/test';

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;

// The axe-core that @axe-core/playwright runs, by the same path it finds it.
const fromAxePlaywright = createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'));
const axeSource = readFileSync(fromAxePlaywright.resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Puts axe-core into a frame once per document, configured as AxeBuilder's legacy mode does.
 * AxeBuilder sends its 500 KB source twice on every scan, and a test scans one document several
 * times (each stage of a form, each dialog): parsing it again is a third of a scan's CPU.
 */
async function withAxe(frame: Frame): Promise<void> {
  if (await frame.evaluate(() => 'axe' in window)) return;
  await frame.evaluate(`${axeSource}
;axe.configure({ allowedOrigins: ['<same_origin>'], branding: { application: 'playwright' } });`);
}

/** Every page a browser test visits must have no serious or critical accessibility violation. */
export async function expectAccessible(page: Page): Promise<void> {
  // Legacy mode (axe.run in the page, frames answering through axe in each): our pages hold no
  // frames from another origin, the one thing it does not test; the default mode opens and loads a
  // second page per scan to merge frame results, which doubles each scan's time.
  await Promise.all(page.frames().map(withAxe));
  // The screen as it settles: a colour mid-transition (a file picker's background, 120 ms) is not
  // the one the user reads. Endless animations (spinners) are left running.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  // axe's default rules (WCAG 2.0-2.2 A and AA, best practices), violations only: axe skips the
  // details of what passed (documented as its speed option).
  const results = await page.evaluate(() =>
    (window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResults> } }).axe.run(document, {
      resultTypes: ['violations'],
    }),
  );
  const blocking = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    );
  expect(blocking, `accessibility violations on ${page.url()}`).toEqual([]);
}
