import { existsSync } from 'node:fs';
import path from 'node:path';
import { LRUCache } from 'lru-cache';
import { pathClashes, type LiveRemote } from '@troo/shared/route-manifest';
import { compatibilityProblems, describeBreak, type Build } from './guard.js';
import { assertApp, isRemoteName, REMOTE_NAMES, RegistryError, SHELL, type AppName } from './names.js';
import { checkRelease, listReleases, readCompatibility } from './release-folder.js';
import { servedIntegrity } from './release-integrity.js';
import type { HistoryEntry, LiveApp, RegistryDocument, RegistryStore } from './registry-document.js';
import { FileRegistryStore } from './registry-file-store.js';

// What is live: releasing or rolling back an app changes only the registry (a file beside the
// releases, or a PostgreSQL row with DATABASE_URL); the next page load uses it, with no rebuild and
// no restart. Every change is checked (the version's files whole, no route claimed twice, and the
// release guard: every live remote runs on the live shell) and written to the history.

export { publish, listReleases, type ReleaseInfo } from './release-folder.js';
export { REMOTE_NAMES, APP_NAMES, RegistryError, isRemoteName, type AppName, type RemoteName } from './names.js';
export type { Canary, HistoryEntry, RegistryDocument } from './registry-document.js';

export interface Releases {
  /** The folder of immutable version folders, served under /remotes/. */
  dir: string;
  store: RegistryStore;
  /** The registry as last read for serving. */
  known?: RegistryDocument;
  /** RELEASES_BASE_URL: the origin serving /remotes/… (a CDN); absent, this one. */
  baseUrl?: string | null;
}

/**
 * The releases of this installation: the registry is a file beside them unless a store is given (on
 * a PostgreSQL server, PgRegistryStore: registry-pg-store.ts, kept apart so the CLI loads no database
 * code when it needs none).
 */
export function openReleases(
  dir: string,
  store: RegistryStore = new FileRegistryStore(dir),
  { baseUrl = null }: { baseUrl?: string | null } = {},
): Releases {
  return { dir, store, baseUrl };
}

/** Where browsers fetch a release file named by its path on this server (/remotes/…): here, or RELEASES_BASE_URL. */
export const releaseFileUrl = (releases: Pick<Releases, 'baseUrl'>, pathOnServer: string) => `${releases.baseUrl ?? ''}${pathOnServer}`;

export interface ChangeOptions {
  /** Go live even though the guard found that something live would break (written to the history). */
  force?: boolean;
  /** Who asked, for the history. */
  by: string;
}

/** One app of a change: release its `version` (default: its newest published build). */
export interface Target {
  app: string;
  version?: string;
}

export interface Change {
  app: AppName;
  from: string | null;
  to: string;
  forced: boolean;
}

// A version folder never changes, so what it records is read once while it stays among the last
// few hundred asked for; a failed read is not kept.
const compatCache = new LRUCache<string, Build, { dir: string; app: AppName; version: string }>({
  max: 500,
  fetchMethod: async (_key, _stale, { context: { dir, app, version } }) => ({
    app,
    version,
    compat: await readCompatibility(path.join(dir, app, version), `${app} ${version}`),
  }),
});
/** What a published build records of its shared modules. */
async function buildOf(dir: string, app: AppName, version: string): Promise<Build> {
  return (await compatCache.fetch(`${dir}\0${app}\0${version}`, { context: { dir, app, version } }))!;
}

const hasFirstPaint = (dir: string, app: AppName, version: string) => existsSync(path.join(dir, app, version, 'first-paint.cjs'));

/** The versions of a remote that visitors are served: the live one, and a canary's candidate. */
const servedVersions = (state: LiveApp | undefined): string[] =>
  state ? [state.live, ...(state.canary ? [state.canary.version] : [])] : [];

/** Why the registry `next` would break what runs, after `changed` changed: the guard's refusals. */
export async function guardProblems(dir: string, current: RegistryDocument, next: RegistryDocument, changed: AppName[]): Promise<string[]> {
  const problems: string[] = [];
  const shell = next.apps.shell;
  if (shell) {
    const shellBuild = await buildOf(dir, SHELL, shell.live);
    const remotes = changed.includes(SHELL) ? REMOTE_NAMES : changed.filter(isRemoteName);
    for (const name of remotes) {
      // A canary's candidate runs on the same shell as the live version, for its share of visitors.
      for (const version of servedVersions(next.apps[name])) {
        const remoteBuild = await buildOf(dir, name, version);
        const found = compatibilityProblems(remoteBuild, shellBuild);
        if (found.length) problems.push(describeBreak(remoteBuild, shellBuild, found));
      }
    }
  }
  for (const name of changed.filter(isRemoteName)) {
    const before = current.apps[name]?.live;
    for (const after of servedVersions(next.apps[name]).filter((version) => !servedVersions(current.apps[name]).includes(version))) {
      if (before && hasFirstPaint(dir, name, before) && !hasFirstPaint(dir, name, after)) {
        problems.push(
          `${name} ${after} has no first paints (first-paint.cjs) and ${before} has: its pages would arrive unpainted (build it with npm run build -w mfe-…)`,
        );
      }
    }
  }
  return problems;
}

/**
 * Two remotes answering one URL would make the page depend on load order: never allowed, for the
 * live versions nor for what a canary's visitors are served (its candidate in the live one's place).
 */
export function routeClashes(next: RegistryDocument, name: AppName): string[] {
  if (!isRemoteName(name)) return [];
  const live = REMOTE_NAMES.map((remote) => ({ name: remote, routes: next.apps[remote]?.routes ?? [] }));
  const candidate = next.apps[name]?.canary;
  const seenByCanary = candidate ? live.map((remote) => (remote.name === name ? { name, routes: candidate.routes } : remote)) : [];
  return [...new Set([...pathClashes(live), ...(candidate ? pathClashes(seenByCanary) : [])])];
}

/**
 * Applies changes of live versions as one compare-and-swap on the registry: every version checked
 * whole, routes unique, the guard satisfied (or overridden with `force`), the history written.
 */
export async function applyChanges(
  releases: Releases,
  action: HistoryEntry['action'],
  plan: (current: RegistryDocument) => { app: AppName; to: string; stack: string[] }[],
  options: ChangeOptions & { refusalHint?: (current: RegistryDocument) => string | null },
): Promise<Change[]> {
  return releases.store.update(async (current) => {
    const steps = plan(current);
    const next: RegistryDocument = structuredClone(current);
    const changes: Change[] = [];
    for (const { app, to, stack } of steps) {
      const from = current.apps[app]?.live ?? null;
      const canary = current.apps[app]?.canary;
      // Its visitors are split between two versions: another change would leave one of them undecided.
      if (canary && !(action === 'promote' && to === canary.version)) {
        throw new RegistryError(
          `${app} has a canary running (${canary.version} for ${canary.percent}% of visitors): promote or abort it first`,
        );
      }
      const info = await checkRelease(releases.dir, app, to);
      const integrity = info.remoteEntry ? (await servedIntegrity(releases.dir, app, to))?.[info.remoteEntry] : undefined;
      next.apps[app] = {
        live: to,
        entry: info.remoteEntry ? `/remotes/${app}/${to}/${info.remoteEntry}` : null,
        ...(integrity ? { integrity } : {}),
        routes: info.routes ?? [],
        stack,
      };
      const clashes = routeClashes(next, app);
      if (clashes.length) throw new RegistryError(`${app} ${to} cannot go live:\n  ${clashes.join('\n  ')}`);
      if (from !== to) changes.push({ app, from, to, forced: false });
    }
    if (!changes.length) return { next: current, result: [] };
    const problems = await guardProblems(
      releases.dir,
      current,
      next,
      changes.map((change) => change.app),
    );
    if (problems.length && !options.force) {
      const hint = options.refusalHint?.(current);
      throw new RegistryError(
        `Refused: it would break what runs.\n  ${problems.join('\n  ')}\n` +
          (hint ??
            '  Release a shell that provides these first, or both as one change (release shell@<version> <remote>@<version>), ' +
              'or a remote built against the live shell; --force goes ahead anyway and is written to the history.'),
      );
    }
    const at = new Date().toISOString();
    // Several apps changed as one: each entry names them all, so the history reads (and rolls back) as one change.
    const together = changes.length > 1 ? changes.map((change) => change.app) : undefined;
    for (const change of changes) {
      change.forced = problems.length > 0;
      next.history.push({
        at,
        app: change.app,
        action,
        from: change.from,
        to: change.to,
        by: options.by,
        forced: change.forced,
        ...(together ? { together } : {}),
        ...(problems.length ? { overridden: problems } : {}),
      });
    }
    return { next, result: changes };
  });
}

/** Makes a published version live: the one named, else the newest. */
export async function release(releases: Releases, app: string, version: string | undefined, options: ChangeOptions): Promise<Change> {
  const [change] = await releaseTogether(releases, [{ app, version }], options);
  return change!;
}

/** The apps named, each once, known: what a change of several is made of. */
function distinctApps(apps: string[]): AppName[] {
  if (!apps.length) throw new RegistryError('name at least one app');
  for (const app of apps) assertApp(app);
  const twice = apps.find((app, at) => apps.indexOf(app) !== at);
  if (twice) throw new RegistryError(`${twice} is named twice: one version per app in a change`);
  return apps as AppName[];
}

/**
 * Makes several published versions live as ONE change (`release shell@X ordering@Y`): checked and
 * guarded as a whole (a remote that needs the new shell goes live with it, never before it), written
 * in one compare-and-swap, so no visitor is ever served one without the other. Answers each app's
 * change; an app already at its version is answered unchanged.
 */
export async function releaseTogether(releases: Releases, targets: Target[], options: ChangeOptions): Promise<Change[]> {
  const apps = distinctApps(targets.map((target) => target.app));
  const versions = await Promise.all(
    targets.map(async ({ app, version }) => {
      const target = version ?? (await listReleases(releases.dir, app))[0]?.version;
      if (!target) throw new RegistryError(`${app} has no published version: build and publish it first`);
      return target;
    }),
  );
  const changes = await applyChanges(
    releases,
    'release',
    (current) =>
      apps.map((app, at) => {
        const stack = current.apps[app]?.stack ?? [];
        const to = versions[at]!;
        return { app, to, stack: stack.at(-1) === to ? stack : [...stack, to] };
      }),
    options,
  );
  return apps.map(
    (app, at) => changes.find((change) => change.app === app) ?? { app, from: versions[at]!, to: versions[at]!, forced: false },
  );
}

/** The apps last changed together with `app`, when its last change was one of several. */
function changedWith(registry: RegistryDocument, app: AppName): AppName[] {
  const last = registry.history.filter((entry) => entry.app === app).at(-1);
  return (last?.together ?? []).filter((other) => other !== app);
}

/**
 * Goes back one step in what has been live (twice: two steps), or back to the version named, which
 * must be an earlier step. Never forward: a version rolled away from returns only by a release.
 */
export async function rollback(releases: Releases, app: string, version: string | undefined, options: ChangeOptions): Promise<Change> {
  assertApp(app);
  let target: string | null = null;
  const [change] = await applyChanges(
    releases,
    'rollback',
    (current) => {
      const stack = [...(current.apps[app]?.stack ?? [])];
      if (stack.length < 2) throw new RegistryError(`${app} has no earlier live version to roll back to`);
      stack.pop();
      if (version) {
        const at = stack.lastIndexOf(version);
        if (at < 0)
          throw new RegistryError(`${app} ${version} is not an earlier step of what has been live (${stack.join(' → ') || 'none'})`);
        stack.length = at + 1;
      }
      target = stack.at(-1)!;
      return [{ app, to: target, stack }];
    },
    {
      ...options,
      // Refused alone after going live with others: say how to take the whole change back.
      refusalHint: (current) => {
        const others = changedWith(current, app);
        return others.length
          ? `  ${app} went live together with ${others.join(', ')}: roll them back as one change (rollback ${[app, ...others].join(' ')}).`
          : null;
      },
    },
  );
  // The step named is the live version (released again since): nothing changes.
  return change ?? { app, from: target!, to: target!, forced: false };
}

/**
 * Each app named goes back one step, all as ONE change guarded as a whole: what was released
 * together (`release shell@X ordering@Y`) is taken back together.
 */
export async function rollbackTogether(releases: Releases, names: string[], options: ChangeOptions): Promise<Change[]> {
  const apps = distinctApps(names);
  return applyChanges(
    releases,
    'rollback',
    (current) =>
      apps.map((app) => {
        const stack = [...(current.apps[app]?.stack ?? [])];
        if (stack.length < 2) throw new RegistryError(`${app} has no earlier live version to roll back to`);
        stack.pop();
        return { app, to: stack.at(-1)!, stack };
      }),
    options,
  );
}

/** The newest published build of each app that has one. */
async function newestBuilds(dir: string): Promise<Map<AppName, { version: string; publishedAt: string }>> {
  const newest = new Map<AppName, { version: string; publishedAt: string }>();
  for (const app of [SHELL, ...REMOTE_NAMES] as AppName[]) {
    const [latest] = await listReleases(dir, app);
    if (latest) newest.set(app, latest);
  }
  return newest;
}

/**
 * What a start makes live (npm start, npm run start:cluster): the newest build of each app that has
 * never been live, all in one change, guarded as one. Nothing else: once an app has a live version,
 * what is live is the operator's (release, rollback), so a restart never undoes a rollback, and a
 * new build waits for its release (unreleasedBuilds says which).
 */
export async function releaseNeverLiveApps(releases: Releases, by: string): Promise<Change[]> {
  const newest = await newestBuilds(releases.dir);
  // Every app live already (every start but the first): not even a new revision of the registry.
  const { apps } = await releases.store.read();
  if ([...newest.keys()].every((app) => apps[app])) return [];
  return applyChanges(
    releases,
    'release',
    (current) => [...newest].flatMap(([app, latest]) => (current.apps[app] ? [] : [{ app, to: latest.version, stack: [latest.version] }])),
    { by },
  );
}

/** Whether `version` of `app` has ever been live (it is in what has been live, or in the history). */
const everLive = (registry: RegistryDocument, app: AppName, version: string) =>
  Boolean(registry.apps[app]?.stack.includes(version)) || registry.history.some((entry) => entry.app === app && entry.to === version);

/**
 * Apps whose newest build was published after their last change and has never been live: built,
 * waiting for the operator's release (a start says so rather than releasing it).
 */
export async function unreleasedBuilds(releases: Releases): Promise<{ app: AppName; version: string; live: string }[]> {
  const newest = await newestBuilds(releases.dir);
  const registry = await releases.store.read();
  return [...newest].flatMap(([app, latest]) => {
    const live = registry.apps[app]?.live;
    if (!live || everLive(registry, app, latest.version)) return [];
    const changed = registry.history.filter((entry) => entry.app === app).map((entry) => entry.at);
    return changed.every((at) => at < latest.publishedAt) ? [{ app, version: latest.version, live }] : [];
  });
}

/**
 * npm run dev only (its own data folder, rebuilt on every change): each app with nothing live gets
 * its newest build, and a build newer than anything that has been live is released, all in one
 * change and guarded as one. A rollback stays until something new is built.
 */
export async function releaseNewBuilds(releases: Releases, by: string): Promise<Change[]> {
  const newest = await newestBuilds(releases.dir);
  return applyChanges(
    releases,
    'release',
    (current) =>
      [...newest].flatMap(([app, latest]) => {
        const state = current.apps[app];
        if (state?.canary) return [];
        const seen = current.history.filter((entry) => entry.app === app);
        const newer = !state || seen.every((entry) => entry.at < latest.publishedAt);
        return !everLive(current, app, latest.version) && newer
          ? [{ app, to: latest.version, stack: [...(state?.stack ?? []), latest.version] }]
          : [];
      }),
    { by },
  );
}

/** The registry as pages are served from it: read again only when its revision changed. */
export async function servedRegistry(releases: Releases): Promise<RegistryDocument> {
  const changed = await releases.store.readIfChanged(releases.known?.revision ?? null);
  if (changed) releases.known = changed;
  return releases.known!;
}

/**
 * What /remotes.json answers: each live remote, the URL of its entry, the integrity the browser must
 * find in it, and the routes it answers; for a visitor whose canary bucket (0–99) falls in a running
 * canary, that remote's candidate instead.
 */
export async function liveRemotes(releases: Releases, bucket: number | null = null): Promise<LiveRemote[]> {
  return remotesServed(await servedRegistry(releases), bucket, releases);
}

/**
 * The same, from a registry already read; entries under `baseUrl` (RELEASES_BASE_URL) when release
 * files are served from there.
 */
export function remotesServed(
  registry: RegistryDocument,
  bucket: number | null,
  { baseUrl = null }: Pick<Releases, 'baseUrl'> = {},
): LiveRemote[] {
  return REMOTE_NAMES.flatMap((name) => {
    const state = registry.apps[name];
    const canary = state?.canary && bucket !== null && bucket < state.canary.percent ? state.canary : null;
    // A live version whose files have gone stays listed: its routes show their fallback, and
    // restoring the files (or rolling back) brings them back without touching anything else.
    const served = canary ?? (state?.live && state.entry ? { ...state, version: state.live, entry: state.entry } : null);
    if (!served) return [];
    // Absent for a version made live before the registry kept it: its entry loads unchecked until its next release.
    const { integrity } = served;
    return [
      {
        name,
        version: served.version,
        entry: releaseFileUrl({ baseUrl }, served.entry),
        ...(integrity ? { integrity } : {}),
        routes: served.routes,
      },
    ];
  });
}

/** Whether any remote has a canary running: what a visitor is served then depends on their bucket. */
export const canaryRunning = (registry: RegistryDocument): boolean => REMOTE_NAMES.some((name) => registry.apps[name]?.canary);

/** The live shell version (its folder is <dir>/shell/<version>), or null when none has been released. */
export async function liveShell(releases: Releases): Promise<string | null> {
  return (await servedRegistry(releases)).apps.shell?.live ?? null;
}
