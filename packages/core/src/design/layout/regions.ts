// One behaviour object per region kind (tldraw ShapeUtil idea): how the kind lays itself
// out inside the box it was given, and which child regions it holds.

import {
  area,
  type Box,
  boundingBox,
  clipBox,
  clipHalfPlane,
  edgeEnd,
  edgeLength,
  edgeStart,
  hasArc,
  inset,
  isRectangle,
  type Outline,
  type P,
  perimeter,
  polygonOutline,
  toBulgePath,
  toPolygon,
} from "../../geometry/outline.ts";
import { mmRounded } from "../../units/branded.ts";
import type {
  GlassTemplate,
  LayoutFill,
  LayoutSash,
  Point,
  SashKind,
  TemplateEdge,
} from "../layout-types.ts";
import type { Region, RegionKind } from "../model.ts";
import type { SashRing } from "../sash-kinds/spec.ts";
import { SASH_KINDS } from "../sash-kinds/table.ts";
import { barPart, joinOverlap } from "../series-geometry.ts";
import { barMember } from "./bar.ts";
import { beadMembers } from "./beads.ts";
import { type LayoutSink, type RegionContext, RING_SIDES } from "./context.ts";
import { ringMembers } from "./ring.ts";
import { type PanelSide, panelSideBands, slidePanelPlaces } from "./slide-group.ts";

type RegionOf<K extends RegionKind> = Extract<Region, { kind: K }>;
export type RegionBehaviour<K extends RegionKind> = {
  /** Child regions, in drawing order. */
  children(region: RegionOf<K>): Region[];
  /** Adds the region's members, openings, sashes and fills to the sink. */
  layout(region: RegionOf<K>, ctx: RegionContext, sink: LayoutSink): void;
};

export function layoutRegion(region: Region, ctx: RegionContext, sink: LayoutSink): void {
  sink.regions.set(region.id, {
    frameId: ctx.frame.id,
    outline: ctx.outline,
    box: ctx.box,
    sashId: ctx.sashId,
  });
  (regionBehaviours[region.kind] as RegionBehaviour<RegionKind>).layout(region as never, ctx, sink);
}

export function regionChildren(region: Region): Region[] {
  return (regionBehaviours[region.kind] as RegionBehaviour<RegionKind>).children(region as never);
}

/** The region's visible share of its ring, recorded as an opening. Null if the box misses the outline. */
function daylight(region: Region, ctx: RegionContext, sink: LayoutSink): Outline | null {
  const d = clipBox(ctx.outline, ctx.box);
  if (!d) return null;
  const b = boundingBox(d);
  const onRing = b.y1 >= boundingBox(ctx.outline).y1 - 1e-6;
  sink.openings.push({
    id: region.id,
    frameId: ctx.frame.id,
    sashId: ctx.sashId,
    polygon: toPolygon(d, ctx.frame.x, ctx.frame.y),
    clearWidth: mmRounded(b.x1 - b.x0),
    clearHeight: mmRounded(b.y1 - b.y0),
    bottom: onRing ? (ctx.sashId === null ? "frame" : "sash") : ctx.sashId === null ? "mullion" : "sashBar",
  });
  return d;
}

type SashRecord = Omit<LayoutSash, "polygon" | "outerWidth" | "outerHeight" | "perimeter" | "frameId">;

/** Records a sash-like ring with outer outline `outer` and lays out its inner region. */
function sashRing(
  outer: Outline,
  record: SashRecord,
  partType: SashRing,
  inner: Region,
  ctx: RegionContext,
  sink: LayoutSink,
): void {
  const { frame, geometry: g } = ctx;
  const b = boundingBox(outer);
  // fields listed one by one (no spread): every sash gets the same object shape, which is faster
  const sash: LayoutSash = {
    id: record.id,
    kind: record.kind,
    frameId: frame.id,
    regionId: record.regionId,
    openType: record.openType,
    hingeSide: record.hingeSide,
    track: record.track,
    active: record.active,
    interlocks: record.interlocks,
    meetings: record.meetings,
    inward: record.inward,
    polygon: toPolygon(outer, frame.x, frame.y),
    outerWidth: mmRounded(b.x1 - b.x0),
    outerHeight: mmRounded(b.y1 - b.y0),
    perimeter: mmRounded(perimeter(outer)),
  };
  // an arched sash keeps its exact outline: its symbol starts at its real corners
  if (hasArc(outer)) sash.path = toBulgePath(outer, frame.x, frame.y);
  sink.sashes.push(sash);
  sink.counts.sashes++;
  const code = g.profileCodes[partType];
  const innerOutline = ringMembers(
    outer,
    g.faceWidths[partType],
    {
      idPrefix: `${record.id}:sash`,
      role: partType === "foldLeaf" ? "foldLeaf" : "sash",
      partType,
      profileCode: code,
      frameId: frame.id,
      sashId: record.id,
      regionId: record.regionId,
      dx: frame.x,
      dy: frame.y,
      joint: g.sashJoint ?? "mitre",
    },
    sink.members,
  );
  // a ring wider than its outline turns inside out (negative area): nothing fits inside
  if (area(innerOutline) <= 0) return;
  layoutRegion(
    inner,
    {
      ...ctx,
      outline: innerOutline,
      box: boundingBox(innerOutline),
      sashId: record.id,
      surroundCode: code,
      sides: RING_SIDES,
    },
    sink,
  );
}

function rect(x0: number, y0: number, x1: number, y1: number): Outline {
  return polygonOutline([
    [x0, y0],
    [x1, y0],
    [x1, y1],
    [x0, y1],
  ]);
}

function sashOverlapFor(ctx: RegionContext, partType: SashRing): number {
  return joinOverlap(
    ctx.geometry,
    ctx.geometry.profileCodes[partType],
    ctx.surroundCode,
    ctx.geometry.sashOverlap,
  );
}

/**
 * The profile each edge of a daylight outline `d` sits against: the bar bounding the region's
 * box on that side (mullion, transom, sash bar), else the ring around it.
 */
function edgeProfiles(d: Outline, ctx: RegionContext): string[] {
  const { box, sides } = ctx;
  const near = (a: number, b: number) => Math.abs(a - b) < 1e-6;
  return d.map((e) => {
    if (e.kind !== "line") return ctx.surroundCode;
    const vertical = near(e.a[0], e.b[0]);
    const horizontal = near(e.a[1], e.b[1]);
    if (vertical && sides.x0 && near(e.a[0], box.x0)) return sides.x0;
    if (vertical && sides.x1 && near(e.a[0], box.x1)) return sides.x1;
    if (horizontal && sides.y0 && near(e.a[1], box.y0)) return sides.y0;
    if (horizontal && sides.y1 && near(e.a[1], box.y1)) return sides.y1;
    return ctx.surroundCode;
  });
}

/**
 * How far `from` (a sash code, "glass" or "sashGlass") reaches past each edge of `d`: the join
 * row of the pair it meets on that edge; without one, the row against the ring, else `fallback`.
 */
function edgeOverlaps(d: Outline, ctx: RegionContext, from: string, fallback: number): number[] {
  const ring = joinOverlap(ctx.geometry, from, ctx.surroundCode, fallback);
  return edgeProfiles(d, ctx).map((to) =>
    to === ctx.surroundCode ? ring : joinOverlap(ctx.geometry, from, to, ring),
  );
}

const negate = (ds: number[]): number[] => ds.map((x) => -x);

/** A cut outline as a template: edges from the top-left of its bounding box, with lengths. */
function templateOf(cut: Outline): GlassTemplate {
  const b = boundingBox(cut);
  const at = (p: P): Point => [mmRounded(p[0] - b.x0), mmRounded(p[1] - b.y0)];
  return {
    width: mmRounded(b.x1 - b.x0),
    height: mmRounded(b.y1 - b.y0),
    edges: cut.map((e) => {
      const edge: TemplateEdge = {
        from: at(edgeStart(e)),
        to: at(edgeEnd(e)),
        length: mmRounded(edgeLength(e)),
      };
      if (e.kind === "arc") edge.radius = mmRounded(e.r);
      return edge;
    }),
  };
}

/** How far panels reach past each side of their opening's box, mm. */
type SideOverlaps = { x0: number; x1: number; y0: number; y1: number };

/** A slide panel's or fold leaf's overlap on each side: a mullion's join row there, else the ring's. */
function sideOverlaps(ctx: RegionContext, partType: "slideSash" | "foldLeaf"): SideOverlaps {
  const from = ctx.geometry.profileCodes[partType];
  const ring = sashOverlapFor(ctx, partType);
  const at = (code: string | null) => (code ? joinOverlap(ctx.geometry, from, code, ring) : ring);
  const { sides } = ctx;
  return { x0: at(sides.x0), x1: at(sides.x1), y0: at(sides.y0), y1: at(sides.y1) };
}

/** Panels side by side across `b`, each `w` wide, stepping by `step` mm. */
function panelOutline(b: Box, ov: SideOverlaps, w: number, step: number, i: number): Outline {
  const left = b.x0 - ov.x0 + i * step;
  return rect(left, b.y0 - ov.y0, left + w, b.y1 + ov.y1);
}

const sashKindOf = (k: SashKind) => k;
/** A sash that meets no panel on its own track (all but slide panels): one shared empty list. */
const NO_MEETINGS: readonly PanelSide[] = [];

export const regionBehaviours: { [K in RegionKind]: RegionBehaviour<K> } = {
  split: {
    children: (r) => r.children,
    layout(r, ctx, sink) {
      const { frame, geometry: g } = ctx;
      const axis = r.direction === "vertical" ? 0 : 1;
      // a bar inside a sash is a glazing bar: the series' sash-bar profile, not the frame mullion
      const part = barPart(ctx.sashId);
      const w = g.faceWidths[part];
      const code = g.profileCodes[part];
      const lo = axis === 0 ? ctx.box.x0 : ctx.box.y0;
      const hi = axis === 0 ? ctx.box.x1 : ctx.box.y1;
      for (const m of r.mullions) {
        const member = barMember(ctx.outline, ctx.box, axis, m.position, w, {
          id: m.id,
          role: "mullion",
          partType: part,
          profileCode: code,
          frameId: frame.id,
          sashId: ctx.sashId,
          regionId: r.id,
          dx: frame.x,
          dy: frame.y,
        });
        if (member) {
          sink.members.push(member);
          sink.counts.mullions++;
        }
      }
      r.children.forEach((child, i) => {
        const from = i === 0 ? lo : r.mullions[i - 1]!.position + w / 2;
        const to = i === r.mullions.length ? hi : r.mullions[i]!.position - w / 2;
        const box: Box = axis === 0 ? { ...ctx.box, x0: from, x1: to } : { ...ctx.box, y0: from, y1: to };
        const first = i === 0;
        const last = i === r.mullions.length;
        const sides =
          axis === 0
            ? { ...ctx.sides, x0: first ? ctx.sides.x0 : code, x1: last ? ctx.sides.x1 : code }
            : { ...ctx.sides, y0: first ? ctx.sides.y0 : code, y1: last ? ctx.sides.y1 : code };
        layoutRegion(child, { ...ctx, box, sides }, sink);
      });
    },
  },
  sash: {
    children: (r) => [r.inner],
    layout(r, ctx, sink) {
      const d = daylight(r, ctx, sink);
      if (!d) return;
      const { ring } = SASH_KINDS[r.openType].layout;
      const outer = inset(
        d,
        negate(edgeOverlaps(d, ctx, ctx.geometry.profileCodes[ring], ctx.geometry.sashOverlap)),
      );
      const record = {
        id: r.id,
        kind: sashKindOf("sash"),
        regionId: r.id,
        openType: r.openType,
        hingeSide: r.hingeSide,
        track: null,
        active: true,
        interlocks: 0,
        meetings: NO_MEETINGS,
        inward: r.opening === "inward",
      };
      sashRing(outer, record, ring, r.inner, ctx, sink);
    },
  },
  doubleSash: {
    children: (r) => [r.left.inner, r.right.inner],
    layout(r, ctx, sink) {
      const d = daylight(r, ctx, sink);
      if (!d) return;
      const { ring, passiveLeaf } = SASH_KINDS[r.openType].layout;
      const all = inset(
        d,
        negate(edgeOverlaps(d, ctx, ctx.geometry.profileCodes[ring], ctx.geometry.sashOverlap)),
      );
      const half = ctx.geometry.meetingOverlap / 2;
      const base = {
        kind: sashKindOf("doubleSashLeaf"),
        regionId: r.id,
        track: null,
        interlocks: 0,
        meetings: NO_MEETINGS,
        inward: r.opening === "inward",
      };
      // each leaf is the daylight on its side of the meeting line, overlapping the other by half
      for (const side of ["left", "right"] as const) {
        const outline = clipHalfPlane(all, {
          axis: 0,
          v: side === "left" ? r.meeting + half : r.meeting - half,
          side: side === "left" ? -1 : 1,
        });
        if (!outline) continue;
        const active = r.active === side;
        // the passive leaf is what the kind's layout rule makes it (a tilt-turn pair's: side-hung)
        const openType = active || passiveLeaf === "self" ? r.openType : passiveLeaf;
        sashRing(
          outline,
          { ...base, id: r[side].id, hingeSide: side, active, openType },
          ring,
          r[side].inner,
          ctx,
          sink,
        );
      }
    },
  },
  slide: {
    children: (r) => r.panels.map((p) => p.inner),
    layout(r, ctx, sink) {
      const d = daylight(r, ctx, sink);
      if (!d) return;
      const { frame, geometry: g } = ctx;
      const b = boundingBox(d);
      const { ring } = SASH_KINDS.slide.layout;
      const ov = sideOverlaps(ctx, ring);
      const top = b.y0 - ov.y0;
      const bottom = b.y1 + ov.y1;
      const places = slidePanelPlaces(
        r.panels.map((p) => p.track),
        b.x0 - ov.x0,
        b.x1 + ov.x1,
        g,
      );
      r.panels.forEach((p, i) => {
        const place = places[i]!;
        const record = {
          id: p.id,
          kind: sashKindOf("slidePanel"),
          regionId: r.id,
          openType: "slide" as const,
          hingeSide: null,
          track: p.track,
          active: !p.fixed,
          interlocks: place.interlocks.length,
          meetings: place.meetings,
          inward: false,
        };
        sashRing(rect(place.x0, top, place.x1, bottom), record, ring, p.inner, ctx, sink);
        for (const band of panelSideBands(place, g)) {
          const member = barMember(
            rect(band.x0, top, band.x1, bottom),
            { x0: band.x0, x1: band.x1, y0: top, y1: bottom },
            0,
            (band.x0 + band.x1) / 2,
            band.x1 - band.x0,
            {
              id: `${p.id}:${band.part === "interlock" ? "interlock" : "meeting"}:${band.side}`,
              role: band.part,
              partType: band.part,
              profileCode: g.profileCodes[band.part],
              frameId: frame.id,
              sashId: p.id,
              regionId: r.id,
              dx: frame.x,
              dy: frame.y,
            },
          );
          if (member) sink.members.push(member);
        }
      });
      // the rails are drawn side by side in the sill band under the panels; with many tracks
      // they share the frame's face width rather than hang below the frame (lengths unchanged)
      const rw = Math.min(g.faceWidths.slideRail, g.faceWidths.frame / r.tracks);
      // no rail profile (face 0): the tracks are part of the head and sill, nothing to draw or cut
      for (let t = 0; rw > 0 && t < r.tracks; t++) {
        const y = b.y1 + t * rw;
        const member = barMember(
          rect(b.x0, y, b.x1, y + rw),
          { x0: b.x0, x1: b.x1, y0: y, y1: y + rw },
          1,
          y + rw / 2,
          rw,
          {
            id: `${r.id}:rail:${t}`,
            role: "slideRail",
            partType: "slideRail",
            profileCode: g.profileCodes.slideRail,
            frameId: frame.id,
            sashId: null,
            regionId: r.id,
            dx: frame.x,
            dy: frame.y,
          },
        );
        if (member) sink.members.push(member);
      }
      sink.counts.tracks = Math.max(sink.counts.tracks, r.tracks);
    },
  },
  fold: {
    children: (r) => r.leaves.map((l) => l.inner),
    layout(r, ctx, sink) {
      const d = daylight(r, ctx, sink);
      if (!d) return;
      const b = boundingBox(d);
      const { ring } = SASH_KINDS.fold.layout;
      const ov = sideOverlaps(ctx, ring);
      const gap = ctx.geometry.foldGap;
      const n = r.leaves.length;
      const w = (b.x1 - b.x0 + ov.x0 + ov.x1 - (n - 1) * gap) / n;
      r.leaves.forEach((leaf, i) => {
        const record = {
          id: leaf.id,
          kind: sashKindOf("foldLeaf"),
          regionId: r.id,
          openType: "fold" as const,
          hingeSide: null,
          track: null,
          active: true,
          interlocks: 0,
          meetings: NO_MEETINGS,
          inward: false,
        };
        sashRing(panelOutline(b, ov, w, w + gap, i), record, ring, leaf.inner, ctx, sink);
      });
    },
  },
  fill: {
    children: () => [],
    layout(r, ctx, sink) {
      const d = daylight(r, ctx, sink);
      if (!d) return;
      const { frame, geometry: g } = ctx;
      const inSash = ctx.sashId !== null;
      const bites = edgeOverlaps(d, ctx, inSash ? "sashGlass" : "glass", g.glassBite - g.glassClearance);
      const cut = inset(d, negate(bites));
      const b = boundingBox(cut);
      const db = boundingBox(d);
      const fill: LayoutFill = {
        id: r.id,
        frameId: frame.id,
        sashId: ctx.sashId,
        kind: r.fill.type,
        spec: r.fill.spec,
        width: mmRounded(b.x1 - b.x0),
        height: mmRounded(b.y1 - b.y0),
        area: Math.round(area(cut)) / 1e6,
        shaped: !isRectangle(cut),
        polygon: toPolygon(d, frame.x, frame.y),
        daylightWidth: mmRounded(db.x1 - db.x0),
        daylightHeight: mmRounded(db.y1 - db.y0),
        daylightArea: Math.round(area(d)) / 1e6,
        daylightPerimeter: mmRounded(perimeter(d)),
        template: templateOf(cut),
      };
      if (hasArc(d)) fill.path = toBulgePath(d, frame.x, frame.y);
      sink.fills.push(fill);
      sink.daylights.set(r.id, d);
      if (r.fill.type !== "glass" && r.fill.type !== "panel") return;
      const partType = inSash ? "sashBead" : "fixedBead";
      const bw = g.faceWidths[partType];
      // a series without this bead holds the glass otherwise (a glazing channel): no bead ring
      if (bw <= 0) return;
      beadMembers(
        d,
        bw,
        {
          idPrefix: `${r.id}:bead`,
          role: "bead",
          partType,
          profileCode: g.profileCodes[partType],
          frameId: frame.id,
          sashId: ctx.sashId,
          regionId: r.id,
          dx: frame.x,
          dy: frame.y,
        },
        sink.members,
      );
    },
  },
};
