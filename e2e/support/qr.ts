import { readFileSync } from 'node:fs';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';

/** The text a QR code in a PNG file says, read by a real decoder (what a diner's camera does). */
export function decodeQr(file: string): string | null {
  const png = PNG.sync.read(readFileSync(file));
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data ?? null;
}
