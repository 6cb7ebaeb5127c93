// /api/health and /api/ready: what a proxy or an orchestrator reads before sending a process
// traffic (issue 35). Ready means the database answers, its migrations are current and the file
// storage can be written; a process that cannot serve says what fails, with a 503.
import { writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, it } from "vitest";
import { localDiskStorage } from "../storage/local-disk.storage.ts";
import { createTestApp, type TestApp } from "../test/helpers/test-app.ts";

const opened: TestApp[] = [];
afterAll(() => Promise.all(opened.map((t) => t.close())));

async function appWith(storageFolder?: string) {
  const t = await createTestApp(storageFolder ? { storage: localDiskStorage(storageFolder) } : {});
  opened.push(t);
  return t.app;
}

it("a migrated database with writable storage is ready, and the answer is never cached", async () => {
  const response = await (await appWith()).inject({ method: "GET", url: "/api/ready" });
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ status: "ready" });
  expect(response.headers["cache-control"]).toBe("no-store");
});

it("storage that cannot be written makes the process unready (503), naming the storage", async () => {
  // The storage folder is a plain file: nothing can be written under it.
  const notAFolder = join(tmpdir(), `fenestra-ready-${process.pid}`);
  writeFileSync(notAFolder, "a file, not a folder");
  const app = await appWith(join(notAFolder, "files"));
  const response = await app.inject({ method: "GET", url: "/api/ready" });
  expect(response.statusCode).toBe(503);
  expect(response.json()).toEqual({ status: "unready", failing: ["storage"] });
  // Health is only "the process and its database answer": still 200.
  expect((await app.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(200);
});
