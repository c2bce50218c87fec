/**
 * Compiles the API's sources, tests and scripts (and @troo/shared's TypeScript, which a few tests
 * import by path) to plain JavaScript for one test run, in a folder of its own under api/.test-build
 * laid out as the repository is (api/src, api/test, shared/src…), so relative imports still hold: loading
 * TypeScript through tsx costs each test process seconds of CPU (every import passes through its
 * loader thread). swc strips the types (scripts/strip-types.ts), as the API build does.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripTypes, typeScriptFiles } from './strip-types.js';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = path.dirname(apiDir);
const TEST_BUILDS_DIR = path.join(apiDir, '.test-build');
const COMPILED = ['api/src', 'api/test', 'api/scripts', 'shared/src', 'platform/releases/src', 'platform/pages/src'];
/** The platform packages, which the compiled API imports by name (@troo/releases): their compiled src/. */
const PACKAGES = { '@troo/releases': 'platform/releases', '@troo/pages': 'platform/pages' };

/**
 * node_modules/@troo/releases in the copy, its compiled sources: the copy's API resolves the package
 * there (before the repository's own node_modules, whose troo-dist build may be stale or missing), and
 * a test importing a platform file by path meets the same module.
 */
async function linkPackages(dir: string): Promise<void> {
  await mkdir(path.join(dir, 'node_modules/@troo'), { recursive: true });
  await Promise.all(
    Object.entries(PACKAGES).map(async ([name, folder]) => {
      // Its entries as the sources name them (default), compiled: './src/index.ts' is './src/index.js'.
      const { exports } = JSON.parse(await readFile(path.join(repoRoot, folder, 'package.json'), 'utf8')) as {
        exports: Record<string, { default: string }>;
      };
      const compiled = Object.fromEntries(Object.entries(exports).map(([entry, to]) => [entry, to.default.replace(/\.ts$/, '.js')]));
      await writeFile(path.join(dir, folder, 'package.json'), JSON.stringify({ name, type: 'module', exports: compiled }));
      await symlink(path.join(dir, folder), path.join(dir, 'node_modules', name), 'dir');
    }),
  );
}

/** `dir` holds the compiled copy: api/test/x.test.ts is `${dir}/api/test/x.test.js`. */
export async function compileTests(): Promise<{ dir: string; remove: () => Promise<void> }> {
  const dir = path.join(TEST_BUILDS_DIR, `run-${randomBytes(4).toString('hex')}`);
  const remove = () => rm(dir, { recursive: true, force: true });
  const files = (
    await Promise.all(
      COMPILED.map(async (folder) => (await typeScriptFiles(path.join(repoRoot, folder))).map((file) => path.join(folder, file))),
    )
  ).flat();
  await stripTypes({ from: repoRoot, to: dir, files, maps: 'inline' })
    .then(() => linkPackages(dir))
    .catch(async (error: unknown) => {
      await remove();
      throw error;
    });
  return { dir, remove };
}
