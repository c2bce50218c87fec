import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { calls } from '@troo/shared/contract';
import { placedOrderView } from '../../domain/checkout/order-view.js';
import { priceBasket, totalsView } from '../../domain/checkout/pricing.js';
import { dinerOrder } from '../../domain/checkout/order-of-reference.js';
import { PAYMENT_NOT_FOUND, settleReference } from '../../domain/checkout/settle.js';
import { startCheckout } from '../../domain/checkout/start.js';
import { CHECKOUT_WINDOW_MS, OUTLET_BUSY } from '../../domain/limits.js';
import { WindowLimit } from '../../domain/window-limit.js';
import { HttpError, NotFound } from '../../errors.js';
import { ok } from '../../domain/responses.js';
import { startBalanceCheckout } from '../../domain/tabs/balance-checkout.js';
import { billOfOrder } from '../../domain/tabs/bill-of-order.js';
import { placeDinerOpenOrder } from '../../domain/tabs/diner-open-order.js';
import { tabView } from '../../domain/tabs/tab-view.js';
import { callRoute } from '../call-route.js';

// Checkout's calls (customer spec §7). Public: a diner has no account; the reference names the order.

export const PAYMENT_NOT_CONFIRMED = 'Your payment has not been confirmed.';

export const orderRoutes: FastifyPluginAsyncTypebox = async (app) => {
  callRoute(app, calls.calculateTotalAmount, async (request) => ({
    message: 'Successful',
    data: totalsView(await priceBasket(app.db, request.body), request.body.order_type),
  }));

  const outletLimit = new WindowLimit(app.limits, {
    name: 'checkouts-per-outlet',
    max: app.config.checkoutsPerOutletPerMinute,
    windowMs: CHECKOUT_WINDOW_MS,
    message: OUTLET_BUSY,
  });
  callRoute(
    app,
    calls.initiatePaystackTransaction,
    async (request) => {
      const started = await startCheckout(
        { db: app.db, payments: app.payments, platformFeePercent: app.config.platformFeePercent, log: request.log, outletLimit },
        request.body,
      );
      return {
        message: 'Authorization URL created',
        transaction: { ref: started.reference, amount: started.amount },
        paystack_data: { data: { authorization_url: started.authorizationUrl } },
      };
    },
    // Each checkout is a real transaction at the provider: one address, and one outlet, start only so many.
    { config: { rateLimit: { max: app.config.checkoutsPerAddressPerMinute, timeWindow: CHECKOUT_WINDOW_MS } } },
  );

  // "Pay at the end": bounded like a checkout, per address and per outlet (the same minute's count).
  callRoute(
    app,
    calls.placeOpenTableOrder,
    async (request) => {
      const { scope, order } = await placeDinerOpenOrder({ db: app.db, outletLimit }, request.body);
      return { message: 'Order placed', data: await placedOrderView(scope, order) };
    },
    { config: { rateLimit: { max: app.config.checkoutsPerAddressPerMinute, timeWindow: CHECKOUT_WINDOW_MS } } },
  );

  callRoute(app, calls.getTableBill, async (request) => {
    const { data, tabId } = await billOfOrder(app.db, request.query.reference);
    return ok(await tabView(data, tabId, { forDiner: true }));
  });

  callRoute(
    app,
    calls.payTableBill,
    async (request) => {
      const { data, tabId } = await billOfOrder(app.db, request.body.reference);
      const services = {
        db: app.db,
        payments: app.payments,
        platformFeePercent: app.config.platformFeePercent,
        log: request.log,
        outletLimit,
      };
      return ok(await startBalanceCheckout(services, data, tabId, () => request.body.callback_url));
    },
    { config: { rateLimit: { max: app.config.checkoutsPerAddressPerMinute, timeWindow: CHECKOUT_WINDOW_MS } } },
  );

  callRoute(app, calls.confirmOrderPayment, async (request) => {
    const placed = await settleReference(app.db, app.payments, request.body.reference, request.log);
    return placed
      ? { message: 'Payment confirmed', status: true, data: await placedOrderView(placed.scope, placed.order) }
      : { message: PAYMENT_NOT_CONFIRMED, status: false, data: null };
  });

  callRoute(app, calls.uploadProductBranchUserOrder, async (request) => {
    const placed = await settleReference(app.db, app.payments, request.body.transactionRef, request.log);
    if (!placed) throw new HttpError(402, PAYMENT_NOT_CONFIRMED);
    return { message: 'Order placed', data: await placedOrderView(placed.scope, placed.order) };
  });

  callRoute(app, calls.getOrderByReference, async (request) => {
    const found = await dinerOrder(app.db, request.query.reference);
    if (!found) throw new NotFound(PAYMENT_NOT_FOUND);
    return { message: 'Successful', data: await placedOrderView(found.scope, found.order) };
  });
};
