// Builds the shell and the five remotes in one rspack run, precompresses the shell's assets and
// publishes each remote build into its immutable release folder. Run after the api is built.
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../dist/config.js';
import { precompressFolder } from '../dist/remotes/precompress.js';
import { publish } from '../dist/remotes/registry.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const require = createRequire(import.meta.url);
const { rspack } = require('@rspack/core');
const { APPS } = require(path.join(root, 'rspack.shared.js'));
const { buildFirstPaint } = require(path.join(root, 'rspack.first-paint.js'));
const only = process.argv.slice(2);
const apps = only.length ? APPS.filter((app) => only.includes(app.dir) || only.includes(app.remote)) : APPS;

const started = Date.now();
const configs = apps.map((app) => require(path.join(root, app.dir, 'rspack.config.js')));
const stats = await new Promise((resolve, reject) => {
  rspack(configs).run((error, result) => (error ? reject(error) : resolve(result)));
});
if (stats.hasErrors()) {
  console.error(stats.toString({ all: false, errors: true, colors: true }));
  process.exit(1);
}
console.log(`built ${apps.map((app) => app.dir).join(', ')} in ${((Date.now() - started) / 1000).toFixed(1)} s`);

const config = loadConfig();
await Promise.all(
  apps.map(async (app) => {
    const dist = path.join(root, app.dir, 'dist');
    if (!app.remote) {
      await precompressFolder(path.join(dist, 'assets'));
      return;
    }
    await buildFirstPaint(path.join(root, app.dir));
    const { version: packageVersion } = JSON.parse(readFileSync(path.join(root, app.dir, 'package.json'), 'utf8'));
    const { version, created } = await publish(config.releasesDir, app.remote, dist, packageVersion);
    console.log(`${app.remote}: ${created ? 'published' : 'already published as'} ${version}`);
  }),
);
console.log(`ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
