// Builds a remote's src/first-paint.tsx for Node (no federation: React and the kit bundled in, css
// left out: the page links the remote's real css) into one file, first-paint.cjs beside
// mf-manifest.json, so it is published, and rolled back, with the release. The server runs it in a
// worker thread: its `firstReads` (per route path, the reads a page of it makes first) and its
// `firstPaints` (per screen, the markup for one page from those reads' answers).
const path = require('node:path');
const fs = require('node:fs');
const os = require('node:os');
const { rspack } = require('@rspack/core');

const entryOf = (dir) => path.join(dir, 'src/first-paint.tsx');

/** @returns {Promise<boolean>} whether the remote has first paints (and first-paint.cjs was written into `dist`) */
async function buildFirstPaint(dir, dist = path.join(dir, 'dist')) {
  if (!fs.existsSync(entryOf(dir))) return false;
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'troo-first-paint-'));
  const config = {
    mode: 'production',
    context: dir,
    target: 'node',
    entry: { 'first-paint': entryOf(dir) },
    output: { path: out, filename: '[name].cjs', library: { type: 'commonjs2' } },
    resolve: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
    optimization: { minimize: true },
    module: {
      rules: [
        {
          test: /\.[cm]?tsx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          type: 'javascript/auto',
          options: { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } } },
        },
        { test: /\.(png|jpe?g|webp|svg)$/, type: 'asset/resource' },
        // Imported for its effect in a browser; here only its text, unused.
        { test: /\.css$/, type: 'asset/source' },
      ],
    },
    plugins: [
      new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify('production') }),
      // One file: a screen's lazy parts are in it, never fetched from beside it.
      new rspack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
    ],
    stats: 'errors-warnings',
  };
  try {
    const stats = await new Promise((resolve, reject) => rspack(config).run((error, result) => (error ? reject(error) : resolve(result))));
    if (stats.hasErrors()) throw new Error(stats.toString({ all: false, errors: true }));
    const built = path.join(out, 'first-paint.cjs');
    const { firstPaints, firstReads = {} } = require(built);
    const broken = Object.entries(firstPaints ?? {}).filter(([, render]) => typeof render !== 'function');
    if (!firstPaints || broken.length) throw new Error(`${entryOf(dir)}: firstPaints maps each screen to a render function`);
    // A loader under a path the remote does not declare would never run: a typo, caught here.
    const paths = JSON.parse(fs.readFileSync(path.join(dir, 'routes.json'), 'utf8')).routes.map((route) => route.path);
    const stray = Object.entries(firstReads).filter(([routePath, load]) => !paths.includes(routePath) || typeof load !== 'function');
    if (stray.length)
      throw new Error(`${entryOf(dir)}: firstReads has no route ${stray.map(([routePath]) => routePath).join(', ')} in routes.json`);
    fs.copyFileSync(built, path.join(dist, 'first-paint.cjs'));
    return true;
  } finally {
    fs.rmSync(out, { recursive: true, force: true });
  }
}

module.exports = { buildFirstPaint };
