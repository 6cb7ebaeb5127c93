// One scan event moves a unit one link: a worker scanning the same unit again within the repeat
// window (REPEAT_SCAN_WINDOW_MS, core/workshop/units.ts) hears "please do not repeat scanning",
// whatever the scan ids, the label (the unit's or a piece's) or how many arrive at once. The
// window in sequence runs on both databases; the bursts run on PostgreSQL only (PGlite serves
// one request at a time and cannot race).
import { routes } from "@fenestra/api";
import { REPEAT_SCAN_WINDOW_MS } from "@fenestra/core/workshop/index";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { unitLinks } from "../../db/schema/index.ts";
import { callRoute } from "../../test/helpers/factories.ts";
import { describeRaces, parallel } from "../../test/helpers/races.ts";
import { testAppForFile } from "../../test/helpers/test-app.ts";
import { arrangedContract, progressOf, saveThreeLinks, scan, workshopWorker } from "./workshop.fixtures.ts";

const t = testAppForFile({ signInDemo: true });
beforeAll(async () => {
  await saveThreeLinks(t.app, t.token);
});

const threeLinks = ["cutting", "frame_assembly", "sash_assembly"] as const;
const pieceCode = (unitCode: string) => unitCode.replace(/^FEN1:U:/, "FEN1:C:");

async function finishedLinks(unitId: number) {
  const rows = await t.database.db.select().from(unitLinks).where(eq(unitLinks.unitId, unitId));
  return rows.map((r) => r.link);
}

describe("a worker bound to several links", () => {
  it("issue 25.6: scanning the same unit again within the repeat window is refused; after it, the next link is finished", async () => {
    const contract = await arrangedContract(t.app, t.token);
    const worker = await workshopWorker(t.app, t.token, [...threeLinks]);
    const [unit] = (await progressOf(t.app, t.token, contract.id)).units;
    const code = unit?.code as string;
    const first = await scan(t.app, worker.token, { code, contractId: contract.id });
    expect(first.body.data).toMatchObject({ link: "cutting", nextLink: "frame_assembly" });
    t.clock.advance(REPEAT_SCAN_WINDOW_MS - 1_000);
    // A new scan (a fresh id) of the unit, and of one of its pieces: the same scan event.
    for (const c of [code, pieceCode(code)]) {
      const again = await scan(t.app, worker.token, { code: c, contractId: contract.id });
      expect(again.body).toMatchObject({
        code: 2,
        key: "workshop.scan_repeated",
        message: "Please do not repeat scanning",
      });
    }
    expect(await finishedLinks(unit?.id as number)).toEqual(["cutting"]);
    t.clock.advance(1_000);
    const next = await scan(t.app, worker.token, { code, contractId: contract.id });
    expect(next.body.data).toMatchObject({ link: "frame_assembly", nextLink: "sash_assembly" });
  });

  it("another worker's scan inside the window is not a repeat", async () => {
    const contract = await arrangedContract(t.app, t.token);
    const cutter = await workshopWorker(t.app, t.token, ["cutting"]);
    const assembler = await workshopWorker(t.app, t.token, ["frame_assembly"]);
    const [unit] = (await progressOf(t.app, t.token, contract.id)).units;
    const code = unit?.code as string;
    expect((await scan(t.app, cutter.token, { code, contractId: contract.id })).body.code).toBe(0);
    const next = await scan(t.app, assembler.token, { code, contractId: contract.id });
    expect(next.body.data).toMatchObject({ link: "frame_assembly" });
  });
});

describeRaces("scan bursts", () => {
  for (const [label, n, codeOf] of [
    ["unit", 50, (c: string) => c],
    ["piece label", 20, pieceCode],
  ] as const) {
    it(`issue 25.6: ${n} parallel scans of one ${label} (fresh scan ids) by a worker bound to three links finish one link`, async () => {
      const contract = await arrangedContract(t.app, t.token);
      const worker = await workshopWorker(t.app, t.token, [...threeLinks]);
      const [unit] = (await progressOf(t.app, t.token, contract.id)).units;
      const code = codeOf(unit?.code as string);
      const results = await parallel(n, () => scan(t.app, worker.token, { code, contractId: contract.id }));
      expect(results.map((r) => r.status)).toEqual(Array(n).fill(200));
      expect(results.filter((r) => r.body.code === 0)).toHaveLength(1);
      expect(new Set(results.filter((r) => r.body.code !== 0).map((r) => r.body.key))).toEqual(
        new Set(["workshop.scan_repeated"]),
      );
      expect(await finishedLinks(unit?.id as number)).toEqual(["cutting"]);
      const p = await callRoute(t.app, routes.workshop.progress, {
        token: t.token,
        params: { id: contract.id },
      });
      expect(p.body.data?.units[0]?.currentLink).toBe("frame_assembly");
    }, 60_000);
  }
});
