// Storage-position QR labels: one label per position name in use (materials and kept leftovers),
// each a position record with its own token; a scanned label names the position and the
// materials stored there, only in the caller's company.
import { routes } from "@fenestra/api";
import type { Session } from "@fenestra/core";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companyModules, surplus, users, warehousePositions } from "../../db/schema/index.ts";
import { callRoute, registerAccount } from "../../test/helpers/factories.ts";
import { pdfPages, readQrCodes } from "../../test/helpers/read-qr.ts";
import { createTestApp, type TestApp } from "../../test/helpers/test-app.ts";
import { makeMaterial } from "./warehouse.fixtures.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

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
    await t.database.db.insert(surplus).values({
      companyId: a.companyId,
      code: "POS-1",
      color: "white",
      length: 1200,
      position: "R-9",
      createdAt: t.clock(),
    });
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
