import { START_FAILED_ELEMENT_ID, START_FAILED_EVENT, STARTED_ATTRIBUTE } from '@troo/shared/route-manifest';

// The shell's side of the page's start-up guard (platform/pages/src/startup-guard.ts, an inline script):
// it speaks for the shell until the shell renders, so the shell says when that is, and when its
// start failed in its own code (a file that failed to load the guard sees for itself).

/** From here on the app's own fallbacks answer a failure; a message the guard showed meanwhile goes. */
export function markStarted(): void {
  document.documentElement.setAttribute(STARTED_ATTRIBUTE, '');
  document.getElementById(START_FAILED_ELEMENT_ID)?.remove();
}

/** The start stopped before the app rendered: the guard shows it and reports it. */
export function startFailed(error: unknown): void {
  console.error('[troo] the shell failed to start', error);
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  document.dispatchEvent(new CustomEvent(START_FAILED_EVENT, { detail: { message } }));
}
