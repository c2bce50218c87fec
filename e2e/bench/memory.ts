// npm run bench:memory: the server's resident memory (RSS) as a diner's phone would load it —
// at idle after start, after 1,000 customer requests, and the peak — on a first start (empty data
// folder: database created, migrations, demo data) and on a restart of the same folder. Also the
// peak while starting of the server and any helper process it starts, together.
// Embedded PGlite by default; with DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test) it
// runs on a throwaway database created on that PostgreSQL server, for comparison. Prints figures.
import { readdirSync, readFileSync } from 'node:fs';
import { DEMO, demoBranchId, qrLandingUrl } from '../support/demo';
import { startTroo, type RunningTroo } from '../support/troo-server';
import { throwawayDatabase } from './throwaway-database';

const IDLE_BUDGET_MB = 350;
const REQUESTS = 1_000;
const CONCURRENCY = 8;
// Long enough for start-up work (timers, lazy compilation) to finish and the heap to settle.
const SETTLE_MS = 5_000;

/** Resident and peak resident memory of a process, in MB, from the kernel's own bookkeeping. */
function memoryOf(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(status.match(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm'))?.[1] ?? NaN);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}

const PAGE_BYTES = 4096;

/** Total resident memory, in MB, of every process descended from this one (the server, its helpers). */
function descendantsMemory(): number {
  const processes = readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .flatMap((pid) => {
      try {
        // After the command name in parentheses: state, ppid, … rss is the 24th field.
        const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ').at(-1)!.split(' ');
        return [{ pid: Number(pid), ppid: Number(fields[1]), rss: Number(fields[21]) * PAGE_BYTES }];
      } catch {
        return []; // exited meanwhile
      }
    });
  const family = new Set([process.pid]);
  let total = 0;
  for (let grew = true; grew;) {
    grew = false;
    for (const entry of processes) {
      if (!family.has(entry.pid) && family.has(entry.ppid)) {
        family.add(entry.pid);
        total += entry.rss;
        grew = true;
      }
    }
  }
  return total / 1024 / 1024;
}

/** Runs `start`, sampling the memory of all child processes meanwhile; answers the highest total. */
async function startPeak(start: () => Promise<unknown>): Promise<number> {
  let peak = 0;
  const timer = setInterval(() => (peak = Math.max(peak, descendantsMemory())), 100);
  try {
    await start();
  } finally {
    clearInterval(timer);
  }
  return peak;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, SETTLE_MS));

/** The addresses a diner's phone asks for on the QR landing and the menu. */
async function customerUrls(baseUrl: string): Promise<string[]> {
  const business = DEMO.businessIdentifier;
  const branch = await demoBranchId(baseUrl);
  const api = {
    details: `/api/business/getBusinessDetails/?business_identifier=${business}`,
    categories: `/api/menu/getCustomerMenuCategory/?business_identifier=${business}&branch=${branch}`,
  };
  const details = (await (await fetch(`${baseUrl}${api.details}`)).json()) as { data: { business_logo: string | null } };
  const categories = (await (await fetch(`${baseUrl}${api.categories}`)).json()) as { data: { image: string | null }[] };
  const images = [details.data.business_logo, ...categories.data.map((category) => category.image)].filter((url): url is string =>
    Boolean(url),
  );
  return [
    qrLandingUrl(branch, 1),
    '/remotes.json',
    api.details,
    api.categories,
    ...new Set(images.map((image) => new URL(image, baseUrl).pathname)),
  ];
}

/** Sends the requests, a few at a time as phones would; answers how long they took, in ms. */
async function customerLoad(baseUrl: string): Promise<number> {
  const urls = await customerUrls(baseUrl);
  const started = performance.now();
  let next = 0;
  const worker = async () => {
    while (next < REQUESTS) {
      const url = urls[next++ % urls.length]!;
      const response = await fetch(`${baseUrl}${url}`, { headers: { 'accept-encoding': 'gzip, br' } });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return performance.now() - started;
}

interface Phase {
  name: string;
  startPeak: number;
  idle: number;
  loaded: number;
  peak: number;
  loadMs: number;
}

async function measure(troo: RunningTroo, name: string, startPeak: number): Promise<Phase> {
  await settle();
  const idle = memoryOf(troo.pid).rss;
  const loadMs = await customerLoad(troo.baseUrl);
  await settle();
  const { rss: loaded, peak } = memoryOf(troo.pid);
  return { name, startPeak, idle, loaded, peak, loadMs };
}

async function main() {
  const serverUrl = process.env.DATABASE_URL || null;
  const database = serverUrl ? await throwawayDatabase(serverUrl) : null;
  const phases: Phase[] = [];
  let troo: RunningTroo | undefined;
  try {
    const firstPeak = await startPeak(async () => (troo = await startTroo(database ? { DATABASE_URL: database.url } : {})));
    phases.push(await measure(troo!, `first start (empty ${database ? 'database' : 'data folder'})`, firstPeak));
    const restartPeak = await startPeak(() => troo!.restart());
    phases.push(await measure(troo!, `restart (same ${database ? 'database' : 'data folder'})`, restartPeak));
  } finally {
    await troo?.stop();
    await database?.drop();
  }

  const mb = (value: number) => `${value.toFixed(0)} MB`.padStart(8);
  console.log(`Troo server resident memory (RSS), ${serverUrl ? `PostgreSQL (${new URL(serverUrl).host})` : 'embedded PGlite'}:`);
  console.log(
    `  ${''.padEnd(34)} ${'idle'.padStart(8)} ${`after ${REQUESTS.toLocaleString('en')} requests`.padStart(22)} ${'peak'.padStart(8)}   requests took   start-up peak with helpers`,
  );
  for (const phase of phases) {
    console.log(
      `  ${phase.name.padEnd(34)} ${mb(phase.idle)} ${mb(phase.loaded).padStart(22)} ${mb(phase.peak)}   ${`${(phase.loadMs / 1000).toFixed(1)} s`.padStart(13)}   ${mb(phase.startPeak)}`,
    );
  }
  console.log('  (peak: the server process, from the kernel; start-up peak: the server and the processes it starts, sampled every 100 ms)');
  if (!serverUrl) {
    const worst = Math.max(...phases.map((phase) => phase.idle));
    console.log(`  idle budget ${IDLE_BUDGET_MB} MB: ${worst <= IDLE_BUDGET_MB ? 'within' : 'OVER'}`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
