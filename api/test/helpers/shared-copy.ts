// A copy of the @troo/shared folder (package.json and src/) a test may change, linked as npm links the
// workspace (`<root>/node_modules/@troo/shared`), so an app folder under `root` resolves it as an app
// of a team building against a candidate @troo/shared would.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../../src/config.js';

export interface SharedCopy {
  root: string;
  shared: string;
  /** An app folder under the copy's root (created empty): what its build resolves as @troo/shared. */
  appDir(name: string): string;
  /** Replaces the first `from` in shared/src/`file` with `to` (throws when absent: the test would prove nothing). */
  edit(file: string, from: string, to: string): void;
}

export function copyShared(parent: string): SharedCopy {
  const root = mkdtempSync(path.join(parent, 'shared-copy-'));
  const shared = path.join(root, 'shared');
  mkdirSync(shared);
  cpSync(path.join(REPO_ROOT, 'shared/package.json'), path.join(shared, 'package.json'));
  cpSync(path.join(REPO_ROOT, 'shared/src'), path.join(shared, 'src'), { recursive: true });
  mkdirSync(path.join(root, 'node_modules/@troo'), { recursive: true });
  symlinkSync('../../shared', path.join(root, 'node_modules/@troo/shared'));
  return {
    root,
    shared,
    appDir(name) {
      const dir = path.join(root, name);
      mkdirSync(dir, { recursive: true });
      return dir;
    },
    edit(file, from, to) {
      const at = path.join(shared, 'src', file);
      const text = readFileSync(at, 'utf8');
      if (!text.includes(from)) throw new Error(`shared/src/${file} has no "${from}" to change`);
      writeFileSync(at, text.replace(from, to));
    },
  };
}
