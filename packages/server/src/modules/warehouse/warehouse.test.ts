import { routes } from "@fenestra/api";
import type { Session } from "@fenestra/core";
import { and, eq } from "drizzle-orm";
import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import {
  companyModules,
  contracts,
  stockBalances,
  stockLines,
  surplus,
  users,
} from "../../db/schema/index.ts";
import { callRoute, expectRefused, malformed, registerAccount } from "../../test/helpers/factories.ts";
import { pdfPages, readQrCodes } from "../../test/helpers/read-qr.ts";
import { testAppForFile } from "../../test/helpers/test-app.ts";
import { getWorkbook } from "../../test/helpers/workbooks.ts";
import { subAccount } from "../contracts/contracts.fixtures.ts";
import { addItem, createOrder, itemBody } from "../orders/orders.fixtures.ts";
import {
  barSettings,
  confirmedPlan,
  keepLeftoversUpTo,
  makeMaterial,
  optimized,
  pieceMaterial,
  productionContract,
  profileMaterial,
  record,
  rid,
  stockOf,
} from "./warehouse.fixtures.ts";

const t = testAppForFile({ signInDemo: true });

const W = routes.warehouse;

const companyOf = async (s: Session) => {
  const [u] = await t.database.db.select().from(users).where(eq(users.id, s.userinfo.id));
  return u!.companyId;
};

describe("materials", () => {
  it("adds a profile with its colours, lists it, refuses the same code twice at the field", async () => {
    const m = await makeMaterial(t.app, t.token, {
      code: "F001-W",
      name: "Frame",
      colors: ["white", "grey"],
    });
    expect(m).toMatchObject({ category: "profile", code: "F001-W", colors: ["white", "grey"], stock: 0 });
    const list = await callRoute(t.app, W.materials, { token: t.token, query: { q: "F001-W" } });
    expect(list.body.data.items.map((i) => i.id)).toEqual([m.id]);
    const again = await callRoute(t.app, W.createMaterial, {
      token: t.token,
      body: { category: "profile", code: "F001-W" },
      lang: "en-US",
    });
    expect(again.status).toBe(400);
    expect(again.body.errors).toEqual([
      { field: "code", message: "A material with this code already exists" },
    ]);
  });

  it("lists the series' profile codes to choose a profile material from, each code once", async () => {
    const res = await callRoute(t.app, W.seriesProfiles, { token: t.token });
    expect(res.body.code, res.body.key).toBe(0);
    const codes = res.body.data.items.map((p) => p.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(res.body.data.items.find((p) => p.code === "F001")).toMatchObject({
      name: "TB60 frame",
      stockLength: 6000,
      weightGrams: 1320,
      series: expect.arrayContaining(["TB60 thermal-break casement"]),
      colours: expect.arrayContaining(["silver", "graphite", "white"]),
    });
  });

  it("refuses a raw length on glass and a texture over 1 MB, in the caller's language", async () => {
    const glass = await callRoute(t.app, W.createMaterial, {
      token: t.token,
      body: { category: "glass", code: "5+12A+5", rawLength: 2000 },
      lang: "zh-CN",
    });
    expect(glass.body.errors).toEqual([{ field: "rawLength", message: "只有型材有长度" }]);
    const big = `data:image/png;base64,${"A".repeat(1_500_000)}`;
    const texture = await callRoute(t.app, W.createMaterial, {
      token: t.token,
      body: { category: "hardware", code: "H-big", texture: big },
      lang: "en-US",
    });
    expect(texture.body.errors).toEqual([
      { field: "texture", message: "The texture picture is larger than 1M; choose a smaller one" },
    ]);
  });

  it("refuses a profile 99,999,999 mm thick at the field, saying the bounds, by the form and by an import", async () => {
    for (const [lang, message] of [
      ["en-US", "Enter a whole number from 0 to 200"],
      ["zh-CN", "请输入 0 到 200 之间的整数"],
    ] as const) {
      const res = await callRoute(t.app, W.createMaterial, {
        token: t.token,
        body: { category: "profile", code: "THICK-1", thickness: 99_999_999 },
        lang,
      });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ message, errors: [{ field: "thickness", message }] });
    }
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet("x");
    sheet.addRow(["Category", "Code"]);
    sheet.addRow(["Profile", "THICK-2", "", "", "", "", 6000, 99_999_999]);
    const file = Buffer.from(await book.xlsx.writeBuffer()).toString("base64");
    const imported = await callRoute(t.app, W.importMaterials, {
      token: t.token,
      body: { file },
      lang: "en-US",
    });
    expect(imported.body.errors).toEqual([
      { field: "rows.1.thickness", message: "Enter a whole number from 0 to 200" },
    ]);
    expect(
      (await callRoute(t.app, W.materials, { token: t.token, query: { q: "THICK-" } })).body.data.total,
    ).toBe(0);
  });

  it("a material with stock or leftovers cannot be deleted; emptied, it can, and its ledger stays", async () => {
    const m = await makeMaterial(t.app, t.token, { code: "DEL-1", colors: [] });
    await record(t.app, t.token, {
      type: 1,
      lines: [{ materialId: m.id, length: 6000, count: 2, costFen: 100 }],
    });
    const blocked = await callRoute(t.app, W.deleteMaterial, {
      token: t.token,
      params: { id: m.id },
      lang: "en-US",
    });
    expect(blocked.body).toMatchObject({
      key: "delete_blocked.stock_remaining",
      message: "Stock or leftover stock remains; it cannot be deleted",
    });
    await record(t.app, t.token, { type: 6, lines: [{ materialId: m.id, length: 6000, count: 2 }] });
    await callRoute(t.app, W.addSurplus, { token: t.token, body: { code: "DEL-1", length: 1200 } });
    expect(
      (await callRoute(t.app, W.deleteMaterial, { token: t.token, params: { id: m.id } })).body.key,
    ).toBe("delete_blocked.stock_remaining");
    const [left] = (await callRoute(t.app, W.surplus, { token: t.token, query: { code: "DEL-1" } })).body.data
      .items;
    await callRoute(t.app, W.scrapSurplus, { token: t.token, params: { id: left!.id }, body: {} });
    const done = await callRoute(t.app, W.deleteMaterial, { token: t.token, params: { id: m.id } });
    expect(done.body.code, done.body.key).toBe(0);
    expect((await callRoute(t.app, W.material, { token: t.token, params: { id: m.id } })).body.key).toBe(
      "warehouse.material_missing",
    );
    const lines = await t.database.db.select().from(stockLines).where(eq(stockLines.materialId, m.id));
    expect(lines.map((l) => l.delta)).toEqual([2, -2]);
  });

  it("exports the list as .xlsx and imports it back (update by code, add new)", async () => {
    await makeMaterial(t.app, t.token, { code: "XL-1", name: "Sash", costFen: 1234 });
    const book = await getWorkbook(t.app, "/api/warehouse/materials/xlsx", { token: t.token, lang: "en-US" });
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).getCell(2).value).toBe("Code");
    let row = 0;
    sheet.eachRow((r, n) => {
      if (r.getCell(2).value === "XL-1") row = n;
    });
    expect(sheet.getRow(row).getCell(10).value).toBe(12.34);
    sheet.getRow(row).getCell(3).value = "Sash renamed";
    sheet.addRow(["Hardware", "XL-H", "Handle", "", "Roto", "pc", 0, 0, 150, 8.5, "B2", 10]);
    const file = Buffer.from(await book.xlsx.writeBuffer()).toString("base64");
    const imported = await callRoute(t.app, W.importMaterials, { token: t.token, body: { file } });
    expect(imported.body.code, JSON.stringify(imported.body.errors)).toBe(0);
    expect(imported.body.data.added).toBe(1);
    const found = await callRoute(t.app, W.materials, { token: t.token, query: { q: "XL-" } });
    expect(found.body.data.items.map((m) => [m.code, m.name, m.costFen])).toEqual([
      ["XL-H", "Handle", 850],
      ["XL-1", "Sash renamed", 1234],
    ]);
  });

  it("an import with one bad row writes nothing and names the row", async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet("x");
    sheet.addRow(["Category", "Code"]);
    sheet.addRow(["Glass", "IMP-OK"]);
    sheet.addRow(["Glass", "IMP-BAD", "", "", "", "", 0, 0, 0, 1.234]);
    const file = Buffer.from(await book.xlsx.writeBuffer()).toString("base64");
    const res = await callRoute(t.app, W.importMaterials, { token: t.token, body: { file }, lang: "en-US" });
    expect(res.status).toBe(400);
    expect(res.body.errors?.[0]?.field).toBe("rows.2.cost");
    expect(
      (await callRoute(t.app, W.materials, { token: t.token, query: { q: "IMP-" } })).body.data.total,
    ).toBe(0);
  });
});

describe("labels", () => {
  it("prints a material's QR label; scanning its code finds the material, another company's does not", async () => {
    const m = await makeMaterial(t.app, t.token, { code: "LBL-1", name: "Frame", position: "A-03" });
    const res = await t.app.inject({
      method: "GET",
      url: `/api/warehouse/materials/labels?ids=${m.id}&paper=60x40`,
      headers: { authorization: `Bearer ${t.token}`, targetlanguage: "en-US" },
    });
    expect(res.headers["content-type"]).toBe("application/pdf");
    const [page] = pdfPages(res.rawPayload);
    const codes = await readQrCodes(page!);
    expect(codes).toHaveLength(1);
    const code = codes[0]!.text;
    expect(code).toMatch(/^FEN1:M:[A-Z2-7]{26}$/);
    const found = await callRoute(t.app, W.scan, { token: t.token, query: { code: code.toLowerCase() } });
    expect(found.body.data).toMatchObject({ id: m.id, code: "LBL-1" });
    // The same label again: the token stays.
    const again = await t.app.inject({
      method: "GET",
      url: `/api/warehouse/materials/labels?ids=${m.id}`,
      headers: { authorization: `Bearer ${t.token}` },
    });
    expect((await readQrCodes(pdfPages(again.rawPayload)[0]!)).map((c) => c.text)).toEqual([code]);
    const other = await registerAccount(t.app, t.clock);
    await t.database.db
      .insert(companyModules)
      .values({ companyId: await companyOf(other), module: "warehouse", value: 1 })
      .onConflictDoNothing();
    const foreign = await callRoute(t.app, W.scan, { token: other.userinfo.api_token, query: { code } });
    expect(foreign.body.key).toBe("warehouse.material_missing");
    const bad = await callRoute(t.app, W.scan, {
      token: t.token,
      query: { code: "FEN1:U:AAAA" },
      lang: "en-US",
    });
    expect(bad.status).toBe(400);
  });
});

describe("stock operations", () => {
  it("purchase in at two costs, value at moving-average cost, pick out takes the average", async () => {
    const m = await makeMaterial(t.app, t.token);
    const item = { materialId: m.id, color: "white", length: 6000 };
    await record(t.app, t.token, { type: 1, lines: [{ ...item, count: 10, costFen: 10_000 }] });
    await record(t.app, t.token, { type: 1, lines: [{ ...item, count: 10, costFen: 20_000 }] });
    let [row] = await stockOf(t.app, t.token, m.code);
    expect(row).toMatchObject({ quantity: 20, valueFen: 300_000, averageCostFen: 15_000 });
    const out = await record(t.app, t.token, { type: 6, lines: [{ ...item, count: 4 }] });
    expect(out.body.data.lines[0]).toMatchObject({ delta: -4, valueFen: -60_000, balanceAfter: 16 });
    [row] = await stockOf(t.app, t.token, m.code);
    expect(row).toMatchObject({ quantity: 16, valueFen: 240_000 });
    // The answer of the write is the operation as the ledger keeps it (code, name, person, note).
    const kept = await callRoute(t.app, W.operation, { token: t.token, params: { id: out.body.data.id } });
    expect(kept.body.data).toEqual(out.body.data);
    expect(kept.body.data.lines[0]).toMatchObject({ code: m.code, name: m.name });
    expect(kept.body.data.lines[0]?.userName).toBeTruthy();
  });

  it.each([
    ["en-US", "Count out of stock: 3 in stock"],
    ["zh-CN", "数量超出库存：库存 3"],
    ["ru-RU", "Количество больше остатка: на складе 3"],
  ])("an out larger than the stock is refused (%s) and changes nothing", async (lang, message) => {
    const m = await pieceMaterial(t.app, t.token, "hardware");
    await record(t.app, t.token, { type: 1, lines: [{ materialId: m.id, count: 3, costFen: 100 }] });
    const before = await t.database.db.select().from(stockLines).where(eq(stockLines.materialId, m.id));
    const res = await record(
      t.app,
      t.token,
      {
        type: 6,
        lines: [
          { materialId: m.id, count: 1 },
          { materialId: m.id, count: 3 },
        ],
      },
      lang,
    );
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ field: "lines.1.count", message }]);
    const after = await t.database.db.select().from(stockLines).where(eq(stockLines.materialId, m.id));
    expect(after).toEqual(before);
    expect((await stockOf(t.app, t.token, m.code))[0]?.quantity).toBe(3);
  });

  it("profiles are stocked per colour and length, other materials per colour", async () => {
    const p = await makeMaterial(t.app, t.token, { colors: ["white", "grey"] });
    await record(t.app, t.token, {
      type: 3,
      lines: [
        { materialId: p.id, color: "white", length: 6000, count: 2 },
        { materialId: p.id, color: "white", length: 5800, count: 1 },
        { materialId: p.id, color: "grey", length: 6000, count: 4 },
      ],
    });
    const rows = await stockOf(t.app, t.token, p.code);
    expect(rows.map((r) => [r.color, r.length, r.quantity]).sort()).toEqual([
      ["grey", 6000, 4],
      ["white", 5800, 1],
      ["white", 6000, 2],
    ]);
  });

  it.each([
    [{ count: 0 }, "lines.0.count", "The count must be a whole number from 1 to 100,000"],
    [{ count: -2 }, "lines.0.count", "The count must be a whole number from 1 to 100,000"],
    [{ count: 1.5 }, "lines.0.count", "The count must be a whole number from 1 to 100,000"],
    [{ count: 1, length: 3000, hardware: true }, "lines.0.length", "Only a profile has a length"],
    [{ count: 1, length: undefined }, "lines.0.length", "Length and count cannot be empty"],
    [{ count: 1, color: "red" }, "lines.0.color", "The material does not have this colour"],
    [{ count: 1, materialId: 999_999 }, "lines.0.materialId", "Choose an existing profile or material"],
  ])("bad line %j is refused at %s and nothing is written", async (line, field, message) => {
    const p = await makeMaterial(t.app, t.token);
    const h = await pieceMaterial(t.app, t.token, "hardware");
    const { hardware, ...rest } = line as typeof line & { hardware?: boolean };
    const base = hardware ? { materialId: h.id } : { materialId: p.id, color: "white", length: 6000 };
    const res = await record(t.app, t.token, { type: 1, lines: [malformed({ ...base, ...rest })] }, "en-US");
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ field, message }]);
    expect(await t.database.db.select().from(stockLines).where(eq(stockLines.materialId, p.id))).toEqual([]);
  });

  it("an operation without lines, or of a type only a count makes, is refused", async () => {
    const empty = await record(t.app, t.token, { type: 1, lines: [] }, "en-US");
    expect(empty.body.errors).toEqual([{ field: "lines", message: "Add at least one record" }]);
    const eight = await record(
      t.app,
      t.token,
      malformed({ type: 8, lines: [{ materialId: 1, count: 1 }] }),
      "en-US",
    );
    expect(eight.body.errors?.[0]).toEqual({
      field: "type",
      message: "This stock operation type cannot be made here",
    });
  });

  it("an inventory count writes the surplus (8) and loss (9) lines of the difference itself", async () => {
    const a = await pieceMaterial(t.app, t.token, "hardware", { costFen: 40 });
    const b = await makeMaterial(t.app, t.token, { colors: ["white"] });
    await record(t.app, t.token, {
      type: 1,
      lines: [
        { materialId: a.id, count: 5, costFen: 40 },
        { materialId: b.id, color: "white", length: 6000, count: 10, costFen: 500 },
      ],
    });
    const count = await record(t.app, t.token, {
      type: 7,
      lines: [
        { materialId: a.id, count: 2 },
        { materialId: b.id, color: "white", length: 6000, count: 12 },
      ],
    });
    expect(count.body.code, JSON.stringify(count.body.errors)).toBe(0);
    expect(count.body.data.lines.map((l) => [l.type, l.delta, l.counted])).toEqual([
      [9, -3, 2],
      [8, 2, 12],
    ]);
    expect((await stockOf(t.app, t.token, a.code))[0]?.quantity).toBe(2);
    expect((await stockOf(t.app, t.token, b.code))[0]?.quantity).toBe(12);
  });

  it("the same request id again answers the first operation and writes nothing", async () => {
    const m = await makeMaterial(t.app, t.token);
    const body = {
      requestId: rid(),
      type: 1 as const,
      lines: [{ materialId: m.id, color: "white", length: 6000, count: 3 }],
    };
    const first = await record(t.app, t.token, body);
    const again = await record(t.app, t.token, body);
    expect(again.body.data.id).toBe(first.body.data.id);
    expect((await stockOf(t.app, t.token, m.code))[0]?.quantity).toBe(3);
  });

  it("a mistake is corrected by a reversing operation that points at it; once only", async () => {
    const m = await makeMaterial(t.app, t.token);
    const item = { materialId: m.id, color: "white", length: 6000 };
    const bought = (await record(t.app, t.token, { type: 1, lines: [{ ...item, count: 5, costFen: 100 }] }))
      .body.data;
    const rev = await callRoute(t.app, W.reverse, {
      token: t.token,
      params: { id: bought.id },
      body: { requestId: rid() },
    });
    expect(rev.body.data).toMatchObject({ type: 1, reversesId: bought.id });
    expect(rev.body.data.lines.map((l) => l.delta)).toEqual([-5]);
    expect((await stockOf(t.app, t.token, m.code))[0]?.quantity).toBe(0);
    const twice = await callRoute(t.app, W.reverse, {
      token: t.token,
      params: { id: bought.id },
      body: { requestId: rid() },
      lang: "en-US",
    });
    expect(twice.body.message).toBe("This operation has already been reversed");
    const detail = await callRoute(t.app, W.operation, { token: t.token, params: { id: bought.id } });
    expect(detail.body.data.reversedById).toBe(rev.body.data.id);
  });

  it("a purchase whose bars were taken out cannot be reversed (it would go below zero)", async () => {
    const m = await makeMaterial(t.app, t.token);
    const item = { materialId: m.id, color: "white", length: 6000 };
    const bought = (await record(t.app, t.token, { type: 1, lines: [{ ...item, count: 5 }] })).body.data;
    await record(t.app, t.token, { type: 6, lines: [{ ...item, count: 3 }] });
    const rev = await callRoute(t.app, W.reverse, {
      token: t.token,
      params: { id: bought.id },
      body: { requestId: rid() },
    });
    expect(rev.body.key).toBe("warehouse.count_out_of_stock");
    expect((await stockOf(t.app, t.token, m.code))[0]?.quantity).toBe(2);
  });
});

describe("stock status, warnings, ledger", () => {
  it("warns for items below their threshold, also a material never stocked", async () => {
    const low = await makeMaterial(t.app, t.token, { code: "WARN-1", colors: [], warnThreshold: 5 });
    const never = await makeMaterial(t.app, t.token, { code: "WARN-2", colors: [], warnThreshold: 1 });
    await record(t.app, t.token, { type: 1, lines: [{ materialId: low.id, length: 6000, count: 4 }] });
    const warnings = await callRoute(t.app, W.warnings, { token: t.token });
    const codes = warnings.body.data.items.map((i) => i.code);
    expect(codes).toEqual(expect.arrayContaining(["WARN-1", "WARN-2"]));
    await record(t.app, t.token, { type: 1, lines: [{ materialId: low.id, length: 6000, count: 1 }] });
    const only = await callRoute(t.app, W.stock, { token: t.token, query: { warning: "1", code: "WARN-" } });
    expect(only.body.data.items.map((i) => i.materialId)).toEqual([never.id]);
  });

  it("the ledger lists lines newest first, filtered by type and material, and exports .xlsx", async () => {
    const m = await makeMaterial(t.app, t.token, { code: "LEDGER-1" });
    const item = { materialId: m.id, color: "white", length: 6000 };
    await record(t.app, t.token, { type: 1, lines: [{ ...item, count: 5 }] });
    t.clock.advance(60_000);
    await record(t.app, t.token, { type: 6, lines: [{ ...item, count: 2 }], note: "broken" });
    const all = await callRoute(t.app, W.ledger, { token: t.token, query: { materialId: m.id } });
    expect(all.body.data.items.map((l) => [l.type, l.delta, l.balanceAfter])).toEqual([
      [6, -2, 3],
      [1, 5, 5],
    ]);
    expect(all.body.data.items[0]?.userName).toBeTruthy();
    const outs = await callRoute(t.app, W.ledger, { token: t.token, query: { materialId: m.id, type: 6 } });
    expect(outs.body.data.total).toBe(1);
    const book = await getWorkbook(t.app, `/api/warehouse/ledger/xlsx?materialId=${m.id}`, {
      token: t.token,
      lang: "zh-CN",
    });
    const sheet = book.worksheets[0]!;
    expect(sheet.name).toBe("出入库记录");
    expect(sheet.getRow(2).getCell(2).value).toBe("其他出库");
    expect(sheet.getRow(2).getCell(13).value).toBe("broken");
  });
});

describe("surplus and settings", () => {
  it("leftovers by hand: filter by length range, move, scrap (kept as a recorded loss)", async () => {
    await makeMaterial(t.app, t.token, { code: "SUR-1", colors: ["white"] });
    const add = await callRoute(t.app, W.addSurplus, {
      token: t.token,
      body: { code: "SUR-1", color: "white", length: 1500, count: 2, position: "R1" },
    });
    expect(add.body.data.added).toBe(2);
    await callRoute(t.app, W.addSurplus, {
      token: t.token,
      body: { code: "SUR-1", color: "white", length: 800 },
    });
    const long = await callRoute(t.app, W.surplus, {
      token: t.token,
      query: { code: "SUR-1", minLength: 1000 },
    });
    expect(long.body.data.items.map((s) => s.length)).toEqual([1500, 1500]);
    const id = long.body.data.items[0]!.id;
    const moved = await callRoute(t.app, W.updateSurplus, {
      token: t.token,
      params: { id },
      body: { position: "R9", version: long.body.data.items[0]!.version },
    });
    expect(moved.body.data.position).toBe("R9");
    const scrapped = await callRoute(t.app, W.scrapSurplus, { token: t.token, params: { id }, body: {} });
    expect(scrapped.body.data).toMatchObject({ status: "scrapped", scrappedAt: expect.any(String) });
    const [row] = await t.database.db.select().from(surplus).where(eq(surplus.id, id));
    expect(row?.scrappedBy).toBeGreaterThan(0);
    // A move read before the scrap is refused: the scrap counts as a change of the leftover.
    const lateMove = await callRoute(t.app, W.updateSurplus, {
      token: t.token,
      params: { id },
      body: { position: "R2", version: moved.body.data.version },
    });
    expect(lateMove.status).toBe(409);
    expect(lateMove.body.key).toBe("conflict.stale_version");
    const again = await callRoute(t.app, W.scrapSurplus, {
      token: t.token,
      params: { id },
      body: {},
      lang: "en-US",
    });
    expect(again.body.message).toBe("The leftover is no longer available");
    const listed = await callRoute(t.app, W.surplus, {
      token: t.token,
      query: { code: "SUR-1", status: "scrapped" },
    });
    expect(listed.body.data.items.map((s) => s.id)).toEqual([id]);
    const unknown = await callRoute(t.app, W.addSurplus, {
      token: t.token,
      body: { code: "NOPE", length: 900 },
      lang: "en-US",
    });
    expect(unknown.body.errors).toEqual([
      { field: "code", message: "Choose an existing profile or material" },
    ]);
  });

  it("settings default, save, and refuse a maximum not above the minimum", async () => {
    const first = await callRoute(t.app, W.settings, { token: t.token });
    expect(first.body.data.defaultStockLength).toBe(6000);
    const saved = await callRoute(t.app, W.saveSettings, {
      token: t.token,
      body: { leftoverMin: 300, leftoverMax: 2000, leftoverStep: 50, defaultStockLength: 6500, version: 0 },
    });
    expect(saved.body.data).toEqual({
      leftoverMin: 300,
      leftoverMax: 2000,
      leftoverStep: 50,
      defaultStockLength: 6500,
      version: 1,
    });
    const bad = await callRoute(t.app, W.saveSettings, {
      token: t.token,
      body: { leftoverMin: 300, leftoverMax: 300, leftoverStep: 50, defaultStockLength: 6500, version: 1 },
      lang: "en-US",
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([
      { field: "leftoverMax", message: "The maximum length must be greater than the minimum (300 mm)" },
    ]);
    expect((await callRoute(t.app, W.settings, { token: t.token })).body.data.leftoverMax).toBe(2000);
  });
});

describe("picking and preparation", () => {
  it("please optimize first; then the pick list of the plan, picked in part and in full, stock falls", async () => {
    const { contract, order } = await productionContract(t.app, t.token, 2);
    const early = await callRoute(t.app, W.pickList, {
      token: t.token,
      params: { id: contract.id },
      lang: "en-US",
    });
    expect(early.body.message).toBe("Please optimize first");
    const { settings, plan } = await confirmedPlan(t.app, t.token, [order.id]);
    let list = (await callRoute(t.app, W.pickList, { token: t.token, params: { id: contract.id } })).body
      .data;
    expect(list.status).toBe("not_picked");
    const bars = list.items.filter((i) => i.category === "profile");
    const totalBars = plan.groups.reduce((s, g) => s + g.plan.summary.stockBars, 0);
    expect(bars.reduce((s, i) => s + i.needed, 0)).toBe(totalBars);
    // The warehouse stocks each profile of the plan; buy them.
    const lines = [];
    for (const b of bars) {
      const m = await profileMaterial(t.app, t.token, b.code, b.color);
      lines.push({ materialId: m.id, color: b.color, length: b.length, count: b.needed });
    }
    await record(t.app, t.token, { type: 1, lines });
    list = (await callRoute(t.app, W.pickList, { token: t.token, params: { id: contract.id } })).body.data;
    const profiles = list.items.filter((i) => i.category === "profile");
    expect(profiles.every((i) => i.materialId !== null && i.inStock >= i.needed)).toBe(true);
    const [first, ...rest] = profiles;
    const pickOf = (i: typeof first) => ({
      materialId: i!.materialId!,
      color: i!.color,
      length: i!.length,
      count: i!.needed,
    });
    const part = await callRoute(t.app, W.pick, {
      token: t.token,
      params: { id: contract.id },
      body: { requestId: rid(), type: 4, lines: [pickOf(first)] },
    });
    expect(part.body.code, JSON.stringify(part.body.errors)).toBe(0);
    expect(part.body.data.lines.every((l) => l.contractId === contract.id)).toBe(true);
    list = (await callRoute(t.app, W.pickList, { token: t.token, params: { id: contract.id } })).body.data;
    const pickedProfilesOnly =
      list.items.filter((i) => i.category !== "profile").length === 0 && rest.length === 0;
    expect(list.status).toBe(pickedProfilesOnly ? "picked" : "partial");
    if (rest.length > 0) {
      const all = await callRoute(t.app, W.pick, {
        token: t.token,
        params: { id: contract.id },
        body: { requestId: rid(), type: 4, lines: rest.map(pickOf) },
      });
      expect(all.body.code).toBe(0);
    }
    list = (await callRoute(t.app, W.pickList, { token: t.token, params: { id: contract.id } })).body.data;
    expect(
      list.items
        .filter((i) => i.category === "profile")
        .every((i) => i.picked === i.needed && i.inStock === 0),
    ).toBe(true);
    // Preparation for this contract: the profiles are picked out, nothing of them left in stock.
    const prep = await callRoute(t.app, W.preparation, {
      token: t.token,
      body: { contractIds: [contract.id] },
    });
    expect(prep.body.code, prep.body.key).toBe(0);
    const prof = prep.body.data.items.filter((i) => i.category === "profile");
    expect(prof.every((i) => i.shortage === i.needed)).toBe(true);
    // Return one bar, then the ledger of the contract shows it.
    const back = await callRoute(t.app, W.pick, {
      token: t.token,
      params: { id: contract.id },
      body: { requestId: rid(), type: 2, lines: [{ ...pickOf(first), count: 1 }] },
    });
    expect(back.body.data.lines[0]).toMatchObject({ delta: 1, contractId: contract.id });
    const ledger = await callRoute(t.app, W.ledger, { token: t.token, query: { contractId: contract.id } });
    expect(ledger.body.data.items[0]?.type).toBe(2);
    // Its bars are picked: the plan stands, confirming it again is refused and changes nothing.
    const offcuts = JSON.stringify(await t.database.db.select().from(surplus));
    const again = await callRoute(t.app, routes.cutting.confirm, {
      token: t.token,
      body: { orderIds: [order.id], settings, plans: plan.groups, position: "Rack P" },
      lang: "en-US",
    });
    expect(again.body.message).toBe(
      "The plan's material has been picked or its offcuts used; it cannot be confirmed again",
    );
    expect(JSON.stringify(await t.database.db.select().from(surplus))).toBe(offcuts);
  });

  it("a confirmed plan keeps its offcuts in whole steps up to the leftover maximum; longer ones go back to the stock from the pick list", async () => {
    await keepLeftoversUpTo(t.app, t.token, 1000);
    const { contract, order } = await productionContract(t.app, t.token, 2);
    const settings = barSettings(false);
    const plan = await optimized(t.app, t.token, [order.id], settings);
    const offcuts = plan.groups.flatMap((g) =>
      g.plan.bars
        .filter((b) => b.remainderKind === "leftover")
        .flatMap((b) => Array<number>(b.repeat).fill(b.remainder)),
    );
    const onRack = offcuts.filter((r) => r <= 1000);
    const long = offcuts.filter((r) => r > 1000);
    expect(long.length).toBeGreaterThan(0);
    const confirmed = await callRoute(t.app, routes.cutting.confirm, {
      token: t.token,
      body: { orderIds: [order.id], settings, plans: plan.groups, position: "Rack M" },
    });
    expect(confirmed.body.data).toEqual({ consumed: 0, kept: onRack.length, backToStock: long.length });
    // On the rack: each at most a step shorter than the offcut, in whole 100 mm, never longer.
    const kept = (
      await callRoute(t.app, W.surplus, { token: t.token, query: { pageSize: 100 } })
    ).body.data.items.filter((s) => s.sourceOrders === order.orderNo && s.position === "Rack M");
    const byLength = (a: number, b: number) => a - b;
    const keptLengths = kept.map((k) => k.length).sort(byLength);
    expect(keptLengths.every((l) => l % 100 === 0 && l >= 300 && l <= 1000)).toBe(true);
    onRack.sort(byLength).forEach((r, i) => {
      expect(keptLengths[i]).toBeLessThanOrEqual(r);
      expect(r - keptLengths[i]!).toBeLessThan(100);
    });
    // The longer ones are on the pick list, to come back as bars, not yet returned.
    let list = (await callRoute(t.app, W.pickList, { token: t.token, params: { id: contract.id } })).body
      .data;
    const back = list.backToStock;
    expect(back.reduce((n, b) => n + b.count, 0)).toBe(long.length);
    expect(back.every((b) => b.length % 100 === 0 && b.length > 1000 && b.returned === 0)).toBe(true);
    expect(long.every((r) => back.some((b) => b.length <= r && r - b.length < 100))).toBe(true);
    // Returned in against the contract: the stock holds them at their length, the list says so.
    const lines = [];
    for (const b of back) {
      const m = await profileMaterial(t.app, t.token, b.code, b.color);
      lines.push({ materialId: m.id, color: b.color, length: b.length, count: b.count });
    }
    const stockAt = async (code: string, length: number) =>
      (await stockOf(t.app, t.token, code))
        .filter((r) => r.length === length)
        .reduce((n, r) => n + r.quantity, 0);
    const before = await Promise.all(back.map((b) => stockAt(b.code, b.length)));
    const returned = await callRoute(t.app, W.pick, {
      token: t.token,
      params: { id: contract.id },
      body: { requestId: rid(), type: 2, lines },
    });
    expect(returned.body.code, JSON.stringify(returned.body.errors)).toBe(0);
    list = (await callRoute(t.app, W.pickList, { token: t.token, params: { id: contract.id } })).body.data;
    expect(list.backToStock.map((b) => b.returned)).toEqual(back.map((b) => b.count));
    const after = await Promise.all(back.map((b) => stockAt(b.code, b.length)));
    expect(after).toEqual(before.map((n, i) => n + back[i]!.count));
  });

  it("the picker lists contracts in production with whether they have a plan; leftovers of the plan are picked one by one", async () => {
    const { contract, order } = await productionContract(t.app, t.token);
    const listed = async (q?: string, as = t.token) =>
      (await callRoute(t.app, W.pickContracts, { token: as, query: q ? { q } : {} })).body.data.items;
    expect((await listed()).find((c) => c.contractId === contract.id)).toMatchObject({
      contractNo: contract.contractNo,
      status: "production",
      hasPlan: false,
    });
    expect((await listed(contract.contractNo ?? "")).map((c) => c.contractId)).toEqual([contract.id]);
    expect(await listed("no such contract anywhere")).toEqual([]);
    // A leftover by hand of the order's frame profile, long enough for the plan to cut from it.
    const bom = await callRoute(t.app, routes.bom.order, { token: t.token, params: { id: order.id } });
    const profile = bom.body.data.bom.profiles[0]!;
    await profileMaterial(t.app, t.token, profile.code, profile.colour);
    const added = await callRoute(t.app, W.addSurplus, {
      token: t.token,
      body: { code: profile.code, color: profile.colour, length: 6000, count: 2, position: "Rack L" },
    });
    expect(added.body.code, added.body.key).toBe(0);
    await confirmedPlan(t.app, t.token, [order.id], { useLeftovers: true });
    expect((await listed()).find((c) => c.contractId === contract.id)?.hasPlan).toBe(true);
    const list = (await callRoute(t.app, W.pickList, { token: t.token, params: { id: contract.id } })).body
      .data;
    expect(list.leftovers.length).toBeGreaterThan(0);
    const [one] = list.leftovers;
    // A leftover that is not the plan's (the company's, still available) is refused at its field.
    await makeMaterial(t.app, t.token, { code: "STRAY-1", colors: [] });
    const stray = await callRoute(t.app, W.addSurplus, {
      token: t.token,
      body: { code: "STRAY-1", length: 900, position: "Rack S" },
    });
    expect(stray.body.code).toBe(0);
    const strayId = (await callRoute(t.app, W.surplus, { token: t.token, query: { code: "STRAY-1" } })).body
      .data.items[0]!.id;
    const refused = await callRoute(t.app, W.pickLeftovers, {
      token: t.token,
      params: { id: contract.id },
      body: { surplusIds: [one!.surplusId, strayId] },
      lang: "en-US",
    });
    expect(refused.body.errors?.[0]).toMatchObject({
      field: "surplusIds.1",
      message: "This leftover is not in this contract's cutting plan",
    });
    const [after] = await t.database.db.select().from(surplus).where(eq(surplus.id, one!.surplusId));
    expect(after?.pickedAt).toBeNull();
    const picked = await callRoute(t.app, W.pickLeftovers, {
      token: t.token,
      params: { id: contract.id },
      body: { surplusIds: [one!.surplusId] },
    });
    expect(picked.body.code, picked.body.key).toBe(0);
    const mark = picked.body.data.leftovers.map((l) => [l.surplusId, l.picked]);
    expect(mark).toEqual(list.leftovers.map((l) => [l.surplusId, l.surplusId === one!.surplusId]));
    expect(picked.body.data.status).toBe("partial");
    // Another company neither lists the contract nor picks its leftovers.
    const other = await registerAccount(t.app, t.clock);
    await t.database.db
      .insert(companyModules)
      .values({ companyId: await companyOf(other), module: "warehouse", value: 1 })
      .onConflictDoNothing();
    expect(await listed(undefined, other.userinfo.api_token)).toEqual([]);
    const foreign = await callRoute(t.app, W.pickLeftovers, {
      token: other.userinfo.api_token,
      params: { id: contract.id },
      body: { surplusIds: [one!.surplusId] },
    });
    expect(foreign.body.key).toBe("missing.contract");
  });

  it("picking is only for a contract in production; another company's contract is not found", async () => {
    const other = await registerAccount(t.app, t.clock);
    const otherToken = other.userinfo.api_token;
    await t.database.db
      .insert(companyModules)
      .values({ companyId: await companyOf(other), module: "warehouse", value: 1 })
      .onConflictDoNothing();
    const { contract } = await productionContract(t.app, t.token);
    const res = await callRoute(t.app, W.pickList, {
      token: otherToken,
      params: { id: contract.id },
      lang: "en-US",
    });
    expect(res.body.key).toBe("missing.contract");
  });

  it("a pick sent again after its contract left production answers the first pick; a new one is refused", async () => {
    const { contract } = await productionContract(t.app, t.token);
    const m = await pieceMaterial(t.app, t.token, "hardware", { code: "RETRY-H" });
    await record(t.app, t.token, { type: 1, lines: [{ materialId: m.id, count: 5, costFen: 100 }] });
    const body = { requestId: rid(), type: 4 as const, lines: [{ materialId: m.id, count: 2 }] };
    const first = await callRoute(t.app, W.pick, { token: t.token, params: { id: contract.id }, body });
    expect(first.body.code).toBe(0);
    await t.database.db.update(contracts).set({ status: "finished" }).where(eq(contracts.id, contract.id));
    const again = await callRoute(t.app, W.pick, { token: t.token, params: { id: contract.id }, body });
    expect(again.body.data).toEqual(first.body.data);
    const fresh = await callRoute(t.app, W.pick, {
      token: t.token,
      params: { id: contract.id },
      body: { ...body, requestId: rid() },
    });
    expect(fresh.body.key).toBe("warehouse.contract_not_in_production");
    expect((await stockOf(t.app, t.token, m.code))[0]).toMatchObject({ quantity: 3 });
  });

  it("issue 25.7: a return-in is at most what the contract picked and has not returned, refused at the count", async () => {
    const { contract } = await productionContract(t.app, t.token);
    const m = await makeMaterial(t.app, t.token, { colors: ["white", "grey"], code: "RET-25-7" });
    const white = { materialId: m.id, color: "white", length: 6000 };
    await record(t.app, t.token, {
      type: 1,
      lines: [
        { ...white, count: 20, costFen: 100 },
        { ...white, color: "grey", count: 20, costFen: 100 },
      ],
    });
    const stock = async () =>
      (await stockOf(t.app, t.token, m.code)).map((r) => [r.color, r.length, r.quantity]);
    const before = await stock();
    const ret = (lines: { materialId: number; color: string; length: number; count: number }[]) =>
      callRoute(t.app, W.pick, {
        token: t.token,
        params: { id: contract.id },
        body: { requestId: rid(), type: 2, lines },
        lang: "en-US",
      });
    // Nothing picked: a return of 1,000 is refused at its count and the stock stays at 20.
    const never = await ret([{ ...white, count: 1000 }]);
    expect(never.status).toBe(400);
    expect(never.body.errors).toEqual([
      {
        field: "lines.0.count",
        message: "More than this contract picked and has not returned: 0 can still be returned",
      },
    ]);
    expect(await stock()).toEqual(before);
    // Picked 5 white (a pick-out and a supplementary out): 5 may come back, not 6, and only white
    // bars of that length.
    for (const [type, count] of [
      [4, 3],
      [5, 2],
    ] as const) {
      const out = await callRoute(t.app, W.pick, {
        token: t.token,
        params: { id: contract.id },
        body: { requestId: rid(), type, lines: [{ ...white, count }] },
      });
      expect(out.body.code, JSON.stringify(out.body.errors)).toBe(0);
    }
    expect((await ret([{ ...white, count: 6 }])).body.errors?.[0]?.message).toBe(
      "More than this contract picked and has not returned: 5 can still be returned",
    );
    expect((await ret([{ ...white, color: "grey", count: 1 }])).body.errors?.[0]?.field).toBe(
      "lines.0.count",
    );
    expect((await ret([{ ...white, length: 3000, count: 1 }])).body.errors?.[0]?.field).toBe("lines.0.count");
    // Two lines of the item together count too.
    const split = await ret([
      { ...white, count: 3 },
      { ...white, count: 3 },
    ]);
    expect(split.body.errors?.[0]?.field).toBe("lines.1.count");
    // 3 back, then at most 2 more.
    expect((await ret([{ ...white, count: 3 }])).body.code).toBe(0);
    expect((await ret([{ ...white, count: 3 }])).body.errors?.[0]?.message).toBe(
      "More than this contract picked and has not returned: 2 can still be returned",
    );
    const last = await ret([{ ...white, count: 2 }]);
    expect(last.body.code).toBe(0);
    // Reversing the last return lets it come back again; reversing the pick-out once its bars
    // came back would return them twice, and is refused.
    const undo = await callRoute(t.app, W.reverse, {
      token: t.token,
      params: { id: last.body.data.id },
      body: { requestId: rid() },
    });
    expect(undo.body.code, undo.body.key).toBe(0);
    const picks = await callRoute(t.app, W.ledger, {
      token: t.token,
      query: { contractId: contract.id, type: 4 },
    });
    const pickOp = picks.body.data.items[0]!.operationId;
    const refused = await callRoute(t.app, W.reverse, {
      token: t.token,
      params: { id: pickOp },
      body: { requestId: rid() },
      lang: "en-US",
    });
    expectRefused(
      refused,
      "warehouse.pick_already_returned",
      "Some of this pick has been returned; reverse the return first",
    );
    expect(await stock()).toEqual([
      ["grey", 6000, 20],
      ["white", 6000, 18],
    ]);
  });
});

describe("purchase orders", () => {
  type OrderedLine = { materialId: number; count: number; costFen: number };
  /** A purchase order to "Glass Co" of `lines`. */
  const order = (lines: OrderedLine[], lang?: string) =>
    callRoute(t.app, W.createPurchaseOrder, {
      token: t.token,
      body: { supplier: "Glass Co", lines },
      ...(lang ? { lang } : {}),
    });
  type ReceivedLine = { index: number; count: number; costFen?: number };
  /** Receives lines of purchase order `id` (an operation of its own request id). */
  const receive = (id: number, lines: ReceivedLine[], lang?: string) =>
    callRoute(t.app, W.receive, {
      token: t.token,
      params: { id },
      body: { requestId: rid(), lines },
      ...(lang ? { lang } : {}),
    });

  it("receiving writes purchase-in lines at the received cost; status ordered → partly received → received", async () => {
    const m = await pieceMaterial(t.app, t.token, "glass", { code: "PO-G" });
    const po = await order([{ materialId: m.id, count: 10, costFen: 3000 }]);
    expect(po.body.data.status).toBe("ordered");
    const part = await receive(po.body.data.id, [{ index: 0, count: 4, costFen: 3100 }]);
    expect(part.body.data.status).toBe("partly_received");
    const over = await receive(po.body.data.id, [{ index: 0, count: 7 }], "en-US");
    expect(over.body.errors).toEqual([{ field: "lines.0.count", message: "More than was ordered" }]);
    const rest = await receive(po.body.data.id, [{ index: 0, count: 6 }]);
    expect(rest.body.data.status).toBe("received");
    const [row] = await stockOf(t.app, t.token, "PO-G");
    expect(row).toMatchObject({ quantity: 10, valueFen: 4 * 3100 + 6 * 3000 });
  });
  it("issue 25.9: what an order received is what the ledger says: a reversed receipt is received no more", async () => {
    const m = await pieceMaterial(t.app, t.token, "glass", { code: "PO-REV" });
    const h = await pieceMaterial(t.app, t.token, "hardware", { code: "PO-REV-H" });
    const po = await order([
      { materialId: m.id, count: 10, costFen: 3000 },
      { materialId: h.id, count: 5, costFen: 100 },
    ]);
    const id = po.body.data.id;
    const got = await receive(id, [{ index: 0, count: 10 }]);
    expect(got.body.data.lines.map((l) => l.received)).toEqual([10, 0]);
    const [receipt] = (await callRoute(t.app, W.ledger, { token: t.token, query: { materialId: m.id } })).body
      .data.items;
    const undo = await callRoute(t.app, W.reverse, {
      token: t.token,
      params: { id: receipt!.operationId },
      body: { requestId: rid() },
    });
    expect(undo.body.code, undo.body.key).toBe(0);
    const listed = async () =>
      (
        await callRoute(t.app, W.purchaseOrders, { token: t.token, query: { pageSize: 100 } })
      ).body.data.items.find((o) => o.id === id);
    expect(await listed()).toMatchObject({ status: "ordered", lines: [{ received: 0 }, { received: 0 }] });
    // So the whole order can be received again, and no more than that.
    const again = await receive(id, [
      { index: 0, count: 10 },
      { index: 1, count: 5 },
    ]);
    expect(again.body.code, JSON.stringify(again.body.errors)).toBe(0);
    expect(again.body.data).toMatchObject({ status: "received", lines: [{ received: 10 }, { received: 5 }] });
    const over = await receive(id, [{ index: 1, count: 1 }], "en-US");
    expect(over.body.errors).toEqual([{ field: "lines.0.count", message: "More than was ordered" }]);
    expect((await stockOf(t.app, t.token, "PO-REV-H"))[0]?.quantity).toBe(5);
    // An item is on an order once, so its received count is one line's.
    const twice = await order(
      [
        { materialId: m.id, count: 1, costFen: 3000 },
        { materialId: m.id, count: 2, costFen: 3000 },
      ],
      "en-US",
    );
    expect(twice.status).toBe(400);
    expect(twice.body.errors?.[0]).toEqual({
      field: "lines.1.materialId",
      message: "This item is already on the order; change that line's count instead",
    });
  });
});

describe("issue 25.11: leftovers name only the orders the caller may see", () => {
  it("issue 25.11: a sub-account without get_all_orders sees a leftover's own orders, never another salesperson's", async () => {
    await keepLeftoversUpTo(t.app, t.token, 6000);
    const seller = await subAccount(t.app, t.token, []);
    const own = await createOrder(t.app, seller);
    await addItem(t.app, seller, own.id, itemBody({ width: 900, height: 1200, count: 1 }));
    const hidden = await createOrder(t.app, t.token);
    await addItem(t.app, t.token, hidden.id, itemBody({ width: 900, height: 1200, count: 1 }));
    expect(
      (await callRoute(t.app, routes.orders.detail, { token: seller, params: { id: hidden.id } })).body.key,
    ).toBe("missing.order");
    const { confirmed } = await confirmedPlan(t.app, t.token, [hidden.id, own.id], {
      position: "Rack 25.11",
    });
    expect(confirmed.kept).toBeGreaterThan(0);
    const listed = async (as: string) =>
      (await callRoute(t.app, W.surplus, { token: as, query: { pageSize: 100 } })).body.data.items.filter(
        (l) => l.position === "Rack 25.11",
      );
    const forOwner = await listed(t.token);
    expect(forOwner).toHaveLength(confirmed.kept);
    expect(new Set(forOwner.map((l) => l.sourceOrders))).toEqual(
      new Set([`${hidden.orderNo},${own.orderNo}`]),
    );
    const forSeller = await listed(seller);
    expect(forSeller).toHaveLength(confirmed.kept);
    expect(new Set(forSeller.map((l) => l.sourceOrders))).toEqual(new Set([own.orderNo]));
    expect(JSON.stringify(forSeller)).not.toContain(String(hidden.orderNo));
  });
});

describe("who may call", () => {
  it("a company without the warehouse module gets 10086", async () => {
    const other = await registerAccount(t.app, t.clock);
    await t.database.db
      .delete(companyModules)
      .where(
        and(eq(companyModules.companyId, await companyOf(other)), eq(companyModules.module, "warehouse")),
      );
    const res = await callRoute(t.app, W.stock, { token: other.userinfo.api_token });
    expect(res.body.code).toBe(10086);
  });

  it("another company's materials and operations are not found; its stock is not shown", async () => {
    const mine = await makeMaterial(t.app, t.token, { code: "TEN-1" });
    const op = (
      await record(t.app, t.token, {
        type: 1,
        lines: [{ materialId: mine.id, color: "white", length: 6000, count: 1 }],
      })
    ).body.data;
    const other = await registerAccount(t.app, t.clock);
    await t.database.db
      .insert(companyModules)
      .values({ companyId: await companyOf(other), module: "warehouse", value: 1 })
      .onConflictDoNothing();
    const o = other.userinfo.api_token;
    expect((await callRoute(t.app, W.material, { token: o, params: { id: mine.id } })).body.key).toBe(
      "warehouse.material_missing",
    );
    expect((await callRoute(t.app, W.operation, { token: o, params: { id: op.id } })).body.key).toBe(
      "warehouse.operation_missing",
    );
    const use = await record(t.app, o, {
      type: 1,
      lines: [{ materialId: mine.id, color: "white", length: 6000, count: 1 }],
    });
    expect(use.body.errors?.[0]?.field).toBe("lines.0.materialId");
    expect((await callRoute(t.app, W.stock, { token: o, query: { code: "TEN-1" } })).body.data.total).toBe(0);
    const balances = await t.database.db
      .select()
      .from(stockBalances)
      .where(eq(stockBalances.materialId, mine.id));
    expect(balances.map((b) => b.quantity)).toEqual([1]);
  });

  it("each screen's key: a sub-account with only pickout may pick, not record or edit materials", async () => {
    const picker = await subAccount(t.app, t.token, ["pickout", "get_all_orders"]);
    const m = await makeMaterial(t.app, t.token);
    const rec = await record(t.app, picker, {
      type: 1,
      lines: [{ materialId: m.id, color: "white", length: 6000, count: 1 }],
    });
    expect(rec.body.key).toBe("access.no_permission");
    const edit = await callRoute(t.app, W.createMaterial, {
      token: picker,
      body: { category: "glass", code: "NOPE" },
    });
    expect(edit.body.key).toBe("access.no_permission");
    const ledger = await callRoute(t.app, W.ledger, { token: picker });
    expect(ledger.body.key).toBe("access.no_permission");
    const { contract } = await productionContract(t.app, t.token);
    const list = await callRoute(t.app, W.pickList, { token: picker, params: { id: contract.id } });
    expect(list.body.key).toBe("warehouse.optimize_first");
  });
});
