import { fork } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DISH_NAMES, dishSvg, logoSvg, type DishName } from './demo-art-svg.js';

/** A picture of the demo: its name, its drawing, and the file its WebP is kept in. */
export interface DemoPicture {
  name: DishName | 'logo';
  svg: string;
  file: string;
}

/** Where the rasterised pictures are kept: a file name carries its drawing's hash, so a new drawing is drawn anew. */
export function demoPictures(dataDir: string): DemoPicture[] {
  const folder = path.join(dataDir, 'demo-art');
  const named = [...DISH_NAMES.map((name) => ({ name, svg: dishSvg(name) })), { name: 'logo' as const, svg: logoSvg() }];
  return named.map(({ name, svg }) => ({
    name,
    svg,
    file: path.join(folder, `${name}-${createHash('sha256').update(svg).digest('hex').slice(0, 12)}.webp`),
  }));
}

/**
 * Rasterises the pictures not yet in DATA_DIR/demo-art, in a short-lived child process: the image
 * library and its caches never enter the server's memory, and a second seed (an emptied database
 * on the same data folder) finds them drawn.
 */
async function drawMissing(pictures: DemoPicture[]): Promise<void> {
  const missing = pictures.filter((picture) => !existsSync(picture.file));
  if (missing.length === 0) return;
  mkdirSync(path.dirname(missing[0]!.file), { recursive: true, mode: 0o700 });
  const here = fileURLToPath(import.meta.url);
  // .js when built, .ts under tsx (which the child inherits through execArgv).
  const script = path.join(path.dirname(here), `draw-demo-art${path.extname(here)}`);
  const child = fork(script, [JSON.stringify(missing.map(({ name, file }) => ({ name, file })))], { stdio: 'inherit' });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (exitCode, signal) => resolve(signal ? null : exitCode));
  });
  if (code !== 0) throw new Error('The demo pictures could not be drawn (the reason is printed above)');
}

/** The demo's menu pictures (800×600) and logo (512×512), as WebP. */
export async function demoArt(dataDir: string): Promise<{ dishes: Record<DishName, Buffer>; logo: Buffer }> {
  const pictures = demoPictures(dataDir);
  await drawMissing(pictures);
  const bytes = new Map(pictures.map((picture) => [picture.name, readFileSync(picture.file)]));
  return {
    dishes: Object.fromEntries(DISH_NAMES.map((name) => [name, bytes.get(name)!])) as Record<DishName, Buffer>,
    logo: bytes.get('logo')!,
  };
}
