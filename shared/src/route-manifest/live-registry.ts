// The live registry (/remotes.json) as the server also writes it into every page it sends: read by the
// shell to build its route table, and by a screen that decides from the same routes (the sign-in's landing).
import type { RouteDeclaration } from '../contract/route-manifest';

/** One live remote as /remotes.json lists it. */
export interface LiveRemote {
  name: string;
  version: string;
  /** URL of its remote entry. */
  entry: string;
  /** The entry's Subresource Integrity hash ("sha256-…") as its release recorded it: the shell loads it only if it matches. */
  integrity?: string;
  routes: RouteDeclaration[];
}

/** The id of the page's <script type="application/json"> holding the registry. */
export const REGISTRY_ELEMENT_ID = 'troo-registry';

/** The registry in that element's text; null when the page carries none or it is not one. */
export function registryFromText(text: string | null | undefined): { remotes: LiveRemote[] } | null {
  if (!text) return null;
  try {
    const parsed = JSON.parse(text) as { remotes?: unknown };
    return Array.isArray(parsed.remotes) ? { remotes: parsed.remotes as LiveRemote[] } : null;
  } catch {
    return null;
  }
}
