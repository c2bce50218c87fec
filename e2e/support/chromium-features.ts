import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * Chromium's desktop omnibox popup. Chromium 156 draws it as a page of its own
 * (chrome://omnibox-popup.top-chrome, in a renderer of its own) and loads it into new windows, and
 * every page a browser test or a bench opens is a new window. In traces of bench:lcp's repeat visits
 * it took up to half of one core of two during the page's own load. A phone has no such page.
 */
export const DESKTOP_UI_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxFullPopup', 'WebUIOmniboxAimPopup'];

/**
 * The features Playwright switches off when it launches Chromium, read from the installed
 * Playwright (it does not export them): a later --disable-features replaces them, so it must repeat them.
 */
export function playwrightDisabledFeatures(): string[] {
  const bundle = createRequire(import.meta.url).resolve('playwright-core/lib/coreBundle');
  const list = /\bdisabledFeatures = \[([^\]]*)\]/.exec(readFileSync(bundle, 'utf8'))?.[1];
  const features = [...(list ?? '').matchAll(/^\s*"(\w+)",?\s*$/gm)].map((match) => match[1]!);
  if (!features.includes('PaintHolding')) {
    throw new Error(
      `Playwright's own --disable-features could not be read from ${bundle}: its layout changed; update e2e/support/chromium-features.ts`,
    );
  }
  return features;
}
