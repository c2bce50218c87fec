// Which release files the browser refused to run, so a remote whose files failed can be told apart:
// files that did not arrive (the connection, a file host) or files that arrived but are not the ones
// their release recorded (their integrity: changed on a disk or a CDN). The browser says neither: a
// script that fails its integrity check fires the same "error" as one that never came. So a failed
// file is fetched again and hashed: the same bytes the page was promised mean a load failure.

/** A file that arrived, but not as its release recorded it: the browser refused to run it. */
export class FileIntegrityError extends Error {
  override name = 'FileIntegrityError';
  constructor(readonly url: string) {
    super(`${url} is not the file its release recorded (integrity): the browser refused to run it`);
  }
}

/** Script and stylesheet URLs that failed to load this page, with the integrity they were loaded with. */
const failed = new Map<string, string>();

/** Listens (from the top of the page, before any release file loads) for release files that fail. */
export function watchRefusedFiles(): void {
  window.addEventListener(
    'error',
    (event) => {
      const target = event.target;
      if (target instanceof HTMLScriptElement && target.src && target.integrity) failed.set(target.src, target.integrity);
      else if (target instanceof HTMLLinkElement && target.href && target.integrity) failed.set(target.href, target.integrity);
    },
    true,
  );
}

const base64 = (bytes: ArrayBuffer) => btoa(String.fromCharCode(...new Uint8Array(bytes)));

/** Whether `url` now arrives whole but other than `integrity` says: false when it does not arrive at all. */
export async function arrivesChanged(url: string, integrity: string): Promise<boolean> {
  const [, bits, expected] = /^sha(256|384|512)-(\S+)/.exec(integrity) ?? [];
  if (!bits) return false;
  try {
    const answer = await fetch(url, { mode: 'cors', credentials: 'omit', cache: 'no-store' });
    if (!answer.ok) return false;
    const body = await answer.arrayBuffer();
    // No hashing outside a secure context: it arrived, yet the browser refused it.
    if (!globalThis.crypto?.subtle) return true;
    return base64(await crypto.subtle.digest(`SHA-${bits}`, body)) !== expected;
  } catch {
    return false;
  }
}

/**
 * The failure of a remote's load as the diner should hear of it: a FileIntegrityError when one of
 * that remote's files failed and arrives changed, else the error as it was.
 */
export async function remoteFailure(error: unknown, remote: string): Promise<unknown> {
  if (error instanceof FileIntegrityError) return error;
  const folder = `/remotes/${remote}/`;
  for (const [url, integrity] of failed) {
    if (!new URL(url, document.baseURI).pathname.startsWith(folder)) continue;
    if (await arrivesChanged(url, integrity)) return new FileIntegrityError(url);
  }
  return error;
}
