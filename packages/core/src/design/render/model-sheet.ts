// Several render models laid out on one sheet (a sunroom's plan, elevations and roof plan in one
// DXF): each moved by whole offsets, its ids prefixed with its own so none collide, a title
// above each as a note.
import type { Point } from "../layout-types.ts";
import { NOTE_FONT, type RenderModel } from "./render-model.ts";

const shift =
  (dx: number, dy: number) =>
  ([x, y]: Point): Point => [x + dx, y + dy];

/** `model` moved by (dx, dy), its ids prefixed with `prefix/`. */
export function shiftModel(model: RenderModel, dx: number, dy: number, prefix = ""): RenderModel {
  const p = shift(dx, dy);
  const id = (s: string) => (prefix ? `${prefix}/${s}` : s);
  const path = <T extends readonly (readonly [number, number, number])[] | undefined>(q: T) =>
    q?.map(([x, y, b]) => [x + dx, y + dy, b] as [number, number, number]);
  return {
    unit: model.unit,
    frames: model.frames.map((f) => ({ id: id(f.id), outline: f.outline.map(p) })),
    walls: model.walls.map((w) => ({ ...w, id: id(w.id), x: w.x + dx, y: w.y + dy })),
    fills: model.fills.map((f) => ({ ...f, id: id(f.id), polygon: f.polygon.map(p), path: path(f.path) })),
    openings: model.openings.map((o) => ({ ...o, id: id(o.id), polygon: o.polygon.map(p) })),
    members: model.members.map((m) => ({
      ...m,
      id: id(m.id),
      polygon: m.polygon.map(p),
      path: path(m.path),
    })),
    symbols: model.symbols.map((s) => ({
      ...s,
      sashId: id(s.sashId),
      dashed: s.dashed.map(([x1, y1, x2, y2]) => [x1 + dx, y1 + dy, x2 + dx, y2 + dy]),
      solid: s.solid.map(([x1, y1, x2, y2]) => [x1 + dx, y1 + dy, x2 + dx, y2 + dy]),
    })),
    dimensions: model.dimensions.map((d) => ({
      ...d,
      id: id(d.id),
      from: p(d.from),
      to: p(d.to),
      a: p(d.a),
      b: p(d.b),
      textAt: p(d.textAt),
    })),
    notes: model.notes.map((n) => ({ ...n, id: id(n.id), at: p(n.at) })),
    bounds: {
      x0: model.bounds.x0 + dx,
      y0: model.bounds.y0 + dy,
      x1: model.bounds.x1 + dx,
      y1: model.bounds.y1 + dy,
    },
  };
}

/**
 * The models side by side, left to right in rows of `perRow`, `gap` mm apart, each with its title
 * as a note `titleSize` mm high above its top-left corner; one model in the first one's unit.
 */
export function sheetOfModels(
  items: readonly { id: string; title: string; model: RenderModel }[],
  { perRow = 3, gap = 1000, titleSize = NOTE_FONT } = {},
): RenderModel {
  const sheet: RenderModel = {
    unit: items[0]?.model.unit ?? { length: "mm", digits: 0 },
    frames: [],
    walls: [],
    fills: [],
    openings: [],
    members: [],
    symbols: [],
    dimensions: [],
    notes: [],
    bounds: { x0: 0, y0: 0, x1: 0, y1: 0 },
  };
  let top = 0;
  for (let r = 0; r < items.length; r += perRow) {
    const row = items.slice(r, r + perRow);
    const height = Math.max(...row.map((i) => i.model.bounds.y1 - i.model.bounds.y0));
    const rowTop = top + titleSize * 2;
    let left = 0;
    for (const item of row) {
      const b = item.model.bounds;
      const moved = shiftModel(item.model, left - b.x0, rowTop - b.y0, item.id);
      for (const k of [
        "frames",
        "walls",
        "fills",
        "openings",
        "members",
        "symbols",
        "dimensions",
        "notes",
      ] as const)
        (sheet[k] as unknown[]).push(...moved[k]);
      sheet.notes.push({ id: `${item.id}/title`, at: [left, rowTop - titleSize], text: item.title });
      left += b.x1 - b.x0 + gap;
    }
    sheet.bounds.x1 = Math.max(sheet.bounds.x1, left - gap);
    top = rowTop + height + gap;
  }
  sheet.bounds.y1 = Math.max(0, top - (items.length > 0 ? gap : 0));
  return sheet;
}
