// Writes compat.json into every build, for the release guard (platform/releases/src/remotes/guard.ts): a remote
// runs on the shell's copies of the federation singletons (rspack.shared.js), so before a remote goes
// live on a shell (or a shell under live remotes) the guard compares what the remote was built against
// with what the shell provides.
//
//   { "app": "checkout",
//     "shared": { "react": { "version": "19.3.1", "requiredVersion": "^19.3.1" },
//                 "@troo/shared/runtime": { "version": "1.0.0-rt-3fa2…", "requiredVersion": "1.0.0-rt-3fa2…" }, ... } }
//
//  remote: `shared` is what it was built against; shell: what it provides. Only singletons are listed:
//  everything else a remote bundles itself. The runtime's version is its module graph's hash
//  (rspack.runtime-version.js) and a remote requires exactly it, so no list of imported names is
//  needed: the same version is the same code, exports included.

class EmitCompatibilityPlugin {
  /** @param {{ name: string, shared: Record<string, { version: string, requiredVersion: string }> }} options */
  constructor({ name, shared }) {
    this.name = name;
    this.shared = Object.fromEntries(
      Object.entries(shared).map(([request, { version, requiredVersion }]) => [request, { version, requiredVersion }]),
    );
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('EmitCompatibilityPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'EmitCompatibilityPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const content = { app: this.name, shared: this.shared };
          compilation.emitAsset('compat.json', new RawSource(`${JSON.stringify(content, null, 2)}\n`));
        },
      );
    });
  }
}

module.exports = { EmitCompatibilityPlugin };
