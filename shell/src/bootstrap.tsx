import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { loadRegistry } from './remotes/registry';

// Start fetching the live remote versions before React renders anything.
loadRegistry();

createRoot(document.getElementById('root')!).render(<App />);
