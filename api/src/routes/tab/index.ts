import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { calls } from '@troo/shared/contract';
import { scoped } from '../../data/index.js';
import { CHECKOUT_WINDOW_MS, OUTLET_BUSY } from '../../domain/limits.js';
import { ok } from '../../domain/responses.js';
import { WindowLimit } from '../../domain/window-limit.js';
import { callRoute } from '../call-route.js';
import { billReturnAddress } from './return-address.js';

// Bills (tabs) as staff settle them: the Bill screen and the open bills list.

export const tabRoutes: FastifyPluginAsyncTypebox = async (app) => {
  callRoute(app, calls.getTab, async (request) => ok(await scoped(request).tabs.view(request.params.id)));

  callRoute(app, calls.getOpenTabs, async (request) => ok(await scoped(request).tabs.open(request.query.branch_id)));

  callRoute(app, calls.recordTabPayment, async (request) => {
    const { tab_id, method, amount, reference, client_key } = request.body;
    return ok(
      await scoped(request).tabs.recordPayment({ tabId: tab_id, method, amount, reference, clientKey: client_key }),
      'Payment recorded',
    );
  });

  callRoute(app, calls.voidTabPayment, async (request) => {
    const { tab_id, payment_id, reason } = request.body;
    return ok(await scoped(request).tabs.voidPayment({ tabId: tab_id, paymentId: payment_id, reason }), 'Payment voided');
  });

  // The same per-outlet count as the diner's checkouts: each is a real transaction at the provider.
  const outletLimit = new WindowLimit(app.limits, {
    name: 'checkouts-per-outlet',
    max: app.config.checkoutsPerOutletPerMinute,
    windowMs: CHECKOUT_WINDOW_MS,
    message: OUTLET_BUSY,
  });
  callRoute(app, calls.startTabCheckout, async (request) => {
    const services = {
      db: app.db,
      payments: app.payments,
      platformFeePercent: app.config.platformFeePercent,
      log: request.log,
      outletLimit,
    };
    return ok(await scoped(request).tabs.startCheckout(services, request.body.tab_id, billReturnAddress(app.config.publicUrl)));
  });
};
