// The runtime's federation version comes from its module graph (rspack.runtime-version.js): a change
// to a file an app bundles (kit, contract text, a comment in a helper) keeps it; a change to a file
// reachable from shared/src/runtime.ts moves it.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import semver from 'semver';
import { REPO_ROOT } from '../src/config.js';
import { copyShared } from './helpers/shared-copy.js';

interface RuntimeVersionModule {
  runtimeVersion(sharedDir: string): string;
  runtimeGraph(
    sharedDir: string,
    entries?: string[],
    options?: { across?: boolean },
  ): { files: string[]; packages: Record<string, string> };
}
const { runtimeVersion, runtimeGraph } = createRequire(import.meta.url)(
  path.join(REPO_ROOT, 'rspack.runtime-version.js'),
) as RuntimeVersionModule;

const parent = mkdtempSync(path.join(tmpdir(), 'troo-runtime-version-'));
after(() => rmSync(parent, { recursive: true, force: true }));

describe('the runtime version', () => {
  it('is a semantic version, the same for the same source and packages', () => {
    const copy = copyShared(parent);
    const version = runtimeVersion(copy.shared);
    assert.ok(semver.valid(version), version);
    assert.match(version, /^1\.0\.0-rt-[0-9a-f]{12}$/);
    assert.equal(runtimeVersion(copyShared(parent).shared), version, 'another copy of the same source has the same version');
  });

  it('stays when a kit component, a contract message or a comment in a bundled helper changes', () => {
    const copy = copyShared(parent);
    const version = runtimeVersion(copy.shared);
    copy.edit('kit/Price.tsx', 'export function', '// A comment a team added.\nexport function');
    copy.edit('contract/messages.ts', "'Branch not found'", "'That branch was not found'");
    copy.edit('format/truncate.ts', 'export', '// Why this helper exists.\nexport');
    copy.edit('ui/Button.tsx', 'import', '// A kit change.\nimport');
    assert.equal(runtimeVersion(copy.shared), version);
  });

  it('moves when a file of the runtime graph changes: the store, the api client, a message it shows', () => {
    for (const [file, from, to] of [
      ['store/slices/basket.ts', 'import', '// The basket, changed.\nimport'],
      ['api/client.ts', 'import', '// The client, changed.\nimport'],
      ['contract/fallback-error.ts', 'Please try again later.', 'Please try again.'],
    ] as const) {
      const copy = copyShared(parent);
      const version = runtimeVersion(copy.shared);
      copy.edit(file, from, to);
      assert.notEqual(runtimeVersion(copy.shared), version, `${file} is part of the runtime`);
    }
  });

  it('holds the store, the api client and the query cache, not the kit, the ui or the contract texts', () => {
    const { files, packages } = runtimeGraph(path.join(REPO_ROOT, 'shared'));
    for (const file of [
      'src/runtime.ts',
      'src/store/create-store.ts',
      'src/api/client.ts',
      'src/data/use-api-query.ts',
      'src/ui/toast.ts',
    ]) {
      assert.ok(files.includes(file), file);
    }
    assert.deepEqual(
      files.filter((file) =>
        /^src\/(kit|portal|ordering|routes|testing|live)\/|^src\/contract\/messages\.ts$|^src\/ui\/(?!toast)/.test(file),
      ),
      [],
    );
    assert.ok('redux-persist' in packages, 'a package the runtime bundles counts with its version');
  });

  it('is reached by bundled code only through its entry: no other entry point imports a runtime file by a relative path', () => {
    const dir = path.join(REPO_ROOT, 'shared');
    const runtime = new Set(runtimeGraph(dir).files);
    // Stateless leaves the runtime uses are fine to bundle twice; what holds the page's state is not.
    const stateful = (file: string) => /^src\/(store|api|config|data\/(?!QueryState))|^src\/ui\/toast|^src\/runtime\.ts$/.test(file);
    const exportsMap = createRequire(import.meta.url)(path.join(dir, 'package.json')).exports as Record<
      string,
      string | { default: string }
    >;
    const entries = Object.entries(exportsMap)
      .filter(([subpath]) => subpath !== './runtime' && subpath !== './first-paint')
      .map(([, target]) => (typeof target === 'string' ? target : target.default));
    const bundled = runtimeGraph(dir, entries, { across: false }).files;
    assert.deepEqual(
      bundled.filter((file) => runtime.has(file) && stateful(file)),
      [],
    );
  });
});
