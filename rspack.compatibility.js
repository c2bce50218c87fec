// Writes compat.json into every build, for the release guard (api/src/remotes/guard.ts): a remote
// runs on the shell's copies of the shared modules, so before a remote goes live on a shell (or a
// shell under live remotes) the guard compares what the remote was built against with what the
// shell provides.
//
//   { "app": "checkout",
//     "shared": { "react": { "version": "19.3.1", "requiredVersion": "^19.3.1" }, ... },
//     "names": { "@troo/shared": ["Button", ...], "@troo/shared/portal": [...] } }
//
//  remote: `shared` is what it was built against; `names` the value names its modules import from
//          @troo/shared and /portal (its own code and the parts of shared/src bundled into it, such as
//          the kit, which import '@troo/shared' and get the host's copy at run time).
//  shell:  `shared` is what it provides; `names` the value names those two entry points export.
const fs = require('node:fs');
const path = require('node:path');
const ts = require('typescript');

/** The shared requests whose names the guard checks, and the file each one is. */
const SCANNED = { '@troo/shared': 'src/index.ts', '@troo/shared/portal': 'src/portal.ts' };
const REQUESTS = Object.keys(SCANNED);
const PARSED = /\.[cm]?[jt]sx?$/;

const empty = () => Object.fromEntries(REQUESTS.map((request) => [request, new Set()]));
const sorted = (sets) => Object.fromEntries(Object.entries(sets).map(([request, names]) => [request, [...names].sort()]));

/**
 * The value names one source file imports or re-exports from @troo/shared and /portal, into `into`.
 * Throws where the names cannot be known statically (namespace, default, `export *` or dynamic import):
 * the release guard must know every name a remote uses.
 */
function collectImportedNames(fileName, text, into = empty()) {
  const kind = /\.[cm]?tsx$|\.jsx$/.test(fileName) ? ts.ScriptKind.TSX : /\.[cm]?ts$/.test(fileName) ? ts.ScriptKind.TS : ts.ScriptKind.JS;
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, kind);
  const refuse = (node, what) => {
    const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
    throw new Error(
      `${fileName}:${line + 1}: ${what}. Import named values only (\`import { x } from '…'\`): ` +
        'the release guard must know every name a remote takes from the shell’s copy of @troo/shared.',
    );
  };
  const scanned = (specifier) => specifier && ts.isStringLiteralLike(specifier) && REQUESTS.includes(specifier.text);
  const nameOf = (element) => (element.propertyName ?? element.name).text;

  const visit = (node) => {
    if (ts.isImportDeclaration(node) && scanned(node.moduleSpecifier)) {
      const clause = node.importClause;
      const request = node.moduleSpecifier.text;
      if (clause && !clause.isTypeOnly) {
        if (clause.name) refuse(node, `a default import of '${request}'`);
        const bindings = clause.namedBindings;
        if (bindings && ts.isNamespaceImport(bindings)) refuse(node, `a namespace import of '${request}'`);
        for (const element of bindings?.elements ?? []) if (!element.isTypeOnly) into[request].add(nameOf(element));
      }
    } else if (ts.isExportDeclaration(node) && scanned(node.moduleSpecifier) && !node.isTypeOnly) {
      const request = node.moduleSpecifier.text;
      if (!node.exportClause || ts.isNamespaceExport(node.exportClause)) refuse(node, `\`export *\` from '${request}'`);
      for (const element of node.exportClause.elements) if (!element.isTypeOnly) into[request].add(nameOf(element));
    } else if (ts.isImportEqualsDeclaration(node) && !node.isTypeOnly && ts.isExternalModuleReference(node.moduleReference)) {
      if (scanned(node.moduleReference.expression)) refuse(node, `\`import = require('${node.moduleReference.expression.text}')\``);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && scanned(node.arguments[0])) {
      refuse(node, `a dynamic import('${node.arguments[0].text}')`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return into;
}

/** collectImportedNames over files (outside node_modules), merged: { request: sorted names }. */
function importedNames(files) {
  const into = empty();
  for (const file of files) {
    if (!PARSED.test(file) || file.split(path.sep).includes('node_modules')) continue;
    collectImportedNames(file, fs.readFileSync(file, 'utf8'), into);
  }
  return sorted(into);
}

/**
 * The value names @troo/shared and /portal export, read by the type checker from the shared folder
 * (`sharedDir`/src/index.ts and portal.ts): what a shell built from it provides. Types, interfaces and
 * `export type { … }` are left out: they do not exist at run time.
 */
function exportedValueNames(sharedDir) {
  const files = Object.fromEntries(REQUESTS.map((request) => [request, path.join(sharedDir, SCANNED[request])]));
  const program = ts.createProgram(Object.values(files), {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    jsx: ts.JsxEmit.ReactJSX,
    noEmit: true,
    skipLibCheck: true,
    types: [],
  });
  const checker = program.getTypeChecker();
  // An alias is type-only if any link of its chain is (`export type { X }` somewhere on the way).
  const typeOnly = (symbol) => {
    for (let link = symbol; link && link.flags & ts.SymbolFlags.Alias; link = checker.getImmediateAliasedSymbol(link)) {
      if (link.declarations?.some((declaration) => ts.isTypeOnlyImportOrExportDeclaration(declaration))) return true;
    }
    return false;
  };
  const names = {};
  for (const [request, file] of Object.entries(files)) {
    const source = program.getSourceFile(file);
    const moduleSymbol = source && checker.getSymbolAtLocation(source);
    if (!moduleSymbol) throw new Error(`${file}: not found, or not a module`);
    names[request] = checker
      .getExportsOfModule(moduleSymbol)
      .filter((symbol) => {
        const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
        return target.flags & ts.SymbolFlags.Value && !typeOnly(symbol);
      })
      .map((symbol) => symbol.name)
      .sort();
  }
  return names;
}

class EmitCompatibilityPlugin {
  /** @param {{ name: string, isHost: boolean, shared: Record<string, { version: string, requiredVersion: string }> }} options */
  constructor({ name, isHost, shared }) {
    this.name = name;
    this.isHost = isHost;
    this.shared = Object.fromEntries(
      Object.entries(shared).map(([request, { version, requiredVersion }]) => [request, { version, requiredVersion }]),
    );
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('EmitCompatibilityPlugin', (compilation) => {
      let names;
      // Before optimization, while every module is still its own (not yet concatenated).
      compilation.hooks.finishModules.tap('EmitCompatibilityPlugin', (modules) => {
        try {
          if (this.isHost) {
            names = exportedValueNames(path.join(__dirname, 'shared'));
          } else {
            const files = new Set([...modules].map((module) => module.resource?.split('?')[0]).filter(Boolean));
            names = importedNames(files);
          }
        } catch (error) {
          compilation.errors.push(new compiler.webpack.WebpackError(`compat.json: ${error.message}`));
        }
      });
      compilation.hooks.processAssets.tap(
        { name: 'EmitCompatibilityPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          if (!names) return;
          const content = { app: this.name, shared: this.shared, names };
          compilation.emitAsset('compat.json', new RawSource(`${JSON.stringify(content, null, 2)}\n`));
        },
      );
    });
  }
}

module.exports = { EmitCompatibilityPlugin, collectImportedNames, importedNames, exportedValueNames, SCANNED };
