import type { DataOf, GlassSheetsBody } from "@fenestra/api";
import { routes } from "@fenestra/api";
import type { Bom } from "@fenestra/core";
import { checkGlassSheetPlan } from "@fenestra/core/glass-cutting/index";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { glassRemnants, orders, users } from "../../db/schema/index.ts";
import { callRoute, registerAccount } from "../../test/helpers/factories.ts";
import { testAppForFile } from "../../test/helpers/test-app.ts";
import { workbookOf } from "../../test/helpers/workbooks.ts";
import { addItem, createOrder, itemBody } from "../orders/orders.fixtures.ts";
import { panesOfBom } from "./glass-sheets.service.ts";

const t = testAppForFile({ signInDemo: true });

type Result = DataOf<typeof routes.glassSheets.plan>;

const plan = (body: unknown, language = "en-US") =>
  callRoute(t.app, routes.glassSheets.plan, {
    token: t.token,
    body: body as GlassSheetsBody,
    lang: language,
  });

describe("POST /api/cutting/glass-sheets", () => {
  it("packs every glass line of the order onto sheets: each pane once, guillotine, the bound beside", async () => {
    const order = await createOrder(t.app, t.token);
    await addItem(t.app, t.token, order.id, itemBody({ count: 5 }));
    const { bom } = (await callRoute(t.app, routes.bom.order, { params: { id: order.id }, token: t.token }))
      .body.data as { bom: Bom };
    const { body } = await plan({ orderIds: [order.id], settings: { trim: 15, minRemnant: 400 } });
    expect(body.code, body.key).toBe(0);
    const data = body.data as Result;
    const orderNo = data.groups[0]!.sheets[0]!.panes[0]!.pane.split("/")[0]!;
    const lines = panesOfBom(orderNo, bom, ["C1"]);
    expect(data.groups.map((g) => g.spec)).toEqual([...new Set(lines.map((l) => l.spec))].sort());
    for (const g of data.groups) {
      const panes = lines.filter((l) => l.spec === g.spec).map((l) => l.pane);
      const input = { sheet: g.sheet, trim: 15, minRemnant: 400, rotatable: !g.grain, panes };
      // every pane of the BOM once at its size, none overlapping, guillotine, inside the trim
      expect(checkGlassSheetPlan(input, g)).toEqual([]);
      expect(g.sheets.length).toBeGreaterThanOrEqual(g.lowerBound);
      for (const s of g.sheets)
        for (const r of s.remnants) expect(Math.min(r.width, r.height)).toBeGreaterThanOrEqual(400);
      // the demo glass names no sheet: float 3300 × 2140
      expect(g.sheet).toEqual({ width: 3300, height: 2140 });
    }
    expect(data.sheetCount).toBe(data.groups.reduce((s, g) => s + g.sheets.length, 0));
  });

  it.each([
    ["en-US", "trim", 101, "Enter a margin above 0 and at most 100 mm"],
    // SPEC §5: the margin trimmed off a sheet's edges is greater than 0
    ["ru-RU", "trim", 0, "Введите припуск больше 0 и не более 100 мм"],
    ["zh-CN", "minRemnant", 10, "50"],
  ])("refuses a setting out of bounds at its field (%s %s)", async (language, field, value, message) => {
    const order = await createOrder(t.app, t.token);
    const settings = { trim: 10, minRemnant: 300, [field]: value };
    const { status, body } = await plan({ orderIds: [order.id], settings }, language);
    expect(status).toBe(400);
    expect(body.errors?.[0]?.field).toBe(`settings.${field}`);
    expect(body.errors?.[0]?.message).toContain(message);
  });

  it("says so when the chosen orders have no glass", async () => {
    const order = await createOrder(t.app, t.token);
    const { body } = await plan({ orderIds: [order.id] });
    expect(body.key).toBe("other.glass_sheets_no_glass");
  });
});

describe("POST /api/cutting/glass-sheets/xlsx", () => {
  it("writes one row per pane, the remnants and the totals with the lower bound", async () => {
    const order = await createOrder(t.app, t.token);
    await addItem(t.app, t.token, order.id, itemBody({ count: 3 }));
    const data = (await plan({ orderIds: [order.id] })).body.data as Result;
    const res = await t.app.inject({
      method: "POST",
      url: "/api/cutting/glass-sheets/xlsx",
      headers: { authorization: `Bearer ${t.token}`, targetlanguage: "en-US" },
      payload: { orderIds: [order.id] },
    });
    expect(res.statusCode).toBe(200);
    const book = await workbookOf(res);
    expect(book.worksheets.map((w) => w.name)).toEqual(["Glass panes", "Remnants", "Totals"]);
    const panes = data.groups.reduce((n, g) => n + g.sheets.reduce((m, s) => m + s.panes.length, 0), 0);
    expect(book.worksheets[0]!.rowCount).toBe(1 + panes);
    const totals = book.worksheets[2]!.getRow(2).values as unknown[];
    expect(totals.slice(1, 5)).toEqual([
      data.groups[0]!.spec,
      "3300 × 2140",
      data.groups[0]!.sheets.length,
      data.groups[0]!.lowerBound,
    ]);
  });
});

describe("POST /api/cutting/glass-sheets/xlsx: from remnant", () => {
  it("names the stock remnant a pane is cut from, and leaves the column empty on a new sheet", async () => {
    const order = await createOrder(t.app, t.token);
    await addItem(t.app, t.token, order.id, itemBody({ count: 4 }));
    const body = { orderIds: [order.id] };
    const spec = ((await plan(body)).body.data as Result).groups[0]!.spec;
    // a remnant holding one pane or two, not all: some panes from it, the others on new sheets
    const [own] = await t.database.db
      .insert(glassRemnants)
      .values({
        companyId: await companyOfOrder(order.id),
        spec,
        width: 1500,
        height: 1600,
        createdAt: new Date(),
      })
      .returning();
    const data = (await plan(body)).body.data as Result;
    const res = await t.app.inject({
      method: "POST",
      url: "/api/cutting/glass-sheets/xlsx",
      headers: { authorization: `Bearer ${t.token}`, targetlanguage: "en-US" },
      payload: body,
    });
    const sheet = (await workbookOf(res)).worksheets[0]!;
    expect(sheet.getRow(1).getCell(10).value).toBe("From remnant");
    const fromRemnant = new Map<string, unknown>();
    sheet.eachRow((row, n) => {
      if (n > 1) fromRemnant.set(String(row.getCell(3).value), row.getCell(10).value);
    });
    const cut = data.groups[0]!.sheets.find((s) => s.fromRemnant === String(own!.id));
    expect(cut?.panes.length).toBeGreaterThan(0);
    for (const g of data.groups)
      for (const s of g.sheets)
        for (const p of s.panes)
          expect(fromRemnant.get(`${p.pane}#${p.copy}`)).toBe(
            s.fromRemnant === String(own!.id) ? `#${own!.id} 1500 × 1600` : "",
          );
    expect([...fromRemnant.values()]).toContain("");
  });
});

type Confirmed = DataOf<typeof routes.glassSheets.confirm>;

const confirm = (body: unknown, idempotencyKey?: string, token = t.token) =>
  callRoute(t.app, routes.glassSheets.confirm, {
    token,
    body: body as GlassSheetsBody,
    lang: "en-US",
    ...(idempotencyKey ? { idempotencyKey } : {}),
  });

/** The company an order belongs to. */
const companyOfOrder = async (id: number) => {
  const [o] = await t.database.db.select().from(orders).where(eq(orders.id, id));
  return o!.companyId;
};

/** The demo company's glass remnants, kept for these orders. */
const keptFor = async (orderId: number) =>
  (await t.database.db.select().from(glassRemnants)).filter((r) => r.keptFor?.includes(orderId));

describe("POST /api/cutting/glass-sheets/confirm", () => {
  it("stores the plan's remnants of at least the minimum as glass remnants of their glass", async () => {
    const order = await createOrder(t.app, t.token);
    await addItem(t.app, t.token, order.id, itemBody({ count: 2 }));
    const body = { orderIds: [order.id], settings: { trim: 10, minRemnant: 300 } };
    const preview = (await plan(body)).body.data as Result;
    const { body: res } = await confirm(body);
    expect(res.code, res.key).toBe(0);
    const data = res.data as Confirmed;
    // the plan confirmed is the preview's (same remnants offered, the packer seeded from the input)
    expect(data.plan).toEqual(preview);
    const remnants = preview.groups.flatMap((g) =>
      g.sheets.flatMap((s) => s.remnants.map((r) => ({ spec: g.spec, width: r.width, height: r.height }))),
    );
    expect(remnants.length).toBeGreaterThan(0);
    expect(data.kept).toEqual(remnants);
    const rows = await keptFor(order.id);
    expect(rows.map((r) => ({ spec: r.spec, width: r.width, height: r.height }))).toEqual(remnants);
    expect(rows.every((r) => r.status === "available")).toBe(true);
  });

  it("a repeat with the same key changes nothing; a new confirm of the same orders replaces the earlier", async () => {
    const order = await createOrder(t.app, t.token);
    await addItem(t.app, t.token, order.id, itemBody({ count: 1 }));
    const body = { orderIds: [order.id] };
    const key = crypto.randomUUID();
    const first = await confirm(body, key);
    expect(first.body.code, first.body.key).toBe(0);
    const before = await keptFor(order.id);
    const again = await confirm(body, key);
    expect(again.body.data).toEqual(first.body.data);
    expect(await keptFor(order.id)).toEqual(before);
    // another key: the earlier plan's remnants withdrawn, the same ones kept again (not doubled)
    const replaced = await confirm(body, crypto.randomUUID());
    expect(replaced.body.data).toEqual(first.body.data);
    const after = await keptFor(order.id);
    expect(after.map((r) => [r.spec, r.width, r.height])).toEqual(
      before.map((r) => [r.spec, r.width, r.height]),
    );
  });

  it("offers the company's remnant of the glass before a new sheet and consumes it; never another company's", async () => {
    const order = await createOrder(t.app, t.token);
    await addItem(t.app, t.token, order.id, itemBody({ count: 1 }));
    const body = { orderIds: [order.id] };
    const preview = (await plan(body)).body.data as Result;
    const spec = preview.groups[0]!.spec;
    const mine = await companyOfOrder(order.id);
    const other = await registerAccount(t.app, t.clock);
    const [o] = await t.database.db.select().from(users).where(eq(users.id, other.userinfo.id));
    // a remnant as large as a whole sheet less the trim, in the other company: never offered
    const [foreign] = await t.database.db
      .insert(glassRemnants)
      .values({ companyId: o!.companyId, spec, width: 3280, height: 2120, createdAt: new Date() })
      .returning();
    const unchanged = (await plan(body)).body.data as Result;
    const cutFrom = (r: Result) => r.groups.flatMap((g) => g.sheets.map((s) => s.fromRemnant));
    expect(cutFrom(unchanged)).not.toContain(String(foreign!.id));
    // the same remnant in this company (the largest in stock, so offered first): the panes are cut from it
    const [own] = await t.database.db
      .insert(glassRemnants)
      .values({ companyId: mine, spec, width: 3280, height: 2120, createdAt: new Date() })
      .returning();
    const offered = (await plan(body)).body.data as Result;
    expect(offered.groups[0]!.sheets[0]!.fromRemnant).toBe(String(own!.id));
    expect(cutFrom(offered)).not.toContain(String(foreign!.id));
    const done = (await confirm(body)).body.data as Confirmed;
    expect(done.consumed).toBe(cutFrom(offered).filter((id) => id !== undefined).length);
    const rows = await t.database.db.select().from(glassRemnants);
    expect(rows.find((r) => r.id === own!.id)).toMatchObject({ status: "consumed", consumedFor: [order.id] });
    expect(rows.find((r) => r.id === foreign!.id)).toMatchObject({ status: "available" });
    // confirmed again: the same remnant is offered again to these orders (their earlier plan replaced)
    const again = (await confirm(body, crypto.randomUUID())).body.data as Confirmed;
    expect(again.plan.groups[0]!.sheets[0]!.fromRemnant).toBe(String(own!.id));
  });

  it("refuses a setting out of bounds at its field and stores nothing", async () => {
    const order = await createOrder(t.app, t.token);
    await addItem(t.app, t.token, order.id, itemBody({ count: 1 }));
    const { status, body } = await confirm({
      orderIds: [order.id],
      settings: { trim: 10, minRemnant: 3001 },
    });
    expect(status).toBe(400);
    expect(body.errors?.[0]?.field).toBe("settings.minRemnant");
    expect(await keptFor(order.id)).toEqual([]);
  });
});
