import { APP_NAMES, listReleases, type Change, type HistoryEntry, type Releases } from './registry.js';
import type { CanaryChange } from './canary.js';

// What the release commands say, whether they ran here (npm run remotes) or on a server (the same
// commands with --server, through /api/releases): one wording for both.

export interface AppReleases {
  app: string;
  live: string | null;
  /** Published versions, newest first. */
  versions: { version: string; publishedAt: string; live: boolean }[];
  /** Remotes: the candidate served to a share of visitors, if a canary runs. */
  canary?: { version: string; percent: number; since: string };
}

/** Every app: its live version and its published versions. */
export async function releaseOverview(releases: Releases): Promise<AppReleases[]> {
  const registry = await releases.store.read();
  return Promise.all(
    APP_NAMES.map(async (app) => {
      const live = registry.apps[app]?.live ?? null;
      const canary = registry.apps[app]?.canary;
      const versions = (await listReleases(releases.dir, app)).map((info) => ({
        version: info.version,
        publishedAt: info.publishedAt,
        live: info.version === live,
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

export function overviewLines(apps: AppReleases[]): string[] {
  return apps.flatMap(({ app, live, versions, canary }) => [
    `${app}  live: ${live ?? '(none)'}${canary ? `  canary: ${canary.version} for ${canary.percent}% since ${canary.since}` : ''}`,
    ...versions.map(
      (info) => `  ${info.live ? '*' : info.version === canary?.version ? '~' : ' '} ${info.version}  published ${info.publishedAt}`,
    ),
  ]);
}

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

export function canaryLine(change: CanaryChange, verb: 'serves' | 'aborted'): string {
  return verb === 'serves'
    ? `${change.app}: canary ${change.candidate} serves ${change.percent}% of visitors; the rest stay on ${change.live}`
    : `${change.app}: canary ${change.candidate} aborted; every visitor is on ${change.live}`;
}

export function publishedLine({ app, version, created }: { app: string; version: string; created: boolean }): string {
  return `${app}: ${created ? 'published' : 'already published as'} ${version} (not live; release it to use it)`;
}
