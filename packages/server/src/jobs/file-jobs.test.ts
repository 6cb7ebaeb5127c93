// Files written by background jobs (file-jobs.ts): a label sheet and the stock records' workbook
// start with a job id at once, are read back by their starter only, are downloaded by a signed
// link that works until it expires and not once altered, and a job handed on again (its process
// died while working on it) ends with one file. On both databases, as every server test.
import { mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type DataOf, routes } from "@fenestra/api";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { backgroundJobs } from "../db/schema/index.ts";
import { arrangedContract } from "../modules/workshop/workshop.fixtures.ts";
import { localDiskStorage } from "../storage/local-disk.storage.ts";
import { callRoute, registerAccount } from "../test/helpers/factories.ts";
import { pdfPageCount } from "../test/helpers/read-qr.ts";
import { testAppForFile } from "../test/helpers/test-app.ts";
import { FILE_JOB_KEPT_MS, fileKeyOf, removeOldFiles } from "./file-jobs.ts";

const folder = mkdtempSync(join(tmpdir(), "fenestra-file-jobs-"));
const storage = localDiskStorage(folder);
const t = testAppForFile({ signInDemo: true, storage });
const deps = () => ({ db: t.database.db, storage, clock: t.clock });

type Job = DataOf<typeof routes.fileJobs.job>;

const read = (id: string, token = t.token, lang = "en-US") =>
  callRoute(t.app, routes.fileJobs.job, { token, params: { id }, lang });

/** Reads job `id` until it is no longer queued or running. */
async function finished(id: string, token = t.token, lang = "en-US") {
  for (;;) {
    const answer = await read(id, token, lang);
    const data = answer.body.data as Job | null;
    if (answer.body.code !== 0 || data?.state === "done") return answer;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const startLabels = async (contractId: number, pieces = false) => {
  const started = await callRoute(t.app, routes.workshop.startLabels, {
    token: t.token,
    params: { id: contractId },
    body: { paper: "60x40", pieces },
  });
  expect(started.body.code, started.body.key).toBe(0);
  return (started.body.data as { jobId: string }).jobId;
};

const download = (url: string) => t.app.inject({ method: "GET", url });

describe("a label sheet as a background job", () => {
  it("answers a job id; done, its signed link downloads the sheet the direct route prints", async () => {
    t.clock.set(new Date("2026-06-10T09:00:00Z"));
    const contract = await arrangedContract(t.app, t.token);
    const jobId = await startLabels(contract.id);
    const done = await finished(jobId);
    expect(done.body.code, done.body.key).toBe(0);
    const job = done.body.data as Job;
    expect(job).toMatchObject({ state: "done", progress: 1 });
    expect(job.file?.fileName).toMatch(/-labels\.pdf$/);
    expect(job.file?.expiresAt).toBe("2026-06-10T09:15:00.000Z");
    const file = await download(job.file?.url ?? "");
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("application/pdf");
    expect(file.headers["content-disposition"]).toContain(job.file?.fileName ?? "?");
    const direct = await t.app.inject({
      method: "GET",
      url: `/api/workshop/contracts/${contract.id}/labels?paper=60x40`,
      headers: { authorization: `Bearer ${t.token}` },
    });
    expect(pdfPageCount(file.rawPayload)).toBe(pdfPageCount(direct.rawPayload));
    expect(pdfPageCount(file.rawPayload)).toBe(2);
  });

  it("the link fails once expired, and altered (another file, name or expiry) at once", async () => {
    t.clock.set(new Date("2026-06-11T09:00:00Z"));
    const contract = await arrangedContract(t.app, t.token);
    const job = (await finished(await startLabels(contract.id, true))).body.data as Job;
    const url = new URL(job.file?.url ?? "", "http://x");
    const other = (await finished(await startLabels(contract.id))).body.data as Job;
    const otherKey = new URL(other.file?.url ?? "", "http://x").pathname;
    const altered = [
      `${otherKey}${url.search}`,
      `${url.pathname}?${new URLSearchParams({ ...Object.fromEntries(url.searchParams), name: "x.pdf" })}`,
      `${url.pathname}?${new URLSearchParams({ ...Object.fromEntries(url.searchParams), expires: String(Number(url.searchParams.get("expires")) + 3600) })}`,
      `${url.pathname}?${new URLSearchParams({ ...Object.fromEntries(url.searchParams), sig: `${url.searchParams.get("sig")?.slice(0, -2)}AA` })}`,
    ];
    for (const link of altered) {
      const refused = await t.app.inject({ method: "GET", url: link, headers: { TargetLanguage: "en-US" } });
      expect(refused.statusCode, link).toBe(403);
      expect(refused.json()).toMatchObject({ key: "files.link_expired" });
    }
    t.clock.set(new Date("2026-06-11T09:14:59Z"));
    expect((await download(job.file?.url ?? "")).statusCode).toBe(200);
    t.clock.set(new Date("2026-06-11T09:15:00Z"));
    expect((await download(job.file?.url ?? "")).statusCode).toBe(403);
    // read again, the job hands out a new link that works
    const again = (await read(jobIdOf(url))).body.data as Job;
    expect((await download(again.file?.url ?? "")).statusCode).toBe(200);
  });

  it("a job handed on again while running (its process died) is worked again and ends with one file", async () => {
    t.clock.set(new Date("2026-06-12T09:00:00Z"));
    const contract = await arrangedContract(t.app, t.token);
    const jobId = await startLabels(contract.id);
    await finished(jobId);
    // as a process killed while working on it leaves it: running, part done
    await t.database.db
      .update(backgroundJobs)
      .set({ state: "running", progress: 0.5, result: null })
      .where(eq(backgroundJobs.id, jobId));
    await t.app.jobRunner.enqueue("file.workshop.labels", jobId);
    const done = (await finished(jobId)).body.data as Job;
    expect((await download(done.file?.url ?? "")).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(backgroundJobs).where(eq(backgroundJobs.id, jobId));
    expect(row).toMatchObject({ state: "done", attempts: 2 });
    // one object (its bytes and their type) under the job's key
    expect(readdirSync(folder).filter((name) => name.startsWith(fileKeyOf(jobId)))).toHaveLength(2);
    // a done job handed over again changes nothing
    await t.app.jobRunner.enqueue("file.workshop.labels", jobId);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const [after] = await t.database.db.select().from(backgroundJobs).where(eq(backgroundJobs.id, jobId));
    expect(after).toMatchObject({ state: "done", attempts: 2 });
  });

  it("another user's job is not found; a contract not theirs is refused at the start, no job made", async () => {
    const contract = await arrangedContract(t.app, t.token);
    const jobId = await startLabels(contract.id);
    const other = await registerAccount(t.app, t.clock);
    expect((await read(jobId, other.userinfo.api_token)).body.key).toBe("http.not_found");
    await finished(jobId);
    const jobs = async () => (await t.database.db.select().from(backgroundJobs)).length;
    const before = await jobs();
    const theirs = await callRoute(t.app, routes.workshop.startLabels, {
      token: other.userinfo.api_token,
      params: { id: contract.id },
      body: { paper: "a4", pieces: false },
    });
    expect(theirs.body.code).not.toBe(0);
    expect(await jobs()).toBe(before);
  });
});

describe("the stock records' workbook as a background job", () => {
  it("answers a job id; done, its link downloads an .xlsx workbook", async () => {
    t.clock.set(new Date("2026-06-13T09:00:00Z"));
    const started = await callRoute(t.app, routes.warehouse.startLedgerExport, { token: t.token, body: {} });
    expect(started.body.code, started.body.key).toBe(0);
    const job = (await finished((started.body.data as { jobId: string }).jobId)).body.data as Job;
    expect(job.file?.fileName).toBe("stock-records.xlsx");
    const file = await download(job.file?.url ?? "");
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 2).toString()).toBe("PK");
  });
});

/** The job whose file a link names. */
function jobIdOf(url: URL) {
  const key = url.pathname.split("/").pop() ?? "";
  return key.replace(/^export-/, "");
}

describe("the customers' workbook as a background job", () => {
  it("answers a job id; done, its link downloads the workbook the direct export writes", async () => {
    const started = await callRoute(t.app, routes.crm.startExport, { token: t.token, body: {} });
    expect(started.body.code, started.body.key).toBe(0);
    const job = (await finished((started.body.data as { jobId: string }).jobId)).body.data as Job;
    expect(job.file?.fileName).toBe("customers.xlsx");
    const file = await download(job.file?.url ?? "");
    expect(file.statusCode).toBe(200);
    const direct = await t.app.inject({
      method: "GET",
      url: "/api/customers/xlsx",
      headers: { authorization: `Bearer ${t.token}` },
    });
    const { default: ExcelJS } = await import("exceljs");
    const rowsOf = async (bytes: Buffer) => {
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(bytes as unknown as ArrayBuffer);
      return book.worksheets[0]?.getSheetValues().map((row) => JSON.stringify(row));
    };
    const rows = await rowsOf(file.rawPayload);
    expect(rows?.length).toBeGreaterThan(1);
    expect(rows).toEqual(await rowsOf(direct.rawPayload));
  });
});

describe("old files' clean-up", () => {
  it("removes a file job's file and the job a day after it was written, not before", async () => {
    t.clock.set(new Date("2026-06-20T09:00:00Z"));
    const started = await callRoute(t.app, routes.warehouse.startLedgerExport, { token: t.token, body: {} });
    const jobId = (started.body.data as { jobId: string }).jobId;
    await finished(jobId);
    const [row] = await t.database.db.select().from(backgroundJobs).where(eq(backgroundJobs.id, jobId));
    const written = new Date(row?.finishedAt ?? 0).getTime();
    expect(written).toBeGreaterThan(0);
    const stored = () => readdirSync(folder).filter((name) => name.startsWith(fileKeyOf(jobId))).length;
    expect(stored()).toBe(2);
    await removeOldFiles(deps(), new Date(written + FILE_JOB_KEPT_MS - 60_000));
    expect(stored()).toBe(2);
    expect((await read(jobId)).body.code).toBe(0);
    await removeOldFiles(deps(), new Date(written + FILE_JOB_KEPT_MS + 60_000));
    expect(stored()).toBe(0);
    expect((await read(jobId)).body.key).toBe("http.not_found");
  });
});

describe("a job's progress as server-sent events", () => {
  it("the stream tells where the job stands at each change and ends when it is done", async () => {
    const contract = await arrangedContract(t.app, t.token);
    const jobId = await startLabels(contract.id);
    const stream = await t.app.inject({
      method: "GET",
      url: `/api/jobs/${jobId}/events`,
      headers: { authorization: `Bearer ${t.token}` },
    });
    expect(stream.statusCode).toBe(200);
    expect(stream.headers["content-type"]).toContain("text/event-stream");
    const events = stream.body
      .split("\n\n")
      .filter((block) => block.startsWith("event: job"))
      .map((block) => JSON.parse(block.split("data: ")[1] ?? "{}") as { state: string; progress: number });
    expect(events.at(-1)).toEqual({ state: "done", progress: 1 });
    // the shares only grow
    const shares = events.map((e) => e.progress);
    expect(shares).toEqual([...shares].sort((a, b) => a - b));
    const other = await registerAccount(t.app, t.clock);
    const theirs = await t.app.inject({
      method: "GET",
      url: `/api/jobs/${jobId}/events`,
      headers: { authorization: `Bearer ${other.userinfo.api_token}` },
    });
    expect(theirs.json()).toMatchObject({ key: "http.not_found" });
  });
});

/** The rows of a workbook's first sheet, each as JSON. */
async function sheetRows(bytes: Buffer) {
  const { default: ExcelJS } = await import("exceljs");
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  return book.worksheets[0]?.getSheetValues().map((row) => JSON.stringify(row));
}

describe("the request-bound exports as file jobs (POST <file route>/jobs)", () => {
  it("the wages workbook as a job holds the rows the file route writes", async () => {
    t.clock.set(new Date("2026-06-14T09:00:00Z"));
    const range = { from: "2026-06-01", to: "2026-06-30" };
    const started = await callRoute(t.app, routes.workshop.wagesXlsxJob, { token: t.token, body: range });
    expect(started.body.code, started.body.key).toBe(0);
    const job = (await finished((started.body.data as { jobId: string }).jobId)).body.data as Job;
    expect(job.file?.fileName).toBe("wages-2026-06-01-2026-06-30.xlsx");
    const file = await download(job.file?.url ?? "");
    expect(file.statusCode).toBe(200);
    const direct = await t.app.inject({
      method: "GET",
      url: `/api/workshop/wages.xlsx?from=${range.from}&to=${range.to}`,
      headers: { authorization: `Bearer ${t.token}` },
    });
    expect(direct.statusCode).toBe(200);
    const rows = await sheetRows(file.rawPayload);
    expect(rows?.length).toBeGreaterThan(1);
    expect(rows).toEqual(await sheetRows(direct.rawPayload));
  });

  it("a contract's quote as a job is the file route's; another company's contract is refused at the start", async () => {
    const contract = await arrangedContract(t.app, t.token);
    const started = await callRoute(t.app, routes.exports.contractJob, {
      token: t.token,
      params: { id: contract.id },
      body: { format: "pdf", kind: "quote" },
    });
    expect(started.body.code, started.body.key).toBe(0);
    const job = (await finished((started.body.data as { jobId: string }).jobId)).body.data as Job;
    expect(job.file?.fileName).toMatch(/-quote\.pdf$/);
    const file = await download(job.file?.url ?? "");
    const direct = await t.app.inject({
      method: "GET",
      url: `/api/contracts/${contract.id}/export?format=pdf&kind=quote`,
      headers: { authorization: `Bearer ${t.token}` },
    });
    expect(pdfPageCount(file.rawPayload)).toBe(pdfPageCount(direct.rawPayload));
    const other = await registerAccount(t.app, t.clock);
    const jobs = async () => (await t.database.db.select().from(backgroundJobs)).length;
    const before = await jobs();
    const theirs = await callRoute(t.app, routes.exports.contractJob, {
      token: other.userinfo.api_token,
      params: { id: contract.id },
      body: { format: "pdf", kind: "quote" },
      lang: "en-US",
    });
    expect(theirs.body).toMatchObject({ code: 2, key: "missing.contract" });
    expect(await jobs()).toBe(before);
  });

  it("another company's job is not found; a malformed id is refused at the field", async () => {
    const started = await callRoute(t.app, routes.warehouse.exportMaterialsJob, { token: t.token });
    const jobId = (started.body.data as { jobId: string }).jobId;
    expect((await finished(jobId)).body.data).toMatchObject({ state: "done" });
    const other = await registerAccount(t.app, t.clock);
    expect((await read(jobId, other.userinfo.api_token)).body.key).toBe("http.not_found");
    const malformed = await read("not-a-job");
    expect(malformed.status).toBe(400);
    expect(malformed.body.errors?.map((issue) => issue.field)).toContain("id");
  });

  it("a start repeated with the same Idempotency-Key answers the same job, and one job is made", async () => {
    const jobs = async () => (await t.database.db.select().from(backgroundJobs)).length;
    const before = await jobs();
    const start = () =>
      callRoute(t.app, routes.warehouse.exportMaterialsJob, {
        token: t.token,
        idempotencyKey: "materials-once-1",
      });
    const first = await start();
    const again = await start();
    expect(first.body.code, first.body.key).toBe(0);
    expect(again.body.data).toEqual(first.body.data);
    expect(await jobs()).toBe(before + 1);
    const job = (await finished((first.body.data as { jobId: string }).jobId)).body.data as Job;
    expect(job.file?.fileName).toBe("materials.xlsx");
  });
});
