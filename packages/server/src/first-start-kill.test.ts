// A kill during the first start never bricks the data folder. The real entry
// point (src/server.ts under tsx) starts on an empty DATA_DIR with a template folder; it is killed
// with SIGKILL while it copies the template, then started again: it must open, serve and sign the
// demo account in. A folder that cannot open stops the start with a message saying what to do.
// PGlite only (PostgreSQL has no data folder).
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, dirname, join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrationsFolder } from "./db/migrations-folder.ts";
import { makePgliteTemplate } from "./db/pglite-template.ts";
import { DEMO } from "./db/seed.ts";
import { exited, listeningAddress, type ServerProcess, spawnServer } from "./test/helpers/server-process.ts";

const root = mkdtempSync(join(tmpdir(), "fenestra-kill-"));
const template = join(root, "template");

beforeAll(async () => {
  mkdirSync(template);
  await makePgliteTemplate(template, migrationsFolder());
}, 240_000);
afterAll(() => rmSync(root, { recursive: true, force: true }));

function start(dataDir: string): ServerProcess {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    // Not production: the template's demo still has its published password, which a production
    // start refuses (server.test.ts); this test is about the template copy.
    NODE_ENV: "test",
    PORT: "0",
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    PGLITE_TEMPLATE: template,
  };
  delete env.DATABASE_URL;
  return spawnServer(env);
}

/** Kills the server with SIGKILL as soon as its copy of the template appears beside DATA_DIR. */
async function killDuringCopy(dataDir: string): Promise<boolean> {
  const { child } = start(dataDir);
  const parent = dirname(dataDir);
  const copying = `${basename(dataDir)}.copying-`;
  const deadline = Date.now() + 60_000;
  let caught = false;
  while (Date.now() < deadline && child.exitCode === null) {
    if (readdirSync(parent).some((name) => name.startsWith(copying))) {
      child.kill("SIGKILL");
      caught = true;
      break;
    }
    if (existsSync(join(dataDir, "PG_VERSION"))) break; // the copy finished before it was seen
    await new Promise((resolve) => setImmediate(resolve));
  }
  if (!caught) child.kill("SIGKILL");
  await exited(child);
  return caught;
}

/** Starts the server and answers its address once it listens (or its output when it exits). */
async function startAndServe(dataDir: string) {
  const server = start(dataDir);
  return { ...server, address: await listeningAddress(server) };
}

describe.runIf(process.env.TEST_DB === "pglite")("a first start killed during the template copy", () => {
  it("leaves a data folder the next start opens, with the demo account", async () => {
    let killedMidCopy = 0;
    for (let run = 0; run < 3; run += 1) {
      const dataDir = join(root, `data-${run}`);
      if (await killDuringCopy(dataDir)) killedMidCopy += 1;
      // Whatever the kill left, the data folder is never a half copy that looks whole.
      expect(existsSync(join(dataDir, "PG_VERSION")) && !existsSync(join(dataDir, "global"))).toBe(false);
      const { child, address } = await startAndServe(dataDir);
      try {
        const health = await fetch(`${address}/api/health`);
        expect(health.status).toBe(200);
        const login = await fetch(`${address}/api/auth/login`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ phone: DEMO.phone, password: DEMO.password }),
        });
        expect(((await login.json()) as { code: number }).code).toBe(0);
        expect(readdirSync(root).filter((name) => name.includes(".copying-"))).toEqual([]);
      } finally {
        child.kill("SIGTERM");
        await exited(child);
      }
    }
    console.info(`first-start kill: ${killedMidCopy} of 3 starts killed during the copy`);
    expect(killedMidCopy).toBeGreaterThan(0);
  }, 300_000);

  it("stops with what to do when a data folder cannot be opened", async () => {
    const broken = join(root, "broken");
    mkdirSync(broken);
    writeFileSync(join(broken, "PG_VERSION"), "17\n");
    const { child, output } = start(broken);
    expect(await exited(child)).toBe(1);
    expect(output()).toContain(`The data folder ${broken} could not be opened as a database`);
    expect(output()).toMatch(/delete the folder and start again/);
    expect(output()).not.toMatch(/\n\s+at /); // no stack trace
  }, 120_000);
});
