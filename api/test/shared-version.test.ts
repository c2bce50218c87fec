// shared/scripts/check-version.mjs on a tiny fake shared folder: the version must move with the source.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { REPO_ROOT } from '../src/config.js';

interface Checked {
  ok: boolean;
  problems: string[];
  current: { version: string; sourceHash: string; names: Record<string, string[]> };
}
interface CheckVersionModule {
  checkVersion(options: { dir: string }): Checked;
  stampVersion(options: { dir: string }): Checked;
}

const script = path.join(REPO_ROOT, 'shared/scripts/check-version.mjs');
const { checkVersion, stampVersion } = (await import(pathToFileURL(script).href)) as CheckVersionModule;

const folders: string[] = [];
after(() => folders.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A shared folder at `version` whose index exports `index` and whose portal exports `portal`. */
function write(dir: string, version: string, index: string, portal = 'export function usePortal() {}\n'): void {
  mkdirSync(path.join(dir, 'src'), { recursive: true });
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: '@troo/shared', version }));
  writeFileSync(path.join(dir, 'src/index.ts'), index);
  writeFileSync(path.join(dir, 'src/portal.ts'), portal);
}

/** A fake shared folder stamped at 1.0.0, exporting the values a and b (and a type). */
function stamped(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'troo-shared-'));
  folders.push(dir);
  write(dir, '1.0.0', 'export const a = 1;\nexport const b = 2;\nexport type T = string;\n');
  const result = stampVersion({ dir });
  assert.equal(result.ok, true, result.problems.join('\n'));
  assert.deepEqual(result.current.names, { '@troo/shared': ['a', 'b'], '@troo/shared/portal': ['usePortal'] });
  return dir;
}

describe('the @troo/shared version check', () => {
  it('passes while the source is unchanged', () => {
    assert.equal(checkVersion({ dir: stamped() }).ok, true);
  });

  it('fails when the source changed under the same version', () => {
    const dir = stamped();
    write(dir, '1.0.0', 'export const a = 1;\nexport const b = 3;\nexport type T = string;\n');
    const { ok, problems } = checkVersion({ dir });
    assert.equal(ok, false);
    assert.match(problems[0] ?? '', /src changed since @troo\/shared 1\.0\.0 was stamped: raise .*package\.json's version/);
    assert.equal(stampVersion({ dir }).ok, false, 'stamping does not accept it either');
  });

  it('takes a patch bump for a change that keeps the names (a new type included)', () => {
    const dir = stamped();
    write(dir, '1.0.1', 'export const a = 1;\nexport const b = 3;\nexport type T = string;\nexport interface U { u: 1 }\n');
    assert.equal(checkVersion({ dir }).ok, true);
  });

  it('fails an added export with only a patch bump, and passes it with a minor one', () => {
    const dir = stamped();
    write(dir, '1.0.1', 'export const a = 1;\nexport const b = 2;\nexport const c = 3;\nexport type T = string;\n');
    const { ok, problems } = checkVersion({ dir });
    assert.equal(ok, false);
    assert.match(problems[0] ?? '', /adds exports \(@troo\/shared: c\): that needs a minor bump, at least 1\.1\.0/);
    write(dir, '1.1.0', 'export const a = 1;\nexport const b = 2;\nexport const c = 3;\nexport type T = string;\n');
    assert.equal(checkVersion({ dir }).ok, true);
  });

  it('fails a removed export with a minor bump, and passes it with a major one', () => {
    const dir = stamped();
    write(dir, '1.1.0', 'export const a = 1;\nexport type T = string;\n', 'export function usePortal() {}\nexport const extra = 1;\n');
    const { ok, problems } = checkVersion({ dir });
    assert.equal(ok, false);
    assert.match(problems[0] ?? '', /removes exports \(@troo\/shared: b\): that needs a major bump, at least 2\.0\.0/);
    write(dir, '2.0.0', 'export const a = 1;\nexport type T = string;\n', 'export function usePortal() {}\nexport const extra = 1;\n');
    assert.equal(checkVersion({ dir }).ok, true);
    assert.equal(stampVersion({ dir }).ok, true);
    assert.equal(checkVersion({ dir }).ok, true);
  });

  it('fails a version lower than the stamp', () => {
    const dir = stamped();
    write(dir, '0.9.0', 'export const a = 1;\nexport const b = 2;\nexport type T = string;\n');
    assert.match(checkVersion({ dir }).problems[0] ?? '', /not above the stamped 1\.0\.0/);
  });
});
