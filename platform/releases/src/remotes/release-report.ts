import { APP_NAMES, listReleases, type Change, type HistoryEntry, type Releases } from './registry.js';
import type { CanaryChange } from './canary.js';
import { NO_TRAFFIC, type HealthWindows, type VersionHealth } from './health-windows.js';

// What the release commands say, whether they ran here (npm run remotes) or on a server (the same
// commands with --server, through /api/releases): one wording for both.

export interface AppReleases {
  app: string;
  live: string | null;
  /** Published versions, newest first. */
  versions: { version: string; publishedAt: string; live: boolean; health?: HealthWindows }[];
  /** Remotes: the candidate served to a share of visitors, if a canary runs. */
  canary?: { version: string; percent: number; since: string };
}

/**
 * Every app: its live version and its published versions, each with its page loads and reported
 * failures over the last hour and day when `health` (healthByVersion) is given.
 */
export async function releaseOverview(releases: Releases, health?: ReadonlyMap<string, HealthWindows>): Promise<AppReleases[]> {
  const registry = await releases.store.read();
  return Promise.all(
    APP_NAMES.map(async (app) => {
      const live = registry.apps[app]?.live ?? null;
      const canary = registry.apps[app]?.canary;
      const versions = (await listReleases(releases.dir, app)).map((info) => ({
        version: info.version,
        publishedAt: info.publishedAt,
        live: info.version === live,
        ...(health ? { health: health.get(`${app}@${info.version}`) ?? { lastHour: NO_TRAFFIC, lastDay: NO_TRAFFIC } } : {}),
      }));
      return {
        app,
        live,
        versions,
        ...(canary ? { canary: { version: canary.version, percent: canary.percent, since: canary.since } } : {}),
      };
    }),
  );
}

/** "120 pages, 3 failed (2 load, 1 timeout, 0 code, 0 integrity)" */
function healthText({ pageLoads, load, timeout, code, integrity }: VersionHealth): string {
  const failed = load + timeout + code + integrity;
  return `${pageLoads} pages, ${failed} failed${failed > 0 ? ` (${load} load, ${timeout} timeout, ${code} code, ${integrity} integrity)` : ''}`;
}

/** A version's line; with its health, a second line of its last hour and day when it had any traffic. */
function versionLines(info: AppReleases['versions'][number], canary: AppReleases['canary']): string[] {
  const line = `  ${info.live ? '*' : info.version === canary?.version ? '~' : ' '} ${info.version}  published ${info.publishedAt}`;
  const { health } = info;
  const { pageLoads, load, timeout, code } = health?.lastDay ?? NO_TRAFFIC;
  if (!health || pageLoads + load + timeout + code === 0) return [line];
  return [line, `      last hour: ${healthText(health.lastHour)}; last day: ${healthText(health.lastDay)}`];
}

export function overviewLines(apps: AppReleases[]): string[] {
  return apps.flatMap(({ app, live, versions, canary }) => [
    `${app}  live: ${live ?? '(none)'}${canary ? `  canary: ${canary.version} for ${canary.percent}% since ${canary.since}` : ''}`,
    ...versions.flatMap((info) => versionLines(info, canary)),
  ]);
}

/** Said (on stderr) where the counts cannot be read: the embedded database belongs to the running server. */
export const HEALTH_ON_SERVER = '(page loads and failures per version are counted by the server: npm run remotes -- --server URL list)';

export function changeLine(change: Pick<Change, 'from' | 'to' | 'forced'> & { app: string }, verb: string): string {
  if (change.from === change.to) return `${change.app}: ${change.to} is already live`;
  return `${change.app}: ${verb} ${change.from ?? '(none)'} → ${change.to}, live now${change.forced ? ' (forced over the release guard)' : ''}`;
}

export function historyLine(
  entry: Pick<HistoryEntry, 'at' | 'action' | 'from' | 'to' | 'by' | 'forced' | 'percent' | 'reason'> & { app: string },
): string {
  const share = entry.percent === undefined ? '' : `  (${entry.percent}%)`;
  const why = entry.reason ? `  because ${entry.reason}` : '';
  return `${entry.at}  ${entry.app}  ${entry.action}  ${entry.from ?? '(none)'} → ${entry.to}${share}  by ${entry.by}${entry.forced ? '  FORCED' : ''}${why}`;
}

/**
 * The history as lines, a change of several apps (released or rolled back as one) on one line:
 * `at  shell + ordering  release  shell a → b, ordering c → d  by …`.
 */
export function historyLines(entries: (Parameters<typeof historyLine>[0] & { together?: string[] })[]): string[] {
  const lines: string[] = [];
  for (let at = 0; at < entries.length;) {
    const entry = entries[at]!;
    const group = [entry];
    while (entry.together && entries[at + group.length]?.at === entry.at && entries[at + group.length]?.together) {
      group.push(entries[at + group.length]!);
    }
    at += group.length;
    if (group.length === 1 && !entry.together) {
      lines.push(historyLine(entry));
      continue;
    }
    const steps = group.map((one) => `${one.app} ${one.from ?? '(none)'} → ${one.to}`).join(', ');
    const others = (entry.together ?? []).filter((app) => !group.some((one) => one.app === app));
    const apps = group.map((one) => one.app).join(' + ');
    lines.push(
      `${entry.at}  ${apps}  ${entry.action}  ${steps}  by ${entry.by}${entry.forced ? '  FORCED' : ''}${others.length ? `  (one change with ${others.join(', ')})` : ''}`,
    );
  }
  return lines;
}

export function canaryLine(change: CanaryChange, verb: 'serves' | 'aborted'): string {
  return verb === 'serves'
    ? `${change.app}: canary ${change.candidate} serves ${change.percent}% of visitors; the rest stay on ${change.live}`
    : `${change.app}: canary ${change.candidate} aborted; every visitor is on ${change.live}`;
}

export function publishedLine({ app, version, created }: { app: string; version: string; created: boolean }): string {
  return `${app}: ${created ? 'published' : 'already published as'} ${version} (not live; release it to use it)`;
}
