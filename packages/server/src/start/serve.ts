// The start after the listen (server.ts): open the database (PGlite in DATA_DIR, or PostgreSQL at
// DATABASE_URL), apply migrations, seed the demo company, build the app serving the API and the
// built web app, and hand it the requests that came meanwhile.
import type { Server } from "node:http";
import { dirname, join } from "node:path";
import type { ServerConfig } from "../config.ts";
import { DataDirError, openDatabase } from "../db/client.ts";
import { migrationsFolder } from "../db/migrations-folder.ts";
import { openPayments } from "../modules/purchase/payments-config.ts";
import { keepServingThroughFaults } from "../plugins/process-faults.ts";
import { openStorage } from "../storage/open-storage.ts";
import type { EarlyListener } from "./early-listener.ts";

export async function serve(config: ServerConfig, server: Server, early: EarlyListener) {
  // Opening PGlite (WASM start-up) and loading the HTTP stack overlap: start both, then wait.
  // The built server ships a migrated and seeded PGlite folder beside its migrations (build.mjs).
  const template = config.pgliteTemplate ?? join(dirname(migrationsFolder()), "pgdata-template");
  const opening = openDatabase(
    config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir, template },
  ).catch((error: unknown) => {
    // A data folder that cannot open: say what to do, not a stack trace (DataDirError's message).
    if (error instanceof DataDirError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  });
  const [{ buildApp }, { DEMO }, { seedDemoCompany }, { defaultWebDist }, handle] = await Promise.all([
    import("../app.ts"),
    import("../db/seed.ts"),
    import("../db/demo/demo-factory.ts"),
    import("../plugins/web-app.ts"),
    opening,
  ]);
  await handle.migrate(migrationsFolder());
  await handle.exclusive(async () => {
    // A database made here (no template: PostgreSQL, the sources) gets the demo factory's month too.
    await seedDemoCompany(handle.db);
    // Customers the migration made from contracts get their pinyin initials (a no-op once done).
    await (await import("../modules/crm/initials.ts")).backfillInitials(handle.db);
  });
  // No operator is seeded (`fenestra operator PHONE` makes one). In production, no account may
  // still have the published password: the start stops and says which command fixes it.
  if (config.production) {
    const { accountsWithPublishedPassword, publishedPasswordMessage } = await import(
      "../db/operator-accounts.ts"
    );
    const published = await accountsWithPublishedPassword(handle.db);
    if (published.length > 0) {
      process.stderr.write(publishedPasswordMessage(published));
      await handle.close();
      process.exit(1);
    }
  }

  const app = await buildApp({
    db: handle.db,
    production: config.production,
    smsProvider: config.smsProvider,
    smsHttpUrl: config.smsHttpUrl,
    ssoEndpoint: config.ssoEndpoint,
    webDist: config.webDist ?? defaultWebDist(),
    log: config.logRequests ? "requests" : "faults",
    limits: config.limits,
    sessionLifetime: config.sessionLifetime,
    thirdParty: config.thirdParty,
    trustProxy: config.trustProxy,
    storage: openStorage(config.storage),
    payments: openPayments(config.payments, config.production),
    runJobs: true,
    // On PostgreSQL the jobs run on pg-boss: any number of processes may share the database.
    jobQueue: config.databaseUrl
      ? { connectionString: config.databaseUrl, ...config.jobHandover }
      : undefined,
    poolStats: handle.poolStats,
  });

  /** SIGTERM/SIGINT: stop taking requests, let those in flight finish, but exit within 10 s. */
  async function shutdown() {
    setTimeout(() => {
      process.stderr.write("Requests still running after 10 s: stopping anyway.\n");
      process.exit(1);
    }, 10_000).unref();
    await early.drain(9_000);
    await app.close();
    await handle.close();
    process.exit(0);
  }
  process.once("SIGINT", shutdown);
  process.once("SIGTERM", shutdown);

  // The app serves the listening socket (fastify's own server never listens): the timeouts it
  // would have set on its server are set on this one (its keep-alive outlives the proxy's).
  await app.ready();
  server.keepAliveTimeout = app.initialConfig.keepAliveTimeout ?? server.keepAliveTimeout;
  early.handOver((req, res) => app.routing(req, res));
  // From here on a fault no request caught is logged and the server keeps serving (a failed start
  // above still stops the process).
  keepServingThroughFaults(app.log);
  // PORT=0 picks a free port: print the one actually bound.
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  const where = config.databaseUrl ? "PostgreSQL" : `PGlite at ${config.dataDir}`;
  process.stdout.write(
    `Fenestra listening on http://localhost:${port} (${where})\n` +
      // In production the demo's password was changed (checked above): it is no longer printed.
      (config.production
        ? ""
        : `Demo account: phone ${DEMO.phone}, password ${DEMO.password} (${DEMO.company})\n` +
          "No operator account until one is made: npx fenestra operator PHONE\n"),
  );
}
