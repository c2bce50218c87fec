// How the import cycle check (shared/scripts/import-cycles.mjs) finds the file an import names, as
// TypeScript does (bundler resolution: './x.js' is x.ts, '@troo/shared/contract' its source), so it
// follows every edge. Kept in eslint-plugin-import's resolver shape.
// No resolver package needed: TypeScript's own resolveModuleName does the work.
const path = require('node:path');
const ts = require('typescript');

const options = {
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  resolveJsonModule: true,
  allowJs: true,
};
const cache = ts.createModuleResolutionCache(process.cwd(), (name) => name, options);

module.exports = {
  interfaceVersion: 2,
  resolve(source, file) {
    if (source.startsWith('node:')) return { found: true, path: null };
    const { resolvedModule } = ts.resolveModuleName(source, file, options, ts.sys, cache);
    let found = resolvedModule?.resolvedFileName;
    if (!found) {
      try {
        found = require.resolve(source, { paths: [path.dirname(file)] }); // CommonJS config files
      } catch {
        return { found: false };
      }
    }
    // An installed package counts as found but is not followed; our workspaces (@troo/shared) are.
    return { found: true, path: found.includes(`${path.sep}node_modules${path.sep}`) ? null : found };
  },
};
