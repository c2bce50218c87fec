// The customer menu calls under load, as bench:api and bench:cluster put them: autocannon on this
// machine, each response's time kept (autocannon's own percentiles skip p95).
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import { percentile } from './arrivals';
import { BUSINESS, json } from './sandbox-order';

/** The machine's load averages (1, 5, 15 min), for a figure's line. */
export const machineLoad = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

/** The demo's first outlet's three customer menu calls, as a phone asks for them. */
export async function demoMenuCalls(baseUrl: string): Promise<{ branch: string; calls: Record<string, string> }> {
  const branch = (
    await json<{ data: { branch_id: string } }>(`${baseUrl}/api/menu/getOrderAndPayBusinessDetails/?business_identifier=${BUSINESS}`)
  ).data.branch_id;
  const items = `/api/menu/getAllOrderAndPayMenuItem/?business_identifier=${BUSINESS}&branch=${branch}`;
  const all = await json<{ data: { _id: string }[] }>(`${baseUrl}${items}`);
  if (!all.data.length) throw new Error('the demo outlet has no items');
  return {
    branch,
    calls: {
      categories: `/api/menu/getOrderAndPayCustomerMenuCategory/?business_identifier=${BUSINESS}&branch=${branch}`,
      'all items of the outlet': items,
      'one item': `/api/menu/getOrderAndPayMenuItemByID/?business_identifier=${BUSINESS}&menu_item_id=${all.data[0]!._id}`,
    },
  };
}

export interface LoadFigure {
  rps: number;
  p95: number;
  errors: number;
  /** What the errors were: socket errors, timeouts and each status other than 2xx. */
  errorKinds: string;
  load: string;
}

/**
 * `url` under `connections` connections for `durationS` seconds. `reconnectEvery`: a connection is
 * opened again after that many requests (behind a proxy that closes connections, see bench:cluster).
 */
export async function underLoad(url: string, o: { connections: number; durationS: number; reconnectEvery?: number }): Promise<LoadFigure> {
  const times: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const run = autocannon(
      {
        url,
        connections: o.connections,
        duration: o.durationS,
        ...(o.reconnectEvery ? { reconnectRate: o.reconnectEvery } : {}),
        // A phone's request: it accepts compressed answers.
        headers: { 'accept-encoding': 'gzip, br' },
      },
      (error: Error | null, done: autocannon.Result) => (error ? reject(error) : resolve(done)),
    );
    run.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
  times.sort((a, b) => a - b);
  return {
    rps: result.requests.average,
    p95: percentile(times, 0.95),
    errors: result.errors + result.non2xx + result.timeouts,
    errorKinds: [
      ...(result.errors ? [`${result.errors} socket`] : []),
      ...(result.timeouts ? [`${result.timeouts} timeout`] : []),
      ...Object.entries(result.statusCodeStats ?? {})
        .filter(([status]) => !status.startsWith('2'))
        .map(([status, { count }]) => `${count ?? 0}× ${status}`),
    ].join(', '),
    load: machineLoad(),
  };
}
