// The release commands over HTTP (npm run remotes -- --server URL …): each is one call of
// /api/releases on that server, authorised by the operator's RELEASE_TOKEN. Reads nothing of this
// machine's Troo (no DATA_DIR, no token secret, no database): only the build folder it publishes.
import { stat } from 'node:fs/promises';
import { create } from 'tar';
import type { AppReleases } from '../remotes/release-report.js';
import type { Change, HistoryEntry } from '../remotes/registry.js';
import type { CanaryChange } from '../remotes/canary.js';

/** The server refused, or could not be reached: its message, for the operator. */
export class ReleaseClientError extends Error {}

/** A build folder as the publish route takes it: a gzipped tar archive of its contents (paths ./…). */
export async function packBuildFolder(folder: string): Promise<Buffer> {
  const info = await stat(folder).catch(() => null);
  if (!info?.isDirectory()) throw new ReleaseClientError(`${folder} is not a folder`);
  const chunks: Buffer[] = [];
  // portable: no owner names or ids of this machine; links are sent as links (and refused by the server).
  for await (const chunk of create({ gzip: true, portable: true, cwd: folder }, ['.'])) chunks.push(chunk);
  return Buffer.concat(chunks);
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

export class ReleaseClient {
  private readonly base: string;

  constructor(
    server: string,
    private readonly token: string,
    private readonly warn: (line: string) => void = (line) => console.error(line),
  ) {
    let url: URL;
    try {
      url = new URL(server);
    } catch {
      throw new ReleaseClientError(`--server must be the server's address (https://troo.example), not "${server}"`);
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:')
      throw new ReleaseClientError(`--server must start with https://, not "${url.protocol}"`);
    if (url.protocol === 'http:' && !LOOPBACK.has(url.hostname)) {
      this.warn(`warning: ${url.host} is reached over plain http: the release token travels unencrypted`);
    }
    this.base = `${url.origin}${url.pathname.replace(/\/+$/, '')}/api`;
  }

  private async call<T>(method: 'GET' | 'POST', path: string, body?: { json: unknown } | { archive: Buffer }): Promise<T> {
    const headers: Record<string, string> = { authorization: `Bearer ${this.token}`, accept: 'application/json' };
    let payload: string | Buffer | undefined;
    if (body && 'json' in body) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body.json);
    } else if (body) {
      headers['content-type'] = 'application/gzip';
      payload = body.archive;
    }
    let response: Response;
    try {
      // Never follow a redirect: the token goes to the address given, nowhere else.
      response = await fetch(`${this.base}${path}`, { method, headers, body: payload, redirect: 'manual' });
    } catch (error) {
      const cause = (error as { cause?: { message?: string } }).cause;
      throw new ReleaseClientError(`${this.base}${path}: ${cause?.message ?? (error as Error).message}`);
    }
    const text = await response.text();
    let answer: { message?: unknown; data?: unknown } | null = null;
    try {
      answer = JSON.parse(text) as { message?: unknown; data?: unknown };
    } catch {
      // not JSON: a proxy's page, say
    }
    if (response.status >= 300 && response.status < 400) {
      throw new ReleaseClientError(
        `${this.base}${path} redirects to ${response.headers.get('location') ?? '?'}: give --server its final address`,
      );
    }
    if (!response.ok) {
      const message = typeof answer?.message === 'string' ? answer.message : text.slice(0, 200) || response.statusText;
      throw new ReleaseClientError(`${response.status}: ${message}`);
    }
    if (!answer || !('data' in answer))
      throw new ReleaseClientError(`${this.base}${path} did not answer as Troo does (${response.status})`);
    return answer.data as T;
  }

  list(): Promise<AppReleases[]> {
    return this.call('GET', '/releases');
  }

  history(app?: string): Promise<HistoryEntry[]> {
    return this.call('GET', `/releases/history${app ? `?app=${encodeURIComponent(app)}` : ''}`);
  }

  async publish(app: string, folder: string): Promise<{ app: string; version: string; created: boolean }> {
    return this.call('POST', `/releases/${encodeURIComponent(app)}/publish`, { archive: await packBuildFolder(folder) });
  }

  release(app: string, version: string | undefined, options: { force: boolean; by: string }): Promise<Change> {
    return this.call('POST', `/releases/${encodeURIComponent(app)}/release`, { json: { version, ...options } });
  }

  rollback(app: string, version: string | undefined, options: { force: boolean; by: string }): Promise<Change> {
    return this.call('POST', `/releases/${encodeURIComponent(app)}/rollback`, { json: { version, ...options } });
  }

  /** Several apps released (or rolled back) as one change. */
  change(
    action: 'release' | 'rollback',
    apps: { app: string; version?: string }[],
    options: { force: boolean; by: string },
  ): Promise<Change[]> {
    return this.call('POST', `/releases/${action}`, { json: { apps, ...options } });
  }

  canary(app: string, version: string, percent: number, options: { force: boolean; by: string }): Promise<CanaryChange> {
    return this.call('POST', `/releases/${encodeURIComponent(app)}/canary`, { json: { version, percent, ...options } });
  }

  promote(app: string, options: { force: boolean; by: string }): Promise<Change> {
    return this.call('POST', `/releases/${encodeURIComponent(app)}/promote`, { json: options });
  }

  abort(app: string, options: { by: string }): Promise<CanaryChange> {
    return this.call('POST', `/releases/${encodeURIComponent(app)}/abort`, { json: options });
  }
}
