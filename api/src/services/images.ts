import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { IMAGE_TOO_LARGE, IMAGE_WIDTHS, MAX_IMAGE_BYTES, NOT_AN_IMAGE, type IMAGE_TYPES } from '@troo/shared/contract';
import type { Database } from '../db/client.js';
import { images } from '../db/schema.js';
import { BadRequest } from '../errors.js';

export type ImageType = (typeof IMAGE_TYPES)[number];

/** The type an image really is, by its first bytes (never by what the client claims). */
export function sniffImageType(bytes: Buffer): ImageType | null {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= 12 && bytes.toString('ascii', 0, 4) === 'RIFF' && bytes.toString('ascii', 8, 12) === 'WEBP') return 'image/webp';
  return null;
}

/** Decodes a data: URL or bare base64 image, checking size and real content. */
export function decodeImage(encoded: string): { bytes: Buffer; contentType: ImageType } {
  const base64 = encoded.startsWith('data:') ? encoded.slice(encoded.indexOf(',') + 1) : encoded;
  if (!/^[A-Za-z0-9+/=\s]*$/.test(base64)) throw new BadRequest(NOT_AN_IMAGE);
  // Size check before decoding: 4 base64 characters carry 3 bytes.
  if ((base64.length * 3) / 4 > MAX_IMAGE_BYTES + 3) throw new BadRequest(IMAGE_TOO_LARGE);
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > MAX_IMAGE_BYTES) throw new BadRequest(IMAGE_TOO_LARGE);
  const contentType = sniffImageType(bytes);
  if (!contentType) throw new BadRequest(NOT_AN_IMAGE);
  return { bytes, contentType };
}

export async function storeImage(
  db: Pick<Database, 'insert'>,
  image: { bytes: Buffer; contentType: string },
  businessId: string | null,
): Promise<string> {
  const [row] = await db
    .insert(images)
    .values({ businessId, contentType: image.contentType, bytes: image.bytes, byteSize: image.bytes.length })
    .returning({ id: images.id });
  return row!.id;
}

/** A stored image by id (any business's: images are public by address), or null. */
export async function findImage(db: Database, id: string): Promise<{ contentType: string; bytes: Buffer } | null> {
  const [image] = await db.select({ contentType: images.contentType, bytes: images.bytes }).from(images).where(eq(images.id, id)).limit(1);
  return image ?? null;
}

export const imageUrl = (imageId: string | null | undefined) => (imageId ? `/api/images/${imageId}` : null);

/** The longest side a stored picture keeps: more than any phone screen shows. */
const STORED_MAX_SIDE = 1600;

/**
 * An uploaded picture as Troo keeps it: checked (size, real type), then decoded and re-encoded as
 * WebP by sharp, so nothing is ever served as it was sent (no metadata, no smuggled bytes). Bytes
 * that start like an image but do not decode are refused like any other non-image.
 */
export async function normaliseUpload(encoded: string): Promise<{ bytes: Buffer; contentType: 'image/webp' }> {
  return reencodeImage(decodeImage(encoded).bytes);
}

/** Checked picture bytes (decodeImage) re-encoded as normaliseUpload describes; 400 when they do not decode. */
export async function reencodeImage(bytes: Buffer): Promise<{ bytes: Buffer; contentType: 'image/webp' }> {
  try {
    const webp = await sharp(bytes, { limitInputPixels: 40_000_000 })
      .rotate()
      .resize({ width: STORED_MAX_SIDE, height: STORED_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
    return { bytes: webp, contentType: 'image/webp' };
  } catch {
    throw new BadRequest(NOT_AN_IMAGE);
  }
}

/** The smallest served width that is at least `wanted` (the largest when none is). */
export const servedWidth = (wanted: number) => IMAGE_WIDTHS.find((width) => width >= wanted) ?? IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!;

/** A stored picture resized to `width` pixels (never enlarged), as WebP. */
export const resizedWebp = (bytes: Buffer, width: number) =>
  sharp(bytes).resize({ width, withoutEnlargement: true }).webp({ quality: 75 }).toBuffer();
