import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { calls } from '@troo/shared/contract';
import { scoped } from '../../data/index.js';
import { callRoute } from '../call-route.js';

// The kitchen's sold-out control: any staff member of the outlet. Diners see a change at once: the
// public menu answers of the business are forgotten after every staff write (app.ts).

export const kitchenAvailabilityRoutes: FastifyPluginAsyncTypebox = async (app) => {
  callRoute(app, calls.getKitchenAvailability, async (request) => ({
    message: 'Successful',
    data: await scoped(request).availability.of(request.query.branch_id),
  }));

  callRoute(app, calls.setDishSoldOut, async (request) => ({
    message: request.body.sold_out ? 'Marked sold out' : 'Back on sale',
    data: await scoped(request).availability.setDishSoldOut(request.body.item_id, request.body.sold_out),
  }));

  callRoute(app, calls.setOptionSoldOut, async (request) => ({
    message: request.body.sold_out ? 'Marked sold out' : 'Back on sale',
    data: await scoped(request).availability.setOptionSoldOut(request.body.modifier_id, request.body.sold_out),
  }));

  callRoute(app, calls.setOrderingPaused, async (request) => ({
    message: request.body.paused ? 'Ordering paused' : 'Ordering resumed',
    data: await scoped(request).availability.setOrderingPaused(request.body.branch_id, request.body.paused),
  }));
};
