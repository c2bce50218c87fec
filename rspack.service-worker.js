// Builds the shell's service worker (shell/service-worker/index.ts) into one plain script, sw.js,
// beside the shell's files: published, and rolled back, with the shell release. The API serves the
// live shell's copy at /sw.js (a worker's reach is the folder it is served from: the whole site).
// Not part of the shell's federated build: a worker runs no federation runtime and shares nothing.
const path = require('node:path');
const fs = require('node:fs');
const { rspack } = require('@rspack/core');

const SOURCE = 'service-worker/index.ts';
const FILE = 'sw.js';

/** @returns {Promise<boolean>} whether the app has a service worker (and sw.js was written into `dist`) */
async function buildServiceWorker(dir, dist = path.join(dir, 'dist')) {
  if (!fs.existsSync(path.join(dir, SOURCE))) return false;
  const config = {
    mode: 'production',
    context: dir,
    target: ['webworker', 'es2020'],
    entry: { sw: `./${SOURCE}` },
    // Into dist, which the app's own build has just written (and cleaned): nothing else is removed.
    output: { path: dist, filename: FILE, clean: false },
    resolve: { extensions: ['.ts', '.js'] },
    optimization: { minimize: true },
    module: {
      rules: [
        {
          test: /\.ts$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          type: 'javascript/auto',
          options: { jsc: { parser: { syntax: 'typescript' } }, env: { targets: 'chrome >= 87, safari >= 14, firefox >= 78' } },
        },
      ],
    },
    stats: 'errors-warnings',
  };
  const stats = await new Promise((resolve, reject) => rspack(config).run((error, result) => (error ? reject(error) : resolve(result))));
  if (stats.hasErrors()) throw new Error(stats.toString({ all: false, errors: true }));
  return true;
}

module.exports = { buildServiceWorker, SERVICE_WORKER_FILE: FILE };
