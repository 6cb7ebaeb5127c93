import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Writable } from "node:stream";
import Fastify, { type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import type { Db, PoolStats } from "./db/client.ts";
import { installEventBus, memoryBus, postgresBus } from "./events/event-bus.ts";
import { fileJobsRoutes, scheduleFileJobCleanup } from "./jobs/file-jobs.ts";
import { installJobRunner, timerRunner } from "./jobs/job-runner.ts";
import { type PgBossOptions, pgBossRunner } from "./jobs/pg-boss-runner.ts";
import {
  accountDevRoutes,
  accountRoutes,
  scheduleAccountJobs,
} from "./modules/account-center/account.routes.ts";
import { arRoutes } from "./modules/ar/ar.routes.ts";
import { articlesRoutes } from "./modules/articles/articles.routes.ts";
import { authRoutes } from "./modules/auth/auth.routes.ts";
import { bomRoutes } from "./modules/bom/bom.routes.ts";
import { collectionsRoutes } from "./modules/collections/collections.routes.ts";
import { contractsRoutes } from "./modules/contracts/contracts.routes.ts";
import { crmRoutes } from "./modules/crm/crm.routes.ts";
import { customOrderRoutes } from "./modules/custom-order/custom-order.routes.ts";
import { CuttingPool } from "./modules/cutting/cutting.pool.ts";
import { cuttingRoutes } from "./modules/cutting/cutting.routes.ts";
import { devRoutes } from "./modules/dev/dev.routes.ts";
import { editHistoryRoutes } from "./modules/edit-history/edit-history.routes.ts";
import { exportsRoutes } from "./modules/exports/exports.routes.ts";
import { feedbackRoutes } from "./modules/feedback/feedback.routes.ts";
import { filesRoutes } from "./modules/files/files.routes.ts";
import { financeRoutes } from "./modules/finance/finance.routes.ts";
import { glassSheetsRoutes } from "./modules/glass-sheets/glass-sheets.routes.ts";
import { graphqlRoutes } from "./modules/graphql/graphql.plugin.ts";
import { homeRoutes } from "./modules/home/home.routes.ts";
import { marketRoutes } from "./modules/market/market.routes.ts";
import { measurementRoutes } from "./modules/measurement/measurement.routes.ts";
import {
  messagesDevRoutes,
  messagesRoutes,
  scheduleMessageJobs,
} from "./modules/messages/messages.routes.ts";
import { oauthRoutes } from "./modules/oauth/oauth.routes.ts";
import { ordersRoutes } from "./modules/orders/orders.routes.ts";
import { printerRoutes } from "./modules/printer/printer.routes.ts";
import type { PaymentProviders } from "./modules/purchase/payment-provider.ts";
import { purchaseRoutes, schedulePurchaseJobs } from "./modules/purchase/purchase.routes.ts";
import { settleUnpaid } from "./modules/purchase/purchase.service.ts";
import { createSandbox, type Sandbox } from "./modules/purchase/sandbox-provider.ts";
import { quotesRoutes } from "./modules/quotes/quotes.routes.ts";
import { rendersRoutes } from "./modules/renders/renders.routes.ts";
import { seriesRoutes } from "./modules/series/series.routes.ts";
import { settingsRoutes } from "./modules/settings/settings.routes.ts";
import { sharingRoutes } from "./modules/sharing/sharing.routes.ts";
import { httpProvider } from "./modules/sms/http.provider.ts";
import { outboxProvider } from "./modules/sms/outbox.provider.ts";
import { subAccountsRoutes } from "./modules/sub-accounts/sub-accounts.routes.ts";
import { sunroomSeriesRoutes } from "./modules/sunroom-series/sunroom-series.routes.ts";
import { sunroomsRoutes } from "./modules/sunrooms/sunrooms.routes.ts";
import { templatesRoutes } from "./modules/templates/templates.routes.ts";
import { usersRoutes } from "./modules/users/users.routes.ts";
import { warehouseRoutes } from "./modules/warehouse/warehouse.routes.ts";
import { workshopRoutes } from "./modules/workshop/workshop.routes.ts";
import { installAccess } from "./plugins/access.ts";
import { installBodyLimit } from "./plugins/body-limit.ts";
import type { AppDeps } from "./plugins/context.ts";
import { frameworkErrorReply, installErrorHandler } from "./plugins/error-handler.ts";
import { healthRoute } from "./plugins/health.ts";
import { installI18n } from "./plugins/i18n.ts";
import { installIdempotency } from "./plugins/idempotency.ts";
import { installInputGuard } from "./plugins/input-guard.ts";
import { loggerOptions, requestIdOf } from "./plugins/logging.ts";
import { installMetrics, metricsRoute, watchOptimizerQueue } from "./plugins/metrics.ts";
import { installOpenApi, openApiRoute } from "./plugins/openapi.ts";
import { installSecurityHeaders } from "./plugins/security-headers.ts";
import { installWebApp } from "./plugins/web-app.ts";
import {
  type AuthLimits,
  DEFAULT_LIMITS,
  DEFAULT_SESSION_LIFETIME,
  type SessionLifetime,
} from "./shared/auth-limits.ts";
import type { SmsProvider } from "./shared/sms-provider.ts";
import type { ThirdPartyProviders } from "./shared/third-party-providers.ts";
import type { FileStorage } from "./storage/file-storage.ts";
import { localDiskStorage } from "./storage/local-disk.storage.ts";

export type AppOptions = {
  db: Db;
  clock?: () => Date;
  /** "outbox" (default) writes to the sms_outbox table; "http" posts to smsHttpUrl. */
  smsProvider?: "outbox" | "http" | SmsProvider;
  smsHttpUrl?: string;
  ssoEndpoint?: string;
  fetch?: typeof fetch;
  /** Hides /api/dev/* when true. */
  production?: boolean;
  /** Folder of the built web app; nothing is served besides /api when undefined. */
  webDist?: string;
  /** "faults" (the server's default) logs every 5xx; "requests" every request too; "off" nothing. */
  log?: "off" | "faults" | "requests";
  /** Where log lines go (stdout by default); tests read them. */
  logStream?: Writable;
  limits?: AuthLimits;
  sessionLifetime?: SessionLifetime;
  thirdParty?: ThirdPartyProviders;
  /** Fastify trustProxy (client address from X-Forwarded-For behind a proxy). */
  trustProxy?: boolean | string;
  /** Runs the scheduled jobs (jobs/job-runner.ts); tests trigger them instead. */
  runJobs?: boolean;
  /**
   * Runs scheduled and background jobs on pg-boss in this PostgreSQL database (shared by every
   * process: each scheduled run happens once across them, a job whose process dies is taken up
   * by another) instead of in this process.
   */
  jobQueue?: PgBossOptions;
  /** Uploaded files; a fresh temporary folder when not given (tests). */
  storage?: FileStorage;
  /**
   * Payment providers by channel. By default a development or test server gets the local sandbox
   * (sandbox-provider.ts) and a production one none; a sandbox in production stops the start.
   */
  payments?: { providers: PaymentProviders; sandbox?: Sandbox };
  /** PostgreSQL's pool, for /api/metrics (DatabaseHandle.poolStats). */
  poolStats?: () => PoolStats;
};

declare module "fastify" {
  interface FastifyInstance {
    /** The settle job (jobs/job-runner.ts runs it every minute): unpaid orders queried at their provider. */
    settleUnpaidPayments(): Promise<{ granted: number; closed: number }>;
  }
}

function pickPayments(options: AppOptions): { providers: PaymentProviders; sandbox?: Sandbox } {
  if (options.payments) {
    if (options.production && options.payments.sandbox)
      throw new Error("The payment sandbox never runs in production (NODE_ENV=production)");
    return options.payments;
  }
  if (options.production) return { providers: {} };
  const sandbox = createSandbox();
  return { providers: sandbox.providers, sandbox };
}

function pickSms(options: AppOptions, fetchImpl: typeof fetch): SmsProvider {
  const choice = options.smsProvider ?? "outbox";
  if (typeof choice === "object") return choice;
  if (choice === "http") {
    if (!options.smsHttpUrl) throw new Error("SMS_PROVIDER=http needs SMS_HTTP_URL");
    return httpProvider(options.smsHttpUrl, fetchImpl);
  }
  return outboxProvider(options.db);
}

/** The whole HTTP application, without listening: tests call it and use app.inject(). */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const fetchImpl = options.fetch ?? fetch;
  const deps: AppDeps = {
    db: options.db,
    clock: options.clock ?? (() => new Date()),
    sms: pickSms(options, fetchImpl),
    ssoEndpoint: options.ssoEndpoint,
    fetch: fetchImpl,
    limits: options.limits ?? DEFAULT_LIMITS,
    sessionLifetime: options.sessionLifetime ?? DEFAULT_SESSION_LIFETIME,
    thirdParty: options.thirdParty ?? {},
    storage: options.storage ?? localDiskStorage(mkdtempSync(join(tmpdir(), "fenestra-files-"))),
  };
  const app = Fastify({
    logger: loggerOptions(options.log ?? "off", options.logStream),
    bodyLimit: 1_048_576,
    frameworkErrors: frameworkErrorReply,
    // Every request gets an id: logged with each fault, sent back as X-Request-Id and in the body
    // of a 500. Behind a trusted proxy (TRUST_PROXY) the proxy's X-Request-Id is kept, so its log
    // and ours name a request alike; otherwise a caller cannot choose it.
    genReqId: requestIdOf(options.trustProxy ?? false),
    requestIdHeader: false,
    trustProxy: options.trustProxy ?? false,
  });
  const metrics = installMetrics(app, options.poolStats);
  // Background jobs always run; the scheduled ones only where runJobs says (tests trigger them).
  installJobRunner(app, options.jobQueue ? pgBossRunner(options.jobQueue) : timerRunner());
  installEventBus(app, options.jobQueue ? postgresBus(options.jobQueue.connectionString) : memoryBus());
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  installBodyLimit(app);
  await installSecurityHeaders(app, deps.storage.linkOrigin);
  installI18n(app);
  installAccess(app, deps);
  installInputGuard(app);
  installIdempotency(app, deps);
  await installOpenApi(app);
  openApiRoute(app);
  healthRoute(app, deps);
  metricsRoute(app, metrics);
  await authRoutes(app, deps);
  await usersRoutes(app, deps);
  await settingsRoutes(app, deps);
  await subAccountsRoutes(app, deps);
  await homeRoutes(app, deps);
  await seriesRoutes(app, deps);
  await marketRoutes(app, deps);
  await templatesRoutes(app, deps);
  await bomRoutes(app, deps);
  // one pool of optimizer workers for bars and glass (cutting.pool.ts)
  const cuttingPool = new CuttingPool();
  app.addHook("onClose", async () => cuttingPool.close());
  watchOptimizerQueue(metrics, () => cuttingPool.depth());
  await cuttingRoutes(app, deps, cuttingPool);
  await glassSheetsRoutes(app, deps, cuttingPool);
  await ordersRoutes(app, deps);
  await editHistoryRoutes(app, deps);
  await contractsRoutes(app, deps);
  await quotesRoutes(app, deps);
  await collectionsRoutes(app, deps);
  await exportsRoutes(app, deps);
  await sharingRoutes(app, deps);
  await customOrderRoutes(app, deps);
  await printerRoutes(app, deps);
  await rendersRoutes(app, deps);
  await sunroomSeriesRoutes(app, deps);
  await sunroomsRoutes(app, deps);
  await arRoutes(app, deps);
  await graphqlRoutes(app, deps);
  // warehouse
  await warehouseRoutes(app, deps);
  // end warehouse
  // workshop
  await workshopRoutes(app, deps);
  // end workshop
  // crm
  await crmRoutes(app, deps);
  // end crm
  // field measurement
  await measurementRoutes(app, deps);
  // end field measurement
  // finance
  await financeRoutes(app, deps);
  // end finance
  // purchase and payments
  const payments = pickPayments(options);
  payments.sandbox?.install(app);
  await purchaseRoutes(app, { ...deps, payments: payments.providers });
  app.decorate("settleUnpaidPayments", () => settleUnpaid({ ...deps, payments: payments.providers }));
  if (options.runJobs) schedulePurchaseJobs(app, deps.clock);
  // end purchase and payments
  // account and feedback
  await filesRoutes(app, deps);
  await fileJobsRoutes(app, deps);
  if (options.runJobs) scheduleFileJobCleanup(app, deps);
  await accountRoutes(app, deps, options.production ?? false);
  await feedbackRoutes(app, deps);
  if (!options.production) await accountDevRoutes(app, deps);
  if (options.runJobs) scheduleAccountJobs(app, deps);
  // end account and feedback
  // message centre
  await messagesRoutes(app, deps);
  if (!options.production) await messagesDevRoutes(app, deps);
  if (options.runJobs) scheduleMessageJobs(app, deps);
  // end message centre
  // partner applications (OAuth 2, docs/oauth.md)
  await oauthRoutes(app, deps);
  // end partner applications
  // articles and announcements
  await articlesRoutes(app, deps);
  // end articles and announcements
  if (!options.production) await devRoutes(app, deps);
  await installWebApp(app, options.webDist);
  return app;
}
