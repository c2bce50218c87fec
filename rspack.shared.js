// The one place that declares Module Federation shared singletons and the rspack config
// every app (the shell and each mfe-*) builds with. Apps call createAppConfig from their
// own rspack.config.js and add nothing but their name and exposes.
const path = require('node:path');
const fs = require('node:fs');
const { rspack } = require('@rspack/core');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/rspack');
const { EmitPageAssetsPlugin } = require('./rspack.page-assets');
const { EmitCompatibilityPlugin } = require('./rspack.compatibility');
const { OrderIntegrityMapsPlugin } = require('./rspack.integrity-order');
const { runtimeVersion } = require('./rspack.runtime-version');

// rspack's federation plugin resolves its runtime with Node's require, which picks the CommonJS
// builds: nothing in them can be tree-shaken, Node-only loaders included. Point it at the ESM builds.
const cjsBuildOf = (pkg) => require.resolve(pkg); // …/dist/index.cjs
const esmBuildOf = (pkg) =>
  [cjsBuildOf(pkg).replace(/\.cjs$/, '.js'), cjsBuildOf(pkg).replace(/\.cjs$/, '.mjs')].find((file) => fs.existsSync(file));
const FEDERATION_RUNTIME_ALIASES = Object.fromEntries(
  [
    '@module-federation/webpack-bundler-runtime',
    '@module-federation/runtime',
    '@module-federation/runtime-tools',
    '@module-federation/runtime-core',
    '@module-federation/sdk',
    '@module-federation/error-codes',
  ].flatMap((pkg) => [
    [`${pkg}$`, esmBuildOf(pkg)],
    [cjsBuildOf(pkg), esmBuildOf(pkg)],
  ]),
);

// Polyfills that only ever hand back what every supported browser has (see each file).
const NATIVE_ALIASES = { 'resize-observer-polyfill$': path.join(__dirname, 'native/resize-observer.mjs') };

const lockfile = JSON.parse(fs.readFileSync(path.join(__dirname, 'package-lock.json'), 'utf8'));

/** Version of a package as the root lockfile pins it (workspace packages resolve through their link). */
function lockedVersion(packageName) {
  const entry = lockfile.packages[`node_modules/${packageName}`];
  if (!entry) throw new Error(`${packageName} is not in package-lock.json`);
  const resolved = entry.link ? lockfile.packages[entry.resolved] : entry;
  return resolved.version;
}

const SHARED_PACKAGE = '@troo/shared';

// The libraries every page starts with, in one file of the shell instead of a dozen small ones: each
// file is a script element, a timer and a request at start-up (some 5 ms apiece under a slow phone's
// CPU, all in one task). Libraries only some screens use (notistack, the staff code) stay apart.
const START_LIBRARIES =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|@remix-run[\\/]router|react-redux|redux|redux-persist|use-sync-external-store|@reduxjs)[\\/]/;
const HOST_SPLIT_CHUNKS = {
  cacheGroups: {
    startLibraries: { test: START_LIBRARIES, chunks: 'async', name: 'start-libraries', enforce: true, priority: 10 },
  },
};

/**
 * The @troo/shared folder the app in `dir` resolves, as Node would find it (the workspace link, or a
 * candidate copy a team builds against).
 */
function sharedFolderOf(dir) {
  for (let at = dir; ; at = path.dirname(at)) {
    const link = path.join(at, 'node_modules', SHARED_PACKAGE);
    if (fs.existsSync(path.join(link, 'package.json'))) return fs.realpathSync(link);
    if (path.dirname(at) === at) return path.join(__dirname, 'shared');
  }
}

// Every module here exists once per page. `packageName` names the package a deep import belongs to.
const SINGLETONS = [
  { request: 'react', packageName: 'react' },
  { request: 'react/jsx-runtime', packageName: 'react' },
  { request: 'react-dom', packageName: 'react-dom' },
  // Trailing slash: shares react-dom/client too, otherwise it is bundled twice (React error #527).
  { request: 'react-dom/', packageName: 'react-dom' },
  { request: 'react-router-dom', packageName: 'react-router-dom' },
  { request: 'redux', packageName: 'redux' },
  { request: 'react-redux', packageName: 'react-redux' },
  { request: 'notistack', packageName: 'notistack' },
  { request: 'axios', packageName: 'axios' },
  // The one store, session, api client and query cache (shared/src/runtime.ts), versioned by its
  // module graph (rspack.runtime-version.js). The rest of @troo/shared (kit, ui, contract, portal,
  // helpers) is bundled by each app: a change there ships with the app that uses it, alone.
  { request: '@troo/shared/runtime', packageName: SHARED_PACKAGE },
  // Not redux-persist: only @troo/shared's store (itself one per page) persists, so its copy is
  // tree-shaken into that store.
  // Not @troo/shared itself, /portal or /contract: they hold no state (what they need of the store
  // they import from /runtime). And /contract, and a shared module is never tree-shaken, so
  // sharing it would send every remote all of its texts and rules (and TypeBox with its schemas).
  // Each app bundles it instead and keeps only the constants it uses; screens import its calls as types.
];

/**
 * @param {string} dir the app's folder
 * @param {{ hostCopiesOnly?: boolean }} [options] hostCopiesOnly: a remote's production build takes every
 *   singleton from the shell and bundles no copy of its own. A remote's own copy ran only when the shell
 *   had none, which the release guard refuses (it would run apart from the page's store and router),
 *   yet its remote entry named every file of those copies with its hash and integrity: 1.1 KB gzip
 *   on the QR landing. Development builds keep them for the standalone mount (shared/src/dev).
 */
function sharedSingletons(dir = __dirname, { hostCopiesOnly = false } = {}) {
  return Object.fromEntries(
    SINGLETONS.map(({ request, packageName }) => {
      const runtime = packageName === SHARED_PACKAGE;
      const version = runtime ? runtimeVersion(sharedFolderOf(dir)) : lockedVersion(packageName);
      // Exactly the runtime it was built against, strictly: a remote on another store or api client
      // fails to load with a named error instead of running into a different shape later.
      const range = runtime ? { requiredVersion: version, strictVersion: true } : { requiredVersion: `^${version}` };
      const own = hostCopiesOnly ? { import: false } : {};
      return [request, { singleton: true, version, packageName, ...range, ...own }];
    }),
  );
}

/**
 * Every app of the front end: its folder and, for the remotes, its federation name. The one list is
 * shared/src/route-manifest/apps.json (name → folder), which the server's registry reads too.
 */
const APPS = Object.entries(require('./shared/src/route-manifest/apps.json')).map(([name, dir]) =>
  name === 'shell' ? { dir } : { dir, remote: name },
);

/** The federation name of the app in this folder: 'shell', or a snake_case remote name (whose routes.json says what it exposes). */
function appNameOf(dir) {
  const app = APPS.find((candidate) => candidate.dir === path.basename(dir));
  if (!app) throw new Error(`${dir} is no app of shared/src/route-manifest/apps.json`);
  return app.remote ?? 'shell';
}

const kebab = (name) => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

/**
 * A remote's route manifest (its routes.json: path → exposed screen, audience), the one place its
 * routes are written. Its exposes are derived from it: one module per screen a route names.
 */
function readRouteManifest(dir) {
  const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'routes.json'), 'utf8'));
  if (!Array.isArray(manifest.routes)) throw new Error(`${dir}/routes.json has no "routes" list`);
  return manifest;
}

/** { routes: [{ screen: 'QrLanding' }] } → { './QrLanding': './src/exposes/qr-landing.tsx' }. */
function exposesOf(dir, manifest) {
  const screens = [...new Set(manifest.routes.map((route) => route.screen))];
  return Object.fromEntries(
    screens.map((screen) => {
      const file = `./src/exposes/${kebab(screen)}.tsx`;
      if (!fs.existsSync(path.join(dir, file))) throw new Error(`${dir}/routes.json routes to ${screen}, but ${file} does not exist`);
      return [`./${screen}`, file];
    }),
  );
}

/** Writes the manifest into the build, beside mf-manifest.json: it ships (and rolls back) with the release. */
class EmitRouteManifestPlugin {
  constructor(manifest) {
    this.source = `${JSON.stringify(manifest, null, 2)}\n`;
  }
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('EmitRouteManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'EmitRouteManifestPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          compilation.emitAsset('routes.json', new compiler.webpack.sources.RawSource(this.source));
        },
      );
    });
  }
}

/**
 * @param {object} options
 * @param {string} options.dir          the app's folder (__dirname of its rspack.config.js)
 * @param {string[]} [options.runtimePlugins]        host only
 * @param {string} [options.htmlTemplate]            the page template (remotes default to the shell's)
 */
function createAppConfig({ dir, runtimePlugins = [], htmlTemplate }) {
  const name = appNameOf(dir);
  const isHost = name === 'shell';
  const routeManifest = isHost ? null : readRouteManifest(dir);
  const exposes = routeManifest ? exposesOf(dir, routeManifest) : undefined;
  const production = process.env.NODE_ENV !== 'development';
  const hashed = production ? '.[contenthash:8]' : '';
  const shared = sharedSingletons(dir, { hostCopiesOnly: !isHost && production });

  return {
    mode: production ? 'production' : 'development',
    context: dir,
    entry: { main: './src/index.ts' },
    target: ['web', 'es2020'],
    devtool: production ? false : 'eval-cheap-module-source-map',
    output: {
      path: path.join(dir, 'dist'),
      // Every app resolves its chunks relative to wherever its entry was loaded from, which is what
      // lets the same build be served from any immutable release folder: a remote's from its remote
      // entry, the shell's from its main script (assets/main….js: 'auto' goes one folder up, to
      // /remotes/shell/<version>/), so a page keeps loading its own shell version's chunks.
      publicPath: 'auto',
      uniqueName: name,
      filename: isHost ? `assets/[name]${hashed}.js` : `[name]${hashed}.js`,
      chunkFilename: isHost ? `assets/[name]${hashed}.js` : `[name]${hashed}.js`,
      cssFilename: isHost ? `assets/[name]${hashed}.css` : `[name]${hashed}.css`,
      cssChunkFilename: isHost ? `assets/[name]${hashed}.css` : `[name]${hashed}.css`,
      assetModuleFilename: isHost ? `assets/[name]${hashed}[ext]` : `[name]${hashed}[ext]`,
      clean: true,
      // Chunks the runtime loads later carry the integrity this build recorded for them (the
      // SubresourceIntegrityPlugin below), which a browser checks only on a CORS request.
      crossOriginLoading: 'anonymous',
    },
    resolve: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'], alias: { ...FEDERATION_RUNTIME_ALIASES, ...NATIVE_ALIASES } },
    module: {
      rules: [
        {
          test: /\.[cm]?tsx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          type: 'javascript/auto',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development: !production } },
            },
            // bugfixes: the same browsers, but syntax they only get wrong in a corner (a spread inside an
            // optional call on Chrome < 91, a default parameter named like a destructured one on Safari
            // < 16.3) is rewritten in that corner only, not everywhere.
            env: { targets: 'chrome >= 87, safari >= 14, firefox >= 78', bugfixes: true },
          },
        },
        { test: /\.module\.css$/, type: 'css/module' },
        { test: /\.css$/, exclude: /\.module\.css$/, type: 'css/auto' },
        { test: /\.(png|jpe?g|webp|svg)$/, type: 'asset/resource' },
      ],
    },
    optimization: {
      // A runtime chunk breaks remote entries (RUNTIME-001/002).
      runtimeChunk: false,
      minimize: production,
      ...(isHost ? { splitChunks: HOST_SPLIT_CHUNKS } : {}),
    },
    performance: { hints: false },
    plugins: [
      new rspack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
      }),
      new ModuleFederationPlugin({
        name,
        ...(isHost ? { remotes: {}, runtimePlugins } : { filename: `remoteEntry${hashed}.js`, exposes }),
        shared,
        shareStrategy: 'loaded-first',
        manifest: isHost ? false : { fileName: 'mf-manifest.json' },
        dts: false,
        dev: false,
        experiments: {
          // The host ships the federation runtime once; remotes use the host's.
          ...(isHost ? { provideExternalRuntime: true } : { externalRuntime: true }),
          optimization: { target: 'web', disableSnapshot: true },
        },
      }),
      // The host's page is the product; a remote's page is its standalone development mount.
      ...(routeManifest ? [new EmitRouteManifestPlugin(routeManifest)] : []),
      new EmitPageAssetsPlugin({ isHost, exposes }),
      new EmitCompatibilityPlugin({ name, shared }),
      // Every chunk loaded later is checked against the hash this build wrote into its runtime: a file
      // changed after publishing fails to load (its remote's routes show their fallback). The page's own
      // tags get theirs from the release record the server keeps (platform/releases/src/remotes/release-integrity.ts),
      // in the same algorithm so a preload hint is the very request the runtime makes. sha256: every
      // hash is bytes no compression saves, and a remote entry names all its chunks (sha384 cost the
      // QR landing 0.9 KB more gzip).
      new rspack.SubresourceIntegrityPlugin({ hashFuncNames: ['sha256'], enabled: production }),
      // …listed in chunk-id order, so the same source builds the same bytes (rspack.integrity-order.js).
      ...(production ? [new OrderIntegrityMapsPlugin()] : []),
      new rspack.HtmlRspackPlugin({
        template: htmlTemplate ?? path.join(__dirname, 'shell/public/index.html'),
        filename: 'index.html',
        inject: 'body',
        // The shell's page names its main script under a placeholder version the server replaces with
        // the live one when it draws the page (SHELL_VERSION_PLACEHOLDER in platform/pages/src/shell-page.ts).
        ...(isHost ? { publicPath: '/remotes/shell/__TROO_SHELL_VERSION__/' } : {}),
      }),
    ],
    stats: 'errors-warnings',
  };
}

module.exports = { APPS, createAppConfig, sharedSingletons, sharedFolderOf, lockedVersion };
