// The migration that moves stored copies of the demo TB60 and PVC60 to panes at the layout's cut
// size (0026_starter_glass_rows_cut_size.sql), run again over copies in the shape stored before:
// a copy whose glass rows and glazing edge are still the demo's orders a triangle's pane at its
// template's size (1004 × 669.3) and a rectangle's as before; a copy whose glazing edge the
// factory changed keeps its rows.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Series } from "@fenestra/core";
import { calculateOrderBom } from "@fenestra/core/bom/index";
import type { Design, FrameShape } from "@fenestra/core/design/model";
import { frameDesign, glass } from "@fenestra/core/design/test-designs";
import { eq, sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { migrationsFolder } from "../../db/migrations-folder.ts";
import { series } from "../../db/schema/index.ts";
import { companyIdOf } from "../../test/helpers/companies.ts";
import { registerAccount } from "../../test/helpers/factories.ts";
import { testAppForFile } from "../../test/helpers/test-app.ts";

const t = testAppForFile();

async function runMigration() {
  const file = readFileSync(join(migrationsFolder(), "0026_starter_glass_rows_cut_size.sql"), "utf8");
  for (const statement of file.split("--> statement-breakpoint"))
    await t.database.db.execute(sql.raw(statement));
}

/** The series as stored before: its two pane rows "opening + the glazing edge a side". */
function asBefore(model: Series, edge?: string): Series {
  const copy = structuredClone(model) as Series & { parameters: { name: string; value: string }[] };
  for (const row of copy.formulas.glass?.rows ?? []) {
    if (row.id === "glass-fixed" || row.id === "glass-sash") {
      Object.assign(row, { width: "DW + 2 * GLASS_EDGE", height: "DH + 2 * GLASS_EDGE" });
    }
  }
  if (edge !== undefined)
    copy.parameters = copy.parameters.map((p: { name: string; value: string }) =>
      p.name === "GLASS_EDGE" ? { ...p, value: edge } : p,
    );
  return copy;
}

const fixedGlass = (shape: FrameShape): Design => frameDesign(shape, glass("G"));
const triangle = fixedGlass({ kind: "triangle", width: 1200, height: 800, apexX: 600 });
const rectangle = fixedGlass({ kind: "rectangle", width: 1000, height: 1200 });
const panes = (model: Series, design: Design) =>
  calculateOrderBom([{ design, series: model, count: 1 }]).glass.map(
    (g: { width: number; height: number }) => [g.width, g.height],
  );

it("moves a copy still as the demo wrote it to the cut size, and leaves an edited one alone", async () => {
  const session = await registerAccount(t.app, t.clock);
  const userCompanyId = await companyIdOf(t.database.db, session.userinfo.id);
  const copies = await t.database.db.select().from(series).where(eq(series.companyId, userCompanyId));
  const tb60 = copies.find((s) => s.name.startsWith("TB60"))!;
  const pvc60 = copies.find((s) => s.name.startsWith("PVC60"))!;
  expect(tb60 && pvc60).toBeTruthy();

  const oldTb60 = asBefore(tb60.model);
  // the old rows ordered the triangle short of its template
  expect(panes(oldTb60, triangle)).toEqual([[982, 662]]);
  await t.database.db.update(series).set({ model: oldTb60 }).where(eq(series.id, tb60.id));
  // a factory that set its own glazing edge keeps its rows as they are
  const edited = asBefore(pvc60.model, "12");
  await t.database.db.update(series).set({ model: edited }).where(eq(series.id, pvc60.id));

  await runMigration();

  const [tb60After] = await t.database.db.select().from(series).where(eq(series.id, tb60.id));
  expect(tb60After!.version).toBe(tb60.version + 1);
  expect(panes(tb60After!.model, triangle)).toEqual([[1004, 669.3]]);
  expect(panes(tb60After!.model, rectangle)).toEqual(panes(oldTb60, rectangle));
  const [pvcAfter] = await t.database.db.select().from(series).where(eq(series.id, pvc60.id));
  expect(pvcAfter!.model).toEqual(edited);
  expect(pvcAfter!.version).toBe(pvc60.version);

  // run again: nothing left to move
  await runMigration();
  const [again] = await t.database.db.select().from(series).where(eq(series.id, tb60.id));
  expect(again!.version).toBe(tb60.version + 1);
});
