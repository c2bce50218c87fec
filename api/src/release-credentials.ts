import { APP_NAMES, type AppName } from '@troo/shared/route-manifest';
import { ConfigError, MIN_SECRET_BYTES } from './config-error.js';

// Who may publish and release over HTTP (/api/releases…): named bearer tokens, each for the apps it
// names. RELEASE_TOKEN is the one for every app ("operator token"); RELEASE_TOKENS gives a team a
// token of its own for its apps:
//
//   RELEASE_TOKENS='{"checkout-team": {"token": "…", "apps": ["checkout"]},
//                    "front-door": {"token": "…", "apps": ["shell", "ordering"]}}'
//
// The history's "by" is the token's name: who holds it, not what the caller says. None set: releases
// over HTTP are off. Every token is held to the token secret's length (its holder runs code on the
// server: a release's first-paint.cjs), and no two names share a token.

export interface ReleaseCredential {
  /** Written to the history as "by". */
  name: string;
  token: string;
  /** The apps it may publish, release, roll back and run canaries of. */
  apps: readonly AppName[] | 'all';
}

/** The all-apps RELEASE_TOKEN's name in the history. */
export const OPERATOR_TOKEN_NAME = 'operator token';

const NAME = /^[A-Za-z0-9][\w.@-]{0,59}$/;
const EXAMPLE = '{"checkout-team": {"token": "…", "apps": ["checkout"]}}';
const MAKE_ONE = 'make one with: openssl rand -base64 48';

type Env = Record<string, string | undefined>;

/** A token's own problems (`what` names it in the message), or the token. */
function checkedToken(raw: unknown, what: string, tokenSecret: string | undefined): string {
  if (typeof raw !== 'string' || Buffer.byteLength(raw) < MIN_SECRET_BYTES) {
    throw new ConfigError(`${what} must be at least ${MIN_SECRET_BYTES} bytes (it lets its holder run code on the server; ${MAKE_ONE})`);
  }
  if (!/^[\x21-\x7e]+$/.test(raw))
    throw new ConfigError(`${what} may hold only visible ASCII characters (no spaces): it is sent in a header`);
  if (raw === tokenSecret) throw new ConfigError(`${what} must not be the same as TOKEN_SECRET`);
  return raw;
}

function teamCredential(name: string, entry: unknown, tokenSecret: string | undefined): ReleaseCredential {
  if (!NAME.test(name)) {
    throw new ConfigError(`RELEASE_TOKENS: "${name}" is no token name (letters, digits, . _ - @, at most 60, the first a letter or digit)`);
  }
  if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) {
    throw new ConfigError(`RELEASE_TOKENS: ${name} must be {"token": "…", "apps": [...]}, as in ${EXAMPLE}`);
  }
  const stray = Object.keys(entry).filter((key) => key !== 'token' && key !== 'apps');
  if (stray.length)
    throw new ConfigError(`RELEASE_TOKENS: ${name} has ${stray.map((key) => `"${key}"`).join(', ')}: a token has only "token" and "apps"`);
  const { token, apps } = entry as { token?: unknown; apps?: unknown };
  if (!Array.isArray(apps) || apps.length === 0) {
    throw new ConfigError(`RELEASE_TOKENS: ${name} names no apps: give "apps": [...] from ${APP_NAMES.join(', ')}`);
  }
  const unknown = apps.filter((app) => !(APP_NAMES as readonly unknown[]).includes(app));
  if (unknown.length) {
    throw new ConfigError(
      `RELEASE_TOKENS: ${name} names ${unknown.map((app) => JSON.stringify(app)).join(', ')}, which is no app (apps: ${APP_NAMES.join(', ')})`,
    );
  }
  return { name, token: checkedToken(token, `RELEASE_TOKENS: ${name}'s token`, tokenSecret), apps: [...new Set(apps as AppName[])] };
}

/** RELEASE_TOKEN and RELEASE_TOKENS, checked: every problem stops the start with a message naming it. */
export function releaseCredentials(env: Env): ReleaseCredential[] {
  const credentials: ReleaseCredential[] = [];
  if (env.RELEASE_TOKEN) {
    credentials.push({ name: OPERATOR_TOKEN_NAME, token: checkedToken(env.RELEASE_TOKEN, 'RELEASE_TOKEN', env.TOKEN_SECRET), apps: 'all' });
  }
  if (env.RELEASE_TOKENS) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(env.RELEASE_TOKENS);
    } catch {
      throw new ConfigError(`RELEASE_TOKENS must be JSON: named tokens and their apps, such as ${EXAMPLE}`);
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed) || Object.keys(parsed).length === 0) {
      throw new ConfigError(`RELEASE_TOKENS must name at least one token and its apps, such as ${EXAMPLE}`);
    }
    for (const [name, entry] of Object.entries(parsed)) credentials.push(teamCredential(name, entry, env.TOKEN_SECRET));
  }
  // One token, one holder: otherwise the history could not say which of them acted.
  for (const [index, credential] of credentials.entries()) {
    const other = credentials.slice(0, index).find((earlier) => earlier.token === credential.token);
    if (other) throw new ConfigError(`RELEASE_TOKENS: ${credential.name} has the same token as ${other.name}: give each its own`);
  }
  return credentials;
}

/** Whether a credential may change `app` (publish, release, roll back, canary). */
export const mayChange = (credential: ReleaseCredential, app: string): boolean =>
  credential.apps === 'all' || (credential.apps as readonly string[]).includes(app);
