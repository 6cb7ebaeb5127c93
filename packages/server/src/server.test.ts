// The real entry point (src/server.ts, what `npm start` runs once bundled), started as its own
// process on an empty database: PGlite in a fresh DATA_DIR, or a fresh PostgreSQL database
// through DATABASE_URL, depending on the suite. Production mode, so the SMS outbox is hidden.
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "./db/client.ts";
import { resetPasswordByPhone } from "./db/operator-accounts.ts";
import { DEMO } from "./db/seed.ts";
import { admin, urlFor } from "./test/helpers/postgres-server.ts";
import { exited, listeningAddress, type ServerProcess, spawnServer } from "./test/helpers/server-process.ts";

const onPostgres = process.env.TEST_DB === "postgres";

let server: ServerProcess;
let base = "";
let cleanup: () => Promise<void> = async () => {};
let firstStart: { code: number | null; output: string } = { code: null, output: "" };
const NEW_DEMO_PASSWORD = "Casement#Sash42";

beforeAll(async () => {
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: "production", PORT: "0", HOST: "127.0.0.1" };
  delete env.DATABASE_URL;
  if (onPostgres) {
    const name = `fenestra_start_${randomBytes(6).toString("hex")}`;
    await admin(`CREATE DATABASE ${name}`);
    env.DATABASE_URL = urlFor(name);
    cleanup = async () => {
      await admin(`DROP DATABASE IF EXISTS ${name}`);
    };
  } else {
    const dataDir = mkdtempSync(join(tmpdir(), "fenestra-start-"));
    env.DATA_DIR = dataDir;
    cleanup = async () => rmSync(dataDir, { recursive: true, force: true });
  }
  // The first production start finds the demo on its published password: it refuses, naming the fix.
  const refused = spawnServer(env);
  firstStart = { code: await exited(refused.child), output: refused.output() };
  // What `npx fenestra password 13800138000` does, then the start again.
  const handle = await openDatabase(
    env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir: env.DATA_DIR as string },
  );
  await resetPasswordByPhone(handle.db, DEMO.phone, NEW_DEMO_PASSWORD, new Date());
  await handle.close();
  server = spawnServer(env);
  base = await listeningAddress(server);
}, 180_000);

afterAll(async () => {
  if (server && server.child.exitCode === null) {
    server.child.kill("SIGTERM");
    await exited(server.child);
  }
  await cleanup();
});

async function json(path: string, init: RequestInit = {}) {
  const response = await fetch(`${base}${path}`, {
    ...init,
    headers: { "content-type": "application/json", ...init.headers },
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe("server start-up", () => {
  it("issue 25.15: a production start refuses while an account has the published password, and seeds no operator", async () => {
    expect(firstStart.code).toBe(1);
    expect(firstStart.output).toContain("published default password (13800138000)");
    expect(firstStart.output).toContain("npx fenestra password 13800138000");
    expect(firstStart.output).not.toContain("listening on");
    // Once the demo's password was changed the start goes on, and prints no password.
    expect(server.output()).not.toContain(DEMO.password);
    expect(server.output()).not.toMatch(/operator: phone/i);
    const published = await json("/api/auth/login", {
      method: "POST",
      body: JSON.stringify({ phone: DEMO.phone, password: DEMO.password }),
    });
    expect(published.body.key).toBe("access.wrong_credentials");
    // There is no operator account at all: 13800138009 signs in with nothing.
    const operator = await json("/api/auth/login", {
      method: "POST",
      body: JSON.stringify({ phone: "13800138009", password: DEMO.password }),
    });
    expect(operator.body.key).toBe("access.wrong_credentials");
  });

  it("migrates an empty database, seeds the demo factory and signs it in", async () => {
    expect(server.output()).toContain(onPostgres ? "(PostgreSQL)" : "(PGlite at");
    expect((await json("/api/health")).body).toMatchObject({ code: 0, data: { status: "ok" } });

    const login = await json("/api/auth/login", {
      method: "POST",
      body: JSON.stringify({ phone: DEMO.phone, password: NEW_DEMO_PASSWORD }),
    });
    expect(login.body.code).toBe(0);
    const token = (login.body.data as { userinfo: { api_token: string } }).userinfo.api_token;
    const info = await json("/api/user/info", { headers: { authorization: `Bearer ${token}` } });
    expect(info.body).toMatchObject({
      code: 0,
      data: { userinfo: { phone_number: DEMO.phone, company_name: DEMO.company, fid: 0 } },
    });
  });

  it("never exposes the SMS outbox in production", async () => {
    const sent = await json("/api/auth/sms-code", {
      method: "POST",
      body: JSON.stringify({ phone: DEMO.phone, purpose: "login" }),
    });
    expect(sent.body.code).toBe(0);
    const outbox = await json(`/api/dev/sms-outbox?phone=${DEMO.phone}`);
    expect(outbox.status).toBe(404);
    expect(JSON.stringify(outbox.body)).not.toMatch(/"code":"\d{6}"/);
    // nor a picture code's answer (issue 30)
    const picture = await json("/api/auth/picture-code", { method: "POST", body: "{}" });
    expect(picture.body.code).toBe(0);
    const answer = await json(`/api/dev/picture-code?id=${(picture.body.data as { id: string }).id}`);
    expect(answer.status).toBe(404);
  });
});
