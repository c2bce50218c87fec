// npm run dev: development builds of the shell and remotes in watch mode; every rebuilt app (the
// shell included) is published and all of them released as one change, and the API restarts when
// its code changes. Uses its own data folder (.data/dev) so development releases never mix with
// `npm start`'s.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../src/config.js';
import { openReleases, publish, releaseNewBuilds } from '@troo/releases';
import type * as Rspack from '@rspack/core';

process.env.NODE_ENV = 'development';
process.env.DATA_DIR ??= path.join(REPO_ROOT, '.data/dev');
const releasesDir = process.env.RELEASES_DIR ?? path.join(process.env.DATA_DIR, 'remotes');

const require = createRequire(import.meta.url);
const { rspack } = require('@rspack/core') as typeof Rspack;
const { APPS } = require(path.join(REPO_ROOT, 'rspack.shared.js')) as { APPS: { dir: string; remote?: string }[] };

const compiler = rspack(APPS.map((app) => require(path.join(REPO_ROOT, app.dir, 'rspack.config.js')) as Rspack.Configuration));

/**
 * Publishes every app whose build changed and releases them together: the release guard sees the
 * shell and the remotes as one change.
 */
async function releaseChanged(error: Error | null, stats: Rspack.MultiStats | undefined): Promise<void> {
  if (error || !stats) return console.error(error);
  if (stats.hasErrors()) return console.error(stats.toString({ all: false, errors: true, colors: true }));
  try {
    for (const app of APPS) {
      const { version: packageVersion } = JSON.parse(readFileSync(path.join(REPO_ROOT, app.dir, 'package.json'), 'utf8')) as {
        version: string;
      };
      await publish(releasesDir, app.remote ?? 'shell', path.join(REPO_ROOT, app.dir, 'dist'), packageVersion, { precompress: false });
    }
    for (const { app, to } of await releaseNewBuilds(openReleases(releasesDir), 'npm run dev')) {
      console.log(`[dev] ${app} ${to} is live — reload the page`);
    }
  } catch (failure) {
    console.error(`[dev] not released: ${(failure as Error).message}`);
  }
}
compiler.watch({ aggregateTimeout: 300 }, (error, stats) => void releaseChanged(error, stats));

spawn(process.execPath, [require.resolve('tsx/cli'), 'watch', path.join(REPO_ROOT, 'api/src/server.ts')], {
  stdio: 'inherit',
  env: process.env,
});
