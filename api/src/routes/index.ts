import type { FastifyPluginAsync } from 'fastify';
import { changePasswordRoutes } from './auth/change-password.js';
import { emailVerificationRoutes } from './auth/email-verification.js';
import { forgotPasswordRoutes } from './auth/forgot-password.js';
import { loginRoutes } from './auth/login.js';
import { onboardingRoutes } from './auth/onboarding.js';
import { userDetailsRoutes } from './auth/user-details.js';
import { assetRoutes } from './asset/index.js';
import { bankRoutes } from './banks.js';
import { branchRoutes } from './branch/index.js';
import { businessRoutes } from './business/index.js';
import { employeeRoutes } from './employee/staff.js';
import { temporaryPasswordRoutes } from './employee/temporary-password.js';
import { healthRoutes } from './health.js';
import { mediaRoutes } from './media/index.js';
import { adminMenuRoutes } from './menu/admin.js';
import { customerMenuRoutes } from './menu/customer.js';
import { customerProductRoutes } from './menu/customer-product.js';
import { menuCopyRoutes } from './menu/copy.js';
import { kitchenRoutes } from './kitchen/index.js';
import { orderMoneyRoutes } from './kitchen/order-money.js';
import { kitchenAvailabilityRoutes } from './kitchen/availability.js';
import { stationRoutes } from './kitchen/stations.js';
import { takeOrderRoutes } from './kitchen/take-order.js';
import { orderEventRoutes } from './events/orders.js';
import { orderRoutes } from './order/index.js';
import { paystackWebhookRoutes, type PaystackWebhookOptions } from './payments/paystack-webhook.js';
import { releaseRoutes } from './releases.js';
import { reportRoutes } from './report/index.js';
import { remoteErrorRoutes } from './remote-errors.js';
import { tabRoutes } from './tab/index.js';

/** Every /api route, grouped by what it is about. */
export const apiRoutes: FastifyPluginAsync<PaystackWebhookOptions> = async (app, { onChargeSuccess }) => {
  await app.register(healthRoutes);
  await app.register(loginRoutes);
  await app.register(onboardingRoutes);
  await app.register(emailVerificationRoutes);
  await app.register(forgotPasswordRoutes);
  await app.register(userDetailsRoutes);
  await app.register(changePasswordRoutes);
  await app.register(temporaryPasswordRoutes);
  await app.register(employeeRoutes);
  await app.register(bankRoutes);
  await app.register(businessRoutes);
  await app.register(branchRoutes);
  await app.register(customerMenuRoutes);
  await app.register(customerProductRoutes);
  await app.register(adminMenuRoutes);
  await app.register(menuCopyRoutes);
  await app.register(assetRoutes);
  await app.register(mediaRoutes);
  await app.register(orderRoutes);
  await app.register(kitchenRoutes);
  await app.register(orderMoneyRoutes);
  await app.register(reportRoutes);
  await app.register(kitchenAvailabilityRoutes);
  await app.register(takeOrderRoutes);
  await app.register(stationRoutes);
  await app.register(orderEventRoutes);
  await app.register(tabRoutes);
  // Publishing and releasing over HTTP, with the operator's RELEASE_TOKEN (off without it).
  await app.register(releaseRoutes);
  // Phones report a remote screen that failed; counted per version for the release overview.
  await app.register(remoteErrorRoutes);
  // The handler comes from buildApp: a paid charge becomes its order (domain/checkout/settle.ts).
  await app.register(paystackWebhookRoutes, { onChargeSuccess });

  // The OpenAPI document of the routes above (not a call of the contract: it describes them).
  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
};
