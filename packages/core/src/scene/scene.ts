// The 3D scene of a laid-out design (docs/scene.md): one solid per layout member and per fill —
// a straight member its profile's cross-section swept between its end cuts (sweep.ts), a bent
// member and a pane their face outline swept front to back through their band — grouped by the
// leaf that carries it, with how each leaf opens and the hardware it carries. It computes no
// frame geometry of its own: outlines, lengths and end angles are the layout's, so a 3D member is
// the member the BOM cuts. Units: mm; x right, y down (canvas), z in from the frame's outside face.
import type { Layout, LayoutSash, MemberRole, Point } from "../design/layout-types.ts";
import type { Design, FillType, OpeningKind } from "../design/model.ts";
import { SASH_KINDS } from "../design/sash-kinds/table.ts";
import {
  type PartType,
  rectangleSection,
  type SeriesGeometry,
  type SeriesGeometrySource,
} from "../design/series-geometry.ts";
import { findRegion } from "../design/tree.ts";
import { pointsBox } from "../geometry/outline.ts";
import { profileSection } from "../series/section/profile-section.ts";
import { foldChains, foldEdges } from "./fold-chains.ts";
import { foldHardware } from "./fold-hardware.ts";
import { leafHardware, type SceneHardware } from "./hardware.ts";
import type { LeafMotion, Vec3 } from "./motion.ts";
import { type Band, memberBand, ownerBand, paneBand } from "./planes.ts";
import type { Matrix4 } from "./pose.ts";
import { type MemberSweep, memberSweep } from "./sweep.ts";

export type { LeafMotion, SceneHardware, Vec3 };

/** A prism: `outline` (canvas mm) swept from z = `front` to z = `front + depth`. */
export type SceneSolid = {
  id: string;
  frameId: string;
  /** The leaf (sash, slide panel, fold leaf) that moves it; null: fixed with the frame. */
  leafId: string | null;
  outline: readonly Point[];
  front: number;
  depth: number;
  /**
   * Where the solid's own axes lie in the scene's (column-major, pose.ts): a solid built in axes
   * of its own — a sunroom's member, roof panel or a wall facet's window (sunroom/scene.ts) — is
   * moved into place by it; absent: the solid is in the scene's axes (a window's).
   */
  place?: Matrix4;
};

export type SceneMember = SceneSolid & {
  kind: "member";
  role: MemberRole;
  partType: PartType;
  profileCode: string;
  /** Cut length and end angles, as the layout (and so the BOM) has them. */
  length: number;
  startAngle: number;
  endAngle: number;
  /** The frame's colours: `a` outside, `b` inside (the series' words). */
  colours: { a: string; b: string };
  /**
   * A straight member: its profile's section (the rectangle face width × depth where the series
   * has none) and where its edges meet its end cuts. Null for a bent member: its face outline is
   * swept front to back.
   */
  sweep: MemberSweep | null;
};

export type ScenePane = SceneSolid & {
  kind: "pane";
  fill: FillType;
  spec: string;
  /** Cut size (the BOM's glass size), mm. */
  width: number;
  height: number;
  frosted: boolean;
};

export type SceneLeaf = {
  id: string;
  frameId: string;
  openType: OpeningKind;
  motion: LeafMotion;
};

export type Scene = {
  frames: { id: string; x: number; y: number; width: number; height: number; depth: number }[];
  members: SceneMember[];
  panes: ScenePane[];
  leaves: SceneLeaf[];
  hardware: SceneHardware[];
  /** Of the members and panes: the frames' size × their depth. */
  bounds: { min: Vec3; max: Vec3 };
};

/** How far each kind opens at the end of its animation, degrees (a tilt: the sash's own stay). */
const TURN_ANGLE = 80;
const TILT_ANGLE = 12;
const FOLD_ANGLE = 80;

const resolve = (source: SeriesGeometrySource, seriesId: string): SeriesGeometry =>
  typeof source === "function" ? source(seriesId) : source;

const boxOf = (outline: readonly Point[]) => {
  const { x0, y0, x1, y1 } = pointsBox(outline);
  return { minX: x0, minY: y0, maxX: x1, maxY: y1 };
};

/**
 * The scene of `design` as `layout` laid it out (the same `source` of series geometry). Every
 * member and fill of the layout is in it once, in the layout's order.
 */
export function buildScene(design: Design, layout: Layout, source: SeriesGeometrySource): Scene {
  const sashes = new Map(layout.sashes.map((s) => [s.id, s]));
  const frames = new Map(layout.frames.map((f) => [f.id, f]));
  const designFrames = new Map(design.frames.map((f) => [f.id, f]));
  const geometryOf = (frameId: string) => resolve(source, frames.get(frameId)?.seriesId ?? "");
  const trackCount = (frameId: string) => Math.max(1, frames.get(frameId)?.trackCount ?? 1);
  const bandOf = (frameId: string, sashId: string | null): Band =>
    ownerBand(geometryOf(frameId), sashId ? sashes.get(sashId) : undefined, trackCount(frameId));
  // a ring's glass plane: the first pane of the owner (or the make-up of a plain double glazing)
  const firstFill = new Map<string, string>();
  for (const f of layout.fills) {
    const key = `${f.frameId}|${f.sashId}`;
    if (!firstFill.has(key)) firstFill.set(key, f.spec);
  }
  const glassBand = (frameId: string, sashId: string | null): Band =>
    paneBand(geometryOf(frameId), firstFill.get(`${frameId}|${sashId}`) ?? "", bandOf(frameId, sashId));

  const panes: ScenePane[] = layout.fills.map((f) => {
    const band = paneBand(geometryOf(f.frameId), f.spec, bandOf(f.frameId, f.sashId));
    return {
      kind: "pane",
      id: f.id,
      frameId: f.frameId,
      leafId: f.sashId,
      outline: f.polygon,
      ...band,
      fill: f.kind,
      spec: f.spec,
      width: f.width,
      height: f.height,
      frosted: frostedFill(design, f.id),
    };
  });

  // the middle of what a member rings (its sash, its frame) or holds (a bead: its fill)
  const middle = (polygon: readonly Point[]): Point => {
    const b = boxOf(polygon);
    return [(b.minX + b.maxX) / 2, (b.minY + b.maxY) / 2];
  };
  const fills = new Map(layout.fills.map((f) => [f.id, f]));
  const centreOf = (m: Layout["members"][number]): Point => {
    const fill = m.role === "bead" ? fills.get(m.regionId) : undefined;
    if (fill) return middle(fill.polygon);
    const sash = m.sashId ? sashes.get(m.sashId) : undefined;
    if (sash) return middle(sash.polygon);
    const f = frames.get(m.frameId);
    return f ? [f.x + f.width / 2, f.y + f.height / 2] : middle(m.polygon);
  };

  const members: SceneMember[] = layout.members.map((m) => {
    const owner = bandOf(m.frameId, m.sashId);
    const g = geometryOf(m.frameId);
    const band = memberBand(g, m, owner, glassBand(m.frameId, m.sashId));
    const frame = designFrames.get(m.frameId);
    const dxf = g.sectionDxf?.[m.profileCode];
    const section = dxf
      ? profileSection({ faceWidth: m.faceWidth, depth: band.depth, sectionDxf: dxf })
      : rectangleSection(m.faceWidth, band.depth);
    return {
      kind: "member",
      id: m.id,
      frameId: m.frameId,
      leafId: m.sashId,
      outline: m.polygon,
      ...band,
      role: m.role,
      partType: m.partType,
      profileCode: m.profileCode,
      length: m.length,
      startAngle: m.startAngle,
      endAngle: m.endAngle,
      colours: { a: frame?.colors.a ?? "", b: frame?.colors.b ?? "" },
      sweep: m.faceWidth > 0 ? memberSweep(m, centreOf(m), section) : null,
    };
  });

  const leaves = layout.sashes.map((s) => ({
    id: s.id,
    frameId: s.frameId,
    openType: s.openType,
    motion: motionOf(s, bandOf(s.frameId, s.id), layout, design),
  }));
  const hardware = layout.sashes.flatMap((s, i) => {
    const g = geometryOf(s.frameId);
    const face =
      g.faceWidths[s.openType === "door" ? "doorLeaf" : s.kind === "slidePanel" ? "slideSash" : "sash"];
    return leafHardware(design, s, bandOf(s.frameId, s.id), face, leaves[i]!.motion);
  });
  // a folding door's hinges, rollers, handle and tracks: what its series' fold kit orders
  const motions = new Map(leaves.map((l) => [l.id, l.motion]));
  for (const f of layout.frames) {
    const g = geometryOf(f.id);
    if (!g.foldKit) continue;
    const place = (id: string) => ({
      band: bandOf(f.id, id),
      motion: motions.get(id) ?? ({ kind: "fixed" } as const),
    });
    hardware.push(...foldHardware(design, layout, f.id, g.foldKit, place, g.faceWidths.foldLeaf));
  }

  const sceneFrames = layout.frames.map((f) => {
    const g = resolve(source, f.seriesId);
    const solids = [...members, ...panes].filter((x) => x.frameId === f.id);
    const back = Math.max(0, ...solids.map((x) => x.front + x.depth));
    const front = Math.min(...solids.map((x) => x.front), g.planes?.frame ?? 0);
    return { id: f.id, x: f.x, y: f.y, width: f.width, height: f.height, depth: back - front };
  });

  return { frames: sceneFrames, members, panes, leaves, hardware, bounds: boundsOf([...members, ...panes]) };
}

function frostedFill(design: Design, fillId: string): boolean {
  const region = findRegion(design, fillId)?.region;
  return region?.kind === "fill" && region.fill.type === "glass" && region.fill.frosted;
}

/**
 * How a leaf opens: on its hinges (the kind's side, or the side drawn), inward leaves into the
 * room (+z) and outward ones out (−z); a tilt-turn also tilts into the room on its bottom edge;
 * an active slide panel runs along its track over its neighbour; a fold leaf turns zig-zag.
 */
function motionOf(s: LayoutSash, band: Band, layout: Layout, design: Design): LeafMotion {
  const spec = SASH_KINDS[s.openType].capabilities;
  const { minX, minY, maxX, maxY } = boxOf(s.polygon);
  if (s.kind === "foldLeaf") return foldMotion(s, band, layout, design);
  if (!spec.opens || !s.active) return { kind: "fixed" };
  if (spec.slides) {
    const frame = layout.frames.find((f) => f.id === s.frameId);
    const centre = frame ? frame.x + frame.width / 2 : (minX + maxX) / 2;
    const width = maxX - minX;
    // the panel runs toward the frame's middle, over the panel on the other track
    const direction = (minX + maxX) / 2 < centre ? 1 : -1;
    return { kind: "slide", travel: [direction * width * 0.9, 0, 0] };
  }
  const side = spec.hinge === "chosen" ? (s.hingeSide ?? "left") : (spec.hinge ?? s.hingeSide ?? "left");
  // the hinge line lies on the face the leaf swings toward
  const z = s.inward ? band.front + band.depth : band.front;
  const toRoom = s.inward ? 1 : -1;
  const turn = hingeLine(side, { minX, minY, maxX, maxY }, z, toRoom);
  if (!spec.tilts) return { kind: "turn", ...turn };
  // a tilt: the sash's top falls into the room about its bottom edge
  const tilt = hingeLine("bottom", { minX, minY, maxX, maxY }, band.front + band.depth, 1);
  return { kind: "tiltTurn", turn, tilt: { ...tilt, angle: Math.sign(tilt.angle) * TILT_ANGLE } };
}

/**
 * The hinge line on `side` of a box at depth `z`, and the right-handed angle that swings the
 * leaf's free edge toward `toRoom` (+1: +z, into the room).
 */
function hingeLine(
  side: "left" | "right" | "top" | "bottom",
  b: { minX: number; minY: number; maxX: number; maxY: number },
  z: number,
  toRoom: 1 | -1,
): { pivot: Vec3; axis: Vec3; angle: number } {
  // With y down and z into the room, turning about +y moves a point on the +x side toward −z.
  switch (side) {
    case "left":
      return { pivot: [b.minX, b.minY, z], axis: [0, 1, 0], angle: -toRoom * TURN_ANGLE };
    case "right":
      return { pivot: [b.maxX, b.minY, z], axis: [0, 1, 0], angle: toRoom * TURN_ANGLE };
    case "top":
      return { pivot: [b.minX, b.minY, z], axis: [1, 0, 0], angle: toRoom * TURN_ANGLE };
    case "bottom":
      return { pivot: [b.minX, b.maxY, z], axis: [1, 0, 0], angle: -toRoom * TURN_ANGLE };
  }
}

/**
 * A fold leaf's zig-zag: the leaves of its group, counted from the side they stack on (its fold
 * type; a split group stacks its first half left and the rest right), turn by ±FOLD_ANGLE in
 * turn (out of the room for an outward group), each hung on the free edge of the one before
 * (`before`: the pitches from each leaf's stack-side edge to the next one's, gaps included).
 */
function foldMotion(s: LayoutSash, band: Band, layout: Layout, design: Design): LeafMotion {
  const region = findRegion(design, s.regionId)?.region;
  const chain = foldChains(design, layout, s.regionId).find((c) => c.leaves.some((o) => o.id === s.id)) ?? {
    leaves: [s],
    stackLeft: true,
  };
  const { leaves: ordered, stackLeft } = chain;
  const edge = (o: LayoutSash) => foldEdges(o, stackLeft).stack;
  const at = ordered.findIndex((o) => o.id === s.id);
  const before = ordered.slice(0, Math.max(0, at)).map((o, i) => Math.abs(edge(ordered[i + 1]!) - edge(o)));
  const outward = region?.kind === "fold" ? region.opening === "outward" : true;
  return {
    kind: "fold",
    hingeX: edge(ordered[0] ?? s),
    front: outward ? band.front : band.front + band.depth,
    angle: outward ? FOLD_ANGLE : -FOLD_ANGLE,
    before,
    sign: stackLeft ? 1 : -1,
  };
}

function boundsOf(solids: readonly SceneSolid[]): Scene["bounds"] {
  const min = [Infinity, Infinity, Infinity];
  const max = [-Infinity, -Infinity, -Infinity];
  for (const s of solids) {
    const b = boxOf(s.outline);
    min[0] = Math.min(min[0]!, b.minX);
    min[1] = Math.min(min[1]!, b.minY);
    min[2] = Math.min(min[2]!, s.front);
    max[0] = Math.max(max[0]!, b.maxX);
    max[1] = Math.max(max[1]!, b.maxY);
    max[2] = Math.max(max[2]!, s.front + s.depth);
  }
  if (solids.length === 0) return { min: [0, 0, 0], max: [0, 0, 0] };
  return { min: [min[0]!, min[1]!, min[2]!], max: [max[0]!, max[1]!, max[2]!] };
}
