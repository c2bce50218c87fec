import { defineConfig } from '@playwright/test';
import { chromiumArgs, testChromiumPath } from './support/chromium';

// The files whose tests take longest, or run in turn as one block (a serial file): Playwright hands
// out tests by project, then by worker fixtures, then by file name, so one of these started last
// would run alone at the end while the other workers wait. Started first, the short tests fill in
// around them and the workers finish together.
const STARTED_FIRST = ['release-guard', 'kitchen-live', 'canary', 'integrity', 'releases-on-a-cdn', 'kitchen-queue'].map(
  (name) => `**/${name}.spec.ts`,
);

// Real Chromium at phone size through the real server, shell, remotes and API.
export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  timeout: 90_000,
  expect: {
    timeout: 15_000,
    // Screenshot tests (tests/screenshots.spec.ts): a small tolerance for anti-aliasing, none for layout.
    toHaveScreenshot: { maxDiffPixelRatio: 0.01, animations: 'disabled', caret: 'hide', scale: 'css' },
  },
  // One baseline per screen, made by Debian's Chromium (as CI runs it): no platform in the name.
  snapshotPathTemplate: '{testDir}/__screenshots__/{testFileName}/{arg}{ext}',
  // A server per worker (support/fixtures.ts), so any test may run beside any other; a file whose
  // tests build on each other says so (`test.describe.configure({ mode: 'serial' })`).
  // Three alone on the two-core CI machine: a test spends much of its time waiting on its server and
  // page, and three workers finish the suite in 175 s where two take 228 s (four: 184 s). npm test sets
  // two: the lint and the unit and API tests beside them fill that waiting, and a third worker's
  // servers and browsers only take CPU from them.
  workers: Number(process.env.E2E_WORKERS ?? 3),
  fullyParallel: true,
  retries: 0,
  reporter: [['list']],
  // A worker serves one project: each of the three changes project once (a new server and browser).
  projects: [
    { name: 'longest', testMatch: STARTED_FIRST },
    { name: 'rest', testIgnore: STARTED_FIRST },
  ],
  use: {
    browserName: 'chromium',
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    launchOptions: { executablePath: testChromiumPath, args: chromiumArgs },
    trace: 'off',
    // The shell's service worker shows a kept page first and the server's on the next load
    // (tests/offline.spec.ts allows it). Elsewhere each load asks the server, as a first visit does,
    // so a test that changes something sees it on its next load.
    serviceWorkers: 'block',
  },
});
