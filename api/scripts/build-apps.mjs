// Builds the shell and the five remotes (rspack.build.js: one rspack run, then first paints) and
// publishes each build into its immutable release folder (precompressed there). Run after the api is built.
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { releaseSettings } from '../dist/config.js';
import { publish } from '@troo/releases';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const require = createRequire(import.meta.url);
const { APPS } = require(path.join(root, 'rspack.shared.js'));
const { buildApps } = require(path.join(root, 'rspack.build.js'));
const only = process.argv.slice(2);
const apps = only.length ? APPS.filter((app) => only.includes(app.dir) || only.includes(app.remote)) : APPS;

const started = Date.now();
try {
  await buildApps(apps.map((app) => app.dir));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
console.log(`built ${apps.map((app) => app.dir).join(', ')} in ${((Date.now() - started) / 1000).toFixed(1)} s`);

const { releasesDir } = releaseSettings();
await Promise.all(
  apps.map(async (app) => {
    const name = app.remote ?? 'shell';
    const { version: packageVersion } = JSON.parse(readFileSync(path.join(root, app.dir, 'package.json'), 'utf8'));
    const { version, created } = await publish(releasesDir, name, path.join(root, app.dir, 'dist'), packageVersion);
    console.log(`${name}: ${created ? 'published' : 'already published as'} ${version}`);
  }),
);
console.log(`ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
