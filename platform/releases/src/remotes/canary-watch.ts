import { abortCanary, type CanaryChange } from './canary.js';
import type { VersionHealth } from './health-windows.js';
import { REMOTE_NAMES, type Releases } from './registry.js';

// A canary that fails its visitors ends itself: its candidate's failures reported by phones (load,
// timeout, code) against the pages it served since it started, compared with the limit and with the
// live version's over the same time (a network that fails everyone is not the candidate's fault).

export interface CanaryLimits {
  /** Percent of the candidate's page loads that may fail. */
  maxFailurePercent: number;
  /** Page loads the candidate must have served before it is judged. */
  minPageLoads: number;
}

const failures = (health: VersionHealth) => health.load + health.timeout + health.code + health.integrity;
const percentOf = (health: VersionHealth) => (health.pageLoads ? (100 * failures(health)) / health.pageLoads : 0);

/** Why the candidate must stop (the history's reason), or null while it may go on. */
export function canaryVerdict(candidate: VersionHealth, live: VersionHealth, limits: CanaryLimits): string | null {
  if (candidate.pageLoads < limits.minPageLoads) return null;
  const rate = percentOf(candidate);
  if (rate <= limits.maxFailurePercent || rate <= percentOf(live)) return null;
  return (
    `${failures(candidate)} failures in ${candidate.pageLoads} page loads (${rate.toFixed(1)}%; ` +
    `${candidate.code} code, ${candidate.load} load, ${candidate.timeout} timeout, ${candidate.integrity} integrity) over the limit of ${limits.maxFailurePercent}% ` +
    `(live: ${percentOf(live).toFixed(1)}% of ${live.pageLoads})`
  );
}

/** A version's health since a moment (the API's page-load and failure counts). */
export type HealthSince = (app: string, version: string, since: Date) => Promise<VersionHealth>;

/**
 * Judges every running canary and aborts each that fails its visitors; answers what it aborted.
 * Safe on every process at once: an abort applies only while that candidate still runs.
 */
export async function judgeCanaries(releases: Releases, healthSince: HealthSince, limits: CanaryLimits): Promise<CanaryChange[]> {
  const registry = await releases.store.read();
  const aborted: CanaryChange[] = [];
  for (const remote of REMOTE_NAMES) {
    const state = registry.apps[remote];
    const canary = state?.canary;
    if (!state || !canary) continue;
    const since = new Date(canary.since);
    const [candidate, live] = await Promise.all([healthSince(remote, canary.version, since), healthSince(remote, state.live, since)]);
    const reason = canaryVerdict(candidate, live, limits);
    if (!reason) continue;
    const change = await abortCanary(releases, remote, { by: 'canary watch (automatic)', reason, onlyVersion: canary.version });
    if (change) aborted.push(change);
  }
  return aborted;
}
