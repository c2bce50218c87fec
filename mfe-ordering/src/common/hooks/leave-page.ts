/** Hands the tab over to another site; replace() so Back does not return to a broken link. */
export function leavePage(url: string): void {
  window.location.replace(url);
}
