// The glass sheet plan of chosen orders: the glass lines of their BOMs (a shaped pane by its
// template's box, which is the line's width × height), grouped by glass spec, each group packed
// by core's guillotine packer onto the sheet its series names for that glass, the company's glass
// remnants of that glass offered first. The packing runs in the cutting pool's workers with the
// column plan on (cutting.jobs.ts), off the request's thread, each glass a task of its own.
// The plan is a preview until confirmed (remnants booked).
import type { GlassSheetsBody, GlassSheetsConfirmResult, GlassSheetsResult } from "@fenestra/api";
import type { Bom, Series } from "@fenestra/core";
import { DEFAULT_GLASS_SHEET, type GlassPaneInput } from "@fenestra/core/glass-cutting/index";
import type { Db } from "../../db/client.ts";
import { AppError, CODES } from "../../plugins/errors.ts";
import { findVisibleOrder } from "../../tenancy/order-access.ts";
import type { Tenant } from "../../tenancy/tenant.ts";
import { listOrderItems } from "../bom/bom.queries.ts";
import { orderBom } from "../bom/bom.service.ts";
import type { CuttingPool } from "../cutting/cutting.pool.ts";
import { getSeriesForCompany } from "../series/series.service.ts";
import type { GlassRemnantRow } from "./glass-sheets.queries.ts";
import * as q from "./glass-sheets.queries.ts";

/** Most panes (counting counts) in one plan: beyond it "too much data". */
export const MAX_GLASS_PANES = 20_000;

/** The glass lines of an order's BOM as panes, labelled with their windows and the order number. */
export function panesOfBom(orderNo: string, bom: Bom, windowNos: readonly string[]) {
  return bom.glass.flatMap((line, k) => {
    if (!(line.count > 0 && line.width > 0 && line.height > 0)) return [];
    const windows = [...new Set(line.sources.map((s) => windowNos[s.window] || `#${s.window + 1}`))];
    const pane: GlassPaneInput = {
      id: `${orderNo}/${k + 1}`,
      label: `${windows.join(",")} · ${orderNo}`,
      width: line.width,
      height: line.height,
      count: line.count,
    };
    return [{ spec: line.spec, name: line.name, pane }];
  });
}

export interface Gathered {
  orderIds: number[];
  groups: Map<string, { name: string; panes: GlassPaneInput[] }>;
  series: Series[];
}

/** The chosen orders' glass lines grouped by spec, and the series they name (BOMs recomputed when stale). */
async function gather(db: Db, tenant: Tenant, body: GlassSheetsBody, now: Date): Promise<Gathered> {
  const groups = new Map<string, { name: string; panes: GlassPaneInput[] }>();
  const series: Series[] = [];
  const seen = new Set<string>();
  const orderIds: number[] = [];
  for (const id of [...new Set(body.orderIds)]) {
    const found = await findVisibleOrder(db, tenant, id);
    if (!found) throw new AppError("missing.order");
    orderIds.push(found.order.id);
    const stored = await orderBom(db, tenant, id, now, false);
    const r = stored.stale ? await orderBom(db, tenant, id, now, true) : stored;
    const orderNo = r.order.orderNo || String(r.order.id);
    const items = await listOrderItems(db, found.order);
    for (const item of items) {
      const key = item.seriesId || "default";
      if (seen.has(key)) continue;
      seen.add(key);
      const loaded = await getSeriesForCompany(db, tenant, key);
      if (loaded) series.push(loaded.model);
    }
    for (const { spec, name, pane } of panesOfBom(
      orderNo,
      r.bom,
      items.map((item) => item.windowNo),
    )) {
      const g = groups.get(spec) ?? { name, panes: [] };
      g.panes.push(pane);
      groups.set(spec, g);
    }
  }
  const total = [...groups.values()].reduce((s, g) => s + g.panes.reduce((n, p) => n + (p.count ?? 1), 0), 0);
  if (total === 0) throw new AppError("other.glass_sheets_no_glass");
  if (total > MAX_GLASS_PANES) throw new AppError("other.optimize_too_much_data");
  return { orderIds, groups, series };
}

/** Each glass packed onto its series' sheet in `pool`, the stock remnants of that glass offered first. */
export async function packAll(
  { groups, series }: Pick<Gathered, "groups" | "series">,
  settings: GlassSheetsBody["settings"],
  remnants: readonly GlassRemnantRow[],
  pool: CuttingPool,
): Promise<GlassSheetsResult> {
  const specs = [...groups].sort(([a], [b]) => a.localeCompare(b));
  const out: GlassSheetsResult["groups"] = await Promise.all(
    specs.map(async ([spec, g]) => {
      const glass = series.flatMap((s) => s.glass).find((x) => x.spec === spec || x.code === spec);
      const sheet = glass?.sheet ?? DEFAULT_GLASS_SHEET;
      const grain = glass?.grain ?? false;
      const stock = remnants
        .filter((r) => r.spec === spec)
        .map((r) => ({ id: String(r.id), width: r.width, height: r.height }));
      const r = await pool.glass({ sheet, ...settings, rotatable: !grain, panes: g.panes, remnants: stock });
      if (!r.ok) throw new AppError("other.glass_sheets_pane_too_large", CODES.business, { spec });
      return { spec, name: g.name, sheet: { ...sheet }, grain, ...r.plan };
    }),
  );
  return {
    groups: out,
    sheetCount: out.reduce((s, g) => s + g.sheets.length, 0),
    lowerBound: out.reduce((s, g) => s + g.lowerBound, 0),
  };
}

/** The plan of the chosen orders: a preview, with the remnants a confirm of it would be offered. */
export async function glassSheetPlan(
  db: Db,
  tenant: Tenant,
  body: GlassSheetsBody,
  now: Date,
  pool: CuttingPool,
): Promise<GlassSheetsResult> {
  const gathered = await gather(db, tenant, body, now);
  const offered = await q.offeredRemnants(db, tenant, [...gathered.groups.keys()], gathered.orderIds);
  return packAll(gathered, body.settings, offered, pool);
}

/**
 * Confirm the glass plan of the chosen orders: in one transaction an earlier glass plan of any of
 * them is replaced (its remnants cut from free again, those it kept withdrawn; refused once one it
 * kept was cut by another plan), the plan is packed again from the remnants now in stock, the
 * remnants it cuts from are marked consumed and its leftovers of at least the minimum are stored as
 * glass remnants of their glass. Answers the plan and the remnants booked.
 */
export async function confirmGlassSheetPlan(
  db: Db,
  tenant: Tenant,
  body: GlassSheetsBody,
  now: Date,
  pool: CuttingPool,
): Promise<GlassSheetsConfirmResult> {
  const gathered = await gather(db, tenant, body, now);
  const done = await q.confirmGlassRemnants(
    db,
    tenant,
    gathered.orderIds,
    [...gathered.groups.keys()],
    now,
    async (stock) => {
      const plan = await packAll(gathered, body.settings, stock, pool);
      const consumed = plan.groups.flatMap((g) =>
        g.sheets.flatMap((s) => (s.fromRemnant === undefined ? [] : [Number(s.fromRemnant)])),
      );
      const kept = plan.groups.flatMap((g) =>
        g.sheets.flatMap((s) => s.remnants.map((r) => ({ spec: g.spec, width: r.width, height: r.height }))),
      );
      return { plan, consumed, kept };
    },
  );
  if (done === "taken") throw new AppError("other.optimize_data_incorrect");
  if (done === "in use") throw new AppError("other.plan_in_use");
  return done;
}
