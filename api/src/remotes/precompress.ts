import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { gzipAsync } from '@gfx/zopfli';

const COMPRESSIBLE = /\.(js|css|html|json|svg)$/;

/**
 * Writes .gz (zopfli: the smallest gzip there is) and .br next to every text asset, once, at
 * publish time; the server then sends them as they are. Phones on slow networks get the fewest
 * bytes. `rarelyFetched` files (a remote's fallback copies of shared libraries, which the shell
 * normally provides) get quick ordinary compression instead: zopfli on them only costs build time.
 */
export async function precompressFolder(dir: string, { rarelyFetched = new Set<string>() } = {}): Promise<void> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  await Promise.all(
    entries
      .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
      .map(async (entry) => {
        const file = path.join(entry.parentPath, entry.name);
        const content = await readFile(file);
        if (content.length < 1024) return; // not worth a second round trip of headers
        const quick = rarelyFetched.has(entry.name);
        const gzip = quick ? gzipSync(content, { level: 9 }) : await gzipAsync(content, { numiterations: 10 });
        const brotli = brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: quick ? 5 : 11 } });
        await Promise.all([writeFile(`${file}.gz`, gzip), writeFile(`${file}.br`, brotli)]);
      }),
  );
}
