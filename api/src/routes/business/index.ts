import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { businesses } from '../../db/schema.js';
import { businessDetails, findBusinessByIdentifier } from '../../domain/businesses.js';
import { ok } from '../../domain/responses.js';
import { staffOf } from '../../plugins/auth.js';

const HEX_COLOUR = '^#[0-9A-Fa-f]{6}$';

export const businessRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Public: the QR landing and every theme read it.
  app.get(
    '/business/getBusinessDetails/',
    { schema: { querystring: Type.Object({ business_identifier: Type.String({ minLength: 1, maxLength: 120 }) }) } },
    async (request) => ok(await businessDetails(app.db, await findBusinessByIdentifier(app.db, request.query.business_identifier))),
  );

  app.post(
    '/updateBusinessColourScheme',
    {
      preHandler: app.requireAdmin,
      schema: { body: Type.Object({ colour_scheme: Type.String({ pattern: HEX_COLOUR }) }) },
      config: { validationMessage: 'Choose a colour such as #FF0000.' },
    },
    async (request) => {
      const colour = request.body.colour_scheme.toUpperCase();
      await app.db.update(businesses).set({ colourScheme: colour }).where(eq(businesses.id, staffOf(request).businessId));
      return ok({ colour_scheme: colour }, 'Colour scheme updated successfully');
    },
  );
};
