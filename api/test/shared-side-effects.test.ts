// @troo/shared is bundled by each app and tree-shaken (package.json "sideEffects"): a file that only
// re-exports and imports a stylesheet (ui/index.ts, styles/index.ts) must be declared side-effectful,
// or an app importing through it loses the stylesheet (the screens draw unstyled).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../src/config.js';

const shared = path.join(REPO_ROOT, 'shared');
const { sideEffects } = JSON.parse(readFileSync(path.join(shared, 'package.json'), 'utf8')) as { sideEffects: string[] };

describe("@troo/shared's side effects", () => {
  it('declares every index file that imports a stylesheet', () => {
    const files = readdirSync(path.join(shared, 'src'), { recursive: true, encoding: 'utf8' }).filter((file) =>
      /(^|\/)index\.tsx?$/.test(file.split(path.sep).join('/')),
    );
    const importingCss = files.filter((file) => /^import '[^']+\.css';$/m.test(readFileSync(path.join(shared, 'src', file), 'utf8')));
    assert.ok(importingCss.length >= 2, importingCss.join(', '));
    for (const file of importingCss)
      assert.ok(sideEffects.includes(`./src/${file.split(path.sep).join('/')}`), `${file} is not in sideEffects`);
  });
});
