import { type Bom, type Design, hasPermission, type Language } from "@fenestra/core";
import { calculateOrderBom, type OrderItem } from "@fenestra/core/bom/index";
import { parseDesign } from "@fenestra/core/design/migrate";
import { compileSeries } from "@fenestra/core/series/index";
import type { Db } from "../../db/client.ts";
import { acuteEndNote, documentWords } from "../../i18n/catalogue.ts";
import { AppError, FieldError } from "../../plugins/errors.ts";
import { findVisibleOrder, type VisibleOrder } from "../../tenancy/order-access.ts";
import type { Tenant } from "../../tenancy/tenant.ts";
import { requireModule } from "../series/series.access.ts";
import { getSeriesForCompany, type LoadedSeries, mustFitSeries } from "../series/series.service.ts";
import { sawAngleStepOf } from "../settings/production-settings.ts";
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
async function requireShapes(db: Db, tenant: Tenant, designs: readonly Design[]) {
  const shaped = designs.some((d) => d.frames.some((f) => f.shape.kind !== "rectangle"));
  if (shaped) await requireModule(db, tenant, "polygon");
}

async function mustLoadSeries(db: Db, tenant: Tenant, seriesId: string | number): Promise<LoadedSeries> {
  const loaded = await getSeriesForCompany(db, tenant, seriesId);
  if (!loaded) throw new AppError("missing.series");
  return loaded;
}

/** Money lines beyond the quote need the get_cost permission (sub-accounts without it see none). */
function visibleTo(tenant: Tenant, bom: Bom): Bom {
  if (hasPermission(tenant.permanents, "get_cost")) return bom;
  return { ...bom, money: bom.money.filter((l) => l.category === "quote" || l.category === "retailQuote") };
}

export async function calculateDesignBom(
  db: Db,
  tenant: Tenant,
  input: { design: unknown; seriesId: string | number; count: number; trace: boolean },
) {
  const design = mustParseDesign(input.design);
  await requireShapes(db, tenant, [design]);
  const loaded = await mustLoadSeries(db, tenant, input.seriesId);
  mustFitSeries(design, loaded.model);
  const bom = calculateOrderBom([{ design, series: loaded.model, count: input.count }], {
    trace: input.trace,
  });
  return {
    series: { id: loaded.id, name: loaded.model.name, version: loaded.version },
    issues: compileSeries(loaded.model).issues,
    bom: visibleTo(tenant, bom),
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

async function computeOrderBom(db: Db, tenant: Tenant, order: VisibleOrder, now: Date) {
  const items = await q.listOrderItems(db, order);
  const cache = new Map<string, LoadedSeries>();
  const orderItems: OrderItem[] = [];
  for (const [index, item] of items.entries()) {
    const key = item.seriesId || "default";
    let loaded = cache.get(key);
    if (!loaded) {
      loaded = await getSeriesForCompany(db, tenant, key);
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
    tenant,
    orderItems.map((i) => i.design),
  );
  const bom = calculateOrderBom(orderItems);
  const seriesVersions: Record<string, number> = Object.fromEntries(
    [...cache.values()].map((s) => [String(s.id), s.version]),
  );
  seriesVersions[ITEMS_KEY] = itemsFingerprint(items);
  await q.saveOrderBom(db, order, { bom, seriesVersions, computedAt: now });
  return { bom, seriesVersions, computedAt: now };
}

/** True when a series the BOM was computed from changed (or vanished), or the windows changed, since. */
async function isStale(
  db: Db,
  tenant: Tenant,
  order: VisibleOrder,
  versions: Record<string, number>,
): Promise<boolean> {
  const fingerprint = versions[ITEMS_KEY];
  if (fingerprint !== itemsFingerprint(await q.listOrderItems(db, order))) return true;
  for (const [id, version] of Object.entries(versions)) {
    if (id === ITEMS_KEY) continue;
    const current = await getSeriesForCompany(db, tenant, id);
    if (!current || current.version !== version) return true;
  }
  return false;
}

async function seriesNames(db: Db, tenant: Tenant, versions: Record<string, number>) {
  const out: { id: number; name: string }[] = [];
  for (const id of Object.keys(versions)) {
    if (id === ITEMS_KEY) continue;
    const s = await getSeriesForCompany(db, tenant, id);
    if (s) out.push({ id: s.id, name: s.model.name });
  }
  return out;
}

/** The order's stored BOM (computed on first request); `stale` says "profile modified, recalculate". */
export async function orderBom(db: Db, tenant: Tenant, orderId: number, now: Date, recalculate: boolean) {
  const found = await findVisibleOrder(db, tenant, orderId);
  if (!found) throw new AppError("missing.order");
  const { order } = found;
  const stored = recalculate ? undefined : await q.findOrderBom(db, order);
  const current = stored ?? (await computeOrderBom(db, tenant, order, now));
  return {
    order: { id: order.id, orderNo: order.orderNo ?? "" },
    computedAt: current.computedAt.toISOString(),
    stale: stored ? await isStale(db, tenant, order, stored.seriesVersions) : false,
    series: await seriesNames(db, tenant, current.seriesVersions),
    bom: visibleTo(tenant, current.bom),
  };
}

/** The order BOM as an .xlsx workbook in the caller's language (computed first if never computed). */
export async function orderBomWorkbook(
  db: Db,
  tenant: Tenant,
  orderId: number,
  now: Date,
  language: Language,
) {
  const result = await orderBom(db, tenant, orderId, now, false);
  // exceljs loads on first export, not at every server start
  const { bomXlsx } = await import("./bom.xlsx.ts");
  const bytes = await bomXlsx({
    orderNo: result.order.orderNo || String(result.order.id),
    computedAt: result.computedAt,
    stale: result.stale,
    bom: result.bom,
    labels: documentWords[language].bom,
    angleStep: await sawAngleStepOf(db, tenant.companyId),
    acuteNote: acuteEndNote(language),
  });
  return { fileName: `${result.order.orderNo || result.order.id}-bom.xlsx`, bytes };
}
