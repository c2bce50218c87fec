import type { FastifyPluginAsync } from 'fastify';
import { loginRoutes } from './auth/login.js';
import { branchRoutes } from './branch/index.js';
import { businessRoutes } from './business/index.js';
import { healthRoutes } from './health.js';
import { mediaRoutes } from './media/index.js';
import { customerMenuRoutes } from './menu/customer.js';

/** Every /api route, grouped by what it is about. */
export const apiRoutes: FastifyPluginAsync = async (app) => {
  await app.register(healthRoutes);
  await app.register(loginRoutes);
  await app.register(businessRoutes);
  await app.register(branchRoutes);
  await app.register(customerMenuRoutes);
  await app.register(mediaRoutes);
};
