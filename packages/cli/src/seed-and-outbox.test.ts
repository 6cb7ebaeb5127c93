// `fenestra seed` prepares a PGlite folder (migrations + demo factory); `fenestra sms-outbox PHONE`
// reads the local SMS outbox: straight from the folder in DATA_DIR when no server is listening,
// or from a running server's /api/dev/sms-outbox.
import { execFile } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { buildApp, DEMO, migrationsFolder, openDatabase, seedDemo } from "@fenestra/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bin } from "./test-cli.ts";

type Item = { phone: string; purpose: string; code: string; text: string; sentAt: string };

let dataDir: string;
let now = new Date("2026-03-15T08:00:00Z");

/** Asks the app for a login code and a reset code to the demo phone, a minute apart. */
async function sendTwoCodes(app: Awaited<ReturnType<typeof buildApp>>) {
  for (const purpose of ["login", "reset"]) {
    const response = await app.inject({
      method: "POST",
      url: "/api/auth/sms-code",
      payload: { phone: DEMO.phone, purpose },
    });
    expect(response.json().code).toBe(0);
    now = new Date(now.getTime() + 61_000);
  }
}

async function fenestraRun(args: string[], env: Record<string, string>) {
  return promisify(execFile)(process.execPath, [bin, ...args], {
    env: { ...process.env, DATABASE_URL: "", ...env },
  });
}

async function fenestraText(args: string[], env: Record<string, string>): Promise<string> {
  return (await fenestraRun(args, env)).stdout;
}

async function fenestra(args: string[], env: Record<string, string>) {
  return JSON.parse(await fenestraText(args, env)) as { phone: string; items: Item[] };
}

beforeAll(() => {
  dataDir = mkdtempSync(join(tmpdir(), "fenestra-cli-sms-"));
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe("fenestra seed", () => {
  it("migrates an empty folder and seeds the demo factory once", async () => {
    const first = await fenestraText(["seed"], { DATA_DIR: dataDir });
    expect(first).toContain(`seeded: ${DEMO.company}, phone ${DEMO.phone}, password ${DEMO.password}`);
    const again = await fenestraText(["seed"], { DATA_DIR: dataDir });
    expect(again).toContain("already seeded");
  }, 240_000);
});

describe("fenestra sms-outbox", () => {
  it("reads the PGlite folder when no server is running, newest first, each with its code", async () => {
    const handle = await openDatabase({ dataDir });
    await handle.migrate(migrationsFolder());
    await seedDemo(handle.db);
    const app = await buildApp({ db: handle.db, clock: () => now });
    await sendTwoCodes(app);
    await app.close();
    await handle.close();

    const out = await fenestra(["sms-outbox", DEMO.phone, "--direct"], { DATA_DIR: dataDir });
    expect(out.phone).toBe(DEMO.phone);
    expect(out.items.map((i) => i.purpose)).toEqual(["reset", "login"]);
    for (const item of out.items) {
      expect(item.code).toMatch(/^\d{6}$/);
      expect(item.text).toContain(item.code);
    }
    const other = await fenestra(["sms-outbox", "13900000000", "--direct"], { DATA_DIR: dataDir });
    expect(other.items).toEqual([]);
    const { stderr } = await fenestraRun(["sms-outbox", DEMO.phone, "--direct"], { DATA_DIR: dataDir });
    expect(stderr).toContain(`outbox of PGlite at ${dataDir}`);
  }, 240_000);

  it("names a data folder that is not there, and makes none", async () => {
    const missing = join(dataDir, "not-here");
    const run = fenestraRun(["sms-outbox", DEMO.phone, "--direct"], { DATA_DIR: missing });
    await expect(run).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining(`no data folder at ${missing}`),
    });
    expect(existsSync(missing)).toBe(false);
  });

  it("asks the server listening on PORT, which holds the folder open", async () => {
    const handle = await openDatabase({ dataDir });
    await handle.migrate(migrationsFolder());
    await seedDemo(handle.db);
    const app = await buildApp({ db: handle.db, clock: () => now });
    try {
      await sendTwoCodes(app);
      await sendTwoCodes(app);
      await app.listen({ port: 0, host: "127.0.0.1" });
      const address = app.server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      // DATA_DIR points nowhere: only the server can answer.
      const out = await fenestra(["sms-outbox", DEMO.phone, "--limit", "3"], {
        PORT: String(port),
        DATA_DIR: join(dataDir, "missing"),
      });
      expect(out.items.map((i) => i.purpose)).toEqual(["reset", "login", "reset"]);
      const { stderr } = await fenestraRun(["sms-outbox", DEMO.phone], {
        PORT: String(port),
        DATA_DIR: join(dataDir, "missing"),
      });
      expect(stderr).toContain(`outbox of the server on port ${port}`);
      expect(out.items[0]?.code).toMatch(/^\d{6}$/);
    } finally {
      await app.close();
      await handle.close();
    }
  }, 240_000);
});
