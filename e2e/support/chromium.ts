import { existsSync } from 'node:fs';
import { DESKTOP_UI_FEATURES, playwrightDisabledFeatures } from './chromium-features';

export const chromiumPath = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find((file): file is string =>
  Boolean(file && existsSync(file)),
);

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
