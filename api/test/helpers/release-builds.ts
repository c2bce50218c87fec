import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { create, Header } from 'tar';
import type { RouteDeclaration } from '@troo/shared/route-manifest';
import type { Compatibility } from '../../../platform/releases/src/remotes/release-folder.js';

// Build folders that publish() accepts, without building anything: a remote's (remote entry,
// a shared chunk, mf-manifest.json, routes.json, compat.json) or the shell's (index.html,
// page-assets.json, compat.json). And archives of them, whole or crafted, for the publish route.

const made: string[] = [];
const folder = (prefix: string) => {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  made.push(dir);
  return dir;
};

/** Removes every build folder made so far (call it in `after`). */
export function removeBuilds(): void {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
}

/** What a build says of the shared modules; the default asks nothing of the shell. */
const noCompat = (app: string): Compatibility => ({ app, shared: {} });

export interface RemoteBuildOptions {
  /** The app the build is of (compat.json's app); default 'ordering'. */
  app?: string;
  routes?: RouteDeclaration[];
  exposes?: string[];
  compat?: Partial<Compatibility>;
}

/** A folder that looks like a remote's build; `label` makes its content (so its version) its own. */
export function remoteBuild(label: string, options: RemoteBuildOptions = {}): string {
  const app = options.app ?? 'ordering';
  const routes = options.routes ?? [{ path: '/start-order', screen: 'QrLanding', audience: 'customer' }];
  const exposes = options.exposes ?? [...new Set(routes.map((route) => route.screen))];
  const dir = folder('troo-remote-build-');
  const entry = `remoteEntry.${label}.js`;
  writeFileSync(path.join(dir, entry), `/* ${label} */ var entry = 1;`);
  writeFileSync(path.join(dir, 'shared.js'), 'var shared = 1;');
  writeFileSync(
    path.join(dir, 'mf-manifest.json'),
    JSON.stringify({
      metaData: { remoteEntry: { name: entry } },
      shared: [{ assets: { js: { sync: ['shared.js'], async: [] }, css: { sync: [], async: [] } } }],
      exposes: exposes.map((name) => ({ name, assets: { js: { sync: [], async: [] }, css: { sync: [], async: [] } } })),
    }),
  );
  writeFileSync(path.join(dir, 'routes.json'), JSON.stringify({ routes }));
  writeFileSync(path.join(dir, 'compat.json'), JSON.stringify({ ...noCompat(app), ...options.compat }));
  return dir;
}

/** A folder that looks like the shell's build. */
export function shellBuild(label: string, compat: Partial<Compatibility> = {}): string {
  const dir = folder('troo-shell-build-');
  writeFileSync(path.join(dir, 'index.html'), `<!doctype html><title>${label}</title>`);
  writeFileSync(path.join(dir, 'page-assets.json'), JSON.stringify({ boot: { files: [] }, shared: {} }));
  writeFileSync(path.join(dir, 'compat.json'), JSON.stringify({ ...noCompat('shell'), ...compat }));
  return dir;
}

/** The release guard's classic refusal: a shell providing a singleton at 1.0.0, a remote needing ^1.1.0. */
export const OLD_SHELL_COMPAT: Partial<Compatibility> = { shared: { '@troo/shared': { version: '1.0.0' } } };
export const NEWER_REMOTE_COMPAT: Partial<Compatibility> = { shared: { '@troo/shared': { version: '1.1.0', requiredVersion: '^1.1.0' } } };

/** A build folder as the CLI sends it: a gzipped tar of its contents. */
export async function archiveOf(dir: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of create({ gzip: true, portable: true, cwd: dir }, ['.'])) chunks.push(chunk);
  return Buffer.concat(chunks);
}

export interface CraftedEntry {
  path: string;
  type?: 'File' | 'Directory' | 'SymbolicLink' | 'Link' | 'FIFO' | 'CharacterDevice';
  body?: string | Buffer;
  linkpath?: string;
}

/** A gzipped tar written header by header, so it may hold what tar itself would never write. */
export function craftedArchive(entries: CraftedEntry[]): Buffer {
  const blocks: Buffer[] = [];
  for (const entry of entries) {
    const body = Buffer.from(entry.body ?? '');
    const type = entry.type ?? 'File';
    const header = new Header({
      path: entry.path,
      type,
      size: type === 'File' ? body.length : 0,
      mode: type === 'Directory' ? 0o755 : 0o644,
      mtime: new Date(0),
      uid: 0,
      gid: 0,
      linkpath: entry.linkpath,
    });
    header.encode();
    blocks.push(header.block!);
    if (type === 'File' && body.length) blocks.push(body, Buffer.alloc((512 - (body.length % 512)) % 512));
  }
  blocks.push(Buffer.alloc(1024));
  return gzipSync(Buffer.concat(blocks));
}
