import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root: api/src (or api/dist) is two levels down. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface Config {
  port: number;
  host: string;
  /** The address phones reach this server at: QR codes and e-mails point here. */
  publicUrl: string;
  /** Absent: the embedded PGlite database under dataDir. */
  databaseUrl: string | null;
  dataDir: string;
  /** Where remote releases live (one immutable folder per version) and the live registry. */
  releasesDir: string;
  shellDir: string;
  externalSiteUrl: string;
  /** Absent: mail goes to the outbox (logged, and listed at /dev/mailbox outside production). */
  smtpUrl: string | null;
  mailFrom: string;
  paystackSecretKey: string | null;
  paystackBaseUrl: string;
  tokenSecret: string;
  tokenTtlHours: number;
  production: boolean;
  logLevel: string;
  seedDemo: boolean;
}

export class ConfigError extends Error {}

type Env = Record<string, string | undefined>;

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max}, not "${raw}"`);
  }
  return value;
}

function url(env: Env, name: string, fallback: string | null, protocols: string[]): string | null {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new ConfigError(`${name} must be a URL, not "${raw}"`);
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new ConfigError(`${name} must start with ${protocols.join(' or ')}, not "${parsed.protocol}"`);
  }
  return raw.replace(/\/$/, '');
}

function flag(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (['1', 'true', 'yes'].includes(raw.toLowerCase())) return true;
  if (['0', 'false', 'no'].includes(raw.toLowerCase())) return false;
  throw new ConfigError(`${name} must be true or false, not "${raw}"`);
}

/** A signing secret that survives restarts: TOKEN_SECRET, else one generated once into the data folder. */
function tokenSecret(env: Env, dataDir: string): string {
  const given = env.TOKEN_SECRET;
  if (given) {
    if (given.length < 32) throw new ConfigError('TOKEN_SECRET must be at least 32 characters');
    return given;
  }
  const file = path.join(dataDir, 'token-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** Reads and checks every setting; each has a default so `npm start` needs none. */
export function loadConfig(env: Env = process.env): Config {
  const port = integer(env, 'PORT', 3000, 1, 65535);
  const dataDir = path.resolve(env.DATA_DIR || path.join(REPO_ROOT, '.data'));
  const paystackSecretKey = env.PAYSTACK_SECRET_KEY || null;
  if (paystackSecretKey && !/^sk_(test|live)_\w+$/.test(paystackSecretKey)) {
    throw new ConfigError('PAYSTACK_SECRET_KEY must look like sk_test_… or sk_live_…');
  }
  return {
    port,
    host: env.HOST || '0.0.0.0',
    publicUrl: url(env, 'PUBLIC_URL', `http://localhost:${port}`, ['http:', 'https:'])!,
    databaseUrl: url(env, 'DATABASE_URL', null, ['postgres:', 'postgresql:']),
    dataDir,
    releasesDir: path.resolve(env.RELEASES_DIR || path.join(dataDir, 'remotes')),
    shellDir: path.resolve(env.SHELL_DIR || path.join(REPO_ROOT, 'shell/dist')),
    externalSiteUrl: url(env, 'EXTERNAL_SITE_URL', '', ['http:', 'https:'])!,
    smtpUrl: url(env, 'SMTP_URL', null, ['smtp:', 'smtps:']),
    mailFrom: env.MAIL_FROM || 'Troo <no-reply@troo.ng>',
    paystackSecretKey,
    paystackBaseUrl: url(env, 'PAYSTACK_BASE_URL', 'https://api.paystack.co', ['http:', 'https:'])!,
    tokenSecret: tokenSecret(env, dataDir),
    tokenTtlHours: integer(env, 'TOKEN_TTL_HOURS', 12, 1, 24 * 30),
    production: env.NODE_ENV === 'production',
    logLevel: env.LOG_LEVEL || 'info',
    seedDemo: flag(env, 'SEED_DEMO', true),
  };
}
