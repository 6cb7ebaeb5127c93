// The sunroom's drawings through the render model (docs/sunroom.md "Drawings"): the plan, an
// elevation of every open side (its facets as the designer draws them, side by side, standing on
// the floor) and the roof plan, each with its dimensions. Canvas mm, y down; every renderer of the
// render model (svgOfModel, PNG, DXF) draws them.
import type { Language } from "../account/languages.ts";
import { layoutWithPlaces } from "../design/layout/layout.ts";
import type { Point, Segment } from "../design/layout-types.ts";
import type { DimensionLine, DimensionMeasure } from "../design/render/dimensions.ts";
import {
  type RenderDimension,
  type RenderMember,
  type RenderModel,
  type RenderNote,
  renderDimension,
  renderModel,
} from "../design/render/render-model.ts";
import type { SeriesGeometrySource } from "../design/series-geometry.ts";
import { signedArea2 } from "../geometry/convex.ts";
import type { Box } from "../geometry/outline.ts";
import type { Facet } from "./facets.ts";
import type { Sunroom, SunroomSide } from "./model.ts";
import { sunroomSides } from "./model.ts";
import type { P2 } from "./roof.ts";
import type { ShapedSunroom } from "./shaped.ts";
import type { SunroomModel } from "./sunroom.ts";

export type SunroomDrawingKind = "plan" | "elevation" | "roof";
export type SunroomDrawing = {
  id: string;
  kind: SunroomDrawingKind;
  /** A rectangle's elevation: its side. */
  side?: SunroomSide;
  /** A shaped footprint's elevation: its polygon side (0-based; side 1 is the house wall). */
  sideIndex?: number;
  model: RenderModel;
};

const UNIT = { length: "mm", digits: 0 } as const;
/** Height of the dimension figures, mm: a room-sized drawing shown small needs them larger than a window's. */
export const SUNROOM_DRAWING_FONT = 160;
/** Drawn width of a structure member seen from above or in front, mm. */
const MEMBER_MM = 60;
const POST_MM = 100;
/** How far the house wall is drawn behind the sunroom in plan, mm. */
const HOUSE_MM = 240;

type Options = { language?: Language };

function dimension(
  id: string,
  from: Point,
  to: Point,
  offset: number,
  measures: DimensionMeasure,
  language: Language,
): RenderDimension {
  const line: DimensionLine = {
    id,
    kind: "free",
    measures,
    frameId: null,
    from,
    to,
    offset,
    value: Math.hypot(to[0] - from[0], to[1] - from[1]),
    target: null,
  };
  return renderDimension(line, UNIT, language, SUNROOM_DRAWING_FONT);
}

function boundsOf(m: Omit<RenderModel, "bounds">): Box {
  const box = { x0: Infinity, y0: Infinity, x1: -Infinity, y1: -Infinity };
  const add = ([x, y]: Point) => {
    box.x0 = Math.min(box.x0, x);
    box.y0 = Math.min(box.y0, y);
    box.x1 = Math.max(box.x1, x);
    box.y1 = Math.max(box.y1, y);
  };
  for (const f of m.frames) f.outline.forEach(add);
  for (const x of [...m.members, ...m.fills]) x.polygon.forEach(add);
  for (const w of m.walls) {
    add([w.x, w.y]);
    add([w.x + w.width, w.y + w.height]);
  }
  const pad = SUNROOM_DRAWING_FONT * 1.5;
  for (const d of m.dimensions) {
    add([d.a[0] - pad, d.a[1] - pad]);
    add([d.b[0] + pad, d.b[1] + pad]);
  }
  return box.x0 === Infinity ? { x0: 0, y0: 0, x1: 1000, y1: 1000 } : box;
}

const model = (m: Omit<RenderModel, "bounds" | "unit">): RenderModel => {
  const full = { unit: UNIT, ...m };
  return { ...full, bounds: boundsOf(full) };
};

/** A straight member seen from above or in front: a band `width` wide round the line a → b. */
function band(id: string, a: P2, b: P2, width: number): RenderMember {
  const len = Math.hypot(b[0] - a[0], b[1] - a[1]) || 1;
  const nx = (-(b[1] - a[1]) / len) * (width / 2);
  const ny = ((b[0] - a[0]) / len) * (width / 2);
  return {
    id,
    frameId: "sunroom",
    role: "frame",
    polygon: [
      [a[0] + nx, a[1] + ny],
      [b[0] + nx, b[1] + ny],
      [b[0] - nx, b[1] - ny],
      [a[0] - nx, a[1] - ny],
    ],
    path: undefined,
  };
}

/** The plan: the house wall, the footprint, the posts, with the width and depth. */
function plan(m: SunroomModel, s: Sunroom, language: Language): SunroomDrawing {
  const half = POST_MM / 2;
  const posts = m.members
    .filter((x) => x.kind === "post")
    .map((p, i) => ({
      id: `post-${i + 1}`,
      frameId: "sunroom",
      role: "frame" as const,
      polygon: [
        [p.from[0] - half, p.from[1] - half],
        [p.from[0] + half, p.from[1] - half],
        [p.from[0] + half, p.from[1] + half],
        [p.from[0] - half, p.from[1] + half],
      ] as Point[],
      path: undefined,
    }));
  return {
    id: "plan",
    kind: "plan",
    model: model({
      frames: [
        {
          id: "footprint",
          outline: [
            [0, 0],
            [s.width, 0],
            [s.width, s.depth],
            [0, s.depth],
          ],
        },
      ],
      walls: [{ id: "house", x: -HOUSE_MM, y: -HOUSE_MM, width: s.width + 2 * HOUSE_MM, height: HOUSE_MM }],
      fills: [],
      openings: [],
      members: posts,
      symbols: [],
      dimensions: [
        dimension("plan-width", [s.width, s.depth], [0, s.depth], 300, "overallWidth", language),
        dimension("plan-depth", [0, s.depth], [0, 0], 300, "overallHeight", language),
      ],
      notes: [],
    }),
  };
}

/** Moves every point of a render model by (dx, dy). */
function shifted(r: RenderModel, dx: number, dy: number): Omit<RenderModel, "bounds" | "unit"> {
  const p = ([x, y]: Point): Point => [x + dx, y + dy];
  return {
    frames: r.frames.map((f) => ({ ...f, outline: f.outline.map(p) })),
    walls: r.walls.map((w) => ({ ...w, x: w.x + dx, y: w.y + dy })),
    fills: r.fills.map((f) => ({ ...f, polygon: f.polygon.map(p), path: undefined })),
    openings: r.openings.map((o) => ({ ...o, polygon: o.polygon.map(p) })),
    members: r.members.map((m) => ({ ...m, polygon: m.polygon.map(p), path: undefined })),
    symbols: r.symbols.map((x) => ({
      ...x,
      dashed: x.dashed.map(([ax, ay, bx, by]) => [ax + dx, ay + dy, bx + dx, by + dy] as Segment),
      solid: x.solid.map(([ax, ay, bx, by]) => [ax + dx, ay + dy, bx + dx, by + dy] as Segment),
    })),
    dimensions: r.dimensions.map((d) => ({
      ...d,
      from: p(d.from),
      to: p(d.to),
      a: p(d.a),
      b: p(d.b),
      textAt: p(d.textAt),
    })),
    notes: r.notes.map((n) => ({ ...n, at: p(n.at) })),
  };
}

/**
 * One open side seen from outside: its facets as the designer draws them (profiles, sashes, cell
 * sizes), side by side on the floor line, with the side's length and its heights at both ends.
 */
function elevation(
  m: SunroomModel,
  side: SunroomSide,
  geometry: SeriesGeometrySource,
  language: Language,
): SunroomDrawing {
  return {
    ...elevationOf(
      side,
      m.facets.filter((f) => f.side === side),
      geometry,
      language,
    ),
    side,
  };
}

/** The facets of one wall, left to right as seen from outside (a rectangle's or a shaped footprint's). */
type WallFacet = Pick<Facet, "design" | "width" | "top">;

/** The elevation `elevation-<name>` of a wall's facets. */
function elevationOf(
  name: string,
  facets: readonly WallFacet[],
  geometry: SeriesGeometrySource,
  language: Language,
): SunroomDrawing {
  const side = name;
  const parts: Omit<RenderModel, "bounds" | "unit">[] = [];
  let x = 0;
  for (const f of facets) {
    const layout = layoutWithPlaces(f.design, geometry);
    const r = renderModel(f.design, layout, layout.regions, {
      dimensions: true,
      unit: UNIT,
      language,
      fontSize: SUNROOM_DRAWING_FONT,
    });
    // stand each facet on the floor line y = 0 (its outline's lowest point, y down)
    const bottom = Math.max(...r.frames.flatMap((fr) => fr.outline.map(([, y]) => y)));
    const left = Math.min(...r.frames.flatMap((fr) => fr.outline.map(([fx]) => fx)));
    parts.push(shifted(r, x - left, -bottom));
    x += f.width;
  }
  const top = (fi: number, end: 0 | 1) => {
    const f = facets[fi]!;
    const t = f.top[end === 0 ? 0 : f.top.length - 1]!;
    return t[1];
  };
  const last = facets.length - 1;
  const all = <K extends keyof Omit<RenderModel, "bounds" | "unit">>(k: K) =>
    parts.flatMap((p) => p[k] as unknown[]) as Omit<RenderModel, "bounds" | "unit">[K];
  return {
    id: `elevation-${side}`,
    kind: "elevation",
    model: model({
      frames: all("frames"),
      walls: [],
      fills: all("fills"),
      openings: all("openings"),
      members: all("members"),
      symbols: all("symbols"),
      dimensions: [
        ...all("dimensions"),
        dimension(`${side}-length`, [x, 0], [0, 0], 900, "overallWidth", language),
        dimension(`${side}-height-left`, [0, 0], [0, -top(0, 0)], 900, "overallHeight", language),
        dimension(`${side}-height-right`, [x, -top(last, 1)], [x, 0], 600, "overallHeight", language),
      ],
      notes: [],
    }),
  };
}

/** Drawn width of the fall arrow's shaft and length of its head, mm. */
const ARROW_MM = 40;
const ARROW_HEAD_MM = 240;

/**
 * A flat roof's fall on its roof plan: an arrow down the fall (from the house wall toward the front)
 * at the middle of the room, from a quarter to three quarters of its depth, and its fall in % beside it.
 */
export function fallArrow(
  width: number,
  depth: number,
  tan: number,
): { members: RenderMember[]; note: RenderNote } {
  const x = width / 2;
  const from: P2 = [x, depth / 4];
  const tip: P2 = [x, (depth * 3) / 4];
  const neck: P2 = [x, tip[1] - ARROW_HEAD_MM];
  const half = ARROW_HEAD_MM / 3;
  return {
    members: [
      band("fall-arrow", from, neck, ARROW_MM),
      {
        id: "fall-arrow-head",
        frameId: "sunroom",
        role: "frame",
        polygon: [[neck[0] - half, neck[1]], tip as Point, [neck[0] + half, neck[1]]],
        path: undefined,
      },
    ],
    note: { id: "fall", at: [x + ARROW_HEAD_MM / 2, depth / 2], text: `${Math.round(tan * 10_000) / 100} %` },
  };
}

/** The roof seen from above: each plane's outline (overhang included), its rafters, ridge and hips, with the roof's overall sizes. */
function roofPlan(m: Pick<SunroomModel, "roof" | "members">, language: Language): SunroomDrawing {
  const planes = m.roof.planes;
  const xs = planes.flatMap((p) => p.outline.map(([x]) => x));
  const ys = planes.flatMap((p) => p.outline.map(([, y]) => y));
  const [x0, x1, y1] = [Math.min(...xs), Math.max(...xs), Math.max(...ys)];
  const roofMembers = m.members.filter((x) => x.kind !== "post");
  const fall = m.roof.type === "flat" ? fallArrow(m.roof.width, m.roof.depth, m.roof.tan) : null;
  return {
    id: "roof",
    kind: "roof",
    model: model({
      frames: planes.map((p) => ({
        id: `plane-${p.id}`,
        outline: p.outline.map(([x, y]) => [x, y] as Point),
      })),
      walls: [
        { id: "house", x: x0 - HOUSE_MM, y: -HOUSE_MM, width: x1 - x0 + 2 * HOUSE_MM, height: HOUSE_MM },
      ],
      fills: planes.map((p) => ({
        id: `roof-${p.id}`,
        frameId: `plane-${p.id}`,
        kind: "glass" as const,
        polygon: p.outline.map(([x, y]) => [x, y] as Point),
        path: undefined,
      })),
      openings: [],
      members: [
        ...roofMembers.map((r) => band(r.id, [r.from[0], r.from[1]], [r.to[0], r.to[1]], MEMBER_MM)),
        ...(fall ? fall.members : []),
      ],
      symbols: [],
      dimensions: [
        dimension("roof-width", [x1, y1], [x0, y1], 300, "overallWidth", language),
        dimension("roof-depth", [x0, y1], [x0, 0], 300, "overallHeight", language),
      ],
      notes: fall ? [fall.note] : [],
    }),
  };
}

/** Every drawing of the sunroom: the plan, an elevation of each open side, the roof plan. */
export function sunroomDrawings(
  m: SunroomModel,
  s: Sunroom,
  geometry: SeriesGeometrySource,
  options: Options = {},
): SunroomDrawing[] {
  const language = options.language ?? "en-US";
  return [
    plan(m, s, language),
    ...sunroomSides.map((side) => elevation(m, side, geometry, language)),
    roofPlan(m, language),
  ];
}

/**
 * The plan of an L or polygon footprint (shaped.ts): its outline, the house wall side(s) drawn as a
 * band behind it, a post at every corner and bay end of the open sides, the valley seen from above,
 * and every side's length.
 */
export function shapedPlanDrawing(shaped: ShapedSunroom, options: Options = {}): SunroomDrawing {
  const language = options.language ?? "en-US";
  const pts = shaped.points;
  const n = pts.length;
  const ccw = signedArea2(pts) > 0;
  const half = POST_MM / 2;
  const at = new Map<string, P2>();
  for (const f of shaped.facets)
    for (const p of [f.from, f.to]) at.set(`${Math.round(p[0])},${Math.round(p[1])}`, p);
  const posts: RenderMember[] = [...at.values()].map((p, i) => ({
    id: `post-${i + 1}`,
    frameId: "sunroom",
    role: "frame",
    polygon: [
      [p[0] - half, p[1] - half],
      [p[0] + half, p[1] - half],
      [p[0] + half, p[1] + half],
      [p[0] - half, p[1] + half],
    ],
    path: undefined,
  }));
  const house: RenderMember[] = [];
  const dims: RenderDimension[] = [];
  pts.forEach((p, i) => {
    const q = pts[(i + 1) % n]!;
    // outside is to the right of p → q when the polygon turns anticlockwise (y down on the canvas: clockwise)
    const len = Math.hypot(q[0] - p[0], q[1] - p[1]) || 1;
    const out: P2 = ccw
      ? [(q[1] - p[1]) / len, -(q[0] - p[0]) / len]
      : [-(q[1] - p[1]) / len, (q[0] - p[0]) / len];
    if (shaped.house[i]) {
      const o = (d: number): [P2, P2] => [
        [p[0] + out[0] * d, p[1] + out[1] * d],
        [q[0] + out[0] * d, q[1] + out[1] * d],
      ];
      const [a, b] = o(HOUSE_MM / 2);
      house.push(band(`house-${i + 1}`, a, b, HOUSE_MM));
    }
    // the figure outside the side (as the rectangle's plan: along the polygon's order)
    dims.push(
      dimension(
        `plan-side-${i + 1}`,
        p as Point,
        q as Point,
        shaped.house[i] ? 600 : 300,
        "overallWidth",
        language,
      ),
    );
  });
  const valley = shaped.valley ? [band("valley", shaped.valley.from, shaped.valley.to, MEMBER_MM)] : [];
  return {
    id: "plan",
    kind: "plan",
    model: model({
      frames: [{ id: "footprint", outline: pts.map((p): Point => [p[0], p[1]]) }],
      walls: [],
      fills: [],
      openings: [],
      members: [...house, ...posts, ...valley],
      symbols: [],
      dimensions: dims,
      notes: [],
    }),
  };
}

/**
 * Every drawing of a sunroom on a shaped footprint: its plan (shapedPlanDrawing), an elevation of
 * each open side (`elevation-s<side>`, its facets left to right as seen from outside), and, for an
 * L with a hip roof (l-hip.ts), the roof plan with its valley.
 */
export function shapedDrawings(
  shaped: ShapedSunroom,
  geometry: SeriesGeometrySource,
  options: Options = {},
): SunroomDrawing[] {
  const language = options.language ?? "en-US";
  const sides = [...new Set(shaped.facets.map((f) => f.side))];
  return [
    shapedPlanDrawing(shaped, options),
    ...sides.map((i) => ({
      ...elevationOf(
        `s${i + 1}`,
        shaped.facets.filter((f) => f.side === i),
        geometry,
        language,
      ),
      sideIndex: i,
    })),
    ...(shaped.lHip ? [roofPlan(shaped.lHip, language)] : []),
  ];
}
