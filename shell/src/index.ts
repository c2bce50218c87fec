// Async boundary: shared singletons are negotiated before any app code runs. When the server sent
// the screen's first paint, the browser paints it before the shell's start-up work begins.
import { nextTask } from './next-task';
import { startFailed } from './start-guard';
import { watchRefusedFiles } from './errors/refused-files';
import { askLiveRegistryForKeptCopy } from './remotes/kept-copy-registry';

// Before anything loads: which release files the browser refused, and with what integrity.
watchRefusedFiles();
// A kept copy of the page asks which remote versions are live now, beside the start-up below (the
// kept markup is already on screen): the bootstrap waits for the answer, not for its request to begin.
askLiveRegistryForKeptCopy().catch(() => undefined);

/**
 * The shared libraries the start needs, each negotiated with the federation runtime (its version
 * checked against every requirement) and run in a task of its own: asked for together by the
 * bootstrap chunk, they were one long task on a slow phone. The bootstrap finds them ready.
 */
const SHARED_AT_START = [
  () => import('react'),
  () => import('react-dom/client'),
  () => import('react-router-dom'),
  () => import('react-redux'),
  () => import('@troo/shared/runtime'),
];

async function start() {
  for (const load of SHARED_AT_START) {
    await load();
    await nextTask();
  }
  await import('./bootstrap');
}

const begin = () => void start().catch(startFailed);
if (document.getElementById('troo-first-paint')) requestAnimationFrame(() => setTimeout(begin, 0));
else begin();
