// The names compat.json lists (rspack.compatibility.js): what a remote imports from @troo/shared.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import path from 'node:path';
import { REPO_ROOT } from '../src/config.js';

interface CompatibilityModule {
  collectImportedNames(fileName: string, text: string): Record<string, Set<string>>;
}
const { collectImportedNames } = createRequire(import.meta.url)(path.join(REPO_ROOT, 'rspack.compatibility.js')) as CompatibilityModule;

const names = (text: string, fileName = 'screen.tsx') =>
  Object.fromEntries(Object.entries(collectImportedNames(fileName, text)).map(([request, found]) => [request, [...found].sort()]));

describe('the names a remote imports from @troo/shared', () => {
  it('counts value imports by their exported name, from exactly the two shared requests', () => {
    const text = `
      import { paths, useAppSelector as select } from '@troo/shared';
      import { useIsAdmin } from '@troo/shared/portal';
      import { StaffPage } from '@troo/shared/kit';
      import { Button, paths as again } from '@troo/shared';
      import '@troo/shared';
    `;
    assert.deepEqual(names(text), { '@troo/shared': ['Button', 'paths', 'useAppSelector'], '@troo/shared/portal': ['useIsAdmin'] });
  });

  it('does not count type-only imports', () => {
    const text = `
      import type { RootState } from '@troo/shared';
      import { type AppDispatch, toast } from '@troo/shared';
      import type Anything from '@troo/shared/portal';
      export type { Outlet } from '@troo/shared/portal';
      const module: typeof import('@troo/shared') | null = null;
    `;
    assert.deepEqual(names(text), { '@troo/shared': ['toast'], '@troo/shared/portal': [] });
  });

  it('counts re-exports', () => {
    const text = `export { paths, toast as notify, type Theme } from '@troo/shared';\nexport { useIsAdmin } from '@troo/shared/portal';`;
    assert.deepEqual(names(text, 'kit.ts'), { '@troo/shared': ['paths', 'toast'], '@troo/shared/portal': ['useIsAdmin'] });
  });

  it('refuses imports whose names cannot be known', () => {
    assert.throws(
      () => names(`import * as shared from '@troo/shared';`),
      /screen\.tsx:1: a namespace import of '@troo\/shared'.*release guard/,
    );
    assert.throws(() => names(`import shared, { paths } from '@troo/shared';`), /a default import of '@troo\/shared'/);
    assert.throws(() => names(`export * from '@troo/shared/portal';`), /`export \*` from '@troo\/shared\/portal'/);
    assert.throws(() => names(`export * as portal from '@troo/shared/portal';`), /`export \*` from/);
    assert.throws(() => names(`const load = () => import('@troo/shared/portal');`), /a dynamic import\('@troo\/shared\/portal'\)/);
  });
});
