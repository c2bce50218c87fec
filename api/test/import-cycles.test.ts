import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { REPO_ROOT } from '../src/config.js';

// The lint's import cycle check (npm run lint → shared/scripts/import-cycles.mjs): modules that import
// each other in a circle load half-initialised, so a circle of runtime imports fails the lint.

const folders: string[] = [];
after(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

function checkFolder(files: Record<string, string>) {
  const root = mkdtempSync(path.join(tmpdir(), 'troo-cycles-'));
  folders.push(root);
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), text);
  }
  const run = spawnSync(process.execPath, [path.join(REPO_ROOT, 'shared/scripts/import-cycles.mjs'), root], { encoding: 'utf8' });
  return { code: run.status, said: run.stdout + run.stderr };
}

describe('the import cycle check', () => {
  it('fails on a circle of imports, re-exports or import(), naming its files', () => {
    const imported = checkFolder({
      'src/a.ts': "import { b } from './b.js';\nexport const a = () => b;",
      'src/b.ts': "import { c } from './deeper/c.js';\nexport const b = c;",
      'src/deeper/c.ts': "export { a as c } from '../a.js';",
      'src/fine.ts': "import { a } from './a.js';\nexport const fine = a;",
    });
    assert.equal(imported.code, 1, imported.said);
    assert.match(imported.said, /import cycle: .*src\/a\.ts/);
    assert.match(imported.said, /src\/b\.ts/);
    assert.match(imported.said, /src\/deeper\/c\.ts/);
    assert.doesNotMatch(imported.said, /fine\.ts/);
    assert.match(imported.said, /1 import cycle\(s\)/);

    const lazy = checkFolder({
      'screen.tsx': "export const load = () => import('./panel');",
      'panel.tsx': "import { load } from './screen';\nexport const Panel = load;",
    });
    assert.equal(lazy.code, 1, lazy.said);
  });

  it('passes imports of types only, which the compiler erases, and installed packages', () => {
    const passed = checkFolder({
      'a.ts': "import type { B } from './b.js';\nimport { type C } from './c.js';\nexport type A = B | C;\nexport const a = 1;",
      'b.ts': "import { a } from './a.js';\nexport type B = typeof a;",
      'c.ts': "export type { A as C } from './a.js';\nimport { z } from 'zod';\nexport const c = z;",
    });
    assert.equal(passed.code, 0, passed.said);
    assert.match(passed.said, /no module imports itself/);
  });
});
