import type { DataOf, GlassSheetsBody } from "@fenestra/api";
import { routes } from "@fenestra/api";
import type { Bom } from "@fenestra/core";
import { checkGlassSheetPlan } from "@fenestra/core/glass-cutting/index";
import { describe, expect, it } from "vitest";
import { callRoute } from "../../test/helpers/factories.ts";
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
    ["en-US", "trim", 101, "Enter a length from 0 to 100 mm"],
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
