import Fastify, { type FastifyInstance, type FastifyServerOptions, type RouteOptions } from 'fastify';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Config } from './config.js';
import type { Database, OpenDatabase } from './db/client.js';
import { LOCKS } from './db/locks.js';
import type { LimitStore } from './limits/limit-store.js';
import { openLimitStore } from './limits/open-limit-store.js';
import { rateLimitStoreOn } from './limits/rate-limit-store.js';
import { logSerializers } from './logging.js';
import { DatabaseMailbox, MemoryMailbox, type DevMailbox } from './mail/dev-mailbox.js';
import { createMailer, type Mailer } from './mail/mailer.js';
import { reconcilePendingCheckouts, settleChargeEvent } from './domain/checkout/settle.js';
import { createPaymentProvider } from './payments/create-provider.js';
import type { PaymentProvider } from './payments/provider.js';
import type { SandboxProvider } from './payments/sandbox-provider.js';
import { scopedTo } from './data/index.js';
import { limitConnectionsPerAddress, requestTimeoutOptions } from './plugins/connection-limits.js';
import { registerAuth } from './plugins/auth.js';
import { registerControlCharacterCheck } from './plugins/control-characters.js';
import { registerDraining } from './plugins/draining.js';
import { registerErrorHandler } from './plugins/error-handler.js';
import { registerAllowedMethods } from './plugins/allowed-methods.js';
import { answerFrameworkError } from './plugins/framework-errors.js';
import { registerHousekeeping } from './plugins/housekeeping.js';
import { registerPageLoadCounter } from './plugins/page-load-counter.js';
import { registerCanaryWatch } from './plugins/canary-watch.js';
import { registerOpenApi } from './plugins/openapi.js';
import { registerSecurityHeaders } from './plugins/security-headers.js';
import { registerStaticFiles } from './plugins/static-files.js';
import { sharedCompilers } from './plugins/shared-compilers.js';
import { openReleases, type Releases } from '@troo/releases';
import { PgRegistryStore } from './remotes/registry-pg-store.js';
import { devMailboxRoutes } from './routes/dev/mailbox.js';
import { apiRoutes } from './routes/index.js';
import { type ChargeSuccessHandler } from './routes/payments/paystack-webhook.js';
import { sandboxPayRoutes } from './routes/sandbox/pay.js';
import { createBackground, type Background } from './services/background.js';
import { OrderEventHub } from './services/order-events.js';
import { PublicAnswers } from './services/public-answers.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    dbKind: OpenDatabase['kind'];
    /** Work one process at a time: the others skip it (start-up housekeeping, reconciliation). */
    runAlone: OpenDatabase['runAlone'];
    mailer: Mailer;
    /** Paystack, or the sandbox when no secret key is configured (see src/payments). */
    payments: PaymentProvider;
    /** Without SMTP and outside production: the latest mails, in memory, for /dev/mailbox. */
    devMailbox: DevMailbox | null;
    background: Background;
    /** The customer menu answers, made at most once a second per process (see services/public-answers). */
    publicAnswers: PublicAnswers;
    /** The open kitchen display streams of this process, fed by the database's order events. */
    orderEvents: OrderEventHub;
    /** The published versions of the shell and remotes, and the registry of what is live. */
    releases: Releases;
    /** Where request limits and open streams are counted, together with the other API processes (limits/). */
    limits: LimitStore;
  }
}

export interface BuildOptions {
  config: Config;
  database: OpenDatabase;
  logger?: FastifyServerOptions['logger'];
  /** Tests may swap the mail transport; by default SMTP_URL or the outbox. */
  mailer?: Mailer;
  /** Tests may swap the payment provider; by default the one the configuration names. */
  payments?: PaymentProvider;
  /** What a verified charge.success webhook sets off; by default the charge becomes its order. */
  onChargeSuccess?: ChargeSuccessHandler;
  /** Called for every route as it is registered (tests walk them all). */
  onRoute?: (route: RouteOptions) => void;
  /** Tests may give the customer menu's answer cache a clock of their own; by default the real one. */
  publicAnswers?: PublicAnswers;
}

/** Our request and error serializers on whatever logger settings were given. */
function withSerializers(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger) return false;
  return { ...(logger === true ? {} : logger), serializers: { ...(logger === true ? {} : logger.serializers), ...logSerializers } };
}

/** The whole server: API under /api, the front end and the remote registry, on one port. */
export async function buildApp({
  config,
  database,
  logger = false,
  mailer,
  payments,
  onChargeSuccess,
  onRoute,
  publicAnswers = new PublicAnswers(),
}: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: withSerializers(logger),
    // Off unless TRUST_PROXY names the proxies: otherwise X-Forwarded-For is the client's to write,
    // and every per-address limit would follow it.
    trustProxy: config.trustProxy,
    // Fastify's default 1 MiB; routes that take images raise it for themselves.
    bodyLimit: 1024 * 1024,
    ajv: { customOptions: { removeAdditional: true, coerceTypes: false, allErrors: false } },
    schemaController: sharedCompilers,
    ...requestTimeoutOptions(config),
    frameworkErrors: answerFrameworkError,
  }).withTypeProvider<TypeBoxTypeProvider>();
  limitConnectionsPerAddress(app.server, config);
  if (onRoute) app.addHook('onRoute', onRoute);
  registerAllowedMethods(app);

  // On a PostgreSQL server in the database, so every API process on it shows the same mail.
  const devMailbox: DevMailbox | null =
    config.production || config.smtpUrl
      ? null
      : database.kind === 'postgres'
        ? new DatabaseMailbox(database.db, config.tokenSecret)
        : new MemoryMailbox();
  app.decorate('config', config);
  app.decorate('db', database.db);
  app.decorate('dbKind', database.kind);
  app.decorate('runAlone', database.runAlone);
  // On a PostgreSQL server the registry lives in it, so every API process sees one.
  app.decorate(
    'releases',
    openReleases(config.releasesDir, database.kind === 'postgres' ? new PgRegistryStore(database.db) : undefined, {
      baseUrl: config.releasesBaseUrl,
    }),
  );
  app.decorate('devMailbox', devMailbox);
  app.decorate(
    'mailer',
    mailer ?? createMailer({ db: database.db, smtpUrl: config.smtpUrl, from: config.mailFrom, log: app.log, devMailbox }),
  );
  app.decorate('payments', payments ?? createPaymentProvider({ config, db: database.db, log: app.log }));
  const background = createBackground(app.log);
  app.decorate('background', background);
  // Work started by requests finishes before the database closes.
  app.addHook('onClose', () => background.idle());
  app.decorate('publicAnswers', publicAnswers);
  // A staff member's successful write may change what diners read of their business (a sold-out
  // item, a price): they see it at once. Anyone else's writes (a diner's checkout, a sign-in) do
  // not, so they cannot empty the cache for everyone.
  app.addHook('onSend', async (request, reply) => {
    if (request.method === 'GET' || request.method === 'HEAD' || reply.statusCode >= 400 || !request.staff) return;
    publicAnswers.forgetBusiness(await scopedTo(app.db, request.staff.businessId).business.identifier());
  });

  const orderEvents = new OrderEventHub(database.db, app.log);
  await orderEvents.start(database.listen);
  app.decorate('orderEvents', orderEvents);
  // Open streams would keep the server from closing: they end first (clients reconnect), then the LISTEN.
  app.addHook('preClose', (done) => {
    orderEvents.endStreams();
    done();
  });
  app.addHook('onClose', () => orderEvents.stop());

  const limits = openLimitStore(config, database, (error) => app.log.warn({ err: error }, 'the limit store (Redis) is not answering'));
  app.decorate('limits', limits);
  // After the routes' own closing (their streams release their leases into it).
  app.addHook('onClose', () => limits.close());

  registerErrorHandler(app);
  registerDraining(app);
  await registerSecurityHeaders(app);
  registerControlCharacterCheck(app);
  await app.register(rateLimit, { global: false, store: rateLimitStoreOn(limits) });
  // request.cookies: a page drawn from a diner's cookie (the menu list's outlet) reads it there.
  await app.register(cookie);
  registerAuth(app);
  registerHousekeeping(app);
  registerPageLoadCounter(app);
  registerCanaryWatch(app);

  await registerOpenApi(app);
  await app.register(apiRoutes, {
    prefix: '/api',
    onChargeSuccess: onChargeSuccess ?? ((event, log) => settleChargeEvent(app.db, event.transaction, log)),
  });
  // A payment whose confirmation was lost while the server was down becomes its order now: on one
  // process of those starting together (each would ask the provider about every pending checkout).
  app.addHook('onReady', (done) => {
    background.run('payment reconciliation', async () => {
      const outcome = await app.runAlone(LOCKS.reconciliation, () => reconcilePendingCheckouts(app.db, app.payments, app.log));
      if (!outcome.ran) app.log.info('payment reconciliation: another process is at it, skipped');
    });
    done();
  });
  await app.register(devMailboxRoutes);
  if (app.payments.kind === 'sandbox') await app.register(sandboxPayRoutes, { sandbox: app.payments as SandboxProvider });
  await registerStaticFiles(app);
  return app;
}
