// Glass plan confirms at once on PostgreSQL (after the cutting confirm's race in
// warehouse.race.test.ts): the orders' row locks put confirms of the same orders in a line, a stock
// remnant's "still available" check lets only one plan cut it, and one Idempotency-Key is one
// effect however often it arrives. PGlite serves one request at a time and cannot race: skipped.
import type { DataOf, GlassSheetsBody } from "@fenestra/api";
import { routes } from "@fenestra/api";
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { glassRemnants } from "../../db/schema/index.ts";
import { callRoute } from "../../test/helpers/factories.ts";
import { describeRaces, parallel } from "../../test/helpers/races.ts";
import { testAppForFile } from "../../test/helpers/test-app.ts";
import { orderThroughGlass } from "./glass-sheets.fixtures.ts";

type Confirmed = DataOf<typeof routes.glassSheets.confirm>;

describeRaces("glass plan confirms at once", () => {
  const t = testAppForFile({ signInDemo: true });

  const confirm = (body: GlassSheetsBody, idempotencyKey: string) =>
    callRoute(t.app, routes.glassSheets.confirm, { token: t.token, body, idempotencyKey, lang: "en-US" });

  /** An order with `count` windows of glass, its plan's body and its glass spec. */
  async function orderWithGlass(count: number) {
    const { order, body, data } = await orderThroughGlass(t, routes.glassSheets.plan, count);
    return { id: order.id, companyId: order.companyId, body, spec: data.groups[0]!.spec };
  }

  /** A remnant in stock of the glass, as large as a sheet less its trim: every plan of it cuts from it first. */
  const stockRemnant = async (companyId: number, spec: string) =>
    (
      await t.database.db
        .insert(glassRemnants)
        .values({ companyId, spec, width: 3280, height: 2120, createdAt: new Date() })
        .returning()
    )[0]!;

  const rowsOf = async (companyId: number) =>
    t.database.db.select().from(glassRemnants).where(eq(glassRemnants.companyId, companyId));

  it("8 confirms of one plan with the same key: one effect, 8 answers alike, the remnants kept once", async () => {
    const o = await orderWithGlass(2);
    const stock = await stockRemnant(o.companyId, o.spec);
    const key = crypto.randomUUID();
    const answers = await parallel(8, () => confirm(o.body, key));
    expect(answers.map((a) => a.body.code)).toEqual(Array(8).fill(0));
    const first = answers[0]!.body.data as Confirmed;
    for (const a of answers) expect(a.body.data).toEqual(first);
    expect(first.consumed).toBe(1);
    const rows = await rowsOf(o.companyId);
    expect(rows.filter((r) => r.keptFor?.includes(o.id))).toHaveLength(first.kept.length);
    expect(rows.find((r) => r.id === stock.id)).toMatchObject({ status: "consumed", consumedFor: [o.id] });
  }, 60_000);

  it("8 confirms of the same orders with different keys: each replaces the one before, one plan stays booked", async () => {
    const o = await orderWithGlass(3);
    const stock = await stockRemnant(o.companyId, o.spec);
    const answers = await parallel(8, () => confirm(o.body, crypto.randomUUID()));
    // in line behind the orders' lock, each finds the one before and replaces it: none is refused
    expect(answers.map((a) => `${a.body.code} ${a.body.key}`)).toEqual(Array(8).fill("0 success.operate"));
    const plans = answers.map((a) => a.body.data as Confirmed);
    for (const p of plans) expect(p).toEqual(plans[0]);
    const rows = await rowsOf(o.companyId);
    // the remnants of one plan, not of eight; the stock remnant cut once, by these orders
    const kept = rows.filter((r) => r.keptFor?.includes(o.id));
    expect(kept.map((r) => [r.spec, r.width, r.height]).sort()).toEqual(
      plans[0]!.kept.map((k) => [k.spec, k.width, k.height]).sort(),
    );
    expect(kept.every((r) => r.status === "available")).toBe(true);
    expect(rows.find((r) => r.id === stock.id)).toMatchObject({ status: "consumed", consumedFor: [o.id] });
  }, 60_000);

  it("6 orders' plans at once offered one stock remnant: it is cut by one, no remnant by two", async () => {
    const list: Awaited<ReturnType<typeof orderWithGlass>>[] = [];
    for (let i = 0; i < 6; i++) list.push(await orderWithGlass(1));
    const spec = list[0]!.spec;
    expect(list.every((o) => o.spec === spec)).toBe(true);
    const stock = await stockRemnant(list[0]!.companyId, spec);
    const answers = await parallel(6, (i) => confirm(list[i]!.body, crypto.randomUUID()));
    // a plan that read a remnant as available and found it cut meanwhile books nothing
    for (const a of answers.filter((x) => x.body.code !== 0))
      expect(a.body.key).toBe("other.optimize_data_incorrect");
    expect(answers.some((a) => a.body.code === 0)).toBe(true);
    // the remnants each booked plan cuts from (the stock one, or those an order confirmed just
    // before kept): never one in two plans
    const cutBy = new Map<string, number>();
    answers.forEach((a, i) => {
      if (a.body.code !== 0) return;
      const data = a.body.data as Confirmed;
      const ids = data.plan.groups.flatMap((g) =>
        g.sheets.flatMap((s) => (s.fromRemnant ? [s.fromRemnant] : [])),
      );
      expect(ids).toHaveLength(data.consumed);
      for (const id of ids) {
        expect(cutBy.has(id), `remnant ${id} cut by two plans`).toBe(false);
        cutBy.set(id, list[i]!.id);
      }
    });
    expect(cutBy.has(String(stock.id))).toBe(true);
    const rows = await rowsOf(list[0]!.companyId);
    // the table says the same: each consumed remnant consumed for the one order whose plan cut it
    const ours = new Set(list.map((o) => o.id));
    const consumed = rows.filter((r) => r.status === "consumed" && r.consumedFor?.some((id) => ours.has(id)));
    expect(new Map(consumed.map((r) => [String(r.id), r.consumedFor]))).toEqual(
      new Map([...cutBy].map(([id, order]) => [id, [order]])),
    );
    // every order confirmed keeps its plan's remnants once; a refused one keeps none
    answers.forEach((a, i) => {
      const mine = rows.filter((r) => r.keptFor?.includes(list[i]!.id));
      expect(mine).toHaveLength(a.body.code === 0 ? (a.body.data as Confirmed).kept.length : 0);
    });
  }, 60_000);

  it("a remnant written off 8 times at once: one write-off lands, the others hear it is no longer available", async () => {
    const o = await orderWithGlass(1);
    const stock = await stockRemnant(o.companyId, o.spec);
    const answers = await parallel(8, () =>
      callRoute(t.app, routes.warehouse.scrapGlassRemnant, {
        token: t.token,
        params: { id: stock.id },
        body: {},
        idempotencyKey: crypto.randomUUID(),
      }),
    );
    expect(answers.filter((a) => a.body.code === 0)).toHaveLength(1);
    expect(new Set(answers.filter((a) => a.body.code !== 0).map((a) => a.body.key))).toEqual(
      new Set(["warehouse.glass_remnant_not_available"]),
    );
  }, 60_000);
});
