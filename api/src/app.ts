import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Config } from './config.js';
import type { Database, OpenDatabase } from './db/client.js';
import { createMailer, type Mailer } from './mail/mailer.js';
import { registerAuth } from './plugins/auth.js';
import { registerErrorHandler } from './plugins/error-handler.js';
import { registerSecurityHeaders } from './plugins/security-headers.js';
import { registerStaticFiles } from './plugins/static-files.js';
import { devMailboxRoutes } from './routes/dev/mailbox.js';
import { apiRoutes } from './routes/index.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    dbKind: OpenDatabase['kind'];
    mailer: Mailer;
  }
}

export interface BuildOptions {
  config: Config;
  database: OpenDatabase;
  logger?: FastifyServerOptions['logger'];
  /** Tests may swap the mail transport; by default SMTP_URL or the outbox. */
  mailer?: Mailer;
}

/** The whole server: API under /api, the front end and the remote registry, on one port. */
export async function buildApp({ config, database, logger = false, mailer }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    trustProxy: true,
    // Fastify's default 1 MiB; routes that take images raise it for themselves.
    bodyLimit: 1024 * 1024,
    ajv: { customOptions: { removeAdditional: true, coerceTypes: false, allErrors: false } },
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.decorate('config', config);
  app.decorate('db', database.db);
  app.decorate('dbKind', database.kind);
  app.decorate('mailer', mailer ?? createMailer({ db: database.db, smtpUrl: config.smtpUrl, from: config.mailFrom, log: app.log, production: config.production }));

  registerErrorHandler(app);
  await registerSecurityHeaders(app);
  await app.register(rateLimit, { global: false });
  registerAuth(app);

  await app.register(apiRoutes, { prefix: '/api' });
  await app.register(devMailboxRoutes);
  await registerStaticFiles(app);
  return app;
}
