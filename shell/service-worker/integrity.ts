// A release file kept on the phone is used only while it is the file the page asks for: the page's
// tags and the runtimes name every release file with its hash (integrity), and a kept copy that does
// not match (changed where it was served, kept before the worker could check) is dropped, not shown.

const ALGORITHMS: Record<string, string> = { sha256: 'SHA-256', sha384: 'SHA-384', sha512: 'SHA-512' };

function base64(bytes: ArrayBuffer): string {
  let text = '';
  for (const byte of new Uint8Array(bytes)) text += String.fromCharCode(byte);
  return btoa(text);
}

/** Whether `body` matches any of the hashes in an integrity attribute; true when it names none this worker knows. */
export async function matchesIntegrity(body: ArrayBuffer, integrity: string): Promise<boolean> {
  const hashes = integrity
    .split(/\s+/)
    .map((token) => /^(sha256|sha384|sha512)-([A-Za-z0-9+/=]+)/.exec(token))
    .filter((match) => match !== null);
  if (!hashes.length) return true;
  const digests = new Map<string, string>();
  for (const [, algorithm, expected] of hashes) {
    if (!digests.has(algorithm!)) digests.set(algorithm!, base64(await crypto.subtle.digest(ALGORITHMS[algorithm!]!, body)));
    if (digests.get(algorithm!) === expected) return true;
  }
  return false;
}
