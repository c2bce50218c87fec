/** Loads the page again, from the live build (its own module so tests can stand in for it: jsdom's location cannot be spied on). */
export function reloadPage() {
  window.location.reload();
}
