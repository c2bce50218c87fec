import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { loadRegistry } from './remotes/registry';

// Start fetching the live remote versions before React renders anything.
// LiveRouter shows a failure (and retries); this early call only starts the fetch.
loadRegistry().catch(() => undefined);

createRoot(document.getElementById('root')!).render(<App />);
