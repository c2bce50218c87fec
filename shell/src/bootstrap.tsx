import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { loadRegistry } from './remotes/registry';
import { registerServiceWorker } from './app/service-worker';

// Start fetching the live remote versions before React renders anything (when the page carries
// them, this registers them at once). LiveRouter shows a failure (and retries).
loadRegistry().catch(() => undefined);

// A transition: React renders the app in small slices, yielding to input between them, instead of
// one long task right after the page's first paint.
const root = createRoot(document.getElementById('root')!);
startTransition(() => root.render(<App />));

// Repeat visits and offline browsing from the phone; started when the page is idle.
registerServiceWorker();
