// Whether the owner is following the getting-started checklist in this tab: set by a tap on one of
// its steps, so a step's screen can point on to the next one. Per tab (sessionStorage), since the
// checklist is followed in one sitting; a tab without storage simply shows no pointer.

const KEY = 'troo-getting-started';

export function startFollowingChecklist(): void {
  try {
    sessionStorage.setItem(KEY, '1');
  } catch {
    // Storage refused (private mode, full): the screens show no pointer, nothing else changes.
  }
}

export function isFollowingChecklist(): boolean {
  try {
    return sessionStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
}
