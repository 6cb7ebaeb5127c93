import { execFile } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { type BodyIn, type DataOf, routes } from "@fenestra/api";
import type { Bom } from "@fenestra/core";
import { EDITIONS } from "@fenestra/core/account/entitlements";
import { WORKED_EXAMPLE_PROFILES } from "@fenestra/core/bom/worked-example";
import { frameDesign, glass, rectangle, sash } from "@fenestra/core/design/test-designs";
import { FORMULA_MESSAGES } from "@fenestra/core/formula/index";
import { eq } from "drizzle-orm";
import Fastify from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { describe, expect, it } from "vitest";
import { companies } from "../../db/schema/index.ts";
import type { AppDeps } from "../../plugins/context.ts";
import { installOpenApi } from "../../plugins/openapi.ts";
import { companyIdOf, setCompanyModule } from "../../test/helpers/companies.ts";
import { callRoute, registerAccount, subAccountSession } from "../../test/helpers/factories.ts";
import { testAppForFile } from "../../test/helpers/test-app.ts";
import { addItem, createOrder, itemBody } from "../orders/orders.fixtures.ts";
import { seriesRoutes } from "../series/series.routes.ts";
import { bomRoutes } from "./bom.routes.ts";

const t = testAppForFile({ signInDemo: true });

const examples = join(import.meta.dirname, "../../../../../docs/examples");
const example = (name: string) => JSON.parse(readFileSync(join(examples, name), "utf8")) as unknown;
const casement = example("casement-1500x1400.design.json");

/** A body as a client may send it, including what the schema refuses. */
type CalculateBody = BodyIn<typeof routes.bom.calculate>;
type Calculated = DataOf<typeof routes.bom.calculate>;
type OrderBom = DataOf<typeof routes.bom.order>;

/** The BOM of `body` worked out for the demo account, its messages in `lang` when given. */
const calculate = (body: CalculateBody, lang?: string) =>
  callRoute(t.app, routes.bom.calculate, { token: t.token, body, lang });

/** Saves `model` as series `id`'s (over whatever it holds) and expects it saved. */
async function saveSeriesModel(id: number, model: unknown) {
  const saved = await callRoute(t.app, routes.series.update, {
    params: { id },
    token: t.token,
    body: { model, overwrite: true },
  });
  expect(saved.body.code, saved.body.key).toBe(0);
}

const profileRows = (bom: Bom) => bom.profiles.map((p) => [p.code, p.length, p.count, p.angleA, p.angleB]);

async function defaultSeriesId(): Promise<number> {
  const { body } = await callRoute(t.app, routes.series.catalogue, { token: t.token });
  const list = (body.data as { series: { id: number; isDefault: boolean }[] }).series;
  return list.find((s) => s.isDefault)?.id as number;
}

describe("POST /api/bom/calculate", () => {
  it("gives the hand-computed worked example of docs/bom.md for the default (TB60) series", async () => {
    const { body } = await calculate({ design: casement, seriesId: "default" });
    expect(body.code, body.key).toBe(0);
    const data = body.data as Calculated;
    expect(data.series.id).toBe(await defaultSeriesId());
    expect(data.issues).toEqual([]);
    expect(data.bom.errors).toEqual([]);
    expect(profileRows(data.bom)).toEqual(WORKED_EXAMPLE_PROFILES);
    expect(data.bom.glass.map((g) => [g.width, g.height, g.count])).toEqual([
      [672, 1302, 1],
      [550, 1180, 1],
    ]);
    expect(data.bom.totals.quote).toBe(157800);
    // The product-test screen shows each line's row and the variables it saw.
    const mullion = data.bom.profiles.find((p) => p.code === "Z001");
    expect(mullion?.sources[0]).toMatchObject({ tab: "frame", vars: { L: 1280, W: 1500 } });
  });

  it("multiplies by count and uses the series named by id", async () => {
    const id = await defaultSeriesId();
    const { body } = await calculate({ design: casement, seriesId: id, count: 3, trace: false });
    const bom = (body.data as Calculated).bom;
    expect(bom.profiles.find((p) => p.code === "Z001")).toMatchObject({ count: 3 });
    expect(bom.profiles[0]?.sources[0]).not.toHaveProperty("vars");
    expect(bom.totals.quote).toBe(3 * 157800);
  });

  it("refuses what the series cannot make, at the design's field: a sash no hardware set carries, an arch too tight", async () => {
    // TB60 tilt-turn 1800 × 2100: sash 1698 × 1998 is wider than TT-60H's 1600 (core's
    // bom/hardware-sets.test.ts works out its 86.1 kg)
    const tiltTurn = frameDesign(rectangle(1800, 2100), sash("S", glass("G"), "tiltTurn"));
    const heavy = await calculate({ design: tiltTurn, seriesId: "default" }, "en-US");
    expect(heavy.status).toBe(400);
    expect(heavy.body.errors?.[0]?.field).toBe("design.frames.0.root");
    expect(heavy.body.message).toContain("1698 × 1998 mm, 86.1 kg");
    // a circle of 700: radius 350, under F001's 400
    const circle = frameDesign({ kind: "circle", diameter: 700 }, glass("G"), {
      colors: { a: "silver", b: "silver" },
    });
    const tight = await calculate({ design: circle, seriesId: "default" }, "en-US");
    expect(tight.status).toBe(400);
    expect(tight.body.errors?.[0]?.field).toBe("design.frames.0.shape");
    expect(tight.body.message).toBe(
      "The profile F001 bends to a radius of 400 mm at the least; this frame's curve needs 350 mm: make the curve flatter or the frame larger, or choose a series that bends tighter",
    );
  });

  it("refuses a missing series, an unknown series and a broken design, in the caller's language", async () => {
    const noSeries = await calculate({ design: casement } as CalculateBody, "en-US");
    expect(noSeries.status).toBe(400);
    expect(noSeries.body.message).toBe("Please choose a product series first");
    const unknown = await calculate({ design: casement, seriesId: 999999 }, "zh-CN");
    expect(unknown.body).toMatchObject({ code: 2, key: "missing.series" });
    const broken = await calculate({ design: { frames: "no" }, seriesId: "default" }, "en-US");
    expect(broken.status).toBe(400);
    expect(broken.body.message).toBe("The design is invalid");
  });

  it("cuts an ordered sill extension, and refuses a sash bar or sill extension the series has no profile for", async () => {
    const frame0 = (casement as { frames: Record<string, unknown>[] }).frames[0]!;
    const withExtension = { ...(casement as object), frames: [{ ...frame0, sillExtension: true }] };
    const ok = await calculate({ design: withExtension, seriesId: "default" });
    expect(ok.body.code, ok.body.key).toBe(0);
    // the frame's width, 1500, square
    expect(profileRows((ok.body.data as Calculated).bom).filter((r) => r[0] === "SE-60")).toEqual([
      ["SE-60", 1500, 1, 90, 90],
    ]);

    // a factory's series written before sash bars and sill extensions had profiles of their own
    const id = await defaultSeriesId();
    const { body: got } = await callRoute(t.app, routes.series.get, { params: { id }, token: t.token });
    const original = (got.data as { model: { profiles: { partType: string }[] } }).model;
    const save = (model: typeof original) => saveSeriesModel(id, model);
    await save({
      ...original,
      profiles: original.profiles.filter((p) => p.partType !== "sashBar" && p.partType !== "sillExtension"),
    });
    try {
      const refused = await calculate({ design: withExtension, seriesId: "default" }, "en-US");
      expect(refused.status).toBe(400);
      expect((refused.body as { errors?: { field: string }[] }).errors?.[0]?.field).toBe(
        "design.frames.0.sillExtension",
      );
      expect(refused.body.message).toMatch(/no sill extension profile/);
      // the casement's glass (the right cell's sash) divided by a bar
      const divided = structuredClone(casement) as {
        frames: { root: { children: { kind: string; inner?: unknown }[] } }[];
      };
      const cell = divided.frames[0]!.root.children.find((c) => c.kind === "sash")!;
      cell.inner = {
        kind: "split",
        id: "SB",
        direction: "horizontal",
        mullions: [{ id: "SBM", position: 700 }],
        children: [cell.inner, { ...(cell.inner as object), id: "SB2" }],
      };
      const bar = await calculate({ design: divided, seriesId: "default" }, "en-US");
      expect(bar.status).toBe(400);
      expect((bar.body as { errors?: { field: string }[] }).errors?.[0]?.field).toBe("design.frames.0.root");
      expect(bar.body.message).toMatch(/no sash bar profile/);
    } finally {
      await save(original);
    }
  });

  it("gives each formula error its code, position and message in the caller's language", async () => {
    const id = await defaultSeriesId();
    const cloned = await callRoute(t.app, routes.series.clone, {
      params: { id: id },
      token: t.token,
      body: { name: "TB60 broken mullion" },
    });
    expect(cloned.body.code, cloned.body.key).toBe(0);
    const copy = cloned.body.data as {
      id: number;
      model: { formulas: Record<string, { rows: { id: string; length?: string }[] }> };
    };
    const model = structuredClone(copy.model);
    const row = model.formulas.frame?.rows[0] as { id: string; length?: string };
    // Parses, but divides by zero for a window 1400 high: an error of the BOM, not of the text.
    row.length = "W / (H - 1400)";
    const saved = await callRoute(t.app, routes.series.update, {
      params: { id: copy.id },
      token: t.token,
      body: { model, overwrite: true },
    });
    expect(saved.body.code, saved.body.key).toBe(0);
    const { body } = await calculate({ design: casement, seriesId: copy.id }, "vi-VN");
    expect(body.code, body.key).toBe(0);
    const errors = (
      body.data as {
        bom: { errors: { rowId: string; error: { code: string; position: number }; message: string }[] };
      }
    ).bom.errors;
    const viFormula = FORMULA_MESSAGES["vi-VN"];
    expect(errors.length).toBeGreaterThan(0);
    for (const e of errors.filter((x) => x.rowId === row.id)) {
      expect(e.error).toMatchObject({ code: "err_21", position: 0 });
      expect(e.message).toBe(viFormula.errors.err_21);
    }
    expect(errors.some((x) => x.rowId === row.id)).toBe(true);
    await callRoute(t.app, routes.series.remove, { params: { id: copy.id }, token: t.token });
  });

  it("needs the polygon module for special shapes", async () => {
    // in a colour the default series offers (its anthracite is not one: refused at the field)
    const drawn = example("trapezoid.design.json") as { frames: Record<string, unknown>[] };
    const trapezoid = {
      ...drawn,
      frames: drawn.frames.map((f) => ({ ...f, colors: { a: "white", b: "white" } })),
    };
    const ok = await calculate({ design: trapezoid, seriesId: "default" });
    expect(ok.body.code, ok.body.key).toBe(0);
    const other = await registerAccount(t.app, t.clock);
    const userCompanyId = await companyIdOf(t.database.db, other.userinfo.id);
    await setCompanyModule(t.database.db, userCompanyId, "polygon", 0);
    const refused = await callRoute(t.app, routes.bom.calculate, {
      token: other.userinfo.api_token,
      body: { design: trapezoid, seriesId: "default" },
    });
    expect(refused.body.code).toBe(10086);
    // The ultimate edition ("special-shape calculation") includes the module: no purchase needed.
    await t.database.db
      .update(companies)
      .set({ versionType: EDITIONS.ultimate.versionType })
      .where(eq(companies.id, userCompanyId));
    const included = await callRoute(t.app, routes.bom.calculate, {
      token: other.userinfo.api_token,
      body: { design: trapezoid, seriesId: "default" },
    });
    expect(included.body.code, included.body.key).toBe(0);
  });
});

describe("API description", () => {
  it("documents the BOM and product-management routes in the OpenAPI document", async () => {
    // Only these modules' routes, so the check is about their schemas alone.
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await installOpenApi(app);
    const deps = { db: t.database.db, clock: t.clock } as unknown as AppDeps;
    await seriesRoutes(app, deps);
    await bomRoutes(app, deps);
    await app.ready();
    const doc = app.swagger() as { paths: Record<string, Record<string, { description?: string }>> };
    await app.close();
    for (const path of [
      "/api/bom/calculate",
      "/api/orders/{id}/bom",
      "/api/orders/{id}/bom/xlsx",
      "/api/series",
      "/api/series/{id}",
      "/api/series/{id}/clone",
      "/api/series/{id}/share",
      "/api/series/{id}/move",
      "/api/series/{id}/section",
      "/api/series/{id}/profiles/{code}/dxf",
      "/api/series-directories/{id}",
    ]) {
      expect(doc.paths[path], path).toBeDefined();
    }
    expect(doc.paths["/api/orders/{id}/bom/xlsx"]?.get?.description).toContain("xlsx");
    expect(JSON.stringify(doc.paths["/api/bom/calculate"])).toContain("product-test screen");
  });
});

describe("order BOM", () => {
  async function orderWithItems() {
    const order = await createOrder(t.app, t.token, { customer: "BOM test" });
    await addItem(t.app, t.token, order.id, itemBody({ count: 2 }));
    await addItem(t.app, t.token, order.id, itemBody({ count: 1, windowNo: "C2" }));
    return order;
  }

  it("computes once, flags 'profile modified, recalculate' after a series change, and recalculates", async () => {
    const order = await orderWithItems();
    const first = await callRoute(t.app, routes.bom.order, { params: { id: order.id }, token: t.token });
    expect(first.body.code, first.body.key).toBe(0);
    const bom1 = first.body.data as OrderBom;
    expect(bom1.stale).toBe(false);
    expect(bom1.bom.profiles.find((p) => p.code === "Z001")?.count).toBe(3);
    expect(bom1.bom.totals.quote).toBe(3 * 157800);

    // The factory edits the series: every frame bar (the per-member row, length L) gets 5 mm longer.
    const id = await defaultSeriesId();
    const { body: got } = await callRoute(t.app, routes.series.get, { params: { id: id }, token: t.token });
    const original = (got.data as { model: { formulas: { frame: { rows: { length?: string }[] } } } }).model;
    const saveModel = (model: typeof original) => saveSeriesModel(id, model);
    const edited = structuredClone(original);
    const frameRow = edited.formulas.frame.rows.find((r) => r.length === "L");
    expect(frameRow).toBeDefined();
    if (frameRow) frameRow.length = "L + 5";
    await saveModel(edited);

    const again = (await callRoute(t.app, routes.bom.order, { params: { id: order.id }, token: t.token }))
      .body.data as OrderBom;
    expect(again.stale).toBe(true);
    expect(again.computedAt).toBe(bom1.computedAt);
    expect(profileRows(again.bom)).toEqual(profileRows(bom1.bom));

    const recalc = await callRoute(t.app, routes.bom.recalculate, {
      params: { id: order.id },
      token: t.token,
    });
    const fresh = recalc.body.data as OrderBom;
    expect(fresh.stale).toBe(false);
    expect(fresh.bom.profiles.find((p) => p.code === "F001" && p.angleA === 45)?.length).toBe(1505);
    await saveModel(original);
  });

  it("is stale as well when a window is added after the calculation", async () => {
    const order = await orderWithItems();
    const first = (await callRoute(t.app, routes.bom.order, { params: { id: order.id }, token: t.token }))
      .body.data as OrderBom;
    expect(first.stale).toBe(false);
    await addItem(t.app, t.token, order.id, itemBody({ count: 4, windowNo: "C3" }));
    const after = (await callRoute(t.app, routes.bom.order, { params: { id: order.id }, token: t.token }))
      .body.data as OrderBom;
    expect(after.stale).toBe(true);
    const fresh = (
      await callRoute(t.app, routes.bom.recalculate, { params: { id: order.id }, token: t.token })
    ).body.data as OrderBom;
    expect(fresh.stale).toBe(false);
    expect(fresh.bom.profiles.find((p) => p.code === "Z001")?.count).toBe(7);
  });

  it("is not found for another company's order", async () => {
    const order = await orderWithItems();
    const other = await registerAccount(t.app, t.clock);
    const { body } = await callRoute(t.app, routes.bom.order, {
      params: { id: order.id },
      token: other.userinfo.api_token,
    });
    expect(body.key).toBe("missing.order");
  });

  it("hides cost and wages from a sub-account without the get-cost permission", async () => {
    const order = await orderWithItems();
    const sub = (await subAccountSession(t.app, t.token, { get_all_orders: "1" })).userinfo.api_token;
    const { body } = await callRoute(t.app, routes.bom.order, { params: { id: order.id }, token: sub });
    expect(body.code, body.key).toBe(0);
    const categories = new Set((body.data as OrderBom).bom.money.map((m) => m.category));
    expect([...categories].sort()).toEqual(["quote", "retailQuote"]);
  });

  it("exports an .xlsx that LibreOffice opens, with translated headings and every table", async () => {
    const order = await orderWithItems();
    const response = await t.app.inject({
      method: "GET",
      url: `/api/orders/${order.id}/bom/xlsx`,
      headers: { authorization: `Bearer ${t.token}`, targetlanguage: "zh-CN" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("spreadsheetml");
    const dir = mkdtempSync(join(tmpdir(), "fenestra-bom-xlsx-"));
    try {
      const file = join(dir, "bom.xlsx");
      writeFileSync(file, response.rawPayload);
      // Every sheet to its own UTF-8 CSV (the trailing -1 of the filter options).
      await promisify(execFile)(
        "soffice",
        [
          `-env:UserInstallation=file://${join(dir, "profile")}`,
          "--headless",
          "--convert-to",
          "csv:Text - txt - csv (StarCalc):44,34,76,1,,0,false,true,false,false,false,-1",
          "--outdir",
          dir,
          file,
        ],
        { timeout: 110_000 },
      );
      const csv = Object.fromEntries(
        readdirSync(dir)
          .filter((f) => f.endsWith(".csv"))
          .map((f) => [f.replace(/^bom-|\.csv$/g, ""), readFileSync(join(dir, f), "utf8")]),
      );
      expect(Object.keys(csv).sort()).toEqual(
        ["五金配件", "合计", "型材", "孔位", "工资与成本", "玻璃"].sort(),
      );
      const profiles = csv.型材 as string;
      expect(profiles.split("\n")[0]).toContain("编码,名称,颜色,长度(mm),角度(°),数量");
      expect(profiles).toContain("Z001,TB60 mullion");
      expect(profiles).toMatch(/F001,[^\n]*,1500,45° \/ 45°,6,/);
      expect(csv.玻璃).toMatch(/5\+12A\+5,[^\n]*,672,1302,3,/);
      expect(csv.合计).toContain(`报价(元),${(3 * 1578).toString()}`);
      expect(csv.孔位).toContain("排水孔,PS-30x5");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
