import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { LRUCache } from 'lru-cache';
import { IMAGE_WIDTHS, calls } from '@troo/shared/contract';
import { isUuid } from '../../domain/businesses.js';
import { BadRequest, NotFound } from '../../errors.js';
import { qrPng } from '../../services/qr.js';
import { findImage, resizedWebp, servedWidth } from '../../services/images.js';
import { callRoute } from '../call-route.js';

export const mediaRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Resized copies already made, up to 16 MB: a menu page asks for the same few widths of the same
  // pictures. Phones asking for one that is being made wait for that one.
  const resized = new LRUCache<string, Buffer, { original: Buffer; width: number }>({
    maxSize: 16 * 1024 * 1024,
    sizeCalculation: (bytes) => Math.max(1, bytes.length),
    // A picture that does not resize (one stored before uploads were re-encoded) is remembered as
    // such (an empty copy), so asking again costs no decoding: it is sent at its stored size.
    fetchMethod: (_key, _stale, { context: { original, width } }) => resizedWebp(original, width).catch(() => Buffer.alloc(0)),
  });

  // Images never change once stored (a new logo is a new image), so phones may keep them for good.
  callRoute(app, calls.getImage, async (request, reply) => {
    if (!isUuid(request.params.id)) throw new NotFound('Image not found');
    const image = await findImage(app.db, request.params.id);
    if (!image) throw new NotFound('Image not found');
    if (request.query.w !== undefined) {
      const wanted = Number(request.query.w);
      if (wanted > IMAGE_WIDTHS.at(-1)!) throw new BadRequest(`Images are served at most ${IMAGE_WIDTHS.at(-1)} pixels wide.`);
      const width = servedWidth(wanted);
      const key = `${request.params.id}:${width}`;
      const bytes = await resized.fetch(key, { context: { original: image.bytes, width } });
      if (bytes && bytes.length > 0) {
        return reply
          .header('Cache-Control', 'public, max-age=31536000, immutable')
          .header('X-Content-Type-Options', 'nosniff')
          .type('image/webp')
          .send(bytes);
      }
    }
    return reply
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .header('X-Content-Type-Options', 'nosniff')
      .type(image.contentType)
      .send(image.bytes);
  });

  // A QR code of any short text: the wide-screen page shows one of its own address. Drawing one
  // costs CPU, so one address may ask for a limited number a minute.
  callRoute(
    app,
    calls.getQrPng,
    async (request, reply) =>
      reply
        .header('Cache-Control', 'public, max-age=86400')
        .type('image/png')
        .send(await qrPng(request.query.text, 320)),
    { config: { rateLimit: { max: 60, timeWindow: '1 minute' } } },
  );
};
