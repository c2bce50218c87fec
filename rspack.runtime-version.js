// The federation version of @troo/shared's runtime entries (the one store, session, api client,
// query cache, toasts), derived from their module graph at build time: every file reachable from
// src/runtime.ts by a value import, hashed by relative path and content, with the version of each
// package those files import. A change outside that graph (the kit, a contract message, a comment
// in a bundled helper) leaves the version as it was, so a remote built after it still runs on the
// live shell; a change inside it gives a new version, which a remote requires exactly.
const { createHash } = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const ts = require('typescript');

/** The runtime entry points (package subpath → file under the shared folder). */
const RUNTIME_ENTRIES = { '@troo/shared/runtime': 'src/runtime.ts' };
const SHARED_PACKAGE = '@troo/shared';
const PARSED = /\.[cm]?[jt]sx?$/;
const EXTENSIONS = ['', '.ts', '.tsx', '.js', '.mjs', '.json', '/index.ts', '/index.tsx', '/index.js'];

/** Module specifiers a file imports or re-exports as values (`import type`, all-type bindings left out). */
function valueImports(file, text) {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, /x$/.test(file) ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found = [];
  const allTypes = (elements) => elements.length > 0 && elements.every((element) => element.isTypeOnly);
  const visit = (node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteralLike(node.moduleSpecifier)) {
      const clause = node.importClause;
      const bindings = clause?.namedBindings;
      const typeOnly =
        clause && (clause.isTypeOnly || (!clause.name && bindings && ts.isNamedImports(bindings) && allTypes(bindings.elements)));
      if (!typeOnly) found.push(node.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteralLike(node.moduleSpecifier)) {
      const clause = node.exportClause;
      if (!node.isTypeOnly && !(clause && ts.isNamedExports(clause) && allTypes(clause.elements))) found.push(node.moduleSpecifier.text);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [specifier] = node.arguments;
      if (specifier && ts.isStringLiteralLike(specifier)) found.push(specifier.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The file a relative specifier names, as the bundler resolves it. */
function resolveRelative(from, specifier) {
  const base = path.resolve(path.dirname(from), specifier);
  const file = EXTENSIONS.map((extension) => base + extension).find((candidate) =>
    fs.statSync(candidate, { throwIfNoEntry: false })?.isFile(),
  );
  if (!file) throw new Error(`${from}: cannot resolve '${specifier}'`);
  return file;
}

/** '@troo/shared/x' → the file its package.json exports (default condition), or null when not exported. */
function resolveOwnPackage(sharedDir, exportsMap, specifier) {
  const target = exportsMap[`.${specifier.slice(SHARED_PACKAGE.length)}`];
  const file = typeof target === 'string' ? target : target?.default;
  if (!file) throw new Error(`'${specifier}' is not an entry point of ${SHARED_PACKAGE}`);
  return path.join(sharedDir, file);
}

/** A package's name from a bare specifier ('redux-persist/lib/storage' → 'redux-persist'). */
const packageNameOf = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/** The installed version of `name` as Node finds it from `dir` ('?' when not installed). */
function installedVersion(dir, name) {
  for (let at = dir; ; at = path.dirname(at)) {
    const file = path.join(at, 'node_modules', name, 'package.json');
    if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, 'utf8')).version;
    if (path.dirname(at) === at) return '?';
  }
}

/**
 * The runtime's module graph in the shared folder `sharedDir`: { files: relative paths (sorted, with /),
 * packages: { name: version } of what those files import from node_modules }. `across: false` stops
 * at the runtime entries' package specifiers: what an app bundles of `entries`.
 */
function runtimeGraph(sharedDir, entries = Object.values(RUNTIME_ENTRIES), { across = true } = {}) {
  const { exports: exportsMap } = JSON.parse(fs.readFileSync(path.join(sharedDir, 'package.json'), 'utf8'));
  const seen = new Set();
  const packages = {};
  const pending = entries.map((entry) => path.join(sharedDir, entry));
  while (pending.length) {
    const file = pending.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    if (!PARSED.test(file)) continue; // CSS, JSON: hashed, imports nothing
    for (const specifier of valueImports(file, fs.readFileSync(file, 'utf8'))) {
      if (specifier.startsWith('.')) pending.push(resolveRelative(file, specifier));
      else if (specifier === SHARED_PACKAGE || specifier.startsWith(`${SHARED_PACKAGE}/`)) {
        if (across || !(specifier in RUNTIME_ENTRIES)) pending.push(resolveOwnPackage(sharedDir, exportsMap, specifier));
      } else packages[packageNameOf(specifier)] ??= installedVersion(sharedDir, packageNameOf(specifier));
    }
  }
  const files = [...seen].map((file) => path.relative(sharedDir, file).split(path.sep).join('/')).sort();
  const outside = files.find((file) => file.startsWith('../'));
  if (outside) throw new Error(`the runtime graph leaves ${sharedDir}: ${outside}`);
  return { files, packages: Object.fromEntries(Object.entries(packages).sort(([a], [b]) => a.localeCompare(b))) };
}

/** The runtime's federation version: `1.0.0-rt-<hash of its graph>` (a valid semver, required exactly). */
function runtimeVersion(sharedDir) {
  const { files, packages } = runtimeGraph(sharedDir);
  const hash = createHash('sha256');
  for (const file of files)
    hash
      .update(`${file}\0`)
      .update(fs.readFileSync(path.join(sharedDir, file)))
      .update('\0');
  for (const [name, version] of Object.entries(packages)) hash.update(`${name}@${version}\0`);
  return `1.0.0-rt-${hash.digest('hex').slice(0, 12)}`;
}

module.exports = { RUNTIME_ENTRIES, runtimeGraph, runtimeVersion, valueImports };
