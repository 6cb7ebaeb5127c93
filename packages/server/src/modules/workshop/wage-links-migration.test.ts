// The migration that names the link of stored wage rows (0023_wage_rows_name_links.sql), run
// again over a series in the shape stored before wage rows named their link: the rows the old
// name matching paid (before 91db4e0) get that link, the others are left alone, and a contract
// arranged afterwards gets the same wages per link as the old matching gave.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { routes } from "@fenestra/api";
import type { Series } from "@fenestra/core";
import type { FormulaRow } from "@fenestra/core/series/index";
import { type LinkSetting, unitLinkWages, type WorkshopLink } from "@fenestra/core/workshop/index";
import { and, eq, sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { migrationsFolder } from "../../db/migrations-folder.ts";
import { companyModules, orderItems, orders, productionUnits, series } from "../../db/schema/index.ts";
import { companyIdOf } from "../../test/helpers/companies.ts";
import { callRoute, registerAccount } from "../../test/helpers/factories.ts";
import { testAppForFile } from "../../test/helpers/test-app.ts";
import { windowBom } from "../production/production-units.ts";
import { arrangedContract } from "./workshop.fixtures.ts";

const t = testAppForFile();

/** The old matching (core/workshop/wages.ts before 91db4e0, as the server called it): by name. */
function oldUnitLinkWages(rows: { name: string; amount: number }[], setup: LinkSetting[]) {
  const normal = (text: string) =>
    text
      .trim()
      .toLowerCase()
      .replace(/[\s_-]+/g, " ");
  const out: Record<string, number> = Object.fromEntries(setup.map((s) => [s.link, 0]));
  const byName = new Map<string, WorkshopLink>(setup.map(({ link }) => [normal(link), link]));
  for (const row of rows) {
    const link = byName.get(normal(row.name));
    if (link) {
      out[link] = (out[link] ?? 0) + row.amount;
      continue;
    }
    const share = Math.trunc(row.amount / setup.length);
    let rest = row.amount - share * setup.length;
    for (const s of setup) {
      out[s.link] = (out[s.link] ?? 0) + share + (rest > 0 ? 1 : 0);
      if (rest > 0) rest -= 1;
    }
  }
  return out;
}

type Row = FormulaRow;
const fixed = (id: string, value: string, name?: string): Row =>
  ({ id, kind: "cost", calc: "fixed", value, ...(name === undefined ? {} : { name }) }) as Row;

async function runMigration() {
  const file = readFileSync(join(migrationsFolder(), "0023_wage_rows_name_links.sql"), "utf8");
  for (const statement of file.split("--> statement-breakpoint"))
    await t.database.db.execute(sql.raw(statement));
}

it("names the link of the wage rows the old name matching paid, and wages per link stay as they were", async () => {
  const session = await registerAccount(t.app, t.clock);
  const token = session.userinfo.api_token;
  const companyId = await companyIdOf(t.database.db, session.userinfo.id);
  await t.database.db
    .insert(companyModules)
    .values({ companyId, module: "workshop", value: 1 })
    .onConflictDoUpdate({ target: [companyModules.companyId, companyModules.module], set: { value: 1 } });
  const setup: LinkSetting[] = [
    { link: "cutting", expectedDays: 1 },
    { link: "frame_assembly", expectedDays: 2 },
    { link: "sash_assembly", expectedDays: 1 },
  ];
  const saved = await callRoute(t.app, routes.workshop.saveLinks, {
    token,
    body: { links: setup, overwrite: true },
  });
  expect(saved.body.code, saved.body.key).toBe(0);

  // The company's default series (the demo TB60 casement), its wage rows as stored before: no link.
  const [stored] = await t.database.db
    .select({ id: series.id, model: series.model })
    .from(series)
    .where(and(eq(series.companyId, companyId), eq(series.isDefault, true)));
  if (!stored) throw new Error("no default series");
  const demoRows = (stored.model.formulas.wage?.rows ?? []).map(({ link: _link, ...row }) => row as Row);
  expect(demoRows.map((r) => r.name)).toEqual(["fabrication", "sash assembly"]);
  const oldRows: Row[] = [
    ...demoRows,
    fixed("w-frame", "3", " Frame-Assembly "), // frame_assembly
    fixed("cutting", "1"), // no name: the BOM names it by its id, so cutting
    fixed("w-blank", "1.5", " \u3000 "), // blank name: its id, no link
    fixed("w-wide", "0.5", "SASH\u3000\u3000assembly"), // sash_assembly (ideographic spaces)
    fixed("w-spray", "0.6", "spray"), // spray, a link the company does not use: shared both ways
    fixed("w-edge", "0.3", "_cutting"), // " cutting" after the old trim: shared
    fixed("w-zh", "0.7", "打包"), // shared
  ];
  const oldModel = {
    ...stored.model,
    formulas: { ...stored.model.formulas, wage: { rows: oldRows } },
  } as Series;
  await t.database.db.update(series).set({ model: oldModel }).where(eq(series.id, stored.id));
  // A second series: a row that already names a link keeps it; a name written as an expression
  // (known only per window) is left alone.
  const kept = [
    { ...fixed("w-kept", "1", "cutting"), link: "hardware" } as Row,
    fixed("w-expr", "1", '="cutting"'),
  ];
  const [other] = await t.database.db
    .insert(series)
    .values({
      companyId,
      directoryId: (
        await t.database.db.select({ d: series.directoryId }).from(series).where(eq(series.id, stored.id))
      )[0]?.d as number,
      name: "kept",
      model: { ...oldModel, formulas: { ...oldModel.formulas, wage: { rows: kept } } },
    })
    .returning({ id: series.id });

  await runMigration();

  const [after] = await t.database.db
    .select({ model: series.model })
    .from(series)
    .where(eq(series.id, stored.id));
  expect(after?.model.formulas.wage?.rows.map((r) => [r.id, r.link ?? null])).toEqual([
    ["wage-area", null],
    ["wage-sash", "sash_assembly"],
    ["w-frame", "frame_assembly"],
    ["cutting", "cutting"],
    ["w-blank", null],
    ["w-wide", "sash_assembly"],
    ["w-spray", "spray"],
    ["w-edge", null],
    ["w-zh", null],
  ]);
  // Nothing else of the rows or the model changed.
  expect(after?.model.formulas.wage?.rows.map(({ link: _l, ...r }) => r)).toEqual(oldRows);
  expect({ ...after?.model, formulas: { ...after?.model.formulas, wage: undefined } }).toEqual({
    ...oldModel,
    formulas: { ...oldModel.formulas, wage: undefined },
  });
  const [keptAfter] = await t.database.db
    .select({ model: series.model })
    .from(series)
    .where(eq(series.id, other?.id as number));
  expect(keptAfter?.model.formulas.wage?.rows).toEqual(kept);

  // A contract arranged now: each unit's wages per link are what the old name matching gave for
  // the window's wage lines (named as the BOM names them).
  const contract = await arrangedContract(t.app, token);
  const [item] = await t.database.db
    .select({ item: orderItems })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(eq(orders.contractId, contract.id));
  if (!item) throw new Error("no item");
  const bom = await windowBom(t.database.db, item.item);
  const lines = (bom?.money ?? []).filter((l) => l.category === "wage");
  expect(lines.length).toBe(oldRows.length);
  const expected = oldUnitLinkWages(
    lines.map((l) => ({ name: l.name, amount: l.amount })),
    setup,
  );
  // Without the migration every row would be shared: not what the factory was paying.
  expect(
    unitLinkWages(
      lines.map((l) => ({ amount: l.amount })),
      setup,
    ),
  ).not.toEqual(expected);
  const units = await t.database.db
    .select({ wages: productionUnits.wages })
    .from(productionUnits)
    .where(eq(productionUnits.contractId, contract.id));
  expect(units.length).toBe(2);
  for (const unit of units) expect(unit.wages).toEqual(expected);
});
