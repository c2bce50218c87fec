import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IMAGE_WIDTHS, calls } from '@troo/shared/contract';
import { images } from '../../db/schema.js';
import { isUuid } from '../../domain/businesses.js';
import { BadRequest, NotFound } from '../../errors.js';
import { qrPng } from '../../services/qr.js';
import { resizedWebp, servedWidth } from '../../services/images.js';
import { BoundedCache } from '../../services/bounded-cache.js';
import { callRoute } from '../call-route.js';

export const mediaRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Resized copies already made: a menu page asks for the same few widths of the same pictures.
  const resized = new BoundedCache(16 * 1024 * 1024);

  // Images never change once stored (a new logo is a new image), so phones may keep them for good.
  callRoute(app, calls.getImage, async (request, reply) => {
    if (!isUuid(request.params.id)) throw new NotFound('Image not found');
    const [image] = await app.db
      .select({ contentType: images.contentType, bytes: images.bytes })
      .from(images)
      .where(eq(images.id, request.params.id))
      .limit(1);
    if (!image) throw new NotFound('Image not found');
    if (request.query.w !== undefined) {
      const wanted = Number(request.query.w);
      if (wanted > IMAGE_WIDTHS.at(-1)!) throw new BadRequest(`Images are served at most ${IMAGE_WIDTHS.at(-1)} pixels wide.`);
      const width = servedWidth(wanted);
      const key = `${request.params.id}:${width}`;
      const bytes = resized.get(key) ?? (await resizedWebp(image.bytes, width).catch(() => null));
      if (!bytes) throw new NotFound('Image not found');
      resized.set(key, bytes);
      return reply
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('X-Content-Type-Options', 'nosniff')
        .type('image/webp')
        .send(bytes);
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
