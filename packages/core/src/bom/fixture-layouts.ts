// Small hand-built layouts for tests, worked examples and the benchmark, computed with the
// same rules as docs/layout.md for rectangular frames: vertical mullions between cells,
// sashes overlapping their opening by (cross − offset) of the join table, glass cut =
// daylight + 2 × glass edge. They stand in for layout() where a test must not depend on it.
import type { Layout, LayoutFill, LayoutMember, LayoutSash, Point } from "../design/layout-types.ts";
import type { JointStyle, SeriesGeometry } from "../design/series-geometry.ts";
import { joinOverlap } from "../design/series-geometry.ts";
import { DEFAULT_WINDOW_SILL_MM } from "../design/sill-height.ts";
import type { Deg, Mm } from "../units/branded.ts";

const mm = (n: number) => n as Mm;
const deg = (n: number) => n as Deg;

function rect(x: number, y: number, w: number, h: number): Point[] {
  return [
    [x, y],
    [x + w, y],
    [x + w, y + h],
    [x, y + h],
  ];
}

/** A rectangular sash's outline at (x, y): its polygon, outer size and perimeter. */
const sashOutline = (x: number, y: number, w: number, h: number) => ({
  polygon: rect(x, y, w, h),
  outerWidth: mm(w),
  outerHeight: mm(h),
  perimeter: mm(2 * (w + h)),
});

type Ring = {
  role: LayoutMember["role"];
  part: LayoutMember["partType"];
  code: string;
  sashId: string | null;
  /** Butt joints: the sides run through, top and bottom sit between them (face width `face`). */
  joint?: JointStyle;
  face: number;
};

function ringMembers(id: string, frameId: string, ring: Ring, x: number, y: number, w: number, h: number) {
  const butt = ring.joint === "butt";
  const between = butt ? w - 2 * ring.face : w;
  const angle = butt ? 90 : 45;
  const sides = [
    ["top", between],
    ["bottom", between],
    ["left", h],
    ["right", h],
  ] as const;
  return sides.map(
    ([side, length]): LayoutMember => ({
      id: `${id}-${side}`,
      role: ring.role,
      partType: ring.part,
      profileCode: ring.code,
      side,
      frameId,
      sashId: ring.sashId,
      regionId: id,
      polygon: rect(x, y, w, h),
      length: mm(length),
      startAngle: deg(angle),
      endAngle: deg(angle),
      curved: false,
      // butt joints cut square: short point = long point
      innerLength: mm(butt ? length : length - 2 * ring.face),
      centreLength: mm(butt ? length : length - ring.face),
      radius: mm(0),
      sweep: deg(0),
      faceWidth: mm(ring.face),
    }),
  );
}

/**
 * Square-cut glazing beads inside a rectangular daylight (docs/layout.md "Beads"): top and
 * bottom the full clear width, the sides between them.
 */
function squareBeads(
  id: string,
  frameId: string,
  sashId: string | null,
  g: SeriesGeometry,
  x: number,
  y: number,
  w: number,
  h: number,
): LayoutMember[] {
  const part = sashId === null ? "fixedBead" : "sashBead";
  const b = g.faceWidths[part];
  if (b <= 0) return [];
  const sides = [
    ["top", w, rect(x, y, w, b)],
    ["right", h - 2 * b, rect(x + w - b, y + b, b, h - 2 * b)],
    ["bottom", w, rect(x, y + h - b, w, b)],
    ["left", h - 2 * b, rect(x, y + b, b, h - 2 * b)],
  ] as const;
  return sides.map(([side, length, polygon], i) => ({
    id: `${id}:bead:${i}`,
    role: "bead",
    partType: part,
    profileCode: g.profileCodes[part],
    side,
    frameId,
    sashId,
    regionId: id,
    polygon,
    length: mm(length),
    startAngle: deg(90),
    endAngle: deg(90),
    curved: false,
    innerLength: mm(length),
    centreLength: mm(length),
    radius: mm(0),
    sweep: deg(0),
    faceWidth: mm(b),
  }));
}

export type CellKind = "fixed" | "casement";

export interface GridWindow {
  readonly id: string;
  /** Outer frame size, mm. */
  readonly width: number;
  readonly height: number;
  /** Cells left to right, split by vertical mullions at equal centre spacing. */
  readonly cells: readonly CellKind[];
  readonly spec?: string;
  readonly seriesId?: string;
}

/** A rectangular frame split by vertical mullions into fixed and casement cells. */
export function gridLayout(win: GridWindow, g: SeriesGeometry): Layout {
  const fw = g.faceWidths.frame;
  const mw = g.faceWidths.mullion;
  const sw = g.faceWidths.sash;
  const codes = g.profileCodes;
  const edge = joinOverlap(g, "glass", codes.frame, g.glassBite - g.glassClearance);
  const sashEdge = joinOverlap(g, "sashGlass", codes.sash, g.glassBite - g.glassClearance);
  const overlap = joinOverlap(g, codes.sash, codes.frame, g.sashOverlap);
  const n = win.cells.length;
  const spec = win.spec ?? "5+12A+5";
  const layout: Layout = { frames: [], members: [], openings: [], sashes: [], fills: [] };
  layout.members.push(
    ...ringMembers(
      `${win.id}-frame`,
      win.id,
      { role: "frame", part: "frame", code: codes.frame, sashId: null, face: fw },
      0,
      0,
      win.width,
      win.height,
    ),
  );
  const clearH = win.height - 2 * fw;
  for (let i = 0; i < n; i++) {
    const left = i === 0 ? fw : (win.width * i) / n + mw / 2;
    const right = i === n - 1 ? win.width - fw : (win.width * (i + 1)) / n - mw / 2;
    if (i > 0) {
      layout.members.push({
        id: `${win.id}-m${i}`,
        role: "mullion",
        partType: "mullion",
        profileCode: codes.mullion,
        side: "vertical",
        frameId: win.id,
        sashId: null,
        regionId: `${win.id}-split`,
        polygon: rect(left - mw, fw, mw, clearH),
        length: mm(clearH),
        startAngle: deg(90),
        endAngle: deg(90),
        curved: false,
        innerLength: mm(clearH),
        centreLength: mm(clearH),
        radius: mm(0),
        sweep: deg(0),
        faceWidth: mm(mw),
      });
    }
    const cellId = `${win.id}-c${i}`;
    const clearW = right - left;
    if (win.cells[i] === "fixed") {
      const daylight = rect(left, fw, clearW, clearH);
      layout.openings.push({
        id: cellId,
        frameId: win.id,
        sashId: null,
        polygon: daylight,
        clearWidth: mm(clearW),
        clearHeight: mm(clearH),
        bottom: "frame",
      });
      layout.fills.push(fill(cellId, win.id, null, spec, clearW + 2 * edge, clearH + 2 * edge, daylight));
      layout.members.push(...squareBeads(cellId, win.id, null, g, left, fw, clearW, clearH));
      continue;
    }
    const sashId = `${cellId}-sash`;
    layout.openings.push({
      id: cellId,
      frameId: win.id,
      sashId: null,
      polygon: rect(left, fw, clearW, clearH),
      clearWidth: mm(clearW),
      clearHeight: mm(clearH),
      bottom: "frame",
    });
    const outerW = clearW + 2 * overlap;
    const outerH = clearH + 2 * overlap;
    const sx = left - overlap;
    const sy = fw - overlap;
    const sash: LayoutSash = {
      id: sashId,
      kind: "sash",
      frameId: win.id,
      regionId: cellId,
      openType: "casement",
      hingeSide: "left",
      track: null,
      active: true,
      interlocks: 0,
      meetings: [],
      inward: false,
      ...sashOutline(sx, sy, outerW, outerH),
    };
    layout.sashes.push(sash);
    const ring = { role: "sash", part: "sash", code: codes.sash, sashId, face: sw } as const;
    const { dw, dh } = glazedSash(layout, win.id, ring, [sx, sy, outerW, outerH], spec, sashEdge);
    layout.members.push(...squareBeads(`${sashId}-in`, win.id, sashId, g, sx + sw, sy + sw, dw, dh));
  }
  layout.frames.push({
    id: win.id,
    seriesId: win.seriesId ?? "",
    x: 0,
    y: 0,
    width: mm(win.width),
    height: mm(win.height),
    outline: rect(0, 0, win.width, win.height),
    mullionCount: n - 1,
    sashCount: layout.sashes.length,
    trackCount: 0,
    area: (win.width * win.height) / 1e6,
    perimeter: mm(2 * (win.width + win.height)),
    sillHeight: mm(DEFAULT_WINDOW_SILL_MM),
    sillExtension: false,
  });
  return layout;
}

/**
 * A sash ring of outer box `[x, y, w, h]`, the opening its faces leave and the pane in it (`edge`
 * into the ring on each side); answers the opening's size.
 */
function glazedSash(
  layout: Layout,
  frameId: string,
  ring: Ring & { sashId: string },
  [x, y, w, h]: readonly [number, number, number, number],
  spec: string,
  edge: number,
): { dw: number; dh: number } {
  const { sashId, face } = ring;
  layout.members.push(...ringMembers(sashId, frameId, ring, x, y, w, h));
  const dw = w - 2 * face;
  const dh = h - 2 * face;
  const daylight = rect(x + face, y + face, dw, dh);
  layout.openings.push({
    id: `${sashId}-in`,
    frameId,
    sashId,
    polygon: daylight,
    clearWidth: mm(dw),
    clearHeight: mm(dh),
    bottom: "sash",
  });
  layout.fills.push(fill(`${sashId}-in`, frameId, sashId, spec, dw + 2 * edge, dh + 2 * edge, daylight));
  return { dw, dh };
}

function fill(
  id: string,
  frameId: string,
  sashId: string | null,
  spec: string,
  w: number,
  h: number,
  daylight: Point[],
): LayoutFill {
  const [x0, y0] = daylight[0]!;
  const [x1, y1] = daylight[2]!;
  const corners: Point[] = [
    [0, 0],
    [w, 0],
    [w, h],
    [0, h],
  ];
  return {
    id,
    frameId,
    sashId,
    kind: "glass",
    spec,
    width: mm(w),
    height: mm(h),
    area: (w * h) / 1e6,
    shaped: false,
    polygon: daylight,
    daylightWidth: mm(x1 - x0),
    daylightHeight: mm(y1 - y0),
    daylightArea: ((x1 - x0) * (y1 - y0)) / 1e6,
    daylightPerimeter: mm(2 * (x1 - x0 + (y1 - y0))),
    template: {
      width: mm(w),
      height: mm(h),
      edges: corners.map((from, i) => {
        const to = corners[(i + 1) % 4]!;
        return { from, to, length: mm(Math.abs(to[0] - from[0]) + Math.abs(to[1] - from[1])) };
      }),
    },
  };
}

export interface SlidingWindow {
  readonly id: string;
  readonly width: number;
  readonly height: number;
  /** Panels left to right; 2 tracks for 2 panels, 3 tracks for 3. */
  readonly panels: number;
  readonly tracks: number;
  readonly spec?: string;
}

/** A sliding window: frame, then panels sharing the clear width with interlock overlaps. */
export function slidingLayout(win: SlidingWindow, g: SeriesGeometry): Layout {
  const fw = g.faceWidths.frame;
  const pw = g.faceWidths.slideSash;
  const codes = g.profileCodes;
  const overlap = joinOverlap(g, codes.slideSash, codes.frame, g.sashOverlap);
  const edge = joinOverlap(g, "sashGlass", codes.slideSash, g.glassBite - g.glassClearance);
  const layout: Layout = { frames: [], members: [], openings: [], sashes: [], fills: [] };
  layout.members.push(
    ...ringMembers(
      `${win.id}-frame`,
      win.id,
      { role: "frame", part: "frame", code: codes.frame, sashId: null, joint: g.frameJoint, face: fw },
      0,
      0,
      win.width,
      win.height,
    ),
  );
  const clearW = win.width - 2 * fw;
  const outerW = (clearW + 2 * overlap + (win.panels - 1) * g.interlockOverlap) / win.panels;
  const outerH = win.height - 2 * fw + 2 * overlap;
  for (let i = 0; i < win.panels; i++) {
    const sashId = `${win.id}-p${i}`;
    const sx = fw - overlap + i * (outerW - g.interlockOverlap);
    const sy = fw - overlap;
    layout.sashes.push({
      id: sashId,
      kind: "slidePanel",
      frameId: win.id,
      regionId: `${win.id}-slide`,
      openType: "slide",
      hingeSide: null,
      track: i % win.tracks,
      active: true,
      interlocks: (i > 0 ? 1 : 0) + (i < win.panels - 1 ? 1 : 0),
      meetings: [],
      inward: false,
      ...sashOutline(sx, sy, outerW, outerH),
    });
    const ring = {
      role: "sash",
      part: "slideSash",
      code: codes.slideSash,
      sashId,
      joint: g.sashJoint,
      face: pw,
    } as const;
    glazedSash(layout, win.id, ring, [sx, sy, outerW, outerH], win.spec ?? "5+9A+5", edge);
  }
  layout.frames.push({
    id: win.id,
    seriesId: "",
    x: 0,
    y: 0,
    width: mm(win.width),
    height: mm(win.height),
    outline: rect(0, 0, win.width, win.height),
    mullionCount: 0,
    sashCount: win.panels,
    trackCount: win.tracks,
    area: (win.width * win.height) / 1e6,
    perimeter: mm(2 * (win.width + win.height)),
    sillHeight: mm(DEFAULT_WINDOW_SILL_MM),
    sillExtension: false,
  });
  return layout;
}
