import type { DataOf, OptimizeBody, ReverseBody } from "@fenestra/api";
import { routes } from "@fenestra/api";
import type { Bom } from "@fenestra/core";
import { type CuttingInput, checkPlan, groupPieces } from "@fenestra/core/cutting/index";
import { frameDesign, glass } from "@fenestra/core/design/test-designs";
import { and, arrayContains, eq, getTableColumns } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { accountBalances, optimizationUsage, surplus, warehousePositions } from "../../db/schema/index.ts";
import { companyIdOf, setCompanyModule } from "../../test/helpers/companies.ts";
import { callRoute, registerAccount } from "../../test/helpers/factories.ts";
import { testAppForFile } from "../../test/helpers/test-app.ts";
import { workbookOf } from "../../test/helpers/workbooks.ts";
import { addItem, createOrder, itemBody } from "../orders/orders.fixtures.ts";
import { saveLeftoverSettings } from "../warehouse/warehouse.fixtures.ts";
import { piecesOfBom } from "./cutting.service.ts";

const t = testAppForFile({ signInDemo: true });

type Result = DataOf<typeof routes.cutting.optimize>;

/** `body` is what a client may send, including what the schema refuses. */
const optimize = (body: unknown, language = "en-US") =>
  callRoute(t.app, routes.cutting.optimize, { token: t.token, body: body as OptimizeBody, lang: language });

describe("POST /api/cutting/optimize", () => {
  it("cuts the optimize-flagged profile lines of an order, one valid plan per profile and colour", async () => {
    const order = await createOrder(t.app, t.token);
    await addItem(t.app, t.token, order.id, itemBody({ count: 3 }));
    const bom = (await callRoute(t.app, routes.bom.order, { params: { id: order.id }, token: t.token })).body
      .data as {
      bom: Bom;
    };
    const settings = { barLengths: "6000, 6500", kerf: 4, trimStart: 10, trimEnd: 10, minLeftover: 500 };
    const { body } = await optimize({ orderIds: [order.id], settings });
    expect(body.code, body.key).toBe(0);
    const data = body.data as Result;
    expect(data.orders.map((o) => o.id)).toEqual([order.id]);
    // The same pieces, grouped the same way, as the core would make from this BOM.
    const pieces = piecesOfBom(data.orders[0]!.orderNo, bom.bom, ["C1"]);
    expect(pieces.length).toBeGreaterThan(0);
    const input: CuttingInput = {
      stock: [{ length: 6000 }, { length: 6500 }],
      kerf: 4,
      trimStart: 10,
      trimEnd: 10,
      minLeftover: 500,
      pieces,
    };
    const groups = groupPieces(input);
    expect(data.groups.map((g) => [g.profile, g.color])).toEqual(groups.map((g) => [g.profile, g.color]));
    data.groups.forEach((g, k) => {
      expect(checkPlan(groups[k]!.input, g.plan)).toEqual([]);
      expect(g.plan.summary.stockBars).toBeGreaterThanOrEqual(g.plan.summary.lowerBound);
    });
    const totalBars = data.groups.reduce((s, g) => s + g.plan.summary.stockBars, 0);
    expect(data.summary.stockBars).toBe(totalBars);
    expect(data.summary.utilization).toBeGreaterThan(0);
    expect(data.summary.utilization).toBeLessThanOrEqual(1);
  });

  it("optimizes two orders together: pieces of both share the bars", async () => {
    const a = await createOrder(t.app, t.token);
    await addItem(t.app, t.token, a.id);
    const b = await createOrder(t.app, t.token);
    await addItem(t.app, t.token, b.id);
    const one = (await optimize({ orderIds: [a.id] })).body.data as Result;
    const both = (await optimize({ orderIds: [a.id, b.id] })).body.data as Result;
    expect(both.orders.map((o) => o.id)).toEqual([a.id, b.id]);
    expect(both.summary.pieceLength).toBeCloseTo(2 * one.summary.pieceLength, 1);
    expect(both.summary.stockBars).toBeLessThanOrEqual(2 * one.summary.stockBars);
  });

  it.each([
    ["en-US", "Contract id is required"],
    ["zh-CN", "合同 ID 不能为空"],
  ])("refuses an empty choice of orders (%s): choose a contract first", async (language, message) => {
    const { status, body } = await optimize({ orderIds: [] }, language);
    expect(status).toBe(400);
    expect(body).toMatchObject({ key: "validation.failed", errors: [{ field: "orderIds", message }] });
  });

  it.each([
    [
      { barLengths: "6000,abc" },
      "settings.barLengths",
      "Enter bar lengths from 50 to 100000 mm, separated by commas",
    ],
    [
      { barLengths: "999999999" },
      "settings.barLengths",
      "Enter bar lengths from 50 to 100000 mm, separated by commas",
    ],
    [{ kerf: -1 }, "settings.kerf", "Enter a length from 0 to 50 mm"],
    [{ trimEnd: 1001 }, "settings.trimEnd", "Enter a length from 0 to 1000 mm"],
    [{ defaultStockLength: 20 }, "settings.defaultStockLength", "Enter a length from 50 to 100000 mm"],
    [{ minLeftover: -5 }, "settings.minLeftover", "Enter a length from 0 to 100000 mm"],
  ])(
    "refuses the settings %j with the allowed range on %s, and meters nothing",
    async (settings, field, message) => {
      const order = await createOrder(t.app, t.token);
      await addItem(t.app, t.token, order.id);
      const usageBefore = JSON.stringify(await t.database.db.select().from(optimizationUsage));
      const { status, body } = await optimize({ orderIds: [order.id], settings });
      expect(status).toBe(400);
      expect(body).toMatchObject({ key: "validation.failed", errors: [{ field, message }] });
      expect(JSON.stringify(await t.database.db.select().from(optimizationUsage))).toBe(usageBefore);
    },
  );

  it("labels each piece with the numbers of its windows and the order number", async () => {
    const order = await createOrder(t.app, t.token);
    await addItem(t.app, t.token, order.id, itemBody({ windowNo: "C7" }));
    const { body } = await optimize({ orderIds: [order.id] });
    expect(body.code, body.key).toBe(0);
    const labels = new Set(
      (body.data as Result).groups.flatMap((g) => g.plan.bars.flatMap((b) => b.cuts.map((c) => c.label))),
    );
    expect([...labels]).toEqual([`C7 · ${order.orderNo}`]);
  });

  it("refuses an unknown order", async () => {
    const missing = await optimize({ orderIds: [99_999_999] });
    expect(missing.body).toMatchObject({ code: 2, key: "missing.order" });
  });

  it('answers "too much data" beyond the documented piece limit', async () => {
    const order = await createOrder(t.app, t.token);
    // 10,000 casements (≈ 100,000 bars) keep the order amount within what an order can record.
    await addItem(t.app, t.token, order.id, itemBody({ count: 10_000 }));
    const { status, body } = await optimize({ orderIds: [order.id] });
    expect(status).toBe(200);
    expect(body).toMatchObject({ code: 2, key: "other.optimize_too_much_data" });
  });
});

describe("GET /api/cutting/queue (SPEC §8 queue message)", () => {
  it("takes the ticket an optimization was sent with; once solved, it is in no queue", async () => {
    const order = await createOrder(t.app, t.token);
    await addItem(t.app, t.token, order.id, itemBody());
    const ticket = "0f8fad5b-d9cb-469f-a165-70867728950e";
    const { body } = await optimize({ orderIds: [order.id], ticket });
    expect(body.code, body.key).toBe(0);
    const standing = await callRoute(t.app, routes.cutting.queue, { token: t.token, query: { ticket } });
    expect(standing.body.data).toEqual({ inUse: 0, position: 0 });
    // a ticket is letters, digits and hyphens: anything else is refused at the field
    const bad = await callRoute(t.app, routes.cutting.queue, {
      token: t.token,
      query: { ticket: "<script>" },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.[0]?.field).toBe("ticket");
  });
});

describe("POST /api/cutting/confirm", () => {
  it("refuses a storage position over 100 characters at the field, writing nothing", async () => {
    const order = await createOrder(t.app, t.token);
    await addItem(t.app, t.token, order.id);
    const plan = (await optimize({ orderIds: [order.id] })).body.data as Result;
    const before = JSON.stringify(await t.database.db.select().from(surplus));
    const { status, body } = await callRoute(t.app, routes.cutting.confirm, {
      token: t.token,
      body: { orderIds: [order.id], plans: plan.groups, position: "R".repeat(101) },
      lang: "en-US",
    });
    expect(status).toBe(400);
    expect(body.errors).toEqual([{ field: "position", message: "At most 100 characters" }]);
    expect(JSON.stringify(await t.database.db.select().from(surplus))).toBe(before);
  });

  const companyOffcuts = async (status: string) =>
    t.database.db
      .select({ ...getTableColumns(surplus), position: warehousePositions.name })
      .from(surplus)
      .leftJoin(warehousePositions, eq(warehousePositions.id, surplus.positionId))
      .where(and(eq(surplus.status, status)));

  const settings = { barLengths: "6000", kerf: 4, minLeftover: 300, useLeftovers: true };

  it("stores the kept offcuts, then a later plan cuts from them and marks them consumed", async () => {
    // Leftovers up to 6000 mm, in whole 100 mm from the plan's own minimum of 300, rounded down.
    await saveLeftoverSettings(t.app, t.token, {
      leftoverMin: 500,
      leftoverMax: 6000,
      leftoverStep: 100,
      defaultStockLength: 6000,
    });
    const order = await createOrder(t.app, t.token);
    await addItem(t.app, t.token, order.id, itemBody({ count: 2 }));
    const before = (await companyOffcuts("available")).length;
    const first = (await optimize({ orderIds: [order.id], settings })).body.data as Result;
    const keep = first.groups.flatMap((g) =>
      g.plan.bars
        .filter((b) => b.remainderKind === "leftover" && b.source === "stock")
        .flatMap((b) =>
          Array(b.repeat).fill([g.profile, g.color, 300 + Math.floor((b.remainder - 300) / 100) * 100]),
        ),
    );
    const usedBefore = first.groups.flatMap((g) => g.plan.bars.filter((b) => b.source === "leftover"));
    const { body } = await callRoute(t.app, routes.cutting.confirm, {
      token: t.token,
      body: { orderIds: [order.id], settings, plans: first.groups, position: "Rack A3" },
    });
    expect(body.code, body.key).toBe(0);
    expect(body.data).toEqual({ consumed: usedBefore.length, kept: expect.any(Number), backToStock: 0 });
    const available = await companyOffcuts("available");
    expect(available.length).toBe(before - usedBefore.length + (body.data as { kept: number }).kept);
    const mine = available.filter((r) => r.position === "Rack A3");
    expect(mine.map((r) => [r.code, r.color, r.length]).sort()).toEqual(
      expect.arrayContaining(keep.slice(0, 1)),
    );
    expect(mine.every((r) => JSON.stringify(r.keptFor) === JSON.stringify([order.id]))).toBe(true);

    // The next order may cut from the offcuts just stored.
    const next = await createOrder(t.app, t.token);
    await addItem(t.app, t.token, next.id, itemBody({ width: 600, height: 600, count: 1 }));
    const second = (await optimize({ orderIds: [next.id], settings })).body.data as Result;
    const fromStore = second.groups.flatMap((g) => g.plan.bars.filter((b) => b.source === "leftover"));
    expect(fromStore.length).toBeGreaterThan(0);
    const confirmed = await callRoute(t.app, routes.cutting.confirm, {
      token: t.token,
      body: { orderIds: [next.id], settings, plans: second.groups },
    });
    expect(confirmed.body.code, confirmed.body.key).toBe(0);
    const consumedIds = fromStore.map((b) => Number(b.leftoverId!.slice(1)));
    const rows = await t.database.db.select().from(surplus);
    for (const id of consumedIds) expect(rows.find((r) => r.id === id)?.status).toBe("consumed");
    // Cut by the plan, a leftover has moved on: a move read before is refused (issue 26).
    const cut = consumedIds[0]!;
    const lateMove = await callRoute(t.app, routes.warehouse.updateSurplus, {
      token: t.token,
      params: { id: cut },
      body: { position: "Rack B1", version: available.find((r) => r.id === cut)?.version ?? 0 },
    });
    expect(lateMove.body.key).toBe("conflict.stale_version");

    // Confirming the same plan again (a second click, a re-plan) replaces the first: the same
    // offcuts consumed, the same ones kept, none twice.
    const shape = async () =>
      (await t.database.db.select().from(surplus))
        .map((r) => [r.code, r.color, r.length, r.status, r.keptFor].join("|"))
        .sort();
    const before2 = await shape();
    const again = await callRoute(t.app, routes.cutting.confirm, {
      token: t.token,
      body: { orderIds: [next.id], settings, plans: second.groups },
    });
    expect(again.body.code, again.body.key).toBe(0);
    expect(await shape()).toEqual(before2);
    const after2 = await t.database.db.select().from(surplus);
    for (const id of consumedIds) expect(after2.find((r) => r.id === id)?.status).toBe("consumed");
  });

  it("a plan confirmed again for its orders replaces the earlier one: its leftovers are free again, its offcuts withdrawn", async () => {
    const order = await createOrder(t.app, t.token);
    await addItem(t.app, t.token, order.id, itemBody({ width: 600, height: 600, count: 1 }));
    const available = async () => (await companyOffcuts("available")).map((r) => r.id).sort((a, b) => a - b);
    const offcutsBefore = await available();
    const first = (await optimize({ orderIds: [order.id], settings })).body.data as Result;
    const used = first.groups.flatMap((g) =>
      g.plan.bars.filter((b) => b.source === "leftover").map((b) => Number(b.leftoverId!.slice(1))),
    );
    expect(used.length).toBeGreaterThan(0);
    const confirmed = await callRoute(t.app, routes.cutting.confirm, {
      token: t.token,
      body: { orderIds: [order.id], settings, plans: first.groups },
    });
    expect(confirmed.body.code, confirmed.body.key).toBe(0);
    // Re-planned without the warehouse's offcuts: those it took are back, its kept ones are gone.
    const own = { ...settings, useLeftovers: false };
    const second = (await optimize({ orderIds: [order.id], settings: own })).body.data as Result;
    const replaced = await callRoute(t.app, routes.cutting.confirm, {
      token: t.token,
      body: { orderIds: [order.id], settings: own, plans: second.groups },
    });
    expect(replaced.body.code, replaced.body.key).toBe(0);
    const kept = (await companyOffcuts("available")).filter((r) => r.keptFor?.includes(order.id));
    expect(kept.length).toBe(replaced.body.data.kept);
    expect(await available()).toEqual([...offcutsBefore, ...kept.map((r) => r.id)].sort((a, b) => a - b));
  });

  it("refuses a tampered plan and writes nothing", async () => {
    const order = await createOrder(t.app, t.token);
    await addItem(t.app, t.token, order.id);
    const plan = (await optimize({ orderIds: [order.id], settings: { ...settings, useLeftovers: false } }))
      .body.data as Result;
    const tampered = structuredClone(plan.groups);
    tampered[0]!.plan.bars[0]!.cuts.pop();
    const snapshot = JSON.stringify(await t.database.db.select().from(surplus));
    const { body } = await callRoute(t.app, routes.cutting.confirm, {
      token: t.token,
      body: { orderIds: [order.id], settings: { ...settings, useLeftovers: false }, plans: tampered },
    });
    expect(body).toMatchObject({ code: 2, key: "other.optimize_data_incorrect" });
    expect(JSON.stringify(await t.database.db.select().from(surplus))).toBe(snapshot);
  });
});

describe("the series' saw settings (kerf and end trims)", () => {
  // The demo company's default series, TB60, saws with a 4 mm kerf and trims 10 mm off each end.
  const tb60 = { kerf: 4, trimStart: 10, trimEnd: 10 };
  const noSaw = { barLengths: "6000", useLeftovers: false };

  it("names the chosen orders' series with their kerf and trims", async () => {
    const order = await createOrder(t.app, t.token);
    await addItem(t.app, t.token, order.id);
    const { body } = await callRoute(t.app, routes.cutting.sawSettings, {
      token: t.token,
      body: { orderIds: [order.id] },
    });
    expect(body.code, body.key).toBe(0);
    expect(body.data.series).toEqual([
      { id: expect.any(Number), name: "TB60 thermal-break casement", ...tb60 },
    ]);
  });

  it("are what optimize and confirm cut with when the settings leave them out", async () => {
    const order = await createOrder(t.app, t.token);
    await addItem(t.app, t.token, order.id);
    const plan = (await optimize({ orderIds: [order.id], settings: noSaw })).body.data as Result;
    const bom = (await callRoute(t.app, routes.bom.order, { params: { id: order.id }, token: t.token })).body
      .data as { bom: Bom };
    const groups = groupPieces({
      stock: [{ length: 6000 }],
      ...tb60,
      pieces: piecesOfBom(plan.orders[0]!.orderNo, bom.bom, ["C1"]),
    });
    plan.groups.forEach((g, k) => {
      // A plan for the series' saw: valid against kerf 4 and trims 10 + 10; each bar's first cut
      // starts after the 10 mm head trim.
      expect(checkPlan(groups[k]!.input, g.plan)).toEqual([]);
      for (const bar of g.plan.bars) expect(bar.cuts[0]!.position).toBe(10);
    });
    const confirmed = await callRoute(t.app, routes.cutting.confirm, {
      token: t.token,
      body: { orderIds: [order.id], settings: noSaw, plans: plan.groups },
    });
    expect(confirmed.body.code, confirmed.body.key).toBe(0);
  });

  it("refuse at confirm a plan cut without the series' kerf and trims, writing nothing", async () => {
    const order = await createOrder(t.app, t.token);
    await addItem(t.app, t.token, order.id);
    // Planned for a saw that takes nothing: the first cut at 0, pieces end to end.
    const zero = { ...noSaw, kerf: 0, trimStart: 0, trimEnd: 0 };
    const plan = (await optimize({ orderIds: [order.id], settings: zero })).body.data as Result;
    expect(plan.groups[0]!.plan.bars[0]!.cuts[0]!.position).toBe(0);
    const snapshot = JSON.stringify(await t.database.db.select().from(surplus));
    const { body } = await callRoute(t.app, routes.cutting.confirm, {
      token: t.token,
      body: { orderIds: [order.id], settings: noSaw, plans: plan.groups },
    });
    expect(body).toMatchObject({ code: 2, key: "other.optimize_data_incorrect" });
    expect(JSON.stringify(await t.database.db.select().from(surplus))).toBe(snapshot);
  });
});

describe("POST /api/cutting/xlsx", () => {
  it("writes a workbook a spreadsheet reads: one row per physical piece with its own number, totals per group", async () => {
    const order = await createOrder(t.app, t.token);
    await addItem(t.app, t.token, order.id);
    const result = (await optimize({ orderIds: [order.id], settings: { barLengths: "6000", kerf: 3 } })).body
      .data as Result;
    const res = await t.app.inject({
      method: "POST",
      url: "/api/cutting/xlsx",
      headers: { authorization: `Bearer ${t.token}`, targetlanguage: "zh-CN" },
      payload: { groups: result.groups },
    });
    expect(res.statusCode).toBe(200);
    const book = await workbookOf(res);
    expect(book.worksheets.map((w) => w.name)).toEqual(["下料单", "汇总"]);
    const cuts = book.worksheets[0]!;
    // each bar as often as the plan repeats it, its cuts in order
    const expected = result.groups.flatMap((g) =>
      g.plan.bars.flatMap((b) =>
        Array.from({ length: b.repeat }, () =>
          b.cuts.map((c) => [g.profile, b.length, c.pieceId, c.length, c.position]),
        ).flat(),
      ),
    );
    const rows: unknown[][] = [];
    const numbers: unknown[] = [];
    const angles: unknown[] = [];
    cuts.eachRow((row, n) => {
      if (n === 1) return;
      const v = row.values as unknown[];
      rows.push([v[1], v[4], v[7], v[9], v[11]]);
      numbers.push(v[6]);
      angles.push(v[10]);
    });
    expect(rows).toEqual(expected);
    // every piece its own number, 1…n
    expect(numbers).toEqual(expected.map((_, i) => i + 1));
    const pieces = result.groups.reduce(
      (sum, g) => sum + g.plan.bars.reduce((s, b) => s + b.repeat * b.cuts.length, 0),
      0,
    );
    expect(numbers).toHaveLength(pieces);
    // each piece's end angles as the saw is set to them (the demo's 0.5° step): the casement's
    // frame and sash pieces are mitred
    expect(result.groups.every((g) => Object.keys(g.angles).length > 0)).toBe(true);
    expect(angles).toContain("45° / 45°");
    for (const text of angles) expect(text).toMatch(/^(\d+(\.5)?° \/ \d+(\.5)?°)?$/);
    expect(book.worksheets[1]!.rowCount).toBe(result.groups.length + 1);
  });
});

describe("acute ends on the cutting sheet", () => {
  it("carries each piece's end cut square under the series' minimum mitre to the workbook, with the joint it replaces", async () => {
    // a TB60 trapezoid 800 wide, 2000 left, 900 right: the slope meets the left jamb at 36.03°,
    // an 18.01° mitre under TB60's 20°, so the jamb's top and the slope's left end are cut square
    // and butted on an angle cleat (core bom/acute-joints.test.ts works the figures)
    const design = frameDesign(
      { kind: "trapezoid", width: 800, leftHeight: 2000, rightHeight: 900 },
      glass("G"),
    );
    const order = await createOrder(t.app, t.token);
    await addItem(t.app, t.token, order.id, itemBody({ design, width: 800, height: 2000, count: 1 }));
    const result = (await optimize({ orderIds: [order.id], settings: { barLengths: "6000" } })).body
      .data as Result;
    const frame = result.groups.find((g) => g.profile === "F001")!;
    const ends = Object.values(frame.acuteEnds ?? {}).map((list) =>
      list.map((a) => [a.end, Math.round(a.joint * 100) / 100, a.style]),
    );
    expect(ends).toEqual([[["B", 18.01, "butt"]], [["B", 18.01, "butt"]]]);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/cutting/xlsx",
      headers: { authorization: `Bearer ${t.token}`, targetlanguage: "en-US" },
      payload: { groups: result.groups },
    });
    const angles: unknown[] = [];
    (await workbookOf(res)).worksheets[0]!.eachRow((row, n) => {
      if (n > 1) angles.push((row.values as unknown[])[10]);
    });
    // the jamb (45° at the sill) and the slope (72° at the right jamb), in the demo's 0.5° step
    expect(angles).toContain("45° / 90° (butt on cleat, 18° mitre)");
    expect(angles).toContain("72° / 90° (butt on cleat, 18° mitre)");
    expect(angles).toContain("45° / 45°");
  });
});

describe("usage metering: 30 free optimizations a month per profile, then 0.5 yuan each", () => {
  const usage = (month: string) =>
    t.database.db
      .select({ code: optimizationUsage.code, count: optimizationUsage.count })
      .from(optimizationUsage)
      .where(eq(optimizationUsage.month, month));
  const balance = async () => (await t.database.db.select().from(accountBalances))[0]?.balanceFen ?? 0;

  it("counts each profile's optimizations, charges the balance past 30, refuses when it is short", async () => {
    t.clock.set(new Date("2026-04-10T09:00:00Z"));
    const order = await createOrder(t.app, t.token);
    await addItem(t.app, t.token, order.id);
    const first = await optimize({ orderIds: [order.id] });
    expect(first.body.code, first.body.key).toBe(0);
    const codes = [...new Set((first.body.data as Result).groups.map((g) => g.profile))].sort();
    expect((await usage("2026-04")).map((u) => [u.code, u.count]).sort()).toEqual(codes.map((c) => [c, 1]));
    expect(await balance()).toBe(0);
    const shown = async () =>
      (await callRoute(t.app, routes.cutting.usage, { token: t.token })).body.data as {
        month: string;
        freePerMonth: number;
        balanceFen: number;
        profiles: { code: string; used: number; freeLeft: number }[];
      };
    expect(await shown()).toMatchObject({
      month: "2026-04",
      freePerMonth: 30,
      balanceFen: 0,
      profiles: codes.map((code) => ({ code, used: 1, freeLeft: 29 })),
    });

    // The free optimizations of this month are used up and the balance is empty.
    await t.database.db
      .update(optimizationUsage)
      .set({ count: 30 })
      .where(eq(optimizationUsage.month, "2026-04"));
    const refused = await optimize({ orderIds: [order.id] });
    expect(refused.body).toMatchObject({
      code: 2,
      key: "other.optimize_count_used_up",
      message: "The optimization count is used up. Please recharge.",
    });
    const zh = await optimize({ orderIds: [order.id] }, "zh-CN");
    expect(zh.body.message).toBe("优化次数已用完，请充值");
    expect((await usage("2026-04")).every((u) => u.count === 30)).toBe(true);

    // With money on the account each profile costs 50 fen; the next run finds it short.
    const price = 50 * codes.length;
    const companyId = (await t.database.db.select().from(optimizationUsage))[0]!.companyId;
    await t.database.db
      .insert(accountBalances)
      .values({ companyId, balanceFen: price + 10 })
      .onConflictDoUpdate({
        target: accountBalances.companyId,
        set: { balanceFen: price + 10 },
      });
    const paid = await optimize({ orderIds: [order.id] });
    expect(paid.body.code, paid.body.key).toBe(0);
    expect(await balance()).toBe(10);
    expect((await usage("2026-04")).every((u) => u.count === 31)).toBe(true);
    expect(await shown()).toMatchObject({
      balanceFen: 10,
      profiles: codes.map((code) => ({ code, used: 31, freeLeft: 0 })),
    });
    expect((await optimize({ orderIds: [order.id] })).body.key).toBe("other.optimize_count_used_up");
    expect(await balance()).toBe(10);

    // A new month starts free again.
    t.clock.set(new Date("2026-05-02T09:00:00Z"));
    expect((await optimize({ orderIds: [order.id] })).body.code).toBe(0);
    expect(await balance()).toBe(10);
    expect(await shown()).toMatchObject({
      month: "2026-05",
      profiles: codes.map((code) => ({ code, freeLeft: 29 })),
    });
  });
});

describe("POST /api/cutting/reverse", () => {
  type Reverse = {
    tried: number;
    groups: {
      profile: string;
      color: string;
      length: number;
      waste: number;
      stockBars: number;
      utilization: number;
      candidates: { length: number; waste: number; stockBars: number }[];
    }[];
  };
  const reverse = (body: unknown, language = "en-US", as = t.token) =>
    callRoute(t.app, routes.cutting.reverse, { token: as, body: body as ReverseBody, lang: language });
  // No kerf or trims, and every offcut counts as waste: a bar that holds a group's pieces
  // end to end wastes nothing, so the length equal to their total is the one to find.
  const settings = { kerf: 0, trimStart: 0, trimEnd: 0, minLeftover: 100_000 };

  it("finds, per profile, the stock length that wastes least; nothing metered or stored", async () => {
    const order = await createOrder(t.app, t.token);
    await addItem(t.app, t.token, order.id, itemBody({ count: 1 }));
    const bom = (await callRoute(t.app, routes.bom.order, { params: { id: order.id }, token: t.token })).body
      .data as {
      bom: Bom;
    };
    const groups = groupPieces({
      stock: [{ length: 6000 }],
      pieces: piecesOfBom(order.orderNo, bom.bom, ["C1"]),
    });
    const totals = groups.map((g) => g.input.pieces.reduce((s, p) => s + p.length * (p.count ?? 1), 0));
    // The largest total L: one bar of L holds that group exactly; L ± 100 wastes 100 or needs two bars.
    const biggest = Math.max(...totals);
    const target = groups[totals.indexOf(biggest)]!;
    const range = { min: biggest - 300, max: biggest + 300, step: 100 };
    const usageBefore = JSON.stringify(await t.database.db.select().from(optimizationUsage));
    const surplusBefore = JSON.stringify(await t.database.db.select().from(surplus));

    const { body } = await reverse({
      orderIds: [order.id],
      settings: { ...settings, barLengths: "6000" },
      range,
    });
    expect(body.code, body.key).toBe(0);
    const data = body.data as Reverse;
    expect(data.tried).toBe(7);
    expect(data.groups.map((g) => [g.profile, g.color])).toEqual(groups.map((g) => [g.profile, g.color]));
    const found = data.groups.find((g) => g.profile === target.profile && g.color === target.color)!;
    expect(found).toMatchObject({ length: biggest, waste: 0, stockBars: 1, utilization: 1 });
    expect(found.candidates.map((c) => c.length)).toContain(biggest);
    for (const c of found.candidates.filter((c) => c.length !== biggest)) expect(c.waste).toBeGreaterThan(0);
    expect(found.candidates.map((c) => c.length)).toEqual([...found.candidates.map((c) => c.length)].sort());
    for (const g of data.groups) {
      expect(g.length).toBeGreaterThanOrEqual(range.min);
      expect(g.length).toBeLessThanOrEqual(range.max);
      for (const c of g.candidates) expect(g.waste).toBeLessThanOrEqual(c.waste);
    }
    // Not metered, nothing written (docs/cutting.md).
    expect(JSON.stringify(await t.database.db.select().from(optimizationUsage))).toBe(usageBefore);
    expect(JSON.stringify(await t.database.db.select().from(surplus))).toBe(surplusBefore);
  });

  it.each([
    [{ min: 40, max: 6000, step: 100 }, "range.min", "Enter a length from 50 to 100000 mm"],
    [{ min: 5800, max: 999_999_999, step: 100 }, "range.max", "Enter a length from 50 to 100000 mm"],
    [
      { min: 6000, max: 6000, step: 100 },
      "range.max",
      "The maximum length must be greater than the minimum (6000 mm)",
    ],
    [
      { min: 5000, max: 7100, step: 100 },
      "range.max",
      "The maximum can be at most 2000 mm above the minimum (at most 7000 mm)",
    ],
    [
      { min: 5800, max: 6500, step: -100 },
      "range.step",
      "Enter a whole number of millimetres from 1 to 2000",
    ],
    [{ min: 5800, max: 6500, step: 2.5 }, "range.step", "Enter a whole number of millimetres from 1 to 2000"],
    [
      { min: 5800, max: 6500, step: 800 },
      "range.step",
      "The step can be at most 700 mm (the maximum minus the minimum)",
    ],
    [
      { min: 5000, max: 7000, step: 5 },
      "range.step",
      "Too many lengths to try (at most 201): choose a step of at least 10 mm",
    ],
  ])("refuses the range %j with a message on %s", async (range, field, message) => {
    const order = await createOrder(t.app, t.token);
    await addItem(t.app, t.token, order.id);
    const { status, body } = await reverse({ orderIds: [order.id], range });
    expect(status).toBe(400);
    expect(body).toMatchObject({ key: "validation.failed", errors: [{ field, message }] });
  });

  it("answers field messages in the caller's language; a missing range and no orders are refused", async () => {
    const zh = await reverse({ orderIds: [1], range: { min: 6500, max: 5800, step: 100 } }, "zh-CN");
    expect(zh.status).toBe(400);
    expect(zh.body.errors).toEqual([{ field: "range.max", message: "最大长度必须大于最小长度（6500 mm）" }]);
    const none = await reverse({ orderIds: [], range: { min: 5800, max: 6500, step: 100 } });
    expect(none.body.errors).toEqual([{ field: "orderIds", message: "Contract id is required" }]);
    expect((await reverse({ orderIds: [1] })).status).toBe(400);
  });

  it("refuses a range no length of which holds the pieces", async () => {
    const order = await createOrder(t.app, t.token);
    await addItem(t.app, t.token, order.id);
    const { body } = await reverse({ orderIds: [order.id], range: { min: 100, max: 900, step: 100 } });
    expect(body).toMatchObject({ code: 2, key: "other.reverse_no_length" });
  });

  it("does not find another company's order", async () => {
    const order = await createOrder(t.app, t.token);
    await addItem(t.app, t.token, order.id);
    const other = await registerAccount(t.app, t.clock);
    const userCompanyId = await companyIdOf(t.database.db, other.userinfo.id);
    await setCompanyModule(t.database.db, userCompanyId, "script", 1);
    const range = { min: 5800, max: 6500, step: 100 };
    const { body } = await reverse({ orderIds: [order.id], range }, "en-US", other.userinfo.api_token);
    expect(body).toMatchObject({ code: 2, key: "missing.order" });
  });
});

describe("the optimizer's defaults are the company's warehouse settings (SPEC §9)", () => {
  /** A new factory that has the optimizer and the warehouse: its owner's token. */
  async function factory(modules = ["script", "warehouse"]) {
    const s = await registerAccount(t.app, t.clock);
    const userCompanyId = await companyIdOf(t.database.db, s.userinfo.id);
    for (const module of modules) await setCompanyModule(t.database.db, userCompanyId, module, 1);
    return s.userinfo.api_token;
  }

  const run = async (owner: string, orderId: number, settings?: unknown) => {
    const { body } = await callRoute(t.app, routes.cutting.optimize, {
      token: owner,
      body: (settings === undefined
        ? { orderIds: [orderId] }
        : { orderIds: [orderId], settings }) as OptimizeBody,
    });
    expect(body.code, body.key).toBe(0);
    return (body.data as Result).groups.flatMap((g) => g.plan.bars);
  };
  /** Settings unlike the defaults: leftovers from 4000 to 5000 mm, 6500 mm bars. */
  const narrowLeftovers = {
    leftoverMin: 4000,
    leftoverMax: 5000,
    leftoverStep: 100,
    defaultStockLength: 6500,
  };
  /** Every bar's offcut is a leftover exactly when it is at least `min` long. */
  const keptFrom = (bars: Result["groups"][number]["plan"]["bars"], min: number) =>
    bars.every((b) => (b.remainderKind === "leftover") === (b.remainder >= min && b.remainder > 0));

  it("takes the leftover minimum and default stock length the company saved for what the caller leaves out", async () => {
    const owner = await factory();
    const order = await createOrder(t.app, owner);
    await addItem(t.app, owner, order.id, itemBody({ count: 3 }));

    // Nothing saved yet: the settings screen's values (leftover minimum 500), the series' bars.
    const fresh = await run(owner, order.id);
    expect(new Set(fresh.map((b) => b.length))).toEqual(new Set([6000]));
    expect(keptFrom(fresh, 500)).toBe(true);

    await saveLeftoverSettings(t.app, owner, narrowLeftovers);
    const bars = await run(owner, order.id);
    expect(bars.length).toBeGreaterThan(0);
    expect(new Set(bars.map((b) => b.length))).toEqual(new Set([6500]));
    expect(keptFrom(bars, 4000)).toBe(true);
    // An offcut between 500 and 4000 mm is waste now, not a leftover.
    expect(bars.some((b) => b.remainder > 0 && b.remainder < 4000 && b.remainderKind === "waste")).toBe(true);
    // A settings object without them takes them from the company too.
    const partly = await run(owner, order.id, { kerf: 3 });
    expect(new Set(partly.map((b) => b.length))).toEqual(new Set([6500]));
    expect(keptFrom(partly, 4000)).toBe(true);

    // What the caller gives wins.
    const own = await run(owner, order.id, { barLengths: "6000", minLeftover: 100 });
    expect(new Set(own.map((b) => b.length))).toEqual(new Set([6000]));
    expect(keptFrom(own, 100)).toBe(true);
    const stockOnly = await run(owner, order.id, { defaultStockLength: 5800 });
    expect(new Set(stockOnly.map((b) => b.length))).toEqual(new Set([5800]));

    // A plan optimized on the company's defaults is confirmed on them: its offcuts from 4000 to
    // 5000 mm are kept, in whole 100 mm; longer ones go back to the stock, shorter ones are waste.
    const plan = (
      await callRoute(t.app, routes.cutting.optimize, { token: owner, body: { orderIds: [order.id] } })
    ).body.data as Result;
    const confirmed = await callRoute(t.app, routes.cutting.confirm, {
      token: owner,
      body: { orderIds: [order.id], plans: plan.groups, position: "Rack 9" },
    });
    expect(confirmed.body.code, confirmed.body.key).toBe(0);
    const offcuts = plan.groups.flatMap((g) => g.plan.bars).filter((b) => b.remainderKind === "leftover");
    const count = (bars: typeof offcuts) => bars.reduce((n, b) => n + b.repeat, 0);
    expect(confirmed.body.data).toEqual({
      consumed: 0,
      kept: count(offcuts.filter((b) => b.remainder <= 5000)),
      backToStock: count(offcuts.filter((b) => b.remainder > 5000)),
    });
  });

  it("without the warehouse, every offcut from the minimum up is kept at its whole mm, none goes to a stock", async () => {
    const owner = await factory(["script"]);
    const order = await createOrder(t.app, owner);
    await addItem(t.app, owner, order.id, itemBody({ count: 3 }));
    const plan = (
      await callRoute(t.app, routes.cutting.optimize, {
        token: owner,
        body: { orderIds: [order.id], settings: { barLengths: "6500" } },
      })
    ).body.data as Result;
    const offcuts = plan.groups
      .flatMap((g) => g.plan.bars)
      .filter((b) => b.remainderKind === "leftover")
      .flatMap((b) => Array<number>(b.repeat).fill(Math.floor(b.remainder)));
    expect(offcuts.some((r) => r > 2500 && r % 100 !== 0)).toBe(true);
    const confirmed = await callRoute(t.app, routes.cutting.confirm, {
      token: owner,
      body: { orderIds: [order.id], settings: { barLengths: "6500" }, plans: plan.groups },
    });
    expect(confirmed.body.data).toEqual({ consumed: 0, kept: offcuts.length, backToStock: 0 });
    const kept = await t.database.db
      .select()
      .from(surplus)
      .where(arrayContains(surplus.keptFor, [order.id]));
    expect(kept.map((k) => k.length).sort()).toEqual(offcuts.sort());
  });

  it("never takes another company's settings", async () => {
    const a = await factory();
    const b = await factory();
    await saveLeftoverSettings(t.app, a, narrowLeftovers);
    const order = await createOrder(t.app, b);
    await addItem(t.app, b, order.id, itemBody({ count: 3 }));
    const bars = await run(b, order.id);
    expect(new Set(bars.map((x) => x.length))).toEqual(new Set([6000]));
    expect(keptFrom(bars, 500)).toBe(true);
  });
});
