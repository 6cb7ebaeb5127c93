// Scans racing on PostgreSQL: however many phones send a unit's scan at once, its link is
// finished once. Only PostgreSQL can show a race (PGlite serves one request at a time), so this
// file runs in the server-postgres project and is skipped, saying why, on PGlite.
import { routes } from "@fenestra/api";
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { unitLinks } from "../../db/schema/index.ts";
import { callRoute } from "../../test/helpers/factories.ts";
import { describeRaces, parallel } from "../../test/helpers/races.ts";
import { testAppForFile } from "../../test/helpers/test-app.ts";
import { arrangedContract, progressOf, scan, workshopWorker } from "./workshop.fixtures.ts";

describeRaces("parallel scans", () => {
  const t = testAppForFile({ signInDemo: true });

  async function finishedRows(unitId: number) {
    return t.database.db.select().from(unitLinks).where(eq(unitLinks.unitId, unitId));
  }

  it("100 identical scans at once (one scan id) finish the link once; every one hears the same answer", async () => {
    const contract = await arrangedContract(t.app, t.token);
    const worker = await workshopWorker(t.app, t.token, ["cutting"]);
    const [unit] = (await progressOf(t.app, t.token, contract.id)).units;
    const scanId = crypto.randomUUID();
    const results = await parallel(100, () =>
      scan(t.app, worker.token, { code: unit?.code as string, contractId: contract.id, scanId }),
    );
    expect(results.map((r) => `${r.status} ${r.body.code}`)).toEqual(Array(100).fill("200 0"));
    for (const r of results) expect(r.body.data).toEqual(results[0]?.body.data);
    expect(results[0]?.body.data).toMatchObject({ link: "cutting", nextLink: "frame_assembly" });
    expect(await finishedRows(unit?.id as number)).toHaveLength(1);
  });

  it("one unit scanned at once from 30 phones (30 scan ids, 3 workers): one effect, the rest refused", async () => {
    const contract = await arrangedContract(t.app, t.token);
    const workers = await Promise.all([0, 1, 2].map(() => workshopWorker(t.app, t.token, ["cutting"])));
    const [unit] = (await progressOf(t.app, t.token, contract.id)).units;
    const results = await parallel(30, (i) =>
      scan(t.app, workers[i % 3]?.token as string, { code: unit?.code as string, contractId: contract.id }),
    );
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(results.filter((r) => r.body.code === 0)).toHaveLength(1);
    const keys = new Set(results.filter((r) => r.body.code !== 0).map((r) => r.body.key));
    for (const key of keys) expect(["workshop.scan_repeated", "workshop.link_not_bound"]).toContain(key);
    expect(await finishedRows(unit?.id as number)).toHaveLength(1);
    const p = await callRoute(t.app, routes.workshop.progress, {
      token: t.token,
      params: { id: contract.id },
    });
    expect(p.body.data?.units[0]?.currentLink).toBe("frame_assembly");
  });
});
