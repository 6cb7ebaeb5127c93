// Storage-position QR labels: one label per position name in use (materials and kept leftovers),
// each a position record with its own token; a scanned label names the position and the
// materials stored there, only in the caller's company.
import { routes } from "@fenestra/api";
import type { Session } from "@fenestra/core";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { companyModules, surplus, users, warehousePositions } from "../../db/schema/index.ts";
import { callRoute, registerAccount } from "../../test/helpers/factories.ts";
import { pdfPages, readQrCodes } from "../../test/helpers/read-qr.ts";
import { testAppForFile } from "../../test/helpers/test-app.ts";
import { makeMaterial } from "./warehouse.fixtures.ts";

const t = testAppForFile();

const W = routes.warehouse;

/** A new company that has bought the warehouse: its owner's token and company id. */
async function warehouseCompany() {
  const s: Session = await registerAccount(t.app, t.clock);
  const [u] = await t.database.db.select().from(users).where(eq(users.id, s.userinfo.id));
  await t.database.db
    .insert(companyModules)
    .values({ companyId: u!.companyId, module: "warehouse", value: 1 })
    .onConflictDoNothing();
  return { token: s.userinfo.api_token, companyId: u!.companyId };
}

async function positionLabels(token: string) {
  const res = await t.app.inject({
    method: "GET",
    url: "/api/warehouse/positions/labels?paper=a4",
    headers: { authorization: `Bearer ${token}`, targetlanguage: "en-US" },
  });
  return res;
}

describe("position labels", () => {
  it("prints one QR label per position in use; a scan names it and its materials; never another company's", async () => {
    const a = await warehouseCompany();
    const b = await warehouseCompany();
    const m1 = await makeMaterial(t.app, a.token, { code: "POS-1", position: "A-01" });
    await makeMaterial(t.app, a.token, { code: "POS-2", position: "B-02" });
    await makeMaterial(t.app, a.token, { code: "POS-3", position: "" });
    const m4 = await makeMaterial(t.app, a.token, { code: "POS-4", position: "A-01" });
    const leftover = await callRoute(t.app, W.addSurplus, {
      token: a.token,
      body: { code: "POS-1", color: "white", length: 1200, position: "R-9" },
    });
    expect(leftover.body.code, leftover.body.key).toBe(0);
    await makeMaterial(t.app, b.token, { code: "POS-B", position: "Z-99" });

    const res = await positionLabels(a.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    const codes = (await readQrCodes(pdfPages(res.rawPayload)[0]!)).map((c) => c.text);
    const stored = await t.database.db
      .select()
      .from(warehousePositions)
      .where(eq(warehousePositions.companyId, a.companyId));
    expect(stored.map((p) => p.name).sort()).toEqual(["A-01", "B-02", "R-9"]);
    expect(codes.sort()).toEqual(stored.map((p) => `FEN1:P:${p.scanToken}`).sort());
    for (const code of codes) expect(code).toMatch(/^FEN1:P:[A-Z2-7]{26}$/);

    // Printed again: the same tokens, no second row per name.
    const again = await positionLabels(a.token);
    expect((await readQrCodes(pdfPages(again.rawPayload)[0]!)).map((c) => c.text).sort()).toEqual(codes);
    const rows = await t.database.db
      .select()
      .from(warehousePositions)
      .where(eq(warehousePositions.companyId, a.companyId));
    expect(rows).toHaveLength(3);

    const a01 = `FEN1:P:${stored.find((p) => p.name === "A-01")!.scanToken}`;
    const scan = await callRoute(t.app, W.positionScan, { token: a.token, query: { code: a01 } });
    expect(scan.body.data?.name).toBe("A-01");
    expect(scan.body.data?.materials.map((m) => m.id).sort()).toEqual([m1.id, m4.id].sort());

    // Company B's sheet has only its own position; A's label is not found for B.
    const bRes = await positionLabels(b.token);
    const bCodes = (await readQrCodes(pdfPages(bRes.rawPayload)[0]!)).map((c) => c.text);
    expect(bCodes).toHaveLength(1);
    expect(codes).not.toContain(bCodes[0]);
    const foreign = await callRoute(t.app, W.positionScan, { token: b.token, query: { code: a01 } });
    expect(foreign.body.key).toBe("warehouse.position_missing");
    const material = await callRoute(t.app, W.positionScan, {
      token: a.token,
      query: { code: "FEN1:M:AAAAAAAAAAAAAAAAAAAAAAAAAA" },
    });
    expect(material.status).toBe(400);
  });

  it("a company with no positions in use gets the position-not-found message", async () => {
    const c = await warehouseCompany();
    const res = await t.app.inject({
      method: "GET",
      url: "/api/warehouse/positions/labels?paper=a4",
      headers: { authorization: `Bearer ${c.token}`, targetlanguage: "en-US" },
    });
    expect(res.json()).toMatchObject({
      key: "warehouse.position_missing",
      message: "Storage position not found",
    });
  });
});

describe("positions chosen from the company's list", () => {
  it("lists the positions in use and those made, sorted; a name made twice is one position", async () => {
    const a = await warehouseCompany();
    await makeMaterial(t.app, a.token, { code: "L-1", position: "Shelf 10" });
    const made = await callRoute(t.app, W.createPosition, { token: a.token, body: { name: " Shelf 2 " } });
    expect(made.body.code, made.body.key).toBe(0);
    expect(made.body.data?.name).toBe("Shelf 2");
    const again = await callRoute(t.app, W.createPosition, { token: a.token, body: { name: "Shelf 2" } });
    expect(again.body.data?.id).toBe(made.body.data?.id);
    const list = await callRoute(t.app, W.positions, { token: a.token });
    expect(list.body.data?.items.map((p) => p.name)).toEqual(["Shelf 2", "Shelf 10"]);
  });

  it.each([
    ["en-US", "Enter the position's name"],
    ["zh-CN", "请输入库位名称"],
    ["vi-VN", "Nhập tên vị trí kho"],
    ["ru-RU", "Введите название места хранения"],
  ])("refuses a blank position name at the field (%s)", async (lang, message) => {
    const a = await warehouseCompany();
    const res = await callRoute(t.app, W.createPosition, { token: a.token, body: { name: "  " }, lang });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ field: "name", message }]);
  });

  it("a material and a leftover take a position of the company by id; another company's is not found", async () => {
    const a = await warehouseCompany();
    const b = await warehouseCompany();
    const shelf = (await callRoute(t.app, W.createPosition, { token: a.token, body: { name: "A-7" } })).body
      .data!;
    const theirs = (await callRoute(t.app, W.createPosition, { token: b.token, body: { name: "B-7" } })).body
      .data!;
    const m = await makeMaterial(t.app, a.token, { code: "ID-1", position: "ignored", positionId: shelf.id });
    expect(m.position).toBe("A-7");

    for (const [lang, message] of [
      ["en-US", "Storage position not found"],
      ["zh-CN", "库位不存在"],
    ] as const) {
      const refused = await callRoute(t.app, W.createMaterial, {
        token: a.token,
        body: { category: "hardware", code: `ID-X-${lang}`, positionId: theirs.id },
        lang,
      });
      expect(refused.status).toBe(400);
      expect(refused.body.errors).toEqual([{ field: "positionId", message }]);
    }
    const body = { category: "profile" as const, code: "ID-1", colors: ["white"], rawLength: 6000 };
    const moved = await callRoute(t.app, W.updateMaterial, {
      token: a.token,
      params: { id: m.id },
      body: { ...body, positionId: theirs.id, overwrite: true },
    });
    expect(moved.status).toBe(400);
    const cleared = await callRoute(t.app, W.updateMaterial, {
      token: a.token,
      params: { id: m.id },
      body: { ...body, positionId: null, overwrite: true },
    });
    expect(cleared.body.data?.position).toBe("");

    // Rows written as free text keep working: a typed name becomes a position of the list.
    const typed = await makeMaterial(t.app, a.token, { code: "ID-2", position: "Old rack" });
    expect(typed.position).toBe("Old rack");
    const names = (await callRoute(t.app, W.positions, { token: a.token })).body.data!.items.map(
      (p) => p.name,
    );
    expect(names).toContain("Old rack");

    const [left] = await t.database.db
      .insert(surplus)
      .values({
        companyId: a.companyId,
        code: "ID-1",
        color: "white",
        length: 900,
        createdAt: t.clock(),
      })
      .returning();
    const put = await callRoute(t.app, W.updateSurplus, {
      token: a.token,
      params: { id: left!.id },
      body: { positionId: shelf.id, version: left!.version },
    });
    expect(put.body.data?.position).toBe("A-7");
    const foreign = await callRoute(t.app, W.updateSurplus, {
      token: a.token,
      params: { id: left!.id },
      body: { positionId: theirs.id, overwrite: true },
      lang: "ru-RU",
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.errors).toEqual([{ field: "positionId", message: "Место хранения не найдено" }]);
    const none = await callRoute(t.app, W.updateSurplus, {
      token: a.token,
      params: { id: left!.id },
      body: { overwrite: true } as never,
      lang: "en-US",
    });
    expect(none.status).toBe(400);
    expect(none.body.errors).toEqual([{ field: "positionId", message: "Choose a storage position" }]);
    // Another company's leftover is not found, whatever the position.
    const notMine = await callRoute(t.app, W.updateSurplus, {
      token: b.token,
      params: { id: left!.id },
      body: { positionId: theirs.id, overwrite: true },
    });
    expect(notMine.body.key).toBe("warehouse.surplus_missing");
  });

  it("the stock status filters by a position exactly (as its scanned label gives it); another company's is not found", async () => {
    const a = await warehouseCompany();
    const b = await warehouseCompany();
    const at1 = await makeMaterial(t.app, a.token, { code: "F-1", position: "R-1" });
    await makeMaterial(t.app, a.token, { code: "F-2", position: "R-10" });
    const at1b = await makeMaterial(t.app, a.token, {
      code: "F-3",
      category: "hardware",
      colors: [],
      rawLength: 0,
      position: "R-1",
    });
    await positionLabels(a.token);
    const [r1] = await t.database.db
      .select()
      .from(warehousePositions)
      .where(eq(warehousePositions.companyId, a.companyId))
      .then((rows) => rows.filter((p) => p.name === "R-1"));
    const scan = await callRoute(t.app, W.positionScan, {
      token: a.token,
      query: { code: `FEN1:P:${r1!.scanToken}` },
    });
    expect(scan.body.data?.id).toBe(r1!.id);
    const stock = await callRoute(t.app, W.stock, { token: a.token, query: { positionId: r1!.id } });
    expect(stock.body.code, stock.body.key).toBe(0);
    expect(new Set(stock.body.data!.items.map((r) => r.materialId))).toEqual(new Set([at1.id, at1b.id]));
    // The text filter still finds a part of a name.
    const part = await callRoute(t.app, W.stock, { token: a.token, query: { position: "R-1" } });
    expect(part.body.data!.items).toHaveLength(3);
    const foreign = await callRoute(t.app, W.stock, { token: b.token, query: { positionId: r1!.id } });
    expect(foreign.body.key).toBe("warehouse.position_missing");
    const bad = await callRoute(t.app, W.stock, {
      token: a.token,
      query: { positionId: "x" } as never,
      lang: "en-US",
    });
    expect(bad.status).toBe(400);
  });
});

describe("issue 25.9: a position is one fact", () => {
  it("issue 25.9: materials, leftovers and stock rows carry their position's id and read its name from the list; no table keeps a second copy of the name", async () => {
    const a = await warehouseCompany();
    const shelf = (await callRoute(t.app, W.createPosition, { token: a.token, body: { name: "S-25.9" } }))
      .body.data!;
    const m = await makeMaterial(t.app, a.token, { code: "ONE-1", positionId: shelf.id });
    expect(m).toMatchObject({ position: "S-25.9", positionId: shelf.id });
    const typed = await makeMaterial(t.app, a.token, { code: "ONE-2", position: "  S-25.9 " });
    expect(typed).toMatchObject({ position: "S-25.9", positionId: shelf.id });
    await callRoute(t.app, W.addSurplus, {
      token: a.token,
      body: { code: "ONE-1", color: "white", length: 900, positionId: shelf.id },
    });
    const [left] = (await callRoute(t.app, W.surplus, { token: a.token, query: { code: "ONE-1" } })).body
      .data!.items;
    expect(left).toMatchObject({ position: "S-25.9", positionId: shelf.id });
    const rows = (await callRoute(t.app, W.stock, { token: a.token, query: { positionId: shelf.id } })).body
      .data!.items;
    expect(rows.map((r) => [r.code, r.positionId])).toEqual([
      ["ONE-1", shelf.id],
      ["ONE-2", shelf.id],
    ]);
    const copies = await t.database.db.execute(
      sql`select table_name, column_name from information_schema.columns
        where table_name in ('warehouse_materials', 'surplus') and column_name in ('position', 'source_orders')`,
    );
    expect((copies as unknown as { rows: unknown[] }).rows).toEqual([]);
  });
});
