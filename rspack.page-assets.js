// Writes page-assets.json into every build: which files a page needs at start-up, so the server can
// name them all in the HTML it sends (preload hints) instead of the browser finding them one step at
// a time (main.js → shared chunks → registry → remote entry → screen).
//
//  shell:  { "boot": { "files": [...], "shared": ["react", ...] },
//            "shared": { "react-dom/client": { "files": ["assets/275.js"], "shared": ["react", "react-dom"] }, ... },
//            "cssChunks": { "assets/633.css": "633", ... } }
//          the chunks `import('./bootstrap')` loads and the shared modules they consume, and the host's
//          files for every shared module (the host provides them all: loaded-first) with the shared
//          modules those consume in turn; and the chunk each stylesheet belongs to, which the server
//          writes on the stylesheets it links (data-rspack): the app's css loader then finds them as its
//          own, where it compared addresses, found none (it knows them by full URL, the page by path)
//          and added every one again, each a restyle of the whole page.
//  remote: { "screens": { "QrLanding": { "shared": ["react", "@troo/shared/runtime", ...] } }, "cssChunks": {...} }
//          the shared modules each exposed screen consumes (its own files are in mf-manifest.json),
//          and its stylesheets' chunks, as the shell's.

const CONSUME = /^consume shared module \([^)]*\) (.+?)@/;
const PROVIDE = /^provide shared module \([^)]*\) (.+?)@/;

const originRequests = (group) => group.origins.map((origin) => origin.request ?? '');

/** Each stylesheet's chunk id: { "assets/633.1a2b.css": "633" }, by file name (the same build, the same file). */
function cssChunksOf(compilation) {
  const pairs = [];
  for (const chunk of compilation.chunks) {
    for (const file of chunk.files) if (file.endsWith('.css')) pairs.push([file, String(chunk.id)]);
  }
  return Object.fromEntries(pairs.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

class EmitPageAssetsPlugin {
  /** @param {{ isHost: boolean, exposes?: Record<string, string> }} options */
  constructor({ isHost, exposes = {} }) {
    this.isHost = isHost;
    this.exposes = exposes;
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('EmitPageAssetsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'EmitPageAssetsPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const consumedIn = (chunks) => {
            const keys = new Set();
            for (const chunk of chunks) {
              for (const module of compilation.chunkGraph.getChunkModules(chunk)) {
                const match = CONSUME.exec(module.identifier());
                if (match) keys.add(match[1]);
              }
            }
            return [...keys].sort();
          };
          const content = this.isHost ? this.hostAssets(compilation, consumedIn) : this.remoteAssets(compilation, consumedIn);
          compilation.emitAsset('page-assets.json', new RawSource(`${JSON.stringify(content, null, 2)}\n`));
        },
      );
    });
  }

  hostAssets(compilation, consumedIn) {
    const groups = [...compilation.chunkGroups];
    // Only the bootstrap chunks themselves: its lazy children (the staff frame, the toaster) are not start-up.
    const boot = groups.filter((group) => originRequests(group).includes('./bootstrap')).flatMap((group) => group.chunks);
    const shared = {};
    for (const group of groups) {
      for (const origin of group.origins) {
        const match = PROVIDE.exec(origin.module?.identifier() ?? '');
        if (!match) continue;
        const files = group.chunks.flatMap((chunk) => [...chunk.files]).filter((file) => /\.(js|css)$/.test(file));
        const entry = (shared[match[1]] ??= { files: [], shared: [] });
        entry.files = [...new Set([...entry.files, ...files])].sort();
        entry.shared = [...new Set([...entry.shared, ...consumedIn(group.chunks)])].filter((key) => key !== match[1]).sort();
      }
    }
    return {
      boot: { files: [...new Set(boot.flatMap((chunk) => [...chunk.files]))].sort(), shared: consumedIn(boot) },
      // By name: the chunk groups come in an order that varies from build to build, and the same
      // source must write the same bytes (it is the release's version).
      shared: Object.fromEntries(Object.entries(shared).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))),
      cssChunks: cssChunksOf(compilation),
    };
  }

  remoteAssets(compilation, consumedIn) {
    const screens = {};
    for (const exposed of Object.keys(this.exposes)) {
      const screen = exposed.replace(/^\.\//, '');
      const groups = [...compilation.chunkGroups].filter((group) => group.name === `__federation_expose_${screen}`);
      // Its own chunks only: what the screen needs to draw, not what it loads later on demand.
      screens[screen] = { shared: consumedIn(groups.flatMap((group) => group.chunks)) };
    }
    return { screens, cssChunks: cssChunksOf(compilation) };
  }
}

module.exports = { EmitPageAssetsPlugin };
