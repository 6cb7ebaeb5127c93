import type { Session } from "@fenestra/core";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll } from "vitest";
import { type AppOptions, buildApp } from "../../app.ts";
import { seedDemo } from "../../db/seed.ts";
import { type TestClock, testClock } from "./clock.ts";
import { createTestDatabase, type TestDatabase } from "./database.ts";
import { signInDemo } from "./factories.ts";

export type TestApp = {
  app: FastifyInstance;
  database: TestDatabase;
  clock: TestClock;
  close(): Promise<void>;
};

/** The real app on a fresh test database with the demo company seeded and a hand-moved clock. */
export async function createTestApp(options: Partial<AppOptions> = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  // In en-US: the suites read the demo catalogue's English names (the demo works in zh-CN,
  // which db/demo/demo-factory.test.ts reads).
  await seedDemo(database.db, "en-US");
  const clock = testClock();
  // Tests walk the clock through months (trials, metering) with one session: sessions last a
  // century here unless a test passes its own lifetime (the session-lifetime tests do).
  const app = await buildApp({
    db: database.db,
    clock,
    sessionLifetime: { idleMs: 100 * 365 * 86_400_000, absoluteMs: 100 * 365 * 86_400_000 },
    ...options,
  });
  await app.ready();
  return {
    app,
    database,
    clock,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** A file's test app, with the demo account's session and token when the file signs in as the demo. */
export type FileTestApp = TestApp & { session: Session; token: string };

/**
 * The app the tests of a file (or of a describe block) share: made before them on a fresh
 * database, closed after them. Its fields are filled in by then; with `signInDemo`, `session`
 * and `token` are the demo account's, signed in once.
 */
export function testAppForFile(options: Partial<AppOptions> & { signInDemo?: boolean } = {}): FileTestApp {
  const { signInDemo: signIn = false, ...appOptions } = options;
  const file = { token: "" } as FileTestApp;
  beforeAll(async () => {
    Object.assign(file, await createTestApp(appOptions));
    if (!signIn) return;
    file.session = await signInDemo(file.app);
    file.token = file.session.userinfo.api_token;
  });
  afterAll(() => file.close?.());
  return file;
}
