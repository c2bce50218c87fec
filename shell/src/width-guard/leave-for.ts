/** Leaves Troo for another site, replacing this page in the history. (Own module: tests replace it.) */
export function leaveFor(url: string): void {
  window.location.replace(url);
}
