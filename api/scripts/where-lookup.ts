import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { calls, type CallDefinition } from '@troo/shared/contract';
import { screenFile, screenForPath, type RouteDeclaration } from '@troo/shared/route-manifest';

// `npm run where <address | call>`: the files behind a page address or an API call, so a reader
// goes from the spec's words to the code in one hop. Found from the same facts the system runs on:
// the remotes' routes.json (matched as the server and the shell match them) and the contract.

export type Where = { title: string; files: string[] }[];

const SOURCE = /\.(ts|tsx)$/;
const SKIPPED = new Set(['node_modules', 'dist', '.data', 'test-results', 'playwright-report']);

/** Every .ts/.tsx file under a folder, relative to the root, in a stable order. */
function sourceFiles(root: string, folder: string): string[] {
  const dir = path.join(root, folder);
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => {
      const relative = path.join(folder, entry.name);
      if (entry.isDirectory()) return SKIPPED.has(entry.name) ? [] : sourceFiles(root, relative);
      return SOURCE.test(entry.name) ? [relative] : [];
    });
}

const remoteFolders = (root: string) =>
  readdirSync(root).filter((dir) => dir.startsWith('mfe-') && existsSync(path.join(root, dir, 'routes.json')));

const read = (root: string, file: string) => readFileSync(path.join(root, file), 'utf8');

/** The files that hold a text, relative to the root. */
const filesWith = (root: string, files: string[], text: string | RegExp) =>
  files.filter((file) => (typeof text === 'string' ? read(root, file).includes(text) : text.test(read(root, file))));

/** The module an exposes/ file re-exports ('../features/x/components/X'), as a file. */
function exposedComponent(root: string, exposeFile: string): string | undefined {
  const from = /from '(\.[^']+)'/.exec(read(root, exposeFile))?.[1];
  if (!from) return undefined;
  const base = path.join(path.dirname(exposeFile), from);
  return ['.tsx', '.ts', '/index.tsx', '/index.ts'].map((ending) => base + ending).find((file) => existsSync(path.join(root, file)));
}

/** The files behind a page address: its remote's manifest, the screen, its first reads and first paint. */
export function whereIsPage(root: string, address: string): Where {
  const url = new URL(address, 'http://troo');
  const remotes = remoteFolders(root).map((dir) => ({
    name: dir,
    routes: (JSON.parse(read(root, path.join(dir, 'routes.json'))) as { routes: RouteDeclaration[] }).routes,
  }));
  const match = screenForPath(remotes, url.pathname);
  if (!match)
    return [
      { title: `${url.pathname}: no remote declares it (the 404 page)`, files: remotes.map((remote) => `${remote.name}/routes.json`) },
    ];
  const { remote, route } = match;
  const expose = path.join(remote, 'src/exposes', `${screenFile(route.screen)}.tsx`);
  const component = existsSync(path.join(root, expose)) ? exposedComponent(root, expose) : undefined;
  const firstReadFiles = filesWith(root, sourceFiles(root, path.join(remote, 'src')), `'${route.path}'`).filter(
    (file) => !file.includes('.test.'),
  );
  const firstPaint = path.join(remote, 'src/first-paint.tsx');
  const paints = existsSync(path.join(root, firstPaint)) && new RegExp(`\\b${route.screen}\\b`).test(read(root, firstPaint));
  return [
    { title: `route ${route.path} (${route.audience}) in ${remote}/routes.json`, files: [`${remote}/routes.json`] },
    { title: `screen ${route.screen}`, files: [expose, ...(component ? [component] : [])] },
    { title: 'first reads', files: firstReadFiles },
    { title: 'first paint', files: paints ? [firstPaint] : [] },
  ];
}

/** The call a spec line names: its id ('GET /menu/get{product}BusinessDetails/') or an address it answers. */
function callNamed(query: string): [string, CallDefinition] | undefined {
  const [method = '', ...rest] = query.trim().split(/\s+/);
  const wanted = rest
    .join(' ')
    .replace(/^\/api(?=\/)/, '')
    .split('?')[0]!;
  const entries = Object.entries(calls) as [string, CallDefinition][];
  const pattern = (call: CallDefinition) =>
    new RegExp(`^${call.path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+|\\\{\w+\\\}/g, '[^/]+')}$`);
  return (
    entries.find(([, call]) => call.method === method.toUpperCase() && call.path === wanted) ??
    entries.find(([, call]) => call.method === method.toUpperCase() && pattern(call).test(wanted))
  );
}

/** The files behind an API call: its contract definition, the API route serving it, and who makes it. */
export function whereIsCall(root: string, query: string): Where {
  const found = callNamed(query);
  if (!found) return [{ title: `${query}: no call of the contract (shared/src/contract/calls)`, files: [] }];
  const [name, call] = found;
  const id = `${call.method} ${call.path}`;
  const definition = filesWith(root, sourceFiles(root, 'shared/src/contract/calls'), new RegExp(`export const ${name}\\b`));
  const served = filesWith(root, sourceFiles(root, 'api/src'), new RegExp(`calls\\.${name}\\b`));
  const named = (files: string[]) => filesWith(root, files, `'${id}'`);
  const clientFiles = ['shared/src', 'shell/src', ...remoteFolders(root).map((dir) => `${dir}/src`)].flatMap((dir) =>
    sourceFiles(root, dir),
  );
  const tests = (file: string) => /\.test\.tsx?$|\/test\//.test(file);
  return [
    { title: `call ${id} (calls.${name}, ${call.access})`, files: definition },
    { title: 'served by', files: served },
    { title: 'made by (screens, hooks, first reads)', files: named(clientFiles).filter((file) => !tests(file)) },
    {
      title: 'tests',
      files: [...named(clientFiles).filter(tests), ...named(sourceFiles(root, 'api/test')), ...named(sourceFiles(root, 'e2e'))],
    },
  ];
}

/** A page address ('/start-order?…') or a call ('GET /business/getBusinessDetails/'). */
export const where = (root: string, query: string): Where =>
  /^[A-Za-z]+\s+\//.test(query.trim()) ? whereIsCall(root, query) : whereIsPage(root, query.trim());

/** As printed: each title, then its files indented (or "none"). */
export const whereText = (found: Where) =>
  found.map(({ title, files }) => [title, ...(files.length ? files.map((file) => `  ${file}`) : ['  (none)'])].join('\n')).join('\n');
