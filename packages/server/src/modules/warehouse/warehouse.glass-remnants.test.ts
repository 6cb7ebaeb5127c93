import type { DataOf, GlassSheetsBody } from "@fenestra/api";
import { routes } from "@fenestra/api";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { glassRemnants, users } from "../../db/schema/index.ts";
import { callRoute, registerAccount } from "../../test/helpers/factories.ts";
import { testAppForFile } from "../../test/helpers/test-app.ts";
import { subAccount } from "../contracts/contracts.fixtures.ts";
import { orderThroughGlass } from "../glass-sheets/glass-sheets.fixtures.ts";
import { addItem, createOrder, itemBody } from "../orders/orders.fixtures.ts";

const t = testAppForFile({ signInDemo: true });

const W = routes.warehouse;
type Page = DataOf<typeof W.glassRemnants>;

const list = async (query: Record<string, unknown> = {}, token = t.token) => {
  const { body } = await callRoute(t.app, W.glassRemnants, { token, query: query as never });
  expect(body.code, body.key).toBe(0);
  return body.data as Page;
};

const scrap = (id: number, token = t.token) =>
  callRoute(t.app, W.scrapGlassRemnant, { token, params: { id }, body: {}, lang: "en-US" });

/** An order with glass, its glass plan confirmed: the remnants it kept, and the order's number. */
async function confirmedOrder(count = 2) {
  const { order, body, data } = await orderThroughGlass(t, routes.glassSheets.confirm, count);
  return { order, body, kept: data.kept };
}

describe("GET /api/warehouse/glass-remnants", () => {
  it("lists the remnants a confirmed glass plan kept: their glass, size and the order they came from", async () => {
    const { order, kept } = await confirmedOrder();
    expect(kept.length).toBeGreaterThan(0);
    const page = await list({ pageSize: 100 });
    const mine = page.items.filter((r) => r.sourceOrders === order.orderNo);
    expect(mine.map((r) => [r.spec, r.width, r.height]).sort()).toEqual(
      kept.map((k) => [k.spec, k.width, k.height]).sort(),
    );
    expect(mine.every((r) => r.status === "available" && r.usedFor === "")).toBe(true);
    // a size filter lists those holding a pane of that size either way
    const big = kept.reduce((a, b) => (a.width * a.height >= b.width * b.height ? a : b));
    const holding = await list({ minWidth: big.height, minHeight: big.width, pageSize: 100 });
    expect(holding.items.map((r) => [r.width, r.height])).toContainEqual([big.width, big.height]);
    const none = await list({ minWidth: 5000, minHeight: 5000 });
    expect(none).toEqual({ total: 0, items: [] });
  });

  it("pages the list as the other warehouse lists: total and pageSize rows", async () => {
    await confirmedOrder(3);
    const all = await list({ pageSize: 100 });
    expect(all.total).toBeGreaterThan(1);
    const first = await list({ pageSize: 1, page: 1 });
    const second = await list({ pageSize: 1, page: 2 });
    expect(first.total).toBe(all.total);
    expect([first.items.length, second.items.length]).toEqual([1, 1]);
    expect(second.items[0]!.id).not.toBe(first.items[0]!.id);
  });

  it("refuses a size filter that is not a whole number of mm at its field", async () => {
    const { status, body } = await callRoute(t.app, W.glassRemnants, {
      token: t.token,
      query: { minWidth: "wide" } as never,
    });
    expect(status).toBe(400);
    expect(body.errors?.[0]?.field).toBe("minWidth");
  });

  it("never lists another company's remnants, nor writes one off", async () => {
    const other = await registerAccount(t.app, t.clock);
    const [u] = await t.database.db.select().from(users).where(eq(users.id, other.userinfo.id));
    const [foreign] = await t.database.db
      .insert(glassRemnants)
      .values({ companyId: u!.companyId, spec: "FOREIGN 5", width: 900, height: 800, createdAt: new Date() })
      .returning();
    expect((await list({ spec: "FOREIGN" })).total).toBe(0);
    const res = await scrap(foreign!.id);
    expect(res.body.key).toBe("warehouse.glass_remnant_missing");
    const [row] = await t.database.db.select().from(glassRemnants).where(eq(glassRemnants.id, foreign!.id));
    expect(row!.status).toBe("available");
  });
});

describe("POST /api/warehouse/glass-remnants/:id/scrap", () => {
  it("writes off an available remnant: listed as scrapped, no longer offered to a glass plan", async () => {
    const { order, body } = await confirmedOrder();
    const [first] = (await list({ pageSize: 100 })).items.filter((r) => r.sourceOrders === order.orderNo);
    const res = await scrap(first!.id);
    expect(res.body.code, res.body.key).toBe(0);
    expect(res.body.data).toMatchObject({ id: first!.id, status: "scrapped" });
    expect((res.body.data as { scrappedAt: string | null }).scrappedAt).not.toBeNull();
    expect((await list({ pageSize: 100 })).items.map((r) => r.id)).not.toContain(first!.id);
    expect((await list({ status: "scrapped", pageSize: 100 })).items.map((r) => r.id)).toContain(first!.id);
    // written off twice: refused, it is no longer available
    const again = await scrap(first!.id);
    expect(again.body.key).toBe("warehouse.glass_remnant_not_available");
    // a new order's plan of the same glass is not offered it
    const next = await createOrder(t.app, t.token);
    await addItem(t.app, t.token, next.id, itemBody({ count: 1 }));
    const plan = await callRoute(t.app, routes.glassSheets.plan, {
      token: t.token,
      body: { orderIds: [next.id] } as GlassSheetsBody,
    });
    const cutFrom = (plan.body.data as DataOf<typeof routes.glassSheets.plan>).groups.flatMap((g) =>
      g.sheets.map((s) => s.fromRemnant),
    );
    expect(cutFrom).not.toContain(String(first!.id));
    // the plan that kept it confirmed again: the written-off row stays as the record of the loss
    const replaced = await callRoute(t.app, routes.glassSheets.confirm, { token: t.token, body });
    expect(replaced.body.code, replaced.body.key).toBe(0);
    const [row] = await t.database.db.select().from(glassRemnants).where(eq(glassRemnants.id, first!.id));
    expect(row!.status).toBe("scrapped");
  });

  it("asks for the warehouse edit key: a sub-account without it may list, not write off", async () => {
    const { order } = await confirmedOrder(1);
    const [one] = (await list({ pageSize: 100 })).items.filter((r) => r.sourceOrders === order.orderNo);
    const picker = await subAccount(t.app, t.token, ["pickout"]);
    const res = await scrap(one!.id, picker);
    expect(res.body.key).toBe("access.no_permission");
    const [row] = await t.database.db.select().from(glassRemnants).where(eq(glassRemnants.id, one!.id));
    expect(row!.status).toBe("available");
  });
});
