// The optimization as a background job (cutting.optimize-job.ts): the request answers with the
// job's id, the job's progress and plans are read back by the caller only, its metering is
// written once with its result, and a refusal is the one the request-bound route gives.
import type { DataOf, OptimizeBody } from "@fenestra/api";
import { routes } from "@fenestra/api";
import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { backgroundJobs, optimizationUsage } from "../../db/schema/index.ts";
import { companyIdOf, setCompanyModule } from "../../test/helpers/companies.ts";
import { callRoute, registerAccount } from "../../test/helpers/factories.ts";
import { testAppForFile } from "../../test/helpers/test-app.ts";
import { addItem, createOrder, itemBody } from "../orders/orders.fixtures.ts";

const t = testAppForFile({ signInDemo: true });

type Job = DataOf<typeof routes.cutting.optimizeJob>;

/** `body` is what a client may send (the settings as typed). */
const start = (body: unknown, token = t.token, key?: string) =>
  callRoute(t.app, routes.cutting.startOptimize, {
    token,
    body: body as OptimizeBody,
    ...(key ? { idempotencyKey: key } : {}),
  });
const read = (id: string, token = t.token, lang = "en-US") =>
  callRoute(t.app, routes.cutting.optimizeJob, { token, params: { id }, lang });

/** Reads job `id` until it is no longer queued or running. */
async function finished(id: string, token = t.token, lang = "en-US") {
  for (;;) {
    const answer = await read(id, token, lang);
    const data = answer.body.data as Job | null;
    if (answer.body.code !== 0 || data?.state === "done") return answer;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe("POST /api/cutting/optimize-jobs", () => {
  it("answers a job id at once; the job's plans are the optimization's, metered once", async () => {
    t.clock.set(new Date("2026-06-10T09:00:00Z"));
    const order = await createOrder(t.app, t.token);
    await addItem(t.app, t.token, order.id, itemBody({ count: 3 }));
    const body = {
      orderIds: [order.id],
      settings: { barLengths: "6000", kerf: 4 },
    } as unknown as OptimizeBody;
    const started = await start(body);
    expect(started.body.code, started.body.key).toBe(0);
    const { jobId } = started.body.data as { jobId: string };
    const done = await finished(jobId);
    expect(done.body.code, done.body.key).toBe(0);
    const job = done.body.data as Job;
    expect(job.progress).toBe(1);
    // the same plans the request-bound route makes of the same orders (only the time taken differs)
    const direct = await callRoute(t.app, routes.cutting.optimize, { token: t.token, body });
    const untimed = (value: unknown) =>
      JSON.parse(JSON.stringify(value, (k, v) => (k === "elapsedMs" ? undefined : v))) as unknown;
    expect(untimed(job.result)).toEqual(untimed(direct.body.data));
    // one optimization each: the job's and the direct one's
    const used = await t.database.db
      .select({ count: optimizationUsage.count })
      .from(optimizationUsage)
      .where(eq(optimizationUsage.month, "2026-06"));
    expect(used.length).toBeGreaterThan(0);
    expect(used.every((u) => u.count === 2)).toBe(true);
  });

  it("a job handed to a worker twice (its process died) writes its metering once", async () => {
    t.clock.set(new Date("2026-07-10T09:00:00Z"));
    const order = await createOrder(t.app, t.token);
    await addItem(t.app, t.token, order.id);
    const { jobId } = (await start({ orderIds: [order.id] })).body.data as { jobId: string };
    await finished(jobId);
    // the queue hands the same job over again, as after a lost worker: it finds it done
    await t.app.jobRunner.enqueue("cutting.optimize", jobId);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const used = await t.database.db
      .select({ count: optimizationUsage.count })
      .from(optimizationUsage)
      .where(eq(optimizationUsage.month, "2026-07"));
    expect(used.every((u) => u.count === 1)).toBe(true);
    const [row] = await t.database.db.select().from(backgroundJobs).where(eq(backgroundJobs.id, jobId));
    expect(row).toMatchObject({ state: "done", attempts: 1 });
  });

  it("a refused optimization is refused when its job is read, in the reader's language", async () => {
    t.clock.set(new Date("2026-08-10T09:00:00Z"));
    const order = await createOrder(t.app, t.token);
    await addItem(t.app, t.token, order.id);
    const first = (await start({ orderIds: [order.id] })).body.data as { jobId: string };
    await finished(first.jobId);
    await t.database.db
      .update(optimizationUsage)
      .set({ count: 30 })
      .where(eq(optimizationUsage.month, "2026-08"));
    const { jobId } = (await start({ orderIds: [order.id] })).body.data as { jobId: string };
    const refused = await finished(jobId, t.token, "zh-CN");
    expect(refused.body).toMatchObject({
      code: 2,
      key: "other.optimize_count_used_up",
      message: "优化次数已用完，请充值",
    });
  });

  it("another user's job is not found, and a malformed id is refused at the field", async () => {
    const order = await createOrder(t.app, t.token);
    await addItem(t.app, t.token, order.id);
    const { jobId } = (await start({ orderIds: [order.id] })).body.data as { jobId: string };
    const other = await registerAccount(t.app, t.clock);
    await setCompanyModule(t.database.db, await companyIdOf(t.database.db, other.userinfo.id), "script", 1);
    const theirs = await read(jobId, other.userinfo.api_token);
    expect(theirs.body.key).toBe("http.not_found");
    const malformed = await callRoute(t.app, routes.cutting.optimizeJob, {
      token: t.token,
      params: { id: "1; drop table" } as unknown as { id: string },
    });
    expect(malformed.status).toBe(400);
    await finished(jobId);
  });

  it("the same start sent twice with one Idempotency-Key makes one job", async () => {
    const order = await createOrder(t.app, t.token);
    await addItem(t.app, t.token, order.id);
    const body = { orderIds: [order.id] };
    const a = await start(body, t.token, "job-key-1");
    const b = await start(body, t.token, "job-key-1");
    expect((a.body.data as { jobId: string }).jobId).toBe((b.body.data as { jobId: string }).jobId);
    await finished((a.body.data as { jobId: string }).jobId);
  });
});

describe("GET /api/cutting/queue for an optimization started as a job", () => {
  it("counts the optimizations waiting for any process, from the jobs' table", async () => {
    const db = t.database.db;
    const mine = await companyIdOf(db, t.session.userinfo.id);
    const other = await registerAccount(t.app, t.clock);
    const theirs = await companyIdOf(db, other.userinfo.id);
    const ticket = "ticket-queued-0001";
    // jobs waiting for a process (as pg-boss holds them until a worker of any process is free):
    // another company's first, then ours
    const at = (s: number) => new Date(Date.UTC(2030, 0, 1, 0, 0, s));
    const [first, ours] = await db
      .insert(backgroundJobs)
      .values([
        {
          companyId: theirs,
          userId: other.userinfo.id,
          kind: "cutting.optimize",
          input: { body: {} },
          createdAt: at(1),
        },
        {
          companyId: mine,
          userId: t.session.userinfo.id,
          kind: "cutting.optimize",
          input: { body: { ticket } },
          createdAt: at(2),
        },
      ])
      .returning({ id: backgroundJobs.id });
    const standing = async () =>
      (await callRoute(t.app, routes.cutting.queue, { token: t.token, query: { ticket } })).body.data;
    try {
      expect(await standing()).toEqual({ inUse: 1, position: 2 });
      await db
        .update(backgroundJobs)
        .set({ state: "running" })
        .where(eq(backgroundJobs.id, first?.id ?? ""));
      expect(await standing()).toEqual({ inUse: 1, position: 1 });
      await db
        .update(backgroundJobs)
        .set({ state: "running" })
        .where(eq(backgroundJobs.id, ours?.id ?? ""));
      expect(await standing()).toEqual({ inUse: 1, position: 0 });
    } finally {
      await db
        .update(backgroundJobs)
        .set({ state: "failed" })
        .where(inArray(backgroundJobs.id, [first?.id ?? "", ours?.id ?? ""]));
    }
    // once over, in no queue
    expect(await standing()).toEqual({ inUse: 0, position: 0 });
  });
});
