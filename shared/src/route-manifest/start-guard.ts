// A page whose shell cannot start (its main script or a chunk it needs refused, missing or stalled):
// what the page's own inline guard (platform/pages/src/startup-guard.ts) and the shell (shell/src/start-guard.ts)
// say to each other, written once.

/** Set on <html> by the shell as it renders: from then on its own fallbacks speak, not the guard. */
export const STARTED_ATTRIBUTE = 'data-troo-started';

/** Dispatched on document by the shell when its start fails in its code (not a file that did not load). */
export const START_FAILED_EVENT = 'troo-start-failed';

/** The guard's message, in place of the page; the shell removes it should it start after all. */
export const START_FAILED_ELEMENT_ID = 'troo-start-failed';

/** How long the shell may take to start before the page says so (a slow phone on a slow network takes some seconds). */
export const START_TIMEOUT_MS = 30_000;
