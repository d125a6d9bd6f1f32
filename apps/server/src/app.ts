// Builds the Fastify app (no listen), so tests drive it with app.inject() and main.ts
// serves it. Plugin order matters: cookies and CSRF (onRequest), rate limits (route
// onRequest), docs before routes, then tenancy and session (preValidation) and routes.
import { createRequire } from 'node:module';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import { type DnsResolver, systemDnsResolver } from './areas/admin/agency-management/domains';
import { registerAgencyManagementRoutes } from './areas/admin/agency-management/routes';
import { registerCategoryStaticPageRoutes } from './areas/admin/category-static-pages/routes';
import { registerDashboardRoutes } from './areas/admin/dashboard/routes';
import { registerDataExportRoutes } from './areas/admin/data-export/routes';
import { registerDemoInvitationRoute } from './areas/admin/demo-invitation/routes';
import { registerDevRoutes } from './areas/admin/dev/routes';
import { registerLeadRoutes } from './areas/admin/leads/routes';
import { registerLinkStoreRoutes } from './areas/admin/link-store/routes';
import { registerLoggingRoutes } from './areas/admin/logging/routes';
import { registerReportRoutes } from './areas/admin/reports/routes';
import { registerSystemStatusRoutes } from './areas/admin/system-status/routes';
import { registerUiCustomisationRoutes } from './areas/admin/ui-customisation/routes';
import { registerBusinessRoutes } from './areas/cards/businesses/routes';
import { setCardCreateLimit, setTagTieLimit, setTeamSizeLimit } from './areas/cards/cards/create-limit';
import { CardEventBuffer } from './areas/cards/cards/event-buffer';
import { registerCardRoutes } from './areas/cards/cards/routes';
import { registerFeedbackRoutes } from './areas/cards/feedback/routes';
import { registerLeadDeliveryRoutes } from './areas/cards/lead-delivery/routes';
import { registerPublicCardRoutes } from './areas/cards/public-card/routes';
import { registerTagRoutes } from './areas/cards/tags/routes';
import { registerBillingRoutes } from './areas/commerce/billing/routes';
import { registerTaxDocumentRoutes } from './areas/commerce/documents/routes';
import { assertCanCreate, assertCanTieTag, assertTeamFits } from './areas/commerce/entitlements/service';
import { registerPaymentRoutes } from './areas/commerce/payments/routes';
import { registerSandboxGatewayRoutes } from './areas/commerce/payments/sandbox-routes';
import { registerPlanRoutes } from './areas/commerce/plans/routes';
import { registerAdminNotificationRoutes } from './areas/identity/admin-notifications/routes';
import { registerAgencyRoutes } from './areas/identity/agencies/routes';
import { registerAuthRoutes } from './areas/identity/auth/routes';
import { registerFranchiseeRoutes } from './areas/identity/franchisees/routes';
import { registerUserRoutes } from './areas/identity/users/routes';
import { registerDocumentRoutes } from './areas/studio/documents/routes';
import { registerFestivalRoutes } from './areas/studio/festivals/routes';
import { registerImageRequestRoutes } from './areas/studio/image-posts/image-request-routes';
import { registerOtherCategoryRoutes } from './areas/studio/image-posts/other-category-routes';
import { registerImagePostRoutes } from './areas/studio/image-posts/routes';
import { registerMusicRoutes } from './areas/studio/music/routes';
import { registerPdfCardRoutes } from './areas/studio/pdf-cards/routes';
import { registerPdfCardVerifyRoute } from './areas/studio/pdf-cards/verify';
import { registerProjectRoutes } from './areas/studio/projects/routes';
import { registerVideoRoutes } from './areas/studio/videos/routes';
import type { Config } from './config';
import { type Database, openDatabase } from './db/client';
import { AccessLogController } from './lib/access-log';
import { registerNightlyBackup } from './lib/backup/schedule';
import { type Clock, systemClock } from './lib/clock';
import { DatabaseReadiness } from './lib/database-readiness';
import { databaseStarting } from './lib/db-faults';
import { DelayedTasks } from './lib/delayed-tasks';
import { errorReportingSettings, panelErrorReporting, reportingOrigin } from './lib/error-reporting';
import { rateLimited } from './lib/errors';
import { FrontDoor, requestIdOf } from './lib/front-door';
import { createJobQueue, type JobsOptions } from './lib/jobs';
import { createMessaging, DevOutbox, type Messaging } from './lib/messaging';
import { Metrics } from './lib/metrics';
import { serializerCompiler } from './lib/serializer';
import { createStorage, type Storage } from './lib/storage';
import { registerCsrf } from './plugins/csrf';
import { registerDocs } from './plugins/docs';
import { registerErrorHandler, sendNotFound } from './plugins/error-handler';
import { registerHealth } from './plugins/health';
import { registerInputGuard } from './plugins/input-guard';
import { registerMetricsRoute, registerRequestMetrics } from './plugins/metrics';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerSessions } from './plugins/session';
import { registerTenancy, resolveAgency } from './plugins/tenancy';
import { panelInlineScriptHashes, registerWeb } from './plugins/web';
import type { Services } from './services';

// Cards sit below commerce, so the plan's card limit is handed to them here (cards/create-limit.ts).
setCardCreateLimit((tx, agencyId, businessId, now) => assertCanCreate(tx, agencyId, businessId, 'digitalCard', now));
setTeamSizeLimit(assertTeamFits);
setTagTieLimit(assertCanTieTag);

export interface AppDeps {
  /** An open, migrated database. Without one, buildApp opens (and migrates) the configured one. */
  database?: Database;
  now?: Clock;
  messaging?: Messaging;
  outbox?: DevOutbox;
  /** Key prefix for rate-limit counters in Redis; tests give each app its own. */
  rateLimitNamespace?: string;
  /** Upload storage; default from the configuration. */
  storage?: Storage;
  /** Card view buffering (tests shorten the interval). */
  cardEventBuffer?: { flushIntervalMs?: number; maxRows?: number; retryMs?: number };
  /** DNS for custom-domain verification; default the system resolver. */
  dns?: DnsResolver;
  /**
   * Whether the database has answered since the start (main starts without a PostgreSQL server that
   * does not answer yet, and migrates when it does); until then the API answers 503. Default: ready.
   */
  databaseReady?: () => boolean;
  /** The job queue's settings: main passes JOBS_* (loadJobsConfig); tests give each app a namespace. */
  jobs?: JobsOptions;
  /** Where log lines go instead of stdout (tests read what a request logged). */
  logStream?: { write(line: string): void };
}

function loggerOptions(config: Config, stream?: AppDeps['logStream']): FastifyServerOptions['logger'] {
  if (config.logLevel === 'silent') return false;
  const options: Exclude<FastifyServerOptions['logger'], boolean | undefined> = { level: config.logLevel };
  if (stream) return { ...options, stream };
  if (!config.isProduction) {
    // Pretty logs only when pino-pretty happens to be installed; JSON lines otherwise.
    try {
      createRequire(import.meta.url).resolve('pino-pretty');
      return { ...options, transport: { target: 'pino-pretty' } };
    } catch {
      return options;
    }
  }
  return options;
}

export async function buildApp(config: Config, deps: AppDeps = {}): Promise<FastifyInstance> {
  const frontDoor = new FrontDoor();
  const accessLog = new AccessLogController(config.accessLog);
  const app = Fastify({
    logger: loggerOptions(config, deps.logStream),
    // One cheap access line per request instead of Fastify's two.
    logController: accessLog,
    trustProxy: config.trustProxy,
    requestIdHeader: false,
    genReqId: (request) => requestIdOf(request.headers),
    // Kept public card pages are answered before Fastify (lib/front-door.ts).
    serverFactory: frontDoor.serverFactory,
  });
  app.decorate('frontDoor', frontDoor);

  let database = deps.database;
  if (!database) {
    database = await openDatabase(config);
    await database.migrate();
    const owned = database;
    app.addHook('onClose', () => owned.close());
  }
  const now = deps.now ?? systemClock;
  const outbox = deps.outbox ?? new DevOutbox();
  // Jobs report to the metrics once they run (after buildApp), so the metrics may be made second.
  const jobs = createJobQueue(database, {
    ...deps.jobs,
    log: app.log,
    onJobEnded: (name, outcome, seconds) => metrics.observeJob(name, outcome, seconds),
  });
  const metrics = new Metrics(
    {
      databaseKind: database.kind,
      ...(database.poolStats ? { poolStats: database.poolStats } : {}),
      queueDepths: async () =>
        jobs.state === 'started'
          ? (await jobs.depths()).map(({ name, state, count }) => ({ queue: name, state, count }))
          : [],
    },
    { processMetrics: config.metricsToken !== null },
  );
  const metricsOn = config.metricsToken !== null;
  frontDoor.onAnswered = (request, response, requestId, ms) => {
    accessLog.frontDoorCompleted(
      app.log,
      requestId,
      request.method ?? 'GET',
      request.url ?? '/',
      response.statusCode,
      ms,
    );
    // The front door answers only the card page's kept copies (public-card/routes.ts).
    if (metricsOn) metrics.observeRequest(request.method ?? 'GET', '/:cardId', response.statusCode, ms / 1000);
  };
  const services: Services = {
    config,
    database,
    db: database.db,
    now,
    outbox,
    messaging: deps.messaging ?? createMessaging(config, outbox, app.log, now),
    storage: deps.storage ?? createStorage(config),
    cardEvents: new CardEventBuffer(database.db, {
      ...deps.cardEventBuffer,
      onError: (error) => app.log.warn({ err: error }, 'card events not recorded'),
    }),
    sandboxWebhooks: new DelayedTasks(config.payments.sandbox.webhookDelayMs, (error) =>
      app.log.warn({ err: error }, 'sandbox webhook not delivered'),
    ),
    mails: new DelayedTasks(0, (error) => app.log.warn({ err: error }, 'e-mail not sent')),
    dns: deps.dns ?? systemDnsResolver(),
    jobs,
    metrics,
    databaseReadiness: new DatabaseReadiness(deps.databaseReady ?? (() => true), (error) =>
      app.log.error({ err: error }, 'a start step failed after the database answered'),
    ),
  };
  app.decorate('services', services);
  // Started once every module has registered its handlers; stopped (running jobs given a few
  // seconds, then failed for a retry) before the database closes.
  app.addHook('onReady', () => services.databaseReadiness.run(() => services.jobs.start()));
  app.addHook('preClose', () => services.databaseReadiness.close());
  app.addHook('preClose', () => services.jobs.stop());
  // preClose runs before every onClose hook, so queued views are written while the database is open.
  app.addHook('preClose', () => services.cardEvents.flush());
  // Sandbox webhooks still waiting are delivered now, while the database is open.
  app.addHook('preClose', () => services.sandboxWebhooks.flush());
  app.addHook('preClose', () => services.mails.flush());

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Set on arrival (sync, no promise per request); error replies keep the header too.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  registerRequestMetrics(app, metrics, config.metricsToken);

  await app.register(cookie);
  registerErrorHandler(app);
  const { databaseReady } = deps;
  if (databaseReady) {
    // Not migrated yet (docs/product-rules.md#cards-stay-up): the API waits, as for a database that
    // went down; the card pages answer from what is kept.
    app.addHook('onRequest', (request, _reply, done) => {
      const path = request.url.split('?', 1)[0] ?? '';
      // `/log` exactly: a card's address may begin with the same letters (`/logan-sweets`).
      if (databaseReady() || !(path.startsWith('/api/') || path === '/log')) return done();
      done(databaseStarting());
    });
  }
  registerCsrf(app, config.isProduction);
  // Where the server and the panel report errors (docs/operations.md#error-reporting); null: off.
  const reporting = errorReportingSettings(config);
  registerSecurityHeaders(app, {
    production: config.isProduction,
    panelInlineScriptHashes: panelInlineScriptHashes(config.webDistDir),
    // The panel's SDK sends its reports there (docs/operations.md#error-reporting).
    reportingOrigin: reportingOrigin(reporting),
  });

  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { connectTimeout: 1_000, maxRetriesPerRequest: 1, lazyConnect: false })
    : undefined;
  if (redis) {
    redis.on('error', (error) => app.log.warn({ err: error }, 'redis error'));
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
  }
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: deps.rateLimitNamespace ?? config.rateLimitNamespace } : {}),
    // Redis down must not take sign-in down with it.
    skipOnError: true,
    errorResponseBuilder: () => rateLimited(),
  });
  app.decorate('rateLimits', { auth: config.authRateLimitPerMinute, global: config.globalRateLimitPerMinute });

  await registerDocs(app);
  // Before tenancy: its ?agency= lookup is the first reader of the query.
  registerInputGuard(app);
  registerTenancy(app, services.db, config, () => services.now().getTime());
  registerSessions(app, services);

  registerAuthRoutes(app, services);
  await registerUserRoutes(app, services);
  registerFranchiseeRoutes(app, services);
  registerAgencyManagementRoutes(app, services);
  registerAgencyRoutes(app, services);
  registerBusinessRoutes(app, services);
  registerOtherCategoryRoutes(app, services);
  registerCardRoutes(app, services);
  registerDashboardRoutes(app, services);
  registerSystemStatusRoutes(app, services);
  registerPlanRoutes(app, services);
  registerProjectRoutes(app, services);
  registerReportRoutes(app, services);
  registerDataExportRoutes(app, services);
  await registerPaymentRoutes(app, services);
  registerBillingRoutes(app, services);
  registerTaxDocumentRoutes(app, services);
  registerAdminNotificationRoutes(app, services);
  registerImageRequestRoutes(app, services);
  registerSandboxGatewayRoutes(app, services);
  await registerDocumentRoutes(app, services);
  await registerImagePostRoutes(app, services);
  await registerFestivalRoutes(app, services);
  registerPdfCardRoutes(app, services);
  await registerVideoRoutes(app, services);
  await registerMusicRoutes(app, services);
  await registerCategoryStaticPageRoutes(app, services);
  registerLinkStoreRoutes(app, services);
  // Feedback and leads: the API, and the card's visitor forms (POST /<cardId>/feedback, /lead).
  registerFeedbackRoutes(app, services);
  registerLeadRoutes(app, services);
  // Leads and feedback delivered to other systems: webhook endpoints and their deliveries.
  await registerLeadDeliveryRoutes(app, services);
  // Physical NFC and QR tags, and their address /t/<code> (before the card's /:cardId pages).
  registerTagRoutes(app, services);
  await registerUiCustomisationRoutes(app, services);
  registerLoggingRoutes(app, services);
  if (!config.isProduction) registerDevRoutes(app, services);
  registerHealth(app, database, deps.databaseReady);
  await registerNightlyBackup(app, services);
  registerMetricsRoute(app, metrics, config.metricsToken);

  app.get('/', { schema: { hide: true } }, async (request, reply) => {
    const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
    return reply.redirect(`/panel/login${query}`);
  });
  const web = await registerWeb(app, config.webDistDir, {
    // The panel's page carries the host's agency's theme: the same resolution as the API's.
    agencyOf: async (request) => (await resolveAgency(services.db, config, request)).agency,
    production: config.isProduction,
    errorReporting: panelErrorReporting(reporting),
  });
  registerPdfCardVerifyRoute(app, services); // /v/<token>: a PDF card's QR (before the catch-all below)
  registerDemoInvitationRoute(app, services); // /demo/invitation: the demo agency's sample invitation
  registerPublicCardRoutes(app, services, frontDoor); // last: `/:cardId` must not shadow any route above
  app.setNotFoundHandler((request, reply) => {
    if (web.fallback(request, reply)) return reply;
    return sendNotFound(reply);
  });

  return app;
}
