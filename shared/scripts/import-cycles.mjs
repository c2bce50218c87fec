// Modules that import each other in a circle load half-initialised: this lists every circle among our
// own files (part of `npm run lint`). It follows what runs: static imports, re-exports, import() and
// require(); an import of types only is erased by the compiler and is no edge. Imports are found as
// TypeScript does (eslint.resolver.js); installed packages are not followed, our workspaces are.
// ESLint's import/no-cycle found the same in a fifth of the lint's time; this takes about a second.
//
//   node shared/scripts/import-cycles.mjs [folder]   (default: the repository)
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const ts = require('typescript');
const resolver = require('../../eslint.resolver.js');

const SOURCE = /\.(ts|tsx|mts|cts|js|mjs|cjs)$/;
const SKIPPED = new Set(['node_modules', 'dist', '.test-build', '.data', 'migrations', 'test-results', 'coverage', '.git']);

function sourceFiles(folder) {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return SKIPPED.has(entry.name) ? [] : sourceFiles(full);
    return SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

const typesOnly = (clause) =>
  clause.isTypeOnly ||
  (clause.namedBindings && !clause.name && ts.isNamedImports(clause.namedBindings) && clause.namedBindings.elements.length > 0
    ? clause.namedBindings.elements.every((element) => element.isTypeOnly)
    : false);

/** The module names a file loads when it runs. */
function runtimeImports(file) {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  const names = [];
  const visit = (node) => {
    if (ts.isImportDeclaration(node)) {
      if (!(node.importClause && typesOnly(node.importClause))) names.push(node.moduleSpecifier.text);
      return;
    }
    if (ts.isExportDeclaration(node)) {
      const onlyTypes =
        node.isTypeOnly ||
        (node.exportClause && ts.isNamedExports(node.exportClause) && node.exportClause.elements.length > 0
          ? node.exportClause.elements.every((element) => element.isTypeOnly)
          : false);
      if (node.moduleSpecifier && !onlyTypes) names.push(node.moduleSpecifier.text);
      return;
    }
    if (ts.isCallExpression(node) && node.arguments.length > 0 && ts.isStringLiteralLike(node.arguments[0])) {
      const dynamic = node.expression.kind === ts.SyntaxKind.ImportKeyword;
      const required = ts.isIdentifier(node.expression) && node.expression.text === 'require';
      if (dynamic || required) names.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return names;
}

/** Each circle once, as the files that import each other (Tarjan's strongly connected components). */
export function importCycles(root) {
  const files = sourceFiles(root);
  const graph = new Map();
  const edges = (file) => {
    if (!graph.has(file)) {
      const targets = runtimeImports(file)
        .map((name) => resolver.resolve(name, file).path)
        .filter((target) => target && SOURCE.test(target) && !target.endsWith('.d.ts'));
      graph.set(file, [...new Set(targets)]);
    }
    return graph.get(file);
  };
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const cycles = [];
  let counter = 0;
  const connect = (file) => {
    index.set(file, counter);
    low.set(file, counter);
    counter += 1;
    stack.push(file);
    onStack.add(file);
    for (const next of edges(file)) {
      if (!index.has(next)) {
        connect(next);
        low.set(file, Math.min(low.get(file), low.get(next)));
      } else if (onStack.has(next)) {
        low.set(file, Math.min(low.get(file), index.get(next)));
      }
    }
    if (low.get(file) !== index.get(file)) return;
    const component = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1 || edges(file).includes(file)) cycles.push(component.reverse());
  };
  for (const file of files) if (!index.has(file)) connect(file);
  return cycles.map((cycle) => cycle.map((file) => path.relative(root, file)));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '../..'));
  const cycles = importCycles(root);
  for (const cycle of cycles) console.error(`import cycle: ${cycle.join(' → ')} → ${cycle[0]}`);
  console.log(cycles.length ? `${cycles.length} import cycle(s): see above` : 'imports: no module imports itself through others');
  process.exit(cycles.length ? 1 : 0);
}
