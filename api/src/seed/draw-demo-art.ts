// A short-lived child process (demo-images.ts starts it): rasterises the demo's SVG pictures to WebP
// files, so the server itself never loads the image library. Argument: [{ name, file }] as JSON.
import { renameSync, writeFileSync } from 'node:fs';
import sharp from 'sharp';
import { dishSvg, logoSvg, type DishName } from './demo-art-svg.js';

// One picture at a time, and no cache: this process lives for a second.
sharp.cache(false);
sharp.concurrency(1);

const wanted = JSON.parse(process.argv[2] ?? '[]') as { name: DishName | 'logo'; file: string }[];
for (const { name, file } of wanted) {
  const svg = name === 'logo' ? logoSvg() : dishSvg(name);
  const webp = await sharp(Buffer.from(svg))
    .webp({ quality: name === 'logo' ? 92 : 82, effort: 5 })
    .toBuffer();
  const temp = `${file}.${process.pid}.tmp`;
  writeFileSync(temp, webp, { mode: 0o600 });
  renameSync(temp, file);
}
