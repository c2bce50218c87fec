import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { Forbidden, Unauthorized } from '../errors.js';
import { mayChange, type ReleaseCredential } from '../release-credentials.js';

// Access 'operator' (the release routes): which release token the request carries, and whether it
// may act on the app its address names. Checked before the body is read.

export const RELEASES_OFF = 'Releases over HTTP are off: set RELEASE_TOKEN or RELEASE_TOKENS';
export const RELEASE_TOKEN_REQUIRED = 'This call needs a release token: Authorization: Bearer <token>.';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** The token each operator request was let in with, for its handler (the history's "by"). */
const credentials = new WeakMap<FastifyRequest, ReleaseCredential>();

/**
 * The credential whose token the request carries, compared as sha256 digests in constant time, and
 * against every token (which one matched takes no longer to find).
 */
function credentialFor(known: ReleaseCredential[], given: string): ReleaseCredential | null {
  const presented = digest(given);
  let found: ReleaseCredential | null = null;
  for (const credential of known) if (timingSafeEqual(presented, digest(credential.token)) && !found) found = credential;
  return found;
}

/**
 * Lets in a request whose bearer token is a release token that may act on the app its address names
 * (`/api/releases/:app/…`; reading the lists and the history takes any). Without any release token
 * every operator call is off (403), whatever the request carries; a staff sign-in is never looked at.
 */
export function releaseTokenGuard(known: () => ReleaseCredential[]) {
  return async (request: FastifyRequest) => {
    const tokens = known();
    if (!tokens.length) throw new Forbidden(RELEASES_OFF);
    const given = /^Bearer +(\S+) *$/i.exec(request.headers.authorization ?? '')?.[1] ?? '';
    const credential = credentialFor(tokens, given);
    if (!credential) throw new Unauthorized(RELEASE_TOKEN_REQUIRED);
    const { app } = (request.params ?? {}) as { app?: string };
    if (app !== undefined && !mayChange(credential, app)) {
      const allowed = credential.apps === 'all' ? 'every app' : credential.apps.join(', ');
      throw new Forbidden(`The release token "${credential.name}" may not change ${app}: it is for ${allowed}.`);
    }
    credentials.set(request, credential);
  };
}

/** A change of several apps names them in its body: the token must be allowed every one. */
export function assertMayChangeAll(request: FastifyRequest, apps: string[]): void {
  const credential = credentials.get(request);
  if (!credential) throw new Error('an operator route ran without its release token check');
  const refused = apps.filter((app) => !mayChange(credential, app));
  if (refused.length) {
    const allowed = credential.apps === 'all' ? 'every app' : credential.apps.join(', ');
    throw new Forbidden(`The release token "${credential.name}" may not change ${refused.join(', ')}: it is for ${allowed}.`);
  }
}

/** Who acted, for the history: the name of the release token the request was let in with. */
export function releasedBy(request: FastifyRequest): string {
  const credential = credentials.get(request);
  if (!credential) throw new Error('an operator route ran without its release token check');
  return credential.name;
}
