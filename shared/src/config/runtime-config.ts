/** Settings the server writes into index.html at request time (no rebuild to change them). */
export interface RuntimeConfig {
  /** Base of the REST API, ending in /api. */
  apiBaseUrl: string;
  /** Where wide screens and invalid customer entries are sent; empty = show the phone page. */
  externalSiteUrl: string;
}

const DEFAULTS: RuntimeConfig = { apiBaseUrl: '/api', externalSiteUrl: '' };
let cached: RuntimeConfig | undefined;

export function getRuntimeConfig(): RuntimeConfig {
  if (cached) return cached;
  const meta = typeof document === 'undefined' ? null : document.querySelector('meta[name="troo-config"]');
  let fromPage: Partial<RuntimeConfig> = {};
  try {
    fromPage = meta ? (JSON.parse(meta.getAttribute('content') || '{}') as Partial<RuntimeConfig>) : {};
  } catch {
    fromPage = {};
  }
  cached = { ...DEFAULTS, ...fromPage };
  return cached;
}

/** Tests only: forget the cached settings. */
export function resetRuntimeConfig(): void {
  cached = undefined;
}
