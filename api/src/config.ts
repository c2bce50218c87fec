import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError, MIN_SECRET_BYTES } from './config-error.js';
import { DEFAULT_CHECKOUTS_PER_ADDRESS, DEFAULT_CHECKOUTS_PER_OUTLET } from './domain/limits.js';
import { releaseCredentials, type ReleaseCredential } from './release-credentials.js';

/**
 * The repository root: the nearest folder above this file that holds api/migrations. Two levels up
 * from api/src and api/dist; deeper from the test run's compiled copy (scripts/compile-tests.ts).
 */

/** Open connections one client address may hold, at each API process and at the shipped nginx alike. */
export const DEFAULT_MAX_CONNECTIONS_PER_ADDRESS = 128;
export const REPO_ROOT = findRepoRoot(path.dirname(fileURLToPath(import.meta.url)));

function findRepoRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'api', 'migrations'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`No folder above ${from} holds api/migrations: is this a Troo checkout?`);
  }
}

export interface Config {
  port: number;
  host: string;
  /** The address phones reach this server at: QR codes and e-mails point here. */
  publicUrl: string;
  /** Absent: the embedded PGlite database under dataDir. */
  databaseUrl: string | null;
  dataDir: string;
  /** Where the shell's and remotes' releases live (one immutable folder per version) and the live registry. */
  releasesDir: string;
  /**
   * RELEASES_BASE_URL: the origin (a CDN) that serves this server's /remotes/… files, such as
   * https://cdn.example.com: pages, the registry and the shell name release files there. Null: this origin.
   */
  releasesBaseUrl: string | null;
  externalSiteUrl: string;
  /**
   * REDIS_URL: where the API processes count request limits and open streams together. Absent: in
   * DATABASE_URL's PostgreSQL, else (the embedded database, one process) in memory.
   */
  redisUrl: string | null;
  /** Absent: mail goes to the development mailbox (in memory, /dev/mailbox) outside production, and nowhere in it. */
  smtpUrl: string | null;
  mailFrom: string;
  paystackSecretKey: string | null;
  paystackBaseUrl: string;
  /** Which payment provider answers: Paystack (needs the secret key) or the built-in sandbox. */
  paymentProvider: 'paystack' | 'sandbox';
  /** Troo's share of every payment, in percent (0 ≤ x < 100, at most two decimals). */
  platformFeePercent: number;
  tokenSecret: string;
  tokenTtlHours: number;
  production: boolean;
  logLevel: string;
  seedDemo: boolean;
  /** Which peers may say who the client is (X-Forwarded-For): nobody (the default) or the proxies' addresses. */
  trustProxy: false | string[];
  /**
   * RELEASE_TOKEN (every app) and RELEASE_TOKENS (named tokens for named apps): the bearer tokens of
   * the release routes (/api/releases…), see release-credentials.ts; none turns releases over HTTP
   * off. Deploy credentials: publishing runs server code (first-paint.cjs).
   */
  releaseCredentials: ReleaseCredential[];
  /**
   * How long a release's first-paint.cjs may run for one page (its loaders and its drawing, not the
   * API reads they wait on): past it the page goes without first paint and the worker is replaced.
   */
  firstPaintBudgetMs: number;
  /** REQUEST_TIMEOUT_MS: a request's headers and body must arrive within this (plugins/connection-limits.ts). */
  requestTimeoutMs: number;
  /** MAX_CONNECTIONS_PER_ADDRESS: open connections one address may hold (TRUST_PROXY's proxies excepted). */
  maxConnectionsPerAddress: number;
  /** CHECKOUTS_PER_ADDRESS_PER_MINUTE / CHECKOUTS_PER_OUTLET_PER_MINUTE: checkouts started (domain/limits.ts). */
  checkoutsPerAddressPerMinute: number;
  checkoutsPerOutletPerMinute: number;
  /**
   * DRAIN_SECONDS: on SIGTERM, how long /api/health answers 503 (so a proxy sends new requests to
   * another process) before streams end and the port closes. Default 5 with DATABASE_URL, else 0.
   */
  drainSeconds: number;
  /**
   * CANARY_MAX_FAILURE_PERCENT / CANARY_MIN_PAGE_LOADS: a canary whose candidate failed on more than
   * this share of its page loads (and more than the live version did), once it has served at least
   * this many, is aborted automatically (remotes/canary-watch.ts).
   */
  canaryMaxFailurePercent: number;
  canaryMinPageLoads: number;
  /**
   * CANARY_WATCH_MS: how often running canaries are judged (plugins/canary-watch.ts), each time
   * with the page loads counted so far written first. The browser tests' servers judge every second
   * (e2e/support/worker-troo.ts), so a test of the automatic abort waits for the failures, not the clock.
   */
  canaryWatchMs: number;
}

/** Troo's default share of each payment, in percent; the rest settles to the restaurant. */
export const DEFAULT_PLATFORM_FEE_PERCENT = 2;

export { ConfigError, MIN_SECRET_BYTES };

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

/** A percentage with at most two decimals, from 0 up to (not including) 100. */
function percent(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!/^\d{1,2}(\.\d{1,2})?$/.test(raw.trim()) || !(value >= 0 && value < 100)) {
    throw new ConfigError(`${name} must be a percentage from 0 to 99.99 with at most two decimals, not "${raw}"`);
  }
  return value;
}

/**
 * Paystack when a secret key is set, else the sandbox. In production the sandbox (which takes no
 * money) runs only when PAYMENT_PROVIDER=sandbox asks for it, so a forgotten key is not free food.
 */
function paymentProvider(env: Env, secretKey: string | null, production: boolean): Config['paymentProvider'] {
  const raw = env.PAYMENT_PROVIDER;
  if (raw === undefined || raw === '') {
    if (secretKey) return 'paystack';
    if (production)
      throw new ConfigError('PAYSTACK_SECRET_KEY is required in production (or set PAYMENT_PROVIDER=sandbox to take no real payments)');
    return 'sandbox';
  }
  if (raw !== 'paystack' && raw !== 'sandbox') throw new ConfigError(`PAYMENT_PROVIDER must be paystack or sandbox, not "${raw}"`);
  if (raw === 'paystack' && !secretKey) throw new ConfigError('PAYMENT_PROVIDER=paystack needs PAYSTACK_SECRET_KEY');
  return raw;
}

/** The data folder, private to the user Troo runs as: it holds the database and the token secret. */
export function ensurePrivateFolder(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  chmodSync(dir, 0o700);
}

/**
 * A signing secret that survives restarts: TOKEN_SECRET, else one generated once into the data folder.
 * With DATABASE_URL it must be given: several processes may share the database, and a secret each made
 * for itself would refuse the sign-ins of the others.
 */
function tokenSecret(env: Env, dataDir: string, databaseUrl: string | null): string {
  const given = env.TOKEN_SECRET;
  if (given !== undefined && given !== '') {
    if (Buffer.byteLength(given) < MIN_SECRET_BYTES) throw new ConfigError(`TOKEN_SECRET must be at least ${MIN_SECRET_BYTES} bytes`);
    return given;
  }
  const file = path.join(dataDir, 'token-secret');
  if (databaseUrl) {
    throw new ConfigError(
      'TOKEN_SECRET is required with DATABASE_URL: every API process on the database must sign and check sign-ins with the same secret ' +
        '(a secret each process made for itself would turn a sign-in from one into a 401 on the next). ' +
        'Make one with: openssl rand -base64 48, and give every process the same' +
        (existsSync(file) ? ` (or, to keep today's sign-ins, the one this process made in ${file}).` : '.'),
    );
  }
  return storedTokenSecret(dataDir);
}

/**
 * The secret kept in `$DATA_DIR/token-secret`, generated there the first time. Also what
 * npm run start:cluster gives all its processes when TOKEN_SECRET is not set (cli/cluster.ts).
 */
export function storedTokenSecret(dataDir: string): string {
  const file = path.join(dataDir, 'token-secret');
  if (!existsSync(file)) {
    ensurePrivateFolder(dataDir);
    // Written aside and linked into place: of two starts at once, one's secret wins whole and both read it.
    const aside = `${file}.${process.pid}`;
    writeFileSync(aside, randomBytes(48).toString('base64url'), { mode: 0o600 });
    try {
      linkSync(aside, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      rmSync(aside, { force: true });
    }
  }
  const stored = readFileSync(file, 'utf8').trim();
  if (Buffer.byteLength(stored) < MIN_SECRET_BYTES) {
    throw new ConfigError(
      `${file} holds fewer than ${MIN_SECRET_BYTES} bytes: delete it to have a new secret generated (every sign-in ends), or set TOKEN_SECRET`,
    );
  }
  return stored;
}

const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/** An address, a CIDR range or one of proxy-addr's names for ranges. */
function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.includes(entry)) return true;
  const [address, bits, ...rest] = entry.split('/');
  const version = isIP(address ?? '');
  if (!version || rest.length > 0) return false;
  if (bits === undefined) return true;
  const prefix = Number(bits);
  return /^\d+$/.test(bits) && prefix <= (version === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: off unless set; else the addresses (or ranges) of the proxies in front of Troo,
 * whose X-Forwarded-For is believed. "true" and hop counts are refused on purpose: both believe
 * whoever connects, so a client that reaches the port directly could name any address and slip
 * every per-address limit (Fastify 5 no longer honours hop counts for the same reason).
 */
function trustProxy(env: Env): false | string[] {
  const raw = (env.TRUST_PROXY ?? '').trim();
  if (raw === '' || ['false', 'no', 'off'].includes(raw.toLowerCase())) return false;
  const entries = raw
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0 || !entries.every(isProxyAddress)) {
    throw new ConfigError(
      `TRUST_PROXY must list the addresses or ranges of your proxies, comma-separated (such as 10.0.0.5, 172.16.0.0/12 or loopback), not "${raw}": ` +
        'trusting any peer ("true") or a number of hops would let a client that reaches the port directly choose its own address',
    );
  }
  return entries;
}

/**
 * What the release CLI needs, and nothing more: where releases are kept and which database holds
 * the registry. No secret is read or made (publishing must not need the server's token secret).
 */
export function releaseSettings(env: Env = process.env): Pick<Config, 'dataDir' | 'releasesDir' | 'databaseUrl'> {
  const dataDir = path.resolve(env.DATA_DIR || path.join(REPO_ROOT, '.data'));
  return {
    dataDir,
    releasesDir: path.resolve(env.RELEASES_DIR || path.join(dataDir, 'remotes')),
    databaseUrl: url(env, 'DATABASE_URL', null, ['postgres:', 'postgresql:']),
  };
}

/**
 * PUBLIC_URL: the address phones reach Troo at. On the embedded default, this machine's port; with
 * DATABASE_URL it must be given, since behind a proxy no process's own port is that address and a
 * payment's callback must come back to it.
 */
function publicUrl(env: Env, port: number, databaseUrl: string | null): string {
  const given = url(env, 'PUBLIC_URL', null, ['http:', 'https:']);
  if (given) return given;
  if (databaseUrl) {
    throw new ConfigError(
      "PUBLIC_URL is required with DATABASE_URL: it is the one address phones reach Troo at (your proxy's, such as https://order.example.com), " +
        "written into QR codes and e-mails and required of every payment's return address; each process would otherwise use its own port " +
        `(http://localhost:${port}), and payments through the proxy would be refused. Give every process the same.`,
    );
  }
  return `http://localhost:${port}`;
}

/**
 * RELEASES_BASE_URL: an origin with an optional path, no query: release files are named
 * <base>/remotes/<app>/<version>/<file>, the same paths this server answers (a CDN pulling from it).
 */
function releasesBaseUrl(env: Env): string | null {
  const given = url(env, 'RELEASES_BASE_URL', null, ['http:', 'https:']);
  if (given && (new URL(given).search || new URL(given).hash)) {
    throw new ConfigError(`RELEASES_BASE_URL must be an origin with an optional path, without ? or #, not "${given}"`);
  }
  return given;
}

/** Long enough for a proxy that checks health every two seconds and wants two failures to notice. */
export const DEFAULT_DRAIN_SECONDS = 5;
/** A phone on a weak network fails to load now and then whatever the version: 10% is a broken candidate. */
export const DEFAULT_CANARY_MAX_FAILURE_PERCENT = 10;
/** Enough page loads that a few unlucky phones do not decide. */
export const DEFAULT_CANARY_MIN_PAGE_LOADS = 20;
/** As often as page loads are written anyway (plugins/page-load-counter.ts): a look at the registry while no canary runs. */
export const DEFAULT_CANARY_WATCH_MS = 10_000;

/** DRAIN_SECONDS: how long a stopping process answers /api/health with 503 before it stops taking requests (server.ts). */
function drainSeconds(env: Env, databaseUrl: string | null): number {
  // Only with DATABASE_URL can another process take the requests over; the embedded default stops at once.
  return integer(env, 'DRAIN_SECONDS', databaseUrl ? DEFAULT_DRAIN_SECONDS : 0, 0, 300);
}

/** Reads and checks every setting; each has a default so `npm start` needs none. */
export function loadConfig(env: Env = process.env): Config {
  const port = integer(env, 'PORT', 3000, 1, 65535);
  const production = env.NODE_ENV === 'production';
  const { dataDir, releasesDir, databaseUrl } = releaseSettings(env);
  const paystackSecretKey = env.PAYSTACK_SECRET_KEY || null;
  if (paystackSecretKey && !/^sk_(test|live)_\w+$/.test(paystackSecretKey)) {
    throw new ConfigError('PAYSTACK_SECRET_KEY must look like sk_test_… or sk_live_…');
  }
  return {
    port,
    host: env.HOST || '0.0.0.0',
    publicUrl: publicUrl(env, port, databaseUrl),
    databaseUrl,
    redisUrl: url(env, 'REDIS_URL', null, ['redis:', 'rediss:']),
    dataDir,
    releasesDir,
    releasesBaseUrl: releasesBaseUrl(env),
    externalSiteUrl: url(env, 'EXTERNAL_SITE_URL', '', ['http:', 'https:'])!,
    smtpUrl: url(env, 'SMTP_URL', null, ['smtp:', 'smtps:']),
    mailFrom: env.MAIL_FROM || 'Troo <no-reply@troo.ng>',
    paystackSecretKey,
    paystackBaseUrl: url(env, 'PAYSTACK_BASE_URL', 'https://api.paystack.co', ['http:', 'https:'])!,
    paymentProvider: paymentProvider(env, paystackSecretKey, production),
    platformFeePercent: percent(env, 'PLATFORM_FEE_PERCENT', DEFAULT_PLATFORM_FEE_PERCENT),
    tokenSecret: tokenSecret(env, dataDir, databaseUrl),
    tokenTtlHours: integer(env, 'TOKEN_TTL_HOURS', 12, 1, 24 * 30),
    production,
    logLevel: env.LOG_LEVEL || 'info',
    // The demo restaurant's sign-ins are printed at start-up: never by default in production.
    seedDemo: flag(env, 'SEED_DEMO', !production),
    trustProxy: trustProxy(env),
    releaseCredentials: releaseCredentials(env),
    firstPaintBudgetMs: integer(env, 'FIRST_PAINT_BUDGET_MS', 1000, 10, 60_000),
    requestTimeoutMs: integer(env, 'REQUEST_TIMEOUT_MS', 60_000, 1000, 3_600_000),
    maxConnectionsPerAddress: integer(env, 'MAX_CONNECTIONS_PER_ADDRESS', DEFAULT_MAX_CONNECTIONS_PER_ADDRESS, 1, 100_000),
    checkoutsPerAddressPerMinute: integer(env, 'CHECKOUTS_PER_ADDRESS_PER_MINUTE', DEFAULT_CHECKOUTS_PER_ADDRESS, 1, 100_000),
    checkoutsPerOutletPerMinute: integer(env, 'CHECKOUTS_PER_OUTLET_PER_MINUTE', DEFAULT_CHECKOUTS_PER_OUTLET, 1, 100_000),
    drainSeconds: drainSeconds(env, databaseUrl),
    canaryMaxFailurePercent: percent(env, 'CANARY_MAX_FAILURE_PERCENT', DEFAULT_CANARY_MAX_FAILURE_PERCENT),
    canaryMinPageLoads: integer(env, 'CANARY_MIN_PAGE_LOADS', DEFAULT_CANARY_MIN_PAGE_LOADS, 1, 1_000_000),
    canaryWatchMs: integer(env, 'CANARY_WATCH_MS', DEFAULT_CANARY_WATCH_MS, 100, 3_600_000),
  };
}
