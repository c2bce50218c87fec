/**
 * `npm run build -w api`: the API's src/ as plain JavaScript in dist/ (source maps beside each file),
 * run with `node --conditions=troo-dist dist/server.js` (@troo/shared's contract as its Node build,
 * shared/dist), and likewise the platform packages it runs on (platform/releases, platform/pages: their
 * dist/, which the troo-dist condition picks). Types are `npm run typecheck`'s job; this is the same
 * swc step the API tests run on. Each is built beside its dist/ and moved in whole, so a server
 * starting meanwhile never meets half a build.
 */
import { existsSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripTypes, typeScriptFiles } from './strip-types.js';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = path.dirname(apiDir);
/** The workspaces built: each one's src/ into its dist/. */
const BUILT = ['api', 'platform/releases', 'platform/pages'];

async function build(workspace: string): Promise<void> {
  const src = path.join(repoRoot, workspace, 'src');
  const dist = path.join(repoRoot, workspace, 'dist');
  const building = `${dist}.building-${process.pid}`;
  const old = `${dist}.old-${process.pid}`;
  try {
    await stripTypes({ from: src, to: building, files: await typeScriptFiles(src), maps: 'files' });
    if (existsSync(dist)) await rename(dist, old);
    await rename(building, dist);
    await rm(old, { recursive: true, force: true });
  } finally {
    await rm(building, { recursive: true, force: true });
  }
}

const started = performance.now();
await Promise.all(BUILT.map(build));
console.log(`built ${BUILT.join(', ')} into their dist/ in ${((performance.now() - started) / 1000).toFixed(1)} s`);
