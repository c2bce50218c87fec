// The design tokens and base styles, once per page: remotes bundle the kit, never these.
import '@troo/shared/styles';
import { keptCopyAnswered, loadRegistry } from './remotes/registry';
import { askLiveRegistryForKeptCopy } from './remotes/kept-copy-registry';
import { nextTask } from './next-task';
import { markStarted, startFailed } from './start-guard';

// Start fetching the live remote versions before React renders anything (when the page carries
// them, this registers them at once). LiveRouter shows a failure (and retries). A kept copy of the
// page first hears what the server has live (asked from index.ts; a moment at most), so it never
// starts a version rolled back since it was kept; any other page asks nothing and goes on at once.
const registryChosen = askLiveRegistryForKeptCopy().then((live) => {
  keptCopyAnswered(live);
  loadRegistry().catch(() => undefined);
});

/**
 * The start in steps, each its own task on a slow phone's main thread (no step over some 50 ms):
 * React's DOM renderer, then the app's code, its store, its router, then the first render. Eager
 * imports: the code is already here (no request); only running it waits its turn.
 */
async function start() {
  await nextTask();
  const { createRoot } = await import(/* webpackMode: "eager" */ 'react-dom/client');
  await nextTask();
  const [{ startTransition, createElement }, { App, prepareRouter, prepareStore }, { registerServiceWorker }] = await Promise.all([
    import(/* webpackMode: "eager" */ 'react'),
    import(/* webpackMode: "eager" */ './app/App'),
    import(/* webpackMode: "eager" */ './app/service-worker'),
  ]);
  await nextTask();
  prepareStore();
  await registryChosen;
  await nextTask();
  prepareRouter();
  await nextTask();
  // A transition: React renders the app in small slices, yielding to input between them.
  const root = createRoot(document.getElementById('root')!);
  markStarted();
  startTransition(() => root.render(createElement(App)));
  // Repeat visits and offline browsing from the phone; started when the page is idle.
  registerServiceWorker();
}

start().catch(startFailed);
