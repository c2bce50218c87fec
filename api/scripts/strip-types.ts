/**
 * TypeScript to plain JavaScript with swc, file by file: types stripped, nothing checked (that is
 * `npm run typecheck`'s job), in about a second for the whole API. The API build (scripts/build.ts)
 * and the API test run (scripts/compile-tests.ts) both compile this way, so the tests run the code
 * the build ships.
 */
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { transformFile } from '@swc/core';

/** The .ts files under a folder (not declarations), relative to it. */
export async function typeScriptFiles(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts'))
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)));
}

/**
 * Writes `from/x.ts` as `to/x.js` for each file named (relative to `from`), as ES modules, with its
 * source map inline or beside it (x.js.map).
 */
export async function stripTypes(o: { from: string; to: string; files: string[]; maps: 'inline' | 'files' }): Promise<void> {
  await Promise.all(
    o.files.map(async (file) => {
      const target = path.join(o.to, file.replace(/\.ts$/, '.js'));
      const { code, map } = await transformFile(path.join(o.from, file), {
        jsc: { parser: { syntax: 'typescript' }, target: 'es2024', keepClassNames: true },
        module: { type: 'es6' },
        sourceMaps: o.maps === 'inline' ? 'inline' : true,
        outputPath: target,
      });
      await mkdir(path.dirname(target), { recursive: true });
      if (o.maps === 'files' && map) {
        await writeFile(`${target}.map`, map);
        await writeFile(target, `${code}\n//# sourceMappingURL=${path.basename(target)}.map\n`);
      } else {
        await writeFile(target, code);
      }
    }),
  );
}
