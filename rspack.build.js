// Builds apps for release: their rspack builds in one run, then each remote's first paints
// (first-paint.cjs, see rspack.first-paint.js) and the shell's service worker (sw.js, see
// rspack.service-worker.js), so a build folder holds everything a release needs.
// `npm run build -w mfe-ordering` runs it for one app (node ../rspack.build.js); api/scripts/build-apps.mjs
// for all of them before publishing.
const path = require('node:path');
const { rspack } = require('@rspack/core');
const { APPS } = require('./rspack.shared');
const { buildFirstPaint } = require('./rspack.first-paint');
const { buildServiceWorker } = require('./rspack.service-worker');

/**
 * The app's rspack config as its file makes it, each time: the federation plugin adds to its own
 * options when applied (its runtime plugins), so a config built once before would build differently.
 */
function freshConfig(dir) {
  const file = require.resolve(path.join(__dirname, dir, 'rspack.config.js'));
  delete require.cache[file];
  return require(file);
}

/**
 * @param {string[]} dirs app folders under the repository root ('mfe-ordering', 'shell')
 * @param {{ outDir?: (dir: string) => string }} [options] where each app's build goes (default: its dist folder)
 */
async function buildApps(dirs, { outDir = (dir) => path.join(__dirname, dir, 'dist') } = {}) {
  const apps = APPS.filter((app) => dirs.includes(app.dir));
  const unknown = dirs.filter((dir) => !apps.some((app) => app.dir === dir));
  if (unknown.length) throw new Error(`not an app: ${unknown.join(', ')} (apps: ${APPS.map((app) => app.dir).join(', ')})`);
  const configs = apps.map((app) => {
    const config = freshConfig(app.dir);
    return { ...config, output: { ...config.output, path: outDir(app.dir) } };
  });
  const stats = await new Promise((resolve, reject) => {
    rspack(configs).run((error, result) => (error ? reject(error) : resolve(result)));
  });
  if (stats.hasErrors()) throw new Error(stats.toString({ all: false, errors: true, colors: true }));
  await Promise.all([
    ...apps.filter((app) => app.remote).map((app) => buildFirstPaint(path.join(__dirname, app.dir), outDir(app.dir))),
    ...apps.filter((app) => !app.remote).map((app) => buildServiceWorker(path.join(__dirname, app.dir), outDir(app.dir))),
  ]);
  return apps;
}

if (require.main === module) {
  const started = Date.now();
  const named = process.argv.slice(2);
  // From inside an app's folder (npm run build -w …): that app.
  const dirs = named.length ? named : [path.relative(__dirname, process.cwd())];
  buildApps(dirs).then(
    (apps) => console.log(`built ${apps.map((app) => app.dir).join(', ')} in ${((Date.now() - started) / 1000).toFixed(1)} s`),
    (error) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}

module.exports = { buildApps };
