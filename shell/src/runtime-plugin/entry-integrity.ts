import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

// The remote entries' integrity, from the live registry (written into the page by the server, or
// fetched from /remotes.json): each entry is loaded only if it is the very file its release recorded.
// Its chunks then carry the hashes its own build wrote into it, so nothing of a remote runs unchecked.

/** Entry URL (absolute) → its SRI hash. */
const integrities = new Map<string, string>();

const absolute = (url: string) => new URL(url, document.baseURI).href;

/** Called with every registry the shell registers, so a refreshed registry's versions are known too. */
export function rememberEntryIntegrity(remotes: readonly { entry: string; integrity?: string }[]): void {
  for (const { entry, integrity } of remotes) if (integrity) integrities.set(absolute(entry), integrity);
}

/**
 * The federation runtime's script for a remote entry, with the integrity the browser must find in it;
 * CORS like every release file (output.crossOriginLoading), so it is the request the page's preload
 * hint made. A file that fails the check fails to load: its routes show their fallback.
 */
export default function entryIntegrityPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'troo-entry-integrity',
    createScript({ url }) {
      const script = document.createElement('script');
      script.crossOrigin = 'anonymous';
      const integrity = integrities.get(absolute(url));
      if (integrity) script.integrity = integrity;
      script.src = url;
      return script;
    },
  };
}
