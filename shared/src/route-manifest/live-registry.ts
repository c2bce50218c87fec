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

/** The registry as a page carries it. */
export interface PageRegistry {
  remotes: LiveRemote[];
  /**
   * The server's signed word that it served this page with these versions (absent from /remotes.json):
   * the phone's error reports carry it, and only reports with it count toward a canary's verdict.
   */
  pageToken?: string;
}

/** The registry in that element's text; null when the page carries none or it is not one. */
export function registryFromText(text: string | null | undefined): PageRegistry | null {
  if (!text) return null;
  try {
    const parsed = JSON.parse(text) as { remotes?: unknown; pageToken?: unknown };
    if (!Array.isArray(parsed.remotes)) return null;
    const remotes = parsed.remotes as LiveRemote[];
    return typeof parsed.pageToken === 'string' ? { remotes, pageToken: parsed.pageToken } : { remotes };
  } catch {
    return null;
  }
}
