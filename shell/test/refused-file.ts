import { webcrypto } from 'node:crypto';

// A release file the browser refused, as the shell sees it: its script tag fails with the integrity
// it was promised, and fetching it again answers what the file host now serves.

// jsdom has no SubtleCrypto (nor TextEncoder); the browser's is the same Web Crypto.
if (!globalThis.crypto?.subtle) Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });

const served = new Map<string, string>();

/** What the file host answers for `url` from now on (200 with `body`); any other address fails to fetch. */
export function serveFile(url: string, body: string): void {
  served.set(url, body);
  globalThis.fetch = jest.fn(async (input: string) => {
    const text = served.get(input);
    if (text === undefined) throw new TypeError('Failed to fetch');
    // Node's bytes: its SubtleCrypto takes no buffer of jsdom's realm.
    return { ok: true, arrayBuffer: async () => Buffer.from(text) } as unknown as Response;
  }) as typeof fetch;
}

/** A script tag for `url`, promised the hash of `published`, that fails to load (as a refused file does). */
export async function refuseFile(url: string, published: string): Promise<void> {
  const digest = await crypto.subtle.digest('SHA-256', Buffer.from(published));
  const script = document.createElement('script');
  script.integrity = `sha256-${Buffer.from(digest).toString('base64')}`;
  script.src = url;
  document.head.append(script);
  script.dispatchEvent(new Event('error'));
}
