// Puts the chunk → integrity maps rspack's SubresourceIntegrityPlugin writes into each runtime
// (`__webpack_require__.sriHashes = { 748: "sha256-…", 121: … }`, and the css ones) in chunk-id order.
//
// Why: rspack lists them in the order it walks the chunk graph, whose chunk groups are hash sets
// keyed by counters shared by every compilation in the process (rspack_plugin_sri find_chunks over
// chunk.groups() / group.children). So the same source gave a different order, hence a different
// remote entry, content hash and release version, depending on which other apps were built beside
// it and how their compilations interleaved: every `npm run build` published "new" versions.
//
// The maps are sorted after the SRI plugin has filled them (stage OPTIMIZE_INLINE - 1) and before
// the real content hash (OPTIMIZE_HASH) names the files and recomputes their integrity from the
// sorted bytes, so file names, integrity records and the release version all follow the source alone.

const INTEGRITY_MAP = /(\.sri(?:Css|ExtractCss)?Hashes\s*=\s*)\{([^{}]*)\}/g;
const ENTRY = /^\s*("(?:[^"\\]|\\.)*"|[\w$]+)\s*:\s*("[^"]*")\s*$/;

/** A chunk id as written in the map: a number, or a quoted or bare name. */
const chunkIdOf = (key) => (key.startsWith('"') ? JSON.parse(key) : key);

function byChunkId(a, b) {
  const [x, y] = [chunkIdOf(a.key), chunkIdOf(b.key)];
  const [numberX, numberY] = [/^\d+$/.test(x), /^\d+$/.test(y)];
  if (numberX && numberY) return Number(x) - Number(y);
  if (numberX !== numberY) return numberX ? -1 : 1;
  return x < y ? -1 : x > y ? 1 : 0;
}

/** The source with every integrity map in chunk-id order; a map it cannot read is left as it is. */
function sortIntegrityMaps(source) {
  return source.replace(INTEGRITY_MAP, (whole, assignment, body) => {
    if (!body.trim()) return whole;
    const entries = body.split(',').map((entry) => ENTRY.exec(entry));
    if (entries.some((entry) => !entry)) return whole;
    const sorted = entries.map(([, key, value]) => ({ key, value })).sort(byChunkId);
    return `${assignment}{${sorted.map(({ key, value }) => `${key}:${value}`).join(',')}}`;
  });
}

class OrderIntegrityMapsPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('OrderIntegrityMapsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'OrderIntegrityMapsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_INLINE },
        () => {
          for (const asset of compilation.getAssets()) {
            if (!asset.name.endsWith('.js')) continue;
            const before = asset.source.source().toString();
            const after = sortIntegrityMaps(before);
            // Only the bytes change: the asset's info keeps the hashes the real content hash replaces.
            if (after !== before) compilation.updateAsset(asset.name, new sources.RawSource(after));
          }
        },
      );
    });
  }
}

module.exports = { OrderIntegrityMapsPlugin, sortIntegrityMaps };
