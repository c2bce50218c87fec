// npm run bench:lcp: each page of BENCH_ROUTES on a phone (Lighthouse's mobile profile, applied
// through the DevTools protocol in Debian Chromium), cold (fresh browser context, empty cache),
// then warm (a revisit in the same context, the browser's cache only: no service worker), and a
// repeat visit in another context once the shell's service worker keeps the page (a diner coming
// back to the same table the next day): largest contentful paint, cumulative layout shift,
// JavaScript bytes on the wire, requests, and the longest chain of requests each waiting on the one
// before, up to the paint. Between a route's runs, the floor (floor-page.ts) is loaded the same three
// ways: what the machine gives the smallest page, beside what the route took.
// Prints figures (median of --runs=N, default 3; --requests lists every request); not a test.
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { KEEP_OFFLINE_HEADER, KEPT_PAGE_META } from '@troo/shared/route-manifest';
import { chromiumArgs, chromiumPath } from '../support/chromium';
import { demoBranchId } from '../support/demo';
import { startTroo } from '../support/troo-server';
import { openPageBefore } from './came-through';
import { MOBILE_SCREEN, emulatePhone } from './mobile-profile';
import { longestChain, parentsOf, recordRequests, type RecordedRequest } from './request-chain';
import { startFloorPage } from './floor-page';
import { BENCH_ROUTES, demoPlaces } from './routes';

interface Load {
  lcp: number | null;
  /** Cumulative layout shift of the load (shifts right after a tap do not count, as in Chrome's). */
  cls: number;
  lcpElement: string;
  jsBytes: number;
  jsFiles: number;
  requests: number;
  fromNetwork: number;
  chain: RecordedRequest[];
  all: RecordedRequest[];
  /** The page is the copy the service worker kept (not the network's, even through the worker). */
  fromKeptCopy: boolean;
  /** The server lets the phone keep the page (a diner's page; never a sign-in or staff page). */
  keptOnPhone: boolean;
}

declare global {
  interface Window {
    __benchLcp?: { time: number; element: string };
    __benchCls?: number;
  }
}

// Runs in the page before its own scripts: keeps the latest largest-contentful-paint candidate and
// adds up the layout shifts.
function observeLcp() {
  new PerformanceObserver((list) => {
    const entry = list.getEntries().at(-1) as PerformanceEntry & { element?: Element | null; url?: string };
    const element = entry.element;
    const text = element?.textContent?.trim().slice(0, 40);
    const described = element
      ? `<${element.tagName.toLowerCase()}>${entry.url ? ` ${new URL(entry.url).pathname}` : text ? ` "${text}"` : ''}`
      : '(removed element)';
    window.__benchLcp = { time: entry.startTime, element: described };
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  window.__benchCls = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
      if (!entry.hadRecentInput) window.__benchCls = (window.__benchCls ?? 0) + entry.value;
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

// The page is done when nothing has moved for this long: no request, no new largest paint. Long
// enough to cover script that runs between requests on a 4x slower CPU (a warm load may go
// quiet on the network for a second while it evaluates cached scripts).
const SETTLED_MS = 2_500;

/**
 * Waits until the shell's service worker keeps the page (it registers when the page is idle).
 * Polled with evaluate: waitForFunction takes the promise an async check returns for a yes, and
 * did not wait at all (the repeat visit was then often not from the phone).
 */
async function keptByServiceWorker(page: Page): Promise<void> {
  for (const deadline = Date.now() + 60_000; ; await page.waitForTimeout(250)) {
    if (await page.evaluate(async () => (await caches.match(location.href)) !== undefined)) return;
    if (Date.now() > deadline) throw new Error(`the service worker did not keep ${page.url()} within 60 s`);
  }
}

async function load(
  context: BrowserContext,
  url: string,
  { thenWait }: { thenWait?: (page: Page, keptOnPhone: boolean) => Promise<void> } = {},
): Promise<Load> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await emulatePhone(cdp);
  const recorder = recordRequests(cdp);
  const response = await page.goto(url, { waitUntil: 'load', timeout: 90_000 });
  const keptOnPhone = (await response?.headerValue(KEEP_OFFLINE_HEADER)) === 'keep';
  let lastLcp: number | null = null;
  let lcpChanged = Date.now();
  for (const deadline = Date.now() + 60_000; Date.now() < deadline;) {
    const lcp = await page.evaluate(() => window.__benchLcp?.time ?? null);
    if (lcp !== lastLcp) [lastLcp, lcpChanged] = [lcp, Date.now()];
    if (recorder.inFlight() === 0 && Math.min(recorder.quietFor(), Date.now() - lcpChanged) >= SETTLED_MS) break;
    await page.waitForTimeout(250);
  }
  await thenWait?.(page, keptOnPhone);
  const seen = await page.evaluate(
    (keptMark) => ({
      lcp: window.__benchLcp ?? null,
      cls: window.__benchCls ?? 0,
      fetchStart: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).fetchStart,
      fromKeptCopy: document.querySelector(`meta[name="${keptMark}"]`) !== null,
    }),
    KEPT_PAGE_META,
  );
  await page.close();

  const requests = recorder.finish(seen.fetchStart);
  const scripts = requests.filter((request) => request.type === 'Script');
  return {
    lcp: seen.lcp?.time ?? null,
    cls: seen.cls,
    lcpElement: seen.lcp?.element ?? '(none)',
    jsBytes: scripts.reduce((sum, request) => sum + request.wireBytes, 0),
    jsFiles: scripts.length,
    requests: requests.length,
    fromNetwork: requests.filter((request) => !request.fromCache).length,
    chain: longestChain(requests, seen.lcp?.time ?? null),
    all: requests,
    fromKeptCopy: seen.fromKeptCopy,
    keptOnPhone,
  };
}

const phoneContext = (browser: Browser, serviceWorkers: 'allow' | 'block') =>
  browser.newContext({
    viewport: { width: MOBILE_SCREEN.width, height: MOBILE_SCREEN.height },
    deviceScaleFactor: MOBILE_SCREEN.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
    serviceWorkers,
  });

/** The page the diner came through, for its stored state (and cookies); then an empty browser cache again. */
async function cameThrough(context: BrowserContext, before: string | null): Promise<void> {
  if (!before) return;
  const page = await context.newPage();
  await openPageBefore(page, before);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  // Nothing kept by a service worker either: the route's own load is the first.
  await page.evaluate(async () => {
    for (const registration of await navigator.serviceWorker.getRegistrations()) await registration.unregister();
    for (const name of await caches.keys()) await caches.delete(name);
  });
  await page.close();
}

async function measureRoute(
  browser: Browser,
  url: string,
  before: string | null,
): Promise<{ cold: Load; warm: Load; repeat: Load | null }> {
  // Cold and warm with the browser's cache alone, as before any service worker.
  const plain = await phoneContext(browser, 'block');
  await plain.addInitScript(observeLcp);
  let cold: Load, warm: Load;
  try {
    await cameThrough(plain, before);
    cold = await load(plain, url);
    warm = await load(plain, url);
  } finally {
    await plain.close();
  }
  // A first visit that leaves the page kept by the shell's service worker, then the visit back.
  const phone = await phoneContext(browser, 'allow');
  await phone.addInitScript(observeLcp);
  try {
    await cameThrough(phone, before);
    const first = await load(phone, url, {
      thenWait: (page, keptOnPhone) => (keptOnPhone ? keptByServiceWorker(page) : Promise.resolve()),
    });
    // A page the phone never keeps (the sign-in) has no visit back from the phone to measure.
    return { cold, warm, repeat: first.keptOnPhone ? await load(phone, url) : null };
  } finally {
    await phone.close();
  }
}

const median = (loads: Load[]): Load => {
  const sorted = [...loads].sort((a, b) => (a.lcp ?? Infinity) - (b.lcp ?? Infinity));
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
};

/** The visit back from the phone (a diner's page kept by the service worker). */
const REPEAT = 'repeat (service worker)';

const seconds = (ms: number | null) => (ms === null ? 'none' : `${(ms / 1000).toFixed(2)} s`);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const shorten = (url: string, origin: string) => {
  const where = url.startsWith(origin) ? url.slice(origin.length) : url;
  return where.length > 90 ? `${where.slice(0, 87)}...` : where;
};

/** --requests: every request of the load, with the one it waited on (to check the chain). */
function printRequests(load: Load, origin: string) {
  const parents = parentsOf(load.all);
  const index = new Map(load.all.map((request, i) => [request, i]));
  load.all.forEach((request, i) => {
    const parent = parents.get(request);
    const times = `${request.start.toFixed(0)}–${request.end?.toFixed(0) ?? '?'} ms`;
    console.log(
      `          #${String(i).padEnd(3)} ${times.padStart(14)} ${request.type.padEnd(10)} ${request.initiatedBy.padEnd(6)} after ${parent ? `#${index.get(parent)}` : '-  '}  ${shorten(request.url, origin)}`,
    );
  });
}

function report(label: string, loads: Load[], origin: string, everyRequest: boolean) {
  const typical = median(loads);
  const lcps = loads.map((l) => l.lcp ?? Infinity);
  const spread = loads.length > 1 ? ` (median of ${loads.length}: ${seconds(Math.min(...lcps))}–${seconds(Math.max(...lcps))})` : '';
  console.log(`  ${label}  LCP ${seconds(typical.lcp)}${spread}  ${typical.lcpElement}`);
  if (label === REPEAT) {
    const kept = loads.filter((load) => load.fromKeptCopy).length;
    console.log(`        page from the copy kept on the phone in ${kept} of ${loads.length} loads`);
  }
  console.log(
    `        layout shift ${typical.cls.toFixed(3)} (worst of the runs ${Math.max(...loads.map((l) => l.cls)).toFixed(3)}; budget 0.05)`,
  );
  console.log(
    `        JavaScript ${kb(typical.jsBytes)} on the wire (${typical.jsFiles} files)  requests ${typical.requests} (${typical.fromNetwork} from the network)`,
  );
  const overNetwork = typical.chain.filter((request) => !request.fromCache).length;
  console.log(`        longest chain before LCP: ${typical.chain.length} requests (${overNetwork} over the network)`);
  for (const request of typical.chain) {
    const times = `${request.start.toFixed(0)}–${request.end!.toFixed(0)} ms`;
    console.log(
      `          ${times.padStart(14)}  ${(request.fromCache ? 'cache' : kb(request.wireBytes)).padStart(8)}  ${shorten(request.url, origin)}`,
    );
  }
  if (everyRequest) printRequests(typical, origin);
}

/** The floor's loads, taken between the route's runs: what this machine gives the smallest page then. */
function printFloor(floors: { cold: Load; warm: Load; repeat: Load | null }[]) {
  const lcpOf = (loads: Load[]) => seconds(median(loads).lcp);
  const repeats = floors.map((f) => f.repeat).filter((load): load is Load => load !== null);
  const kept = repeats.filter((load) => load.fromKeptCopy).length;
  console.log(
    `  floor, between these runs (the smallest kept page: a heading and a logo)  LCP cold ${lcpOf(floors.map((f) => f.cold))}` +
      `  warm ${lcpOf(floors.map((f) => f.warm))}  repeat ${repeats.length ? lcpOf(repeats) : 'none'} (kept copy in ${kept} of ${floors.length})`,
  );
}

async function main() {
  const runs = Number(process.argv.find((arg) => arg.startsWith('--runs='))?.slice('--runs='.length) ?? 3);
  const everyRequest = process.argv.includes('--requests');
  const only = process.argv
    .find((arg) => arg.startsWith('--route='))
    ?.slice('--route='.length)
    .toLowerCase();
  const troo = await startTroo();
  const floor = await startFloorPage();
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const places = await demoPlaces(troo.baseUrl, await demoBranchId(troo.baseUrl));
    console.log(`Phone profile: 150 ms latency, 1.6 Mbps down, 750 kbps up, CPU 4x slower, 412x823 at 1.75; ${runs} run(s) each.`);
    for (const route of BENCH_ROUTES.filter((r) => !only || r.name.toLowerCase().includes(only))) {
      const path = route.path(places);
      const results = [];
      const floors = [];
      const before = route.before ? `${troo.baseUrl}${route.before(places)}` : null;
      for (let run = 0; run < runs; run++) {
        results.push(await measureRoute(browser, `${troo.baseUrl}${path}`, before));
        floors.push(await measureRoute(browser, floor.url, null));
      }
      console.log(`\n${route.name}  ${path.length > 70 ? `${path.slice(0, 67)}...` : path}`);
      report(
        'cold',
        results.map((r) => r.cold),
        troo.baseUrl,
        everyRequest,
      );
      report(
        'warm',
        results.map((r) => r.warm),
        troo.baseUrl,
        everyRequest,
      );
      const repeats = results.map((r) => r.repeat).filter((load): load is Load => load !== null);
      if (repeats.length > 0) report(REPEAT, repeats, troo.baseUrl, everyRequest);
      else console.log(`  ${REPEAT}  none: the phone never keeps this page (not a diner's)`);
      printFloor(floors);
    }
  } finally {
    await browser.close();
    await floor.stop();
    await troo.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
