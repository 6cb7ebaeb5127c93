// layout(design, seriesGeometry): the only place geometry is computed (DESIGN.md §3.1).
// Pure and deterministic: it reads nothing but its arguments, and the model stores absolute
// positions, so the result does not depend on the order the design was edited in.

import { area, type Box, boundingBox, perimeter, toPolygon } from "../../geometry/outline.ts";
import { mmRounded } from "../../units/branded.ts";
import type { Layout, LayoutFrame, LayoutMember } from "../layout-types.ts";
import type { Design, Frame } from "../model.ts";
import {
  DEFAULT_SERIES_GEOMETRY,
  type SeriesGeometry,
  type SeriesGeometrySource,
} from "../series-geometry.ts";
import { shapeOutline } from "../shapes.ts";
import { sillHeightOf } from "../sill-height.ts";
import { findRegion } from "../tree.ts";
import { barMember } from "./bar.ts";
import { emptySink, type LayoutSink, type RegionPlace, RING_SIDES } from "./context.ts";
import { layoutRegion } from "./regions.ts";
import { ringMembers } from "./ring.ts";

function resolve(source: SeriesGeometrySource, seriesId: string): SeriesGeometry {
  return typeof source === "function" ? source(seriesId) : source;
}

/** Everything one frame contributes to a layout; depends only on the frame and its geometry. */
/** One frame laid out on its own (what the layout cache keeps per frame). */
export type FramePart = Pick<
  LayoutSink,
  "members" | "openings" | "sashes" | "fills" | "daylights" | "regions"
> & {
  frame: LayoutFrame;
};

function layoutFrame(frame: Frame, g: SeriesGeometry): FramePart {
  const outer = shapeOutline(frame.shape);
  const sink = emptySink();
  const inner = ringMembers(
    outer,
    g.faceWidths.frame,
    {
      idPrefix: `${frame.id}:frame`,
      role: "frame",
      partType: "frame",
      profileCode: g.profileCodes.frame,
      frameId: frame.id,
      sashId: null,
      regionId: frame.id,
      dx: frame.x,
      dy: frame.y,
      joint: g.frameJoint ?? "mitre",
    },
    sink.members,
  );
  // a frame narrower than twice its profile has no inside to lay out
  if (area(inner) > 0)
    layoutRegion(
      frame.root,
      {
        frame,
        geometry: g,
        outline: inner,
        box: boundingBox(inner),
        sashId: null,
        surroundCode: g.profileCodes.frame,
        sides: RING_SIDES,
      },
      sink,
    );
  const b = boundingBox(outer);
  const { counts } = sink;
  return {
    members: sink.members,
    openings: sink.openings,
    sashes: sink.sashes,
    fills: sink.fills,
    daylights: sink.daylights,
    regions: sink.regions,
    frame: {
      id: frame.id,
      seriesId: frame.seriesId,
      x: frame.x,
      y: frame.y,
      width: mmRounded(b.x1 - b.x0),
      height: mmRounded(b.y1 - b.y0),
      outline: toPolygon(outer, frame.x, frame.y),
      mullionCount: counts.mullions,
      sashCount: counts.sashes,
      trackCount: counts.tracks,
      area: Math.round(area(outer)) / 1e6,
      perimeter: mmRounded(perimeter(outer)),
      sillHeight: mmRounded(
        sillHeightOf(
          frame.sillHeight,
          sink.sashes.map((s) => s.openType),
        ),
      ),
      sillExtension: frame.sillExtension === true,
    },
  };
}

/**
 * A memo of per-frame layouts for callers that lay out the same design again and again (the
 * editor while dragging). Designs are immutable, so a frame object that did not change gives
 * the same part: keyed by the frame object and the series geometry object. The result is the
 * same as without the cache; it only skips work.
 */
export type LayoutCache = WeakMap<Frame, { geometry: SeriesGeometry; part: FramePart }>;
export const createLayoutCache = (): LayoutCache => new WeakMap();

function framePart(frame: Frame, g: SeriesGeometry, cache: LayoutCache | undefined): FramePart {
  const hit = cache?.get(frame);
  if (hit && hit.geometry === g) return hit.part;
  const part = layoutFrame(frame, g);
  cache?.set(frame, { geometry: g, part });
  return part;
}

/**
 * Where a decoration's bars sit across its pane (fractions of the daylight box): the stored
 * places when there is one per bar, else `parts` equal panes.
 */
export function decorationFractions(parts: number, stored: readonly number[] | undefined): number[] {
  if (stored && stored.length === parts - 1) return [...stored];
  return Array.from({ length: Math.max(0, parts - 1) }, (_, k) => (k + 1) / parts);
}

/** A fill's daylight bounding box in its frame's coordinates (where its decoration bars are placed), or null. */
export function daylightBox(design: Design, source: SeriesGeometrySource, regionId: string): Box | null {
  const hit = findRegion(design, regionId);
  if (!hit) return null;
  const d = layoutFrame(hit.frame, resolve(source, hit.frame.seriesId)).daylights.get(regionId);
  return d ? boundingBox(d) : null;
}

function decorationMembers(design: Design, sink: LayoutSink, source: SeriesGeometrySource): void {
  for (const deco of design.decorations) {
    const frame = design.frames.find((f) => f.id === deco.frameId);
    const d = sink.daylights.get(deco.regionId);
    if (!frame || !d) continue;
    const g = resolve(source, frame.seriesId);
    const b = boundingBox(d);
    const fill = sink.fills.find((f) => f.id === deco.regionId);
    const spec = {
      role: "decoration" as const,
      partType: "decoration" as const,
      profileCode: g.profileCodes.decoration,
      frameId: frame.id,
      sashId: fill?.sashId ?? null,
      regionId: deco.regionId,
      dx: frame.x,
      dy: frame.y,
    };
    const push = (m: LayoutMember | null) => m && sink.members.push(m);
    const xs = decorationFractions(deco.columns, deco.xs);
    const ys = decorationFractions(deco.rows, deco.ys);
    xs.forEach((f, i) => {
      const x = b.x0 + (b.x1 - b.x0) * f;
      push(barMember(d, b, 0, x, deco.width, { ...spec, id: `${deco.id}:v:${i + 1}` }));
    });
    ys.forEach((f, i) => {
      const y = b.y0 + (b.y1 - b.y0) * f;
      push(barMember(d, b, 1, y, deco.width, { ...spec, id: `${deco.id}:h:${i + 1}` }));
    });
  }
}

function joinerMembers(design: Design, sink: LayoutSink): void {
  for (const j of design.joiners) {
    const [a, b] = j.frames.map((id) => sink.frames.find((f) => f.id === id));
    if (!a || !b) continue;
    const left = a.x <= b.x ? a : b;
    const right = left === a ? b : a;
    const x0 = left.x + left.width;
    const y0 = Math.max(a.y, b.y);
    const y1 = Math.min(a.y + a.height, b.y + b.height);
    if (y1 <= y0) continue;
    sink.members.push({
      id: j.id,
      role: "joiner",
      partType: "joiner",
      profileCode: j.profileCode,
      side: "vertical",
      frameId: left.id,
      sashId: null,
      regionId: j.id,
      polygon: [
        [x0, y0],
        [Math.max(x0 + j.width, right.x), y0],
        [Math.max(x0 + j.width, right.x), y1],
        [x0, y1],
      ],
      length: mmRounded(y1 - y0),
      startAngle: 90 as never,
      endAngle: 90 as never,
      curved: false,
      innerLength: mmRounded(y1 - y0),
      centreLength: mmRounded(y1 - y0),
      radius: mmRounded(0),
      sweep: 0 as never,
      faceWidth: mmRounded(j.width),
    });
  }
}

/**
 * Lays out every frame of a design. Lengths in mm, angles in degrees, polygons in canvas mm.
 * `source` gives each frame's series geometry (one for all, or a look-up by series id).
 * `cache` (optional) reuses the layout of frames that did not change since the last call.
 */
export function layout(
  design: Design,
  source: SeriesGeometrySource = DEFAULT_SERIES_GEOMETRY,
  cache?: LayoutCache,
): Layout {
  const sink = layoutWithPlaces(design, source, cache);
  return {
    frames: sink.frames,
    members: sink.members,
    openings: sink.openings,
    sashes: sink.sashes,
    fills: sink.fills,
  };
}

/**
 * The layout plus where every region sits (frame mm), for commands and hit-testing, and the
 * per-frame parts it was put together from: the lists hold each part's items in the design's
 * frame order, then the decoration bars and joiners. With a cache, a frame that did not change
 * keeps its part (the same object), so a drawing can redraw only the parts that are new.
 */
export function layoutWithPlaces(
  design: Design,
  source: SeriesGeometrySource = DEFAULT_SERIES_GEOMETRY,
  cache?: LayoutCache,
): Layout & { regions: Map<string, RegionPlace>; parts: readonly FramePart[] } {
  const sink = emptySink();
  const parts: FramePart[] = [];
  for (const frame of design.frames) {
    const part = framePart(frame, resolve(source, frame.seriesId), cache);
    parts.push(part);
    sink.frames.push(part.frame);
    for (const m of part.members) sink.members.push(m);
    for (const o of part.openings) sink.openings.push(o);
    for (const s of part.sashes) sink.sashes.push(s);
    for (const f of part.fills) sink.fills.push(f);
    for (const [id, d] of part.daylights) sink.daylights.set(id, d);
    for (const [id, r] of part.regions) sink.regions.set(id, r);
  }
  decorationMembers(design, sink, source);
  joinerMembers(design, sink);
  return { ...sink, parts };
}
