// The migration that gives stored copies of the demo series the facts of issue 28
// (0038_demo_series_issue_28_facts.sql), run by drizzle's migrator on a database migrated up to
// 0037 holding the demo copies as they were stored before the sash bar was written
// (demo-series-before-0037.json: TB60 and SL90 in en-US, PVC60 in zh-CN): an untouched copy
// becomes what a fresh copy of today's demo series is, so a glazing bar inside a sash, refused
// before (series_no_sash_bar), is cut from the sash-bar profile; a copy the factory edited keeps
// what it has. A stored copy's BOM is what the BOM route computes from it (bom.service.ts):
// designMisfit, then calculateOrderBom.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Bom, Series } from "@fenestra/core";
import type { Language } from "@fenestra/core/account/languages";
import { calculateOrderBom } from "@fenestra/core/bom/index";
import type { Design } from "@fenestra/core/design/model";
import { frameDesign, glass, rectangle, sash, split } from "@fenestra/core/design/test-designs";
import { demoSeries } from "@fenestra/core/series/demo/index";
import { designMisfit } from "@fenestra/core/series/index";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.ts";
import { migrationsFolder } from "../../db/migrations-folder.ts";
import { series } from "../../db/schema/index.ts";
import {
  emptyDatabase,
  folderBefore,
  seriesModel,
  storeSeriesBefore,
} from "../../test/helpers/migrations-before.ts";

const MIGRATION = "0038_demo_series_issue_28_facts";
type Key = "alu-tb60-casement" | "upvc-60-casement" | "alu-sl90-sliding";
/** The demo copies as a company's catalogue stored them before 0038, each in one language. */
const BEFORE = JSON.parse(
  readFileSync(join(import.meta.dirname, "demo-series-before-0037.json"), "utf8"),
) as Record<Key, Partial<Record<Language, Series>>>;
const STORED: Record<Key, Language> = {
  "alu-tb60-casement": "en-US",
  "upvc-60-casement": "zh-CN",
  "alu-sl90-sliding": "en-US",
};
const before = (key: Key) => structuredClone(BEFORE[key][STORED[key]]!);

/** A 1000 × 1400 casement whose glass a horizontal glazing bar divides at 700, in `colour`. */
const barredSash = (colour: string): Design =>
  frameDesign(rectangle(1000, 1400), sash("S", split("SB", "horizontal", 700, glass("SG1"), glass("SG2"))), {
    colors: { a: colour, b: colour },
  });

/** What a fabricator reads of a BOM: each profile cut, accessory and hole with its count. */
const lines = (bom: Bom) => ({
  profiles: bom.profiles.map((p) => [p.code, p.length, p.count, p.angleA, p.angleB]),
  addons: bom.addons.map((a) => [a.code, a.count]),
  holes: bom.holes.map((h) => [h.code, h.count]),
});

let handle: DatabaseHandle;
let dir: string;
const ids = {} as Record<Key, number>;
let edited: { id: number; model: Series; version: number };
let cloned: number;
const versions = {} as Record<Key, number>;

const row = async (id: number) => (await handle.db.select().from(series).where(eq(series.id, id)))[0]!;
/** The glazing-bar sash in the first colour of the copy's frame profile (a name in its language). */
const designFor = (key: Key) => barredSash(demoSeries(STORED[key])[key].profiles[0]!.colours[0]!);
/** What the BOM route answers for `design` in a stored `model`: its refusal, or the BOM. */
const calculate = (model: Series, design: Design) =>
  designMisfit(design, model) ?? calculateOrderBom([{ design, series: model, count: 1 }]);

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "fenestra-before-0038-"));
  handle = await emptyDatabase();
  await handle.migrate(folderBefore(dir, MIGRATION));
  const keys = Object.keys(STORED) as Key[];
  // A TB60 copy the factory edited: its tilt-turn set is another maker's, and it added a row.
  const model = before("alu-tb60-casement");
  const tiltTurn = model.formulas.hardware!.rows.find((r) => r.id === "tilt-turn")!;
  Object.assign(tiltTurn, { code: "TT-OTHER" });
  // A clone of the SL90 copy (no seed key; the demo's model id) whose jamb price the factory set.
  const priced = before("alu-sl90-sliding");
  priced.profiles[0]!.pricePerMetre = 9999;
  const stored = await storeSeriesBefore(handle, [
    ...keys.map((key, i) => ({
      name: before(key).name,
      model: before(key),
      seedKey: key,
      isDefault: i === 0,
    })),
    { name: "TB60 (ours)", model, seedKey: "alu-tb60-casement" },
    { name: "SL90 (ours)", model: priced, clonedFrom: keys.indexOf("alu-sl90-sliding") },
  ]);
  for (const [i, key] of keys.entries()) {
    ids[key] = stored[i]!.id;
    versions[key] = stored[i]!.version;
  }
  edited = { id: stored[keys.length]!.id, model, version: stored[keys.length]!.version };
  cloned = stored[keys.length + 1]!.id;
}, 120_000);

afterAll(async () => {
  await handle?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe(MIGRATION, () => {
  it("refuses a glazing bar inside a sash in a stored TB60 or PVC60 before it", async () => {
    for (const key of ["alu-tb60-casement", "upvc-60-casement"] as const) {
      expect(calculate(await seriesModel(handle, ids[key]), designFor(key)), key).toEqual({
        field: "design.frames.0.root",
        code: "series_no_sash_bar",
      });
    }
  });

  it("gives an untouched copy what a fresh copy of the demo series has, in the copy's language", async () => {
    await handle.migrate(migrationsFolder());
    for (const key of Object.keys(STORED) as Key[]) {
      const after = await row(ids[key]);
      expect(after.model, key).toEqual(demoSeries(STORED[key])[key]);
      expect(after.version, key).toBe(versions[key] + 1);
    }
    // the new names are the copy's: PVC60 stored in zh-CN gets its sash bar named in zh-CN
    const pvc = (await row(ids["upvc-60-casement"])).model;
    expect(pvc.profiles.find((p) => p.code === "K60-SZ")?.name).toBe(
      demoSeries("zh-CN")["upvc-60-casement"].profiles.find((p) => p.code === "K60-SZ")?.name,
    );
  });

  it("gives a clone of a copy the facts too, keeping the price the factory set", async () => {
    const after = (await row(cloned)).model;
    const fresh = structuredClone(demoSeries("en-US")["alu-sl90-sliding"]) as Series;
    fresh.profiles[0]!.pricePerMetre = 9999;
    expect(after).toEqual(fresh);
  });

  it("then cuts the glazing bar of a TB60 sash from the sash bar Z002 and of a PVC60 sash from K60-SZ", async () => {
    // the same bar, cleat pins, anchors and hardware set a fresh copy of the series gives
    for (const [key, code] of [
      ["alu-tb60-casement", "Z002"],
      ["upvc-60-casement", "K60-SZ"],
    ] as const) {
      const bom = calculate((await row(ids[key])).model, designFor(key));
      if (!("profiles" in bom)) throw new Error(`${key} refused: ${bom.code}`);
      const bars = bom.profiles.filter((p) => p.code === code);
      expect(bars.map((p) => p.count)).toEqual([1]);
      expect(bom.errors).toEqual([]);
      const fresh = calculateOrderBom([
        { design: designFor(key), series: demoSeries(STORED[key])[key], count: 1 },
      ]);
      expect(lines(bom)).toEqual(lines(fresh));
    }
  });

  it("leaves a copy the factory edited as it was, and changes nothing when run again", async () => {
    const after = await row(edited.id);
    // 0040 adds the demo's profile sections to every demo copy (they overwrite nothing): all else stays
    const withoutSections = (model: Series) => ({
      ...model,
      profiles: model.profiles.map(({ sectionDxf: _drawn, ...profile }) => profile),
    });
    expect(after.model.profiles.every((p) => p.sectionDxf)).toBe(true);
    expect(withoutSections(after.model)).toEqual(edited.model);
    expect(after.version).toBe(edited.version);
    expect(calculate(after.model, designFor("alu-tb60-casement"))).toMatchObject({
      code: "series_no_sash_bar",
    });
    const file = readFileSync(join(migrationsFolder(), `${MIGRATION}.sql`), "utf8");
    for (const statement of file.split("--> statement-breakpoint"))
      await handle.db.execute(sql.raw(statement));
    for (const key of Object.keys(STORED) as Key[])
      expect((await row(ids[key])).version).toBe(versions[key] + 1);
  });
});
