import { existsSync } from 'node:fs';
import { DESKTOP_UI_FEATURES, playwrightDisabledFeatures } from './chromium-features';

const firstThatExists = (files: (string | undefined)[]) => files.find((file): file is string => Boolean(file && existsSync(file)));

/** The full browser (Debian's package chromium), as a phone runs it: the benches measure with it. */
export const chromiumPath = firstThatExists([process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser']);

/**
 * The browser tests' Chromium: Debian's chromium-headless-shell, the old headless mode Playwright itself
 * runs headless tests in. The same Blink draws the same pixels (the screenshots pass on both) for about
 * a tenth less CPU per test than the full browser. Without it, the full browser (scripts/ensure-chromium.mjs).
 */
export const testChromiumPath = firstThatExists([process.env.CHROMIUM_PATH, '/usr/lib/chromium/chromium-headless-shell']) ?? chromiumPath;

/** Switches for a headless Chromium on a machine with no outside network, whoever launches it. */
export const CHROMIUM_SWITCHES = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

/**
 * --disable-features with a launcher's own list and the desktop UI's: Chromium reads only the last
 * --disable-features it is given, so this one repeats the launcher's.
 */
export const disableFeatures = (launchersOwn: string[]) =>
  `--disable-features=${[...new Set([...launchersOwn, ...DESKTOP_UI_FEATURES])].join(',')}`;

/** Flags for a Chromium Playwright launches (browser tests and benches). */
export const chromiumArgs = [...CHROMIUM_SWITCHES, disableFeatures(playwrightDisabledFeatures())];
