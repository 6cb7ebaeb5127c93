// Concurrent stock operations on PostgreSQL: balances locked in one fixed order never deadlock,
// never go below zero, and end at the arithmetic; one request id is one effect however many
// times it arrives at once. PGlite serves one request at a time and cannot race: skipped there.
import { routes } from "@fenestra/api";
import { arrayContains, asc, eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { stockLines, stockOperations, surplus } from "../../db/schema/index.ts";
import { callRoute } from "../../test/helpers/factories.ts";
import { describeRaces } from "../../test/helpers/races.ts";
import { testAppForFile } from "../../test/helpers/test-app.ts";
import {
  barSettings,
  makeMaterial,
  optimized,
  productionContract,
  record,
  rid,
  stockOf,
} from "./warehouse.fixtures.ts";

describeRaces("concurrent stock operations", () => {
  const t = testAppForFile({ signInDemo: true });

  it("50 pickers × 20 two-line pick-outs on the same items: stock ends at the arithmetic, never below zero, no deadlock", async () => {
    const { contract } = await productionContract(t.app, t.token);
    const bar = await makeMaterial(t.app, t.token, { colors: ["white"] });
    const hinge = await makeMaterial(t.app, t.token, { category: "hardware", colors: [], rawLength: 0 });
    const A = { materialId: bar.id, color: "white", length: 6000 };
    const B = { materialId: hinge.id };
    // 1000 operations want 1 bar and 2 hinges each; there are 700 bars and 1200 hinges.
    await record(t.app, t.token, {
      type: 1,
      lines: [
        { ...A, count: 700, costFen: 100 },
        { ...B, count: 1200, costFen: 7 },
      ],
    });
    const outcomes = await Promise.all(
      Array.from({ length: 50 }, async (_, picker) => {
        const mine: string[] = [];
        for (let k = 0; k < 20; k++) {
          // Half the pickers list the items the other way round: the lock order is the server's.
          const lines = [
            { ...A, count: 1 },
            { ...B, count: 2 },
          ];
          if (picker % 2) lines.reverse();
          const res = await callRoute(t.app, routes.warehouse.pick, {
            token: t.token,
            params: { id: contract.id },
            body: { requestId: rid("race"), type: 4, lines },
          });
          mine.push(
            res.body.code === 0 ? "ok" : `${res.status} ${res.body.errors?.[0]?.field ?? res.body.key}`,
          );
        }
        return mine;
      }),
    );
    const all = outcomes.flat();
    const ok = all.filter((o) => o === "ok").length;
    // Hinges run out first: 1200 / 2 = 600 operations.
    expect(ok).toBe(600);
    expect(all.filter((o) => o !== "ok").every((o) => /^400 lines\.[01]\.count$/.test(o))).toBe(true);
    const [bars] = await stockOf(t.app, t.token, bar.code);
    const [hinges] = await stockOf(t.app, t.token, hinge.code);
    expect(bars?.quantity).toBe(100);
    expect(hinges?.quantity).toBe(0);
    // Every line's balance after it, in ledger order, is the running sum: never negative.
    for (const m of [bar.id, hinge.id]) {
      const lines = await t.database.db
        .select()
        .from(stockLines)
        .where(eq(stockLines.materialId, m))
        .orderBy(asc(stockLines.id));
      let running = 0;
      for (const l of lines) {
        running += l.delta;
        expect(l.balanceAfter).toBe(running);
        expect(running).toBeGreaterThanOrEqual(0);
      }
      expect(running).toBe(m === bar.id ? 100 : 0);
    }
  }, 240_000);

  it("the same request id sent 100 times at once: one operation, one effect, every answer the same", async () => {
    const m = await makeMaterial(t.app, t.token);
    const item = { materialId: m.id, color: "white", length: 6000 };
    await record(t.app, t.token, { type: 1, lines: [{ ...item, count: 500 }] });
    const body = { requestId: rid("same"), type: 6 as const, lines: [{ ...item, count: 3 }] };
    const answers = await Promise.all(
      Array.from({ length: 100 }, () => callRoute(t.app, routes.warehouse.record, { token: t.token, body })),
    );
    expect(answers.map((a) => a.body.code)).toEqual(Array(100).fill(0));
    expect(new Set(answers.map((a) => a.body.data.id)).size).toBe(1);
    expect((await stockOf(t.app, t.token, m.code))[0]?.quantity).toBe(497);
    const ops = await t.database.db
      .select()
      .from(stockOperations)
      .where(eq(stockOperations.requestId, body.requestId));
    expect(ops).toHaveLength(1);
  }, 120_000);

  it("the same Idempotency-Key header 100 times at once: one effect", async () => {
    const m = await makeMaterial(t.app, t.token);
    const item = { materialId: m.id, color: "white", length: 6000 };
    await record(t.app, t.token, { type: 1, lines: [{ ...item, count: 500 }] });
    const key = rid("key");
    const body = { requestId: key, type: 6 as const, lines: [{ ...item, count: 3 }] };
    const answers = await Promise.all(
      Array.from({ length: 100 }, () =>
        callRoute(t.app, routes.warehouse.record, { token: t.token, body, idempotencyKey: key }),
      ),
    );
    expect(answers.every((a) => a.body.code === 0)).toBe(true);
    expect(new Set(answers.map((a) => a.body.data.id)).size).toBe(1);
    expect((await stockOf(t.app, t.token, m.code))[0]?.quantity).toBe(497);
  }, 120_000);

  it("issue 25.7: 40 parallel returns against a pick of 10 bring back 10, never more", async () => {
    const { contract } = await productionContract(t.app, t.token);
    const m = await makeMaterial(t.app, t.token);
    const item = { materialId: m.id, color: "white", length: 6000 };
    await record(t.app, t.token, { type: 1, lines: [{ ...item, count: 20, costFen: 100 }] });
    const picked = await callRoute(t.app, routes.warehouse.pick, {
      token: t.token,
      params: { id: contract.id },
      body: { requestId: rid(), type: 4, lines: [{ ...item, count: 10 }] },
    });
    expect(picked.body.code, picked.body.key).toBe(0);
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        callRoute(t.app, routes.warehouse.pick, {
          token: t.token,
          params: { id: contract.id },
          body: { requestId: rid("ret"), type: 2, lines: [{ ...item, count: 1 + (i % 2) }] },
        }),
      ),
    );
    const ok = answers.filter((a) => a.body.code === 0);
    const back = ok.reduce((n, a) => n + (a.body.data.lines[0]?.delta ?? 0), 0);
    expect(back).toBeLessThanOrEqual(10);
    // Single returns fit until the very last one, so the pick comes back in full.
    expect(back).toBe(10);
    expect(
      answers
        .filter((a) => a.body.code !== 0)
        .every((a) => a.status === 400 && a.body.errors?.[0]?.field === "lines.0.count"),
    ).toBe(true);
    expect((await stockOf(t.app, t.token, m.code))[0]?.quantity).toBe(20);
  }, 60_000);

  it("two reversals of one operation at once: one lands, the other hears it is already reversed", async () => {
    const m = await makeMaterial(t.app, t.token);
    const item = { materialId: m.id, color: "white", length: 6000 };
    const bought = (await record(t.app, t.token, { type: 1, lines: [{ ...item, count: 5 }] })).body.data;
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        callRoute(t.app, routes.warehouse.reverse, {
          token: t.token,
          params: { id: bought.id },
          body: { requestId: rid() },
        }),
      ),
    );
    expect(answers.filter((a) => a.body.code === 0)).toHaveLength(1);
    expect(new Set(answers.filter((a) => a.body.code !== 0).map((a) => a.body.key))).toEqual(
      new Set(["warehouse.already_reversed"]),
    );
    expect((await stockOf(t.app, t.token, m.code))[0]?.quantity).toBe(0);
  }, 60_000);

  it("the same plan confirmed 8 times at once keeps its offcuts once", async () => {
    const { order } = await productionContract(t.app, t.token, 2);
    const settings = barSettings(false);
    const plan = await optimized(t.app, t.token, [order.id], settings);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        callRoute(t.app, routes.cutting.confirm, {
          token: t.token,
          body: { orderIds: [order.id], settings, plans: plan.groups, position: "Race rack" },
        }),
      ),
    );
    expect(answers.map((a) => a.body.code)).toEqual(Array(8).fill(0));
    const kept = answers[0]!.body.data.kept;
    expect(kept).toBeGreaterThan(0);
    const rows = await t.database.db
      .select()
      .from(surplus)
      .where(arrayContains(surplus.keptFor, [order.id]));
    expect(rows.length).toBe(kept);
  });
});
