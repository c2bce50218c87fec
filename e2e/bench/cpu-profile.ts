// npm run bench:profile: where the main thread's time goes on each page of BENCH_ROUTES, as issue 25
// asks before any cut: a cold load in Chromium at phone size with the CPU slowed 4x (as Lighthouse's
// mobile profile does), sampled by V8's profiler from navigation until the network is idle plus a
// second. Prints the time spent in each script (self time, by file) and the costliest functions;
// '(program)' is the browser's own work (parsing, compiling, style and layout). `-- --route=menu`
// only the pages whose name holds that word. Prints figures; not a test.
import { loadavg } from 'node:os';
import { chromium, type CDPSession } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../support/chromium';
import { demoBranchId } from '../support/demo';
import { startTroo } from '../support/troo-server';
import { openPageBefore } from './came-through';
import { BENCH_ROUTES, demoPlaces } from './routes';

const SHOWN = 10;

type Profile = Awaited<ReturnType<CDPSession['send']>> & {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[];
  samples: number[];
  timeDeltas: number[];
};

/** Milliseconds of self time per key, from a V8 CPU profile's samples. */
function selfTime(profile: Profile, keyOf: (frame: Profile['nodes'][number]['callFrame']) => string): [string, number][] {
  const frames = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
  const totals = new Map<string, number>();
  profile.samples.forEach((id, index) => {
    const key = keyOf(frames.get(id)!);
    totals.set(key, (totals.get(key) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000);
  });
  return [...totals].filter(([key]) => key !== '(idle)').sort((a, b) => b[1] - a[1]);
}

const fileOf = (url: string) => (URL.canParse(url) ? new URL(url).pathname.split('/').pop() || 'page' : url);
const lines = (rows: [string, number][]) => rows.slice(0, SHOWN).map(([key, ms]) => `    ${ms.toFixed(0).padStart(6)} ms  ${key}`);

async function main() {
  const only = process.argv
    .find((arg) => arg.startsWith('--route='))
    ?.slice('--route='.length)
    .toLowerCase();
  const troo = await startTroo();
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const places = await demoPlaces(troo.baseUrl, await demoBranchId(troo.baseUrl));
    console.log(`Main-thread self time on a cold load, CPU slowed 4x (load ${loadavg()[0]!.toFixed(2)}):`);
    // A route that needs a page before it (stored state) is profiled after that page, cache emptied.
    for (const route of BENCH_ROUTES.filter((candidate) => !only || candidate.name.toLowerCase().includes(only))) {
      // No service worker: a cold load fetches everything (bench:lcp measures the visit back with it).
      const context = await browser.newContext({
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        serviceWorkers: 'block',
      });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      if (route.before) {
        await openPageBefore(page, `${troo.baseUrl}${route.before(places)}`);
        await cdp.send('Network.clearBrowserCache');
      }
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
      await page.goto(`${troo.baseUrl}${route.path(places)}`, { waitUntil: 'networkidle' });
      await page.waitForTimeout(1000);
      const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
      const byFile = selfTime(profile, (frame) => (frame.url ? fileOf(frame.url) : frame.functionName));
      const byFunction = selfTime(profile, (frame) =>
        frame.url ? `${frame.functionName || '(anonymous)'} ${fileOf(frame.url)}:${frame.lineNumber + 1}` : frame.functionName,
      );
      const total = byFile.reduce((sum, [, ms]) => sum + ms, 0);
      console.log(`  ${route.name}: ${total.toFixed(0)} ms busy`);
      console.log('    by script:');
      console.log(lines(byFile).join('\n'));
      console.log('    costliest functions:');
      console.log(lines(byFunction).join('\n'));
      await context.close();
    }
  } finally {
    await browser.close();
    await troo.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
