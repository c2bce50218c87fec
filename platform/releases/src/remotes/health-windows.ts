// What is counted of a version (remotes/version-health.ts), without the database code: the CLI's
// printing and the release overview use these shapes on machines that never open a database.

export interface VersionHealth {
  pageLoads: number;
  load: number;
  timeout: number;
  code: number;
  /** Files the browser refused: not the ones their release recorded. */
  integrity: number;
}

export interface HealthWindows {
  lastHour: VersionHealth;
  lastDay: VersionHealth;
}

export const NO_TRAFFIC: VersionHealth = { pageLoads: 0, load: 0, timeout: 0, code: 0, integrity: 0 };
