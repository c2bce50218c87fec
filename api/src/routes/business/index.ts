import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { calls, COLOUR_UPDATED } from '@troo/shared/contract';
import { scoped } from '../../data/index.js';
import { orderingUrl } from '../../domain/assets.js';
import { publicBusiness } from '../../domain/businesses.js';
import { ok } from '../../domain/responses.js';
import { callRoute } from '../call-route.js';

export const businessRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Public: the QR landing (and its page, as a first read) and every theme read it, so it is
  // answered as the customer menu calls are (app.publicAnswers: once a second at most, ETag, 304).
  callRoute(app, calls.getBusinessDetails, async (request, reply) => {
    const id = request.query.business_identifier;
    return app.publicAnswers.send(request, reply, `business|${id}`, async () => ok(await publicBusiness(app.db, id)));
  });

  callRoute(app, calls.updateBusinessColourScheme, async (request) => {
    const colour = request.body.colour_scheme.toUpperCase();
    await scoped(request).business.setColourScheme(colour);
    return ok({ colour_scheme: colour }, COLOUR_UPDATED);
  });

  // The owner's checklist: the branch id is checked by the call's schema (400), the outlet by the scope (404).
  // The test order opens the outlet's first code's page, as a diner's phone does after scanning it.
  callRoute(app, calls.getGettingStarted, async (request) => {
    const data = scoped(request);
    const steps = await data.gettingStarted.ofOutlet(request.query.branch_id);
    const code = steps.firstCode;
    const testOrderUrl = code
      ? orderingUrl(app.config.publicUrl, { ...code, branchId: steps.branchId, businessIdentifier: await data.business.identifier() })
      : null;
    return ok({
      branch_id: steps.branchId,
      menu_built: steps.menuBuilt,
      tables_added: code !== null,
      ordering_set: steps.orderingSet,
      test_order_paid: steps.testOrderPaid,
      test_order_url: testOrderUrl,
    });
  });
};
