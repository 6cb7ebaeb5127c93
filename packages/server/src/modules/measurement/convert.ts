// A measured order becomes an intention order in one step (SPEC §4, issue 31): in one
// transaction the order is locked, the machine's "convert" checked (a converted order cannot be
// converted again), the intention order made with the customer carried over, and each opening
// becomes a window drawn from its template at the measured size (the smallest of three points),
// in the company's default series and a colour it offers: the measured colour when the series
// offers it (the BOM orders every profile in it), else the series' first colour (core's
// coloursIn); the measured colour stays on the item as written, for the office to see. The
// opening's photos are attached to the item it became (read through the order: item-photos.ts).
import { orderItemBodySchema } from "@fenestra/api";
import { commands, drawingSummary, emptyDesign, layout, seriesGeometry } from "@fenestra/core";
import { DEFAULT_SERIES_GEOMETRY, type SeriesGeometry } from "@fenestra/core/design/series-geometry";
import { builtinTemplates, insertTemplate, type WindowTemplate } from "@fenestra/core/library/index";
import {
  type MeasureState,
  measureTransition,
  type Opening,
  openingSizes,
} from "@fenestra/core/measurement/index";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { measureOrders, measurePhotos } from "../../db/schema/index.ts";
import { AppError } from "../../plugins/errors.ts";
import type { Tenant } from "../../tenancy/tenant.ts";
import * as ordersService from "../orders/orders.service.ts";
import { getSeriesForCompany } from "../series/series.service.ts";
import { findTemplate } from "../templates/templates.queries.ts";
import { loadMeasureOrderFor } from "./measure-access.ts";
import * as q from "./measurement.queries.ts";
import { factsOf } from "./measurement.service.ts";

/** The company's default series as the drawing needs it; the built-in defaults without one. */
export async function defaultGeometry(db: Db, tenant: Tenant): Promise<SeriesGeometry> {
  const loaded = await getSeriesForCompany(db, tenant, "default");
  return loaded ? seriesGeometry(loaded.model) : DEFAULT_SERIES_GEOMETRY;
}

/** The template an opening names: a built-in one, or one of the company's ("user:<id>"). */
export async function templateOf(db: Db, tenant: Tenant, key: string): Promise<WindowTemplate> {
  const builtin = builtinTemplates().find((t) => t.id === key);
  if (builtin) return builtin;
  const own = /^user:(\d+)$/.exec(key);
  const row = own ? await findTemplate(db, tenant, Number(own[1])) : undefined;
  if (!row) throw new AppError("measure.template_missing");
  return { id: key, type: row.type as WindowTemplate["type"], nameKey: row.name, design: row.design };
}

/** The series' own spelling of the measured colour, when it offers it (case-insensitive). */
function offeredColour(g: SeriesGeometry, colour: string): string | undefined {
  const key = colour.trim().toLowerCase();
  return key ? g.colours?.find((c) => c.toLowerCase() === key) : undefined;
}

export function drawOpening(
  template: WindowTemplate,
  size: { width: number; height: number },
  g: SeriesGeometry,
  colour: string,
) {
  const env = { geometry: () => g };
  const r = insertTemplate(emptyDesign(), template, { x: 0, y: 0, ...size }, env);
  // a template that cannot take this size (a shape's own limits) is said so, not drawn otherwise
  if (!r.ok) throw new AppError("measure.template_size_refused");
  let design = r.design;
  const wanted = offeredColour(g, colour);
  const frameId = design.frames[0]?.id;
  if (wanted && frameId) {
    const coloured = commands.setColors.run(design, { frameId, a: wanted, b: wanted }, env);
    if (coloured.ok) design = coloured.design;
  }
  return { design, summary: drawingSummary(design, layout(design, env.geometry)) };
}

export async function convert(db: Db, tenant: Tenant, now: Date, id: number) {
  return db.transaction(async (tx) => {
    const order = await loadMeasureOrderFor(tx, tenant, id, true);
    const rows = (await q.openingsOf(tx, order.id)).filter((r) => !r.fields.removed);
    const openings = rows.map((r) => r.fields);
    const moved = measureTransition(
      order.status as MeasureState,
      "convert",
      tenant.fid === 0 ? null : tenant.permanents,
      factsOf(openings),
    );
    if (!moved.ok) throw new AppError(moved.refusal);
    const created = await ordersService.create(tx, tenant, now, {
      kind: "intent",
      customer: order.customerName,
    });
    const g = await defaultGeometry(tx, tenant);
    for (const [index, row] of rows.entries()) {
      const item = await addOpeningItem(tx, tenant, created.id, index, row.fields, g);
      // the opening's photos (their original and marked picture) become the item's
      await tx
        .update(measurePhotos)
        .set({ orderItemId: item.id })
        .where(and(eq(measurePhotos.measureOrderId, order.id), eq(measurePhotos.openingId, row.id)));
    }
    await tx
      .update(measureOrders)
      .set({ status: moved.state, orderId: created.id, updatedAt: now })
      .where(eq(measureOrders.id, order.id));
    return { orderId: created.id, orderNo: created.orderNo ?? null };
  });
}

async function addOpeningItem(
  tx: Db,
  tenant: Tenant,
  orderId: number,
  index: number,
  opening: Opening,
  g: SeriesGeometry,
) {
  const { width, height } = openingSizes(opening);
  const template = await templateOf(tx, tenant, opening.templateKey);
  const size = { width: width as number, height: height as number };
  const { design, summary } = drawOpening(template, size, g, opening.color);
  const body = orderItemBodySchema.parse({
    design,
    origin: "template",
    windowNo: `C${index + 1}`,
    installPosition: [opening.room, opening.position].filter(Boolean).join(" "),
    note: opening.note,
    color: opening.color,
    wallThickness: opening.wallThickness ?? 0,
    width: summary.width,
    height: summary.height,
    area: summary.area,
  });
  return ordersService.addItem(tx, tenant, orderId, body);
}
