// The glass sheet plan of chosen orders: the glass lines of their BOMs (a shaped pane by its
// template's box, which is the line's width × height), grouped by glass spec, each group packed
// by core's guillotine packer onto the sheet its series names for that glass. Nothing is stored.
import type { GlassSheetsBody, GlassSheetsResult } from "@fenestra/api";
import type { Bom, Series } from "@fenestra/core";
import {
  DEFAULT_GLASS_SHEET,
  type GlassPaneInput,
  packGlassSheets,
} from "@fenestra/core/glass-cutting/index";
import type { Db } from "../../db/client.ts";
import { AppError, CODES } from "../../plugins/errors.ts";
import { findVisibleOrder } from "../../tenancy/order-access.ts";
import type { Tenant } from "../../tenancy/tenant.ts";
import { listOrderItems } from "../bom/bom.queries.ts";
import { orderBom } from "../bom/bom.service.ts";
import { getSeriesForCompany } from "../series/series.service.ts";

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

export async function glassSheetPlan(
  db: Db,
  tenant: Tenant,
  body: GlassSheetsBody,
  now: Date,
): Promise<GlassSheetsResult> {
  const groups = new Map<string, { name: string; panes: GlassPaneInput[] }>();
  const series: Series[] = [];
  const seen = new Set<string>();
  for (const id of [...new Set(body.orderIds)]) {
    const found = await findVisibleOrder(db, tenant, id);
    if (!found) throw new AppError("missing.order");
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
  const out: GlassSheetsResult["groups"] = [];
  for (const [spec, g] of [...groups].sort(([a], [b]) => a.localeCompare(b))) {
    const glass = series.flatMap((s) => s.glass).find((x) => x.spec === spec || x.code === spec);
    const sheet = glass?.sheet ?? DEFAULT_GLASS_SHEET;
    const grain = glass?.grain ?? false;
    const r = packGlassSheets({ sheet, ...body.settings, rotatable: !grain, panes: g.panes });
    if (!r.ok) throw new AppError("other.glass_sheets_pane_too_large", CODES.business, { spec });
    out.push({ spec, name: g.name, sheet: { ...sheet }, grain, ...r.plan });
  }
  return {
    groups: out,
    sheetCount: out.reduce((s, g) => s + g.sheets.length, 0),
    lowerBound: out.reduce((s, g) => s + g.lowerBound, 0),
  };
}
