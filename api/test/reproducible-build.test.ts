// The same source builds the same release: every file byte for byte, so publishing it again is the
// version already published (issue 45: each `npm run build` published six "new" versions, and a
// remote built alone differed from the same remote built beside the shell).
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '../src/config.js';
import { publish } from '../../platform/releases/src/remotes/registry.js';

interface BuildModule {
  buildApps(dirs: string[], options: { outDir: (dir: string) => string }): Promise<unknown>;
}
const require = createRequire(import.meta.url);
const { buildApps } = require(path.join(REPO_ROOT, 'rspack.build.js')) as BuildModule;
const { APPS } = require(path.join(REPO_ROOT, 'rspack.shared.js')) as { APPS: { dir: string; remote?: string }[] };

const root = mkdtempSync(path.join(tmpdir(), 'troo-reproducible-build-'));
after(() => rmSync(root, { recursive: true, force: true }));

/** Builds the apps in one run (as npm run build does) into a folder of their own; returns app folder → build folder. */
async function build(label: string, dirs: string[]): Promise<Record<string, string>> {
  const outDir = (dir: string) => path.join(root, label, dir);
  await buildApps(dirs, { outDir });
  return Object.fromEntries(dirs.map((dir) => [dir, outDir(dir)]));
}

/** Every file a release takes from a build folder, with a digest of its bytes (build statistics are not released). */
function files(dir: string): Record<string, string> {
  return Object.fromEntries(
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && entry.name !== 'mf-manifest-stats.json')
      .map((entry) => path.join(entry.parentPath, entry.name))
      .sort()
      .map((file) => [path.relative(dir, file), createHash('sha256').update(readFileSync(file)).digest('hex')]),
  );
}

const appName = (dir: string) => APPS.find((app) => app.dir === dir)?.remote ?? 'shell';

describe('a build of the same source', () => {
  it('is the same release byte for byte, built twice with every app or alone', async () => {
    const every = APPS.map((app) => app.dir);
    const first = await build('all-1', every);
    // Every app a second time, checkout in a run of its own and the others without it: each app twice,
    // in runs with different neighbours, for the cost of building every app twice.
    const second = {
      ...(await build(
        'all-but-checkout',
        every.filter((dir) => dir !== 'mfe-checkout'),
      )),
      ...(await build('checkout-alone', ['mfe-checkout'])),
    };

    const releasesDir = path.join(root, 'releases');
    for (const dir of every) {
      const how = dir === 'mfe-checkout' ? 'built alone' : 'built again (without mfe-checkout)';
      assert.deepEqual(files(second[dir]!), files(first[dir]!), `${dir} ${how} differs from its build beside every app`);
      const published = await publish(releasesDir, appName(dir), first[dir]!, '0.1.0', { precompress: false });
      const again = await publish(releasesDir, appName(dir), second[dir]!, '0.1.0', { precompress: false });
      assert.deepEqual(again, { version: published.version, created: false }, `${dir}: published again as a new version`);
    }
  });
});
