// npm run bench:lighthouse: Lighthouse (the npm package) on its default mobile settings (simulated
// slow 4G and 4x CPU, Moto G Power screen), in Debian Chromium, on each page of BENCH_ROUTES:
// performance, accessibility and best-practices scores, LCP and total blocking time, and under each
// page its longest main-thread tasks with the script each is put down to. A cold load each
// (Lighthouse clears the browser's cache, the service worker and what it kept, but keeps cookies
// and local storage: a route that needs a page before it, item details, gets it loaded first);
// median of --runs=N (default 3) by performance score; --route=menu only the pages whose name holds that word. It prints
// Lighthouse's benchmarkIndex (how fast this machine's CPU ran a fixed task: figures from machines
// with different indexes do not compare). Prints figures; not a test. Scores fall while the machine is busy.
import { loadavg } from 'node:os';
import { Launcher, launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from '@playwright/test';
import { CHROMIUM_SWITCHES, chromiumPath, disableFeatures } from '../support/chromium';
import { demoBranchId } from '../support/demo';
import { startTroo } from '../support/troo-server';
import { openPageBefore } from './came-through';
import { BENCH_ROUTES, demoPlaces } from './routes';

interface Scores {
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcp: number;
  tbt: number;
  benchmarkIndex: number;
  /** The longest top-level tasks (simulated 4x CPU), each with the script Lighthouse puts it down to. */
  longTasks: { url: string; duration: number }[];
}

/** The longest tasks shown under each page. */
const LONG_TASKS_SHOWN = 4;

async function audit(url: string, port: number): Promise<Scores> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices'],
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { categories, audits } = result.lhr;
  if (result.lhr.runtimeError) throw new Error(`Lighthouse: ${result.lhr.runtimeError.message}`);
  const score = (category: string) => Math.round((categories[category]?.score ?? NaN) * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    lcp: audits['largest-contentful-paint']?.numericValue ?? NaN,
    tbt: audits['total-blocking-time']?.numericValue ?? NaN,
    benchmarkIndex: result.lhr.environment.benchmarkIndex,
    longTasks: ((audits['long-tasks']?.details as { items?: { url: string; duration: number }[] } | undefined)?.items ?? []).slice(
      0,
      LONG_TASKS_SHOWN,
    ),
  };
}

/**
 * Lighthouse now and then records a trace with no navigation in it (NO_NAVSTART) on a busy machine:
 * that run is made again, once.
 */
async function auditOnceMore(url: string, port: number): Promise<Scores> {
  try {
    return await audit(url, port);
  } catch (error) {
    if (!String(error).includes('NO_NAVSTART')) throw error;
    console.log(`  (Lighthouse recorded no navigation for ${url}: run again)`);
    return audit(url, port);
  }
}

/**
 * The page a diner came through before the route (its stored state and cookies), opened in the
 * browser Lighthouse drives: Lighthouse keeps cookies and local storage between its runs.
 */
async function cameThrough(url: string, port: number): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0]!.newPage();
    await openPageBefore(page, url);
    await page.close();
  } finally {
    await browser.close(); // the connection only: the browser is chrome-launcher's
  }
}

/** A task as 'main.8c1f.js 212 ms': the script's file name, or what Lighthouse says ('Unattributable'). */
function describeTask(task: { url: string; duration: number }): string {
  const file = URL.canParse(task.url) ? new URL(task.url).pathname.split('/').pop() || 'page' : task.url;
  return `${file} ${task.duration.toFixed(0)} ms`;
}

/** The features chrome-launcher switches off itself (its own --disable-features, which ours must repeat). */
function chromeLaunchersDisabledFeatures(): string[] {
  const flag = Launcher.defaultFlags().find((candidate) => candidate.startsWith('--disable-features='));
  return flag ? flag.slice('--disable-features='.length).split(',') : [];
}

async function main() {
  const runs = Number(process.argv.find((arg) => arg.startsWith('--runs='))?.slice('--runs='.length) ?? 3);
  const only = process.argv
    .find((arg) => arg.startsWith('--route='))
    ?.slice('--route='.length)
    .toLowerCase();
  const troo = await startTroo();
  // Lighthouse drives the browser through its DevTools port. Launched by chrome-launcher, as
  // Lighthouse's own CLI does: in a Chromium that Playwright launched, Lighthouse records no
  // navigation in its trace (NO_NAVSTART).
  const browser = await launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', ...CHROMIUM_SWITCHES, disableFeatures(chromeLaunchersDisabledFeatures())],
  });
  const port = browser.port;
  try {
    const indexes: number[] = [];
    const places = await demoPlaces(troo.baseUrl, await demoBranchId(troo.baseUrl));
    console.log(
      `Lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, default mobile settings, ${runs} run(s) each (median by performance):`,
    );
    console.log(
      `  ${''.padEnd(14)} ${'perf'.padStart(5)} ${'a11y'.padStart(5)} ${'b-p'.padStart(5)} ${'LCP'.padStart(8)} ${'TBT'.padStart(8)}   all performance scores`,
    );
    for (const route of BENCH_ROUTES.filter((candidate) => !only || candidate.name.toLowerCase().includes(only))) {
      const results: Scores[] = [];
      for (let run = 0; run < runs; run++) {
        if (route.before) await cameThrough(`${troo.baseUrl}${route.before(places)}`, port);
        results.push(await auditOnceMore(`${troo.baseUrl}${route.path(places)}`, port));
      }
      const sorted = [...results].sort((a, b) => a.performance - b.performance);
      const typical = sorted[Math.floor((sorted.length - 1) / 2)]!;
      indexes.push(...results.map((r) => r.benchmarkIndex));
      console.log(
        `  ${route.name.padEnd(14)} ${String(typical.performance).padStart(5)} ${String(typical.accessibility).padStart(5)} ${String(typical.bestPractices).padStart(5)} ` +
          `${`${(typical.lcp / 1000).toFixed(2)} s`.padStart(8)} ${`${typical.tbt.toFixed(0)} ms`.padStart(8)}   ${results.map((r) => r.performance).join(' ')}`,
      );
      console.log(`  ${''.padEnd(14)} long tasks: ${typical.longTasks.map(describeTask).join(', ') || 'none'}`);
    }
    const sortedIndexes = indexes.sort((a, b) => a - b);
    console.log(
      `benchmarkIndex ${sortedIndexes[Math.floor((sortedIndexes.length - 1) / 2)]} (median; ${sortedIndexes[0]}–${sortedIndexes.at(-1)}); load: ${loadavg()
        .map((load) => load.toFixed(2))
        .join(' ')}`,
    );
  } finally {
    browser.kill();
    await troo.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
