import { applyChanges, guardProblems, routeClashes, type Change, type ChangeOptions, type Releases } from './registry.js';
import { checkRelease } from './release-folder.js';
import { assertApp, isRemoteName, RegistryError, type RemoteName } from './names.js';
import type { Canary, RegistryDocument } from './registry-document.js';
import { servedIntegrity } from './release-integrity.js';

// A canary: a remote's candidate version served to a share of visitors (sticky per visitor: a
// bucket cookie, 0–99) beside the live one, then promoted (made live for everyone) or aborted (everyone
// back on the live one). Each step is one compare-and-swap on the registry, guarded as a release is,
// and written to the history.

export interface CanaryChange {
  app: RemoteName;
  live: string;
  candidate: string;
  percent: number;
}

function assertRemote(app: string): asserts app is RemoteName {
  assertApp(app);
  if (!isRemoteName(app)) throw new RegistryError(`A canary is for a remote; the shell changes for everyone at once (release or rollback)`);
}

/** 1–99 in whole numbers: 0 is no canary (abort), 100 is everyone (promote). */
function assertPercent(percent: number): void {
  if (!Number.isInteger(percent) || percent < 1 || percent > 99) {
    throw new RegistryError(`The share of visitors must be a whole number from 1 to 99 (got ${percent}): 100 is promote, 0 is abort`);
  }
}

/**
 * Serves `version` of `app` to `percent` of visitors. Run again for the same candidate, it changes
 * the share; a different candidate while one runs is refused (abort or promote it first).
 */
export async function startCanary(
  releases: Releases,
  app: string,
  version: string,
  percent: number,
  options: ChangeOptions,
): Promise<CanaryChange> {
  assertRemote(app);
  assertPercent(percent);
  return releases.store.update(async (current) => {
    const state = current.apps[app];
    if (!state)
      throw new RegistryError(`${app} has nothing live: release a first version to everyone (a canary needs a live version beside it)`);
    if (state.live === version) throw new RegistryError(`${app} ${version} is already live for everyone`);
    const running = state.canary;
    if (running && running.version !== version) {
      throw new RegistryError(
        `${app} has a canary running (${running.version} for ${running.percent}% of visitors): promote or abort it first`,
      );
    }
    const change = { app, live: state.live, candidate: version, percent };
    if (running?.percent === percent) return { next: current, result: change };
    const info = await checkRelease(releases.dir, app, version);
    if (!info.remoteEntry) throw new RegistryError(`${app} ${version} has no remote entry`);
    const integrity = (await servedIntegrity(releases.dir, app, version))?.[info.remoteEntry];
    const canary: Canary = {
      version,
      entry: `/remotes/${app}/${version}/${info.remoteEntry}`,
      ...(integrity ? { integrity } : {}),
      routes: info.routes ?? [],
      percent,
      since: running?.since ?? new Date().toISOString(),
    };
    const next: RegistryDocument = structuredClone(current);
    next.apps[app] = { ...state, canary };
    const clashes = routeClashes(next, app);
    if (clashes.length) throw new RegistryError(`${app} ${version} cannot serve a canary:\n  ${clashes.join('\n  ')}`);
    const problems = running ? [] : await guardProblems(releases.dir, current, next, [app]);
    if (problems.length && !options.force) {
      throw new RegistryError(
        `Refused: it would break what runs for its visitors.\n  ${problems.join('\n  ')}\n` +
          '  --force goes ahead anyway and is written to the history.',
      );
    }
    next.history.push({
      at: new Date().toISOString(),
      app,
      action: 'canary',
      from: state.live,
      to: version,
      by: options.by,
      forced: problems.length > 0,
      percent,
      ...(problems.length ? { overridden: problems } : {}),
    });
    return { next, result: change };
  });
}

/** Makes the running canary's candidate live for everyone (guarded as a release). */
export async function promoteCanary(releases: Releases, app: string, options: ChangeOptions): Promise<Change> {
  assertRemote(app);
  let candidate: string | null = null;
  const [change] = await applyChanges(
    releases,
    'promote',
    (current) => {
      const state = current.apps[app];
      if (!state?.canary) throw new RegistryError(`${app} has no canary running`);
      candidate = state.canary.version;
      return [{ app, to: candidate, stack: [...state.stack, candidate] }];
    },
    options,
  );
  return change ?? { app, from: candidate!, to: candidate!, forced: false };
}

/**
 * Ends the running canary: every visitor back on the live version. With `onlyVersion`, ends it only
 * while that candidate is still the one running, and answers null otherwise (an automatic abort that
 * another process already made, or that an operator's promote overtook).
 */
export async function abortCanary(
  releases: Releases,
  app: string,
  options: ChangeOptions & { reason?: string; onlyVersion?: string },
): Promise<CanaryChange | null> {
  assertRemote(app);
  return releases.store.update((current) => Promise.resolve(withoutCanary(current, app, options)));
}

/** The registry with `app`'s canary ended (and why, in the history), or unchanged when `onlyVersion` is not running. */
function withoutCanary(
  current: RegistryDocument,
  app: RemoteName,
  options: ChangeOptions & { reason?: string; onlyVersion?: string },
): { next: RegistryDocument; result: CanaryChange | null } {
  const state = current.apps[app];
  const running = state?.canary;
  if (!state || !running) {
    if (options.onlyVersion) return { next: current, result: null };
    throw new RegistryError(`${app} has no canary running`);
  }
  if (options.onlyVersion && running.version !== options.onlyVersion) return { next: current, result: null };
  const next: RegistryDocument = structuredClone(current);
  delete next.apps[app]!.canary;
  next.history.push({
    at: new Date().toISOString(),
    app,
    action: 'abort',
    from: running.version,
    to: state.live,
    by: options.by,
    forced: false,
    percent: running.percent,
    ...(options.reason ? { reason: options.reason } : {}),
  });
  return { next, result: { app, live: state.live, candidate: running.version, percent: running.percent } };
}
