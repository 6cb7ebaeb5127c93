import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { routes } from "@fenestra/api";
import { describe, expect, it } from "vitest";
import { callRoute, registerAccount } from "../../test/helpers/factories.ts";
import { pdfPageCount, pdfPages, readQrCodes } from "../../test/helpers/read-qr.ts";
import { testAppForFile } from "../../test/helpers/test-app.ts";
import { createContract, fire } from "../contracts/contracts.fixtures.ts";
import { addItem, createOrder } from "../orders/orders.fixtures.ts";
import { arrangedContract, progressOf, scan, workshopWorker } from "./workshop.fixtures.ts";

const t = testAppForFile({ signInDemo: true });

const pdfText = (pdf: Buffer) => {
  const file = join(mkdtempSync(join(tmpdir(), "fenestra-pieces-")), "pieces.pdf");
  writeFileSync(file, pdf);
  return execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" });
};

const pieceLabels = (id: number, as = t.token) =>
  t.app.inject({
    method: "GET",
    url: `/api/workshop/contracts/${id}/piece-labels?paper=60x40`,
    headers: { authorization: `Bearer ${as}` },
  });

describe("cut pieces and their units", () => {
  it("prints a QR label for every cut piece of every unit, naming the unit; a piece's QR scans as its unit", async () => {
    const contract = await arrangedContract(t.app, t.token);
    const [first, second] = (await progressOf(t.app, t.token, contract.id)).units;
    const res = await pieceLabels(contract.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    const count = pdfPageCount(res.rawPayload);
    // the same pieces for both units (one order item, count 2): half the labels each
    expect(count % 2).toBe(0);
    expect(count).toBeGreaterThan(2);
    const [firstPage, lastPage] = pdfPages(res.rawPayload, 200, [1, count]);
    const firstPiece = (await readQrCodes(firstPage as Buffer))[0]?.text ?? "";
    const lastPiece = (await readQrCodes(lastPage as Buffer))[0]?.text ?? "";
    expect(firstPiece).toMatch(/^FEN1:C:[A-Z2-7]{26}$/);
    expect(firstPiece.slice(7)).toBe(first?.code.slice(7));
    expect(lastPiece.slice(7)).toBe(second?.code.slice(7));
    const text = pdfText(res.rawPayload);
    // the serial may wrap on the narrow label
    const joined = text.replace(/\s+/g, "");
    expect(joined).toContain(first?.serial ?? "?");
    expect(joined).toContain(second?.serial ?? "?");
    expect(text).toMatch(/\d+(\.\d)? mm · \d+(\.5)?° \/ \d+(\.5)?°/);

    // a worker bound to cutting scans the second unit's piece: that unit's cutting is finished
    const worker = await workshopWorker(t.app, t.token, ["cutting"]);
    const done = await scan(t.app, worker.token, { code: lastPiece, contractId: contract.id });
    expect(done.body).toMatchObject({ code: 0, data: { serial: second?.serial, link: "cutting" } });
    const after = await progressOf(t.app, t.token, contract.id);
    expect(after.units.map((u) => u.currentLink)).toEqual(["cutting", "frame_assembly"]);
    // its unit label afterwards is a repeat
    const again = await scan(t.app, worker.token, { code: second?.code ?? "", contractId: contract.id });
    expect(again.body).toMatchObject({ key: "workshop.scan_repeated" });
  });

  it("another company's piece is not found, and a material label is no scan of a unit", async () => {
    const contract = await arrangedContract(t.app, t.token);
    const [unit] = (await progressOf(t.app, t.token, contract.id)).units;
    const other = await registerAccount(t.app, t.clock);
    expect((await pieceLabels(contract.id, other.userinfo.api_token)).headers["content-type"]).toContain(
      "application/json",
    );
    const worker = await workshopWorker(t.app, t.token, ["cutting"]);
    const material = await scan(t.app, worker.token, {
      code: `FEN1:M:${unit?.code.slice(7)}`,
      contractId: contract.id,
    });
    expect(material.status).toBe(400);
    expect(material.body).toMatchObject({ key: "validation.failed" });
    const unknown = await scan(t.app, worker.token, {
      code: "FEN1:C:AAAAAAAAAAAAAAAAAAAAAAAAAA",
      contractId: contract.id,
    });
    expect(unknown.body).toMatchObject({ key: "workshop.unit_not_found" });
  });

  it("the cutting plan's piece labels name the units of their window once the contract is arranged", async () => {
    const contract = await createContract(t.app, t.token);
    const order = await createOrder(t.app, t.token, { contractId: contract.id });
    await addItem(t.app, t.token, order.id);
    const optimize = () =>
      callRoute(t.app, routes.cutting.optimize, {
        token: t.token,
        body: { orderIds: [order.id], settings: {} },
      });
    const labelsOf = (body: Awaited<ReturnType<typeof optimize>>["body"]) =>
      new Set(body.data?.groups.flatMap((g) => g.plan.bars.flatMap((b) => b.cuts.map((c) => c.label))));
    const before = await optimize();
    expect(before.body.code, before.body.key).toBe(0);
    expect([...labelsOf(before.body)]).toEqual([`C1 · ${order.orderNo}`]);
    expect((await fire(t.app, t.token, contract.id, "sign")).code).toBe(0);
    const arranged = await callRoute(t.app, routes.workshop.action, {
      token: t.token,
      params: { id: contract.id },
      body: { event: "arrange" },
    });
    expect(arranged.body.code, arranged.body.key).toBe(0);
    const after = await optimize();
    expect([...labelsOf(after.body)]).toEqual([`C1 ${contract.contractNo}-001, -002 · ${order.orderNo}`]);
  });
});
