import { type Bom, type Design, hasPermission, type Language } from "@fenestra/core";
import { calculateOrderBom, type OrderItem } from "@fenestra/core/bom/index";
import { parseDesign } from "@fenestra/core/design/migrate";
import { compileSeries } from "@fenestra/core/series/index";
import type { Db } from "../../db/client.ts";
import type { AuthContext } from "../../plugins/context.ts";
import { AppError, FieldError } from "../../plugins/errors.ts";
import { orderScope } from "../orders/order-access.ts";
import { requireModule } from "../series/series.access.ts";
import { getSeriesForCompany, type LoadedSeries } from "../series/series.service.ts";
import { BOM_LABELS } from "./bom.labels.ts";
import * as q from "./bom.queries.ts";

// BOMs computed on the server with core's engine: one design against one series (the
// product-test screen), and the stored BOM of an order that knows when its series changed.

function mustParseDesign(input: unknown): Design {
  const parsed = parseDesign(input);
  if (!parsed.ok)
    throw new FieldError(`design.${parsed.error.issues[0]?.path ?? ""}`, "validation.design_invalid");
  return parsed.design;
}

/** Special shapes (anything but rectangles) need the polygon module (SPEC §3 company modules). */
async function requireShapes(db: Db, companyId: number, designs: readonly Design[]) {
  const shaped = designs.some((d) => d.frames.some((f) => f.shape.kind !== "rectangle"));
  if (shaped) await requireModule(db, companyId, "polygon");
}

async function mustLoadSeries(db: Db, companyId: number, seriesId: string | number): Promise<LoadedSeries> {
  const loaded = await getSeriesForCompany(db, companyId, seriesId);
  if (!loaded) throw new AppError("missing.series");
  return loaded;
}

/** Money lines beyond the quote need the get_cost permission (sub-accounts without it see none). */
function visibleTo(auth: AuthContext, bom: Bom): Bom {
  if (hasPermission(auth.permanents, "get_cost")) return bom;
  return { ...bom, money: bom.money.filter((l) => l.category === "quote" || l.category === "retailQuote") };
}

export async function calculateDesignBom(
  db: Db,
  auth: AuthContext,
  input: { design: unknown; seriesId: string | number; count: number; trace: boolean },
) {
  const design = mustParseDesign(input.design);
  await requireShapes(db, auth.companyId, [design]);
  const loaded = await mustLoadSeries(db, auth.companyId, input.seriesId);
  const bom = calculateOrderBom([{ design, series: loaded.model, count: input.count }], {
    trace: input.trace,
  });
  return {
    series: { id: loaded.id, name: loaded.model.name, version: loaded.version },
    issues: compileSeries(loaded.model).issues,
    bom: visibleTo(auth, bom),
  };
}

/**
 * Key under which the stored versions also keep a fingerprint of the order's windows, so a
 * window added, removed or redrawn since makes the BOM stale too. Series keys are numeric ids.
 */
const ITEMS_KEY = "items";

/** FNV-1a (32 bit) of every window's id, count, series and design. */
function itemsFingerprint(
  items: readonly { id: number; count: number; seriesId: string | null; design: unknown }[],
) {
  let h = 0x811c9dc5;
  for (const item of items) {
    const text = JSON.stringify([item.id, item.count, item.seriesId, item.design]);
    for (let i = 0; i < text.length; i++) {
      h ^= text.charCodeAt(i);
      h = Math.imul(h, 0x01000193) >>> 0;
    }
  }
  return h;
}

async function computeOrderBom(db: Db, companyId: number, orderId: number, now: Date) {
  const items = await q.listOrderItems(db, companyId, orderId);
  const cache = new Map<string, LoadedSeries>();
  const orderItems: OrderItem[] = [];
  for (const [index, item] of items.entries()) {
    const key = item.seriesId || "default";
    let loaded = cache.get(key);
    if (!loaded) {
      loaded = await getSeriesForCompany(db, companyId, key);
      // Say which window lost its series, rather than "series not found" for the whole order.
      if (!loaded)
        throw new AppError("order.window_series_missing", undefined, {
          window: item.windowNo || `#${index + 1}`,
        });
      cache.set(key, loaded);
    }
    orderItems.push({
      design: mustParseDesign(item.design),
      series: loaded.model,
      count: Math.max(1, item.count),
    });
  }
  await requireShapes(
    db,
    companyId,
    orderItems.map((i) => i.design),
  );
  const bom = calculateOrderBom(orderItems);
  const seriesVersions: Record<string, number> = Object.fromEntries(
    [...cache.values()].map((s) => [String(s.id), s.version]),
  );
  seriesVersions[ITEMS_KEY] = itemsFingerprint(items);
  await q.saveOrderBom(db, companyId, orderId, { bom, seriesVersions, computedAt: now });
  return { bom, seriesVersions, computedAt: now };
}

/** True when a series the BOM was computed from changed (or vanished), or the windows changed, since. */
async function isStale(
  db: Db,
  companyId: number,
  orderId: number,
  versions: Record<string, number>,
): Promise<boolean> {
  const fingerprint = versions[ITEMS_KEY];
  if (fingerprint !== itemsFingerprint(await q.listOrderItems(db, companyId, orderId))) return true;
  for (const [id, version] of Object.entries(versions)) {
    if (id === ITEMS_KEY) continue;
    const current = await getSeriesForCompany(db, companyId, id);
    if (!current || current.version !== version) return true;
  }
  return false;
}

async function seriesNames(db: Db, companyId: number, versions: Record<string, number>) {
  const out: { id: number; name: string }[] = [];
  for (const id of Object.keys(versions)) {
    if (id === ITEMS_KEY) continue;
    const s = await getSeriesForCompany(db, companyId, id);
    if (s) out.push({ id: s.id, name: s.model.name });
  }
  return out;
}

/** The order's stored BOM (computed on first request); `stale` says "profile modified, recalculate". */
export async function orderBom(db: Db, auth: AuthContext, orderId: number, now: Date, recalculate: boolean) {
  const order = await q.findOrder(db, orderScope(auth), orderId);
  if (!order) throw new AppError("missing.order");
  const stored = recalculate ? undefined : await q.findOrderBom(db, auth.companyId, orderId);
  const current = stored ?? (await computeOrderBom(db, auth.companyId, orderId, now));
  return {
    order: { id: order.id, orderNo: order.orderNo ?? "" },
    computedAt: current.computedAt.toISOString(),
    stale: stored ? await isStale(db, auth.companyId, orderId, stored.seriesVersions) : false,
    series: await seriesNames(db, auth.companyId, current.seriesVersions),
    bom: visibleTo(auth, current.bom),
  };
}

/** The order BOM as an .xlsx workbook in the caller's language (computed first if never computed). */
export async function orderBomWorkbook(
  db: Db,
  auth: AuthContext,
  orderId: number,
  now: Date,
  language: Language,
) {
  const result = await orderBom(db, auth, orderId, now, false);
  // exceljs loads on first export, not at every server start
  const { bomXlsx } = await import("./bom.xlsx.ts");
  const bytes = await bomXlsx({
    orderNo: result.order.orderNo || String(result.order.id),
    computedAt: result.computedAt,
    stale: result.stale,
    bom: result.bom,
    labels: BOM_LABELS[language],
  });
  return { fileName: `${result.order.orderNo || result.order.id}-bom.xlsx`, bytes };
}
