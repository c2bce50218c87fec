// npm run dev: development builds of the shell and remotes in watch mode; every rebuilt remote is
// published and released at once, and the API restarts when its code changes. Uses its own data
// folder (.data/dev) so development releases never mix with `npm start`'s.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../src/config.js';
import { publish, release } from '../src/remotes/registry.js';
import type * as Rspack from '@rspack/core';

process.env.NODE_ENV = 'development';
process.env.DATA_DIR ??= path.join(REPO_ROOT, '.data/dev');
const releasesDir = process.env.RELEASES_DIR ?? path.join(process.env.DATA_DIR, 'remotes');

const require = createRequire(import.meta.url);
const { rspack } = require('@rspack/core') as typeof Rspack;
const { APPS } = require(path.join(REPO_ROOT, 'rspack.shared.js')) as { APPS: { dir: string; remote?: string }[] };

const compiler = rspack(APPS.map((app) => require(path.join(REPO_ROOT, app.dir, 'rspack.config.js')) as Rspack.Configuration));

/** Publishes and releases every remote whose build changed. */
async function releaseChanged(error: Error | null, stats: Rspack.MultiStats | undefined): Promise<void> {
  if (error || !stats) return console.error(error);
  if (stats.hasErrors()) return console.error(stats.toString({ all: false, errors: true, colors: true }));
  for (const app of APPS.filter((a) => a.remote)) {
    const { version: packageVersion } = JSON.parse(readFileSync(path.join(REPO_ROOT, app.dir, 'package.json'), 'utf8')) as {
      version: string;
    };
    const { version, created } = await publish(releasesDir, app.remote!, path.join(REPO_ROOT, app.dir, 'dist'), packageVersion, {
      precompress: false,
    });
    if (created) {
      await release(releasesDir, app.remote!, version);
      console.log(`[dev] ${app.remote} ${version} is live — reload the page`);
    }
  }
}
compiler.watch({ aggregateTimeout: 300 }, (error, stats) => void releaseChanged(error, stats));

spawn(process.execPath, [require.resolve('tsx/cli'), 'watch', path.join(REPO_ROOT, 'api/src/server.ts')], {
  stdio: 'inherit',
  env: process.env,
});
