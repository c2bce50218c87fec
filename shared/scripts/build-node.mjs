// `npm run build:node -w @troo/shared`: the entry points the API runs in Node (the contract, the route
// manifest), compiled by tsc (tsconfig.node.json) to CommonJS in dist/, marked CommonJS for Node (no
// file extensions in its requires). The API tests, the API build and CI's second API run each ask
// for it: when dist/ already holds the build of these very sources (a stamp of their hash, and every
// file it made still there), it is not built again. A build is made beside dist/ and moved in whole,
// so a reader never meets half of one.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const sharedDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(sharedDir, 'dist');
const STAMP = '.build-stamp.json';
const require = createRequire(import.meta.url);
const tsc = require.resolve('typescript/bin/tsc');

/** What the build is made from: every source file of shared/, the two configs, the compiler's version. */
function sourceHash() {
  const hash = createHash('sha256').update(require('typescript/package.json').version);
  const inputs = [path.join(sharedDir, 'tsconfig.node.json'), path.join(sharedDir, '..', 'tsconfig.base.json')];
  for (const entry of readdirSync(path.join(sharedDir, 'src'), { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) inputs.push(path.join(entry.parentPath, entry.name));
  }
  for (const file of inputs.sort()) hash.update(path.relative(sharedDir, file)).update('\0').update(readFileSync(file));
  return hash.digest('hex');
}

function isBuilt(hash) {
  try {
    const stamp = JSON.parse(readFileSync(path.join(dist, STAMP), 'utf8'));
    return stamp.hash === hash && stamp.files.every((file) => existsSync(path.join(dist, file)));
  } catch {
    return false;
  }
}

const hash = sourceHash();
if (isBuilt(hash)) {
  console.log('@troo/shared for Node: dist/ is up to date');
} else {
  const building = path.join(sharedDir, `dist.building-${process.pid}`);
  rmSync(building, { recursive: true, force: true });
  try {
    execFileSync(process.execPath, [tsc, '-p', 'tsconfig.node.json', '--outDir', building], { cwd: sharedDir, stdio: 'inherit' });
    writeFileSync(path.join(building, 'package.json'), '{ "type": "commonjs" }\n');
    const files = readdirSync(building, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(building, path.join(entry.parentPath, entry.name)));
    writeFileSync(path.join(building, STAMP), JSON.stringify({ hash, files }));
    const old = `${dist}.old-${process.pid}`;
    if (existsSync(dist)) renameSync(dist, old);
    renameSync(building, dist);
    rmSync(old, { recursive: true, force: true });
  } finally {
    rmSync(building, { recursive: true, force: true });
  }
}
