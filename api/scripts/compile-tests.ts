/**
 * Compiles the API's sources, tests and scripts (and @troo/shared's TypeScript, which a few tests
 * import by path) to plain JavaScript for one test run, in a folder of its own under api/.test-build
 * laid out as the repository is (api/src, api/test, shared/src…), so relative imports still hold: loading TypeScript through tsx costs each test process seconds of CPU (every import
 * passes through its loader thread); swc strips the types of the whole API in about a second.
 * Types are checked by `npm run typecheck`, not here.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { transformFile } from '@swc/core';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = path.dirname(apiDir);
const TEST_BUILDS_DIR = path.join(apiDir, '.test-build');
const COMPILED = ['api/src', 'api/test', 'api/scripts', 'shared/src'];

/** The .ts files under a folder of the repository, relative to its root. */
async function sources(folder: string): Promise<string[]> {
  const entries = await readdir(path.join(repoRoot, folder), { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts'))
    .map((entry) => path.relative(repoRoot, path.join(entry.parentPath, entry.name)));
}

/** `dir` holds the compiled copy: api/test/x.test.ts is `${dir}/api/test/x.test.js`. */
export async function compileTests(): Promise<{ dir: string; remove: () => Promise<void> }> {
  const dir = path.join(TEST_BUILDS_DIR, `run-${randomBytes(4).toString('hex')}`);
  const remove = () => rm(dir, { recursive: true, force: true });
  const files = (await Promise.all(COMPILED.map(sources))).flat();
  await Promise.all(
    files.map(async (file) => {
      const { code } = await transformFile(path.join(repoRoot, file), {
        jsc: { parser: { syntax: 'typescript' }, target: 'es2022', keepClassNames: true },
        module: { type: 'es6' },
        sourceMaps: 'inline',
      });
      const target = path.join(dir, file.replace(/\.ts$/, '.js'));
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, code);
    }),
  ).catch(async (error: unknown) => {
    await remove();
    throw error;
  });
  return { dir, remove };
}
