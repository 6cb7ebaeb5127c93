// The sunroom in 3D (docs/sunroom.md "3D"): the built sunroom as a scene of the window's 3D view
// (scene/scene.ts), so the view, the GLB and the USDZ draw it as they draw a window. It computes
// no geometry of its own: each structure member is the member the BOM cuts (its ends, length and
// cuts from members.ts, its profile the BOM's line for it), each roof panel the panel of panels.ts
// on its roof plane, each wall facet's window the window scene of the facet's design; each is
// built in axes of its own and moved into place (`place`).
import type { Bom } from "../bom/types.ts";
import { layout } from "../design/layout/layout.ts";
import type { Point } from "../design/layout-types.ts";
import type { SeriesGeometrySource } from "../design/series-geometry.ts";
import type { LeafMotion } from "../scene/motion.ts";
import { makeUpThickness } from "../scene/planes.ts";
import { apply, type Matrix4, multiply, turned } from "../scene/pose.ts";
import {
  buildScene,
  type Scene,
  type SceneLeaf,
  type SceneMember,
  type ScenePane,
  type SceneSolid,
  type Vec3,
} from "../scene/scene.ts";
import type { Series } from "../series/schema.ts";
import type { Facet } from "./facets.ts";
import type { Member } from "./members.ts";
import type { RoofPanel } from "./panels.ts";
import type { P3, Roof } from "./roof.ts";
import type { SunroomModel } from "./sunroom.ts";

/** The structure as one frame of the scene (a facet's window is the frame named by the facet's id). */
export const STRUCTURE_FRAME = "structure";

/** A plan direction (x along the house, y out from it, z up) in the scene's axes (x right, y down, z toward the house). */
export const planDirection = ([x, y, z]: P3): Vec3 => [x, -z, -y];

/**
 * A plan point in the scene's axes, the middle of the footprint's depth at z = 0: the 3D view
 * turns about z = 0 (a window's faces), so the sunroom turns about its own middle.
 */
export const planToScene = ([x, y, z]: P3, depth: number): Vec3 => [x, -z, depth / 2 - y];

const sub = (a: Vec3, b: Vec3): Vec3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
const dot = (a: Vec3, b: Vec3) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
const cross = (a: Vec3, b: Vec3): Vec3 => [
  a[1] * b[2] - a[2] * b[1],
  a[2] * b[0] - a[0] * b[2],
  a[0] * b[1] - a[1] * b[0],
];
const unit = (a: Vec3): Vec3 => {
  const l = Math.hypot(a[0], a[1], a[2]);
  return [a[0] / l, a[1] / l, a[2] / l];
};
const scale = (a: Vec3, k: number): Vec3 => [a[0] * k, a[1] * k, a[2] * k];
/** Up in the scene's axes (y down). */
const UP: Vec3 = [0, -1, 0];

/** The matrix whose columns are the axes `ex`, `ey`, `ez` and whose origin is `at`. */
const frameMatrix = (ex: Vec3, ey: Vec3, ez: Vec3, at: Vec3): Matrix4 => [
  ...ex,
  0,
  ...ey,
  0,
  ...ez,
  0,
  ...at,
  1,
];

/** What the scene reads of a built sunroom (a rectangle's SunroomModel or an L's LHipSunroom). */
export type SceneModel = Pick<SunroomModel, "members" | "panels" | "roof"> & {
  facets: readonly Pick<Facet, "id" | "design" | "from" | "to" | "top" | "width">[];
};

export type SunroomSceneInput = {
  model: SceneModel;
  /** The structure's BOM (`structureBom`): which profile each member is cut from. */
  structure: Bom;
  /** The sunroom series' catalogue: each profile's face width and depth, each roof panel's thickness. */
  catalogue: Series;
  /** The facet series' geometry, as a window of it is laid out. */
  facetGeometry: SeriesGeometrySource;
  colour: string;
};

/**
 * A member as a solid in its own axes: x along it from its first end, y square to it in its
 * vertical plane (up), z across its face. Its side seen square on is its outline, swept across
 * its face width: a post centred on its line, any other member hanging below its line (its top
 * on the roof or the ring beam's top), each end cut as the member's cut says in its vertical
 * plane (plumb: vertical where the cut is the member's slope).
 */
function memberSolid(
  m: Member,
  face: number,
  depth: number,
  planDepth: number,
): Pick<SceneSolid, "outline" | "front" | "depth" | "place"> {
  const a = planToScene(m.from, planDepth);
  const d = unit(sub(planToScene(m.to, planDepth), a));
  const rise = dot(UP, d);
  const upSquare = sub(UP, scale(d, rise));
  const vertical = Math.hypot(...upSquare) < 1e-9;
  // a post: its depth across the house wall (scene x), its face toward the garden
  const ey = vertical ? ([1, 0, 0] as Vec3) : unit(upSquare);
  const ez = cross(d, ey);
  const [y0, y1] = m.kind === "post" ? [-depth / 2, depth / 2] : [-depth, 0];
  const slant = (cut: Member["cuts"][number]) => Math.sign(rise) * Math.tan((cut.plumb * Math.PI) / 180);
  const k0 = slant(m.cuts[0]);
  const k1 = slant(m.cuts[1]);
  const L = m.length;
  const outline: Point[] = [
    [y0 * k0, y0],
    [L + y0 * k1, y0],
    [L + y1 * k1, y1],
    [y1 * k0, y1],
  ];
  return { outline, front: -face / 2, depth: face, place: frameMatrix(d, ey, ez, a) };
}

/** A roof panel's axes: x along its plane's eaves, y up the slope (mm on the slope), z square to the plane. */
function panelPlace(roof: Roof, panel: RoofPanel): Matrix4 {
  const plane = roof.planes.find((p) => p.id === panel.plane);
  if (!plane) throw new Error(`roof panel ${panel.id} on no plane`);
  const rad = (roof.pitch * Math.PI) / 180;
  const origin = planToScene(
    [plane.origin[0], plane.origin[1], roof.eaveHeight - roof.overhang * roof.tan],
    roof.depth,
  );
  const ex = planDirection([plane.along[0], plane.along[1], 0]);
  const ey = planDirection([plane.inward[0] * Math.cos(rad), plane.inward[1] * Math.cos(rad), Math.sin(rad)]);
  return frameMatrix(ex, ey, cross(ex, ey), origin);
}

/** A facet's window axes: x along its wall from its left end (seen from outside), y down from its top, z into the room. */
function facetPlace(f: SceneModel["facets"][number], depth: number): Matrix4 {
  const length = Math.hypot(f.to[0] - f.from[0], f.to[1] - f.from[1]);
  const along: P3 = [(f.to[0] - f.from[0]) / length, (f.to[1] - f.from[1]) / length, 0];
  const inward: P3 = [along[1], -along[0], 0];
  const height = Math.max(...f.top.map((p) => p[1]));
  return frameMatrix(
    planDirection(along),
    [0, 1, 0],
    planDirection(inward),
    planToScene([f.from[0], f.from[1], height], depth),
  );
}

/** A leaf's motion moved by `place` (a fold leaf's zig-zag is drawn in its window's axes only: shown shut). */
function placedMotion(motion: LeafMotion, place: Matrix4): LeafMotion {
  const line = (l: { pivot: Vec3; axis: Vec3; angle: number }) => ({
    pivot: apply(place, l.pivot),
    axis: turned(place, l.axis),
    angle: l.angle,
  });
  switch (motion.kind) {
    case "turn":
      return { kind: "turn", ...line(motion) };
    case "tiltTurn":
      return { kind: "tiltTurn", turn: line(motion.turn), tilt: line(motion.tilt) };
    case "slide":
      return { kind: "slide", travel: turned(place, motion.travel) };
    default:
      return { kind: "fixed" };
  }
}

/** The profile code each structure member is cut from, by member id (the BOM's profile lines' sources). */
function memberProfiles(structure: Bom): Map<string, { code: string; length: number }> {
  const out = new Map<string, { code: string; length: number }>();
  for (const line of structure.profiles)
    for (const src of line.sources)
      if (!out.has(src.element)) out.set(src.element, { code: line.code, length: line.length });
  return out;
}

/**
 * The scene of a built sunroom: the structure's members (each member the BOM cuts a profile for,
 * once), the roof panels and each facet's window, in the scene's axes with the plan's x to the
 * right, up as −y and the garden toward −z (the view looks at the sunroom's front), the middle of
 * its depth at z = 0.
 */
export function sunroomScene(input: SunroomSceneInput): Scene {
  const { model, catalogue, colour } = input;
  const profiles = memberProfiles(input.structure);
  const members: SceneMember[] = [];
  for (const m of model.members) {
    const cut = profiles.get(m.id);
    if (!cut) continue; // the series cuts no profile for it: nothing to draw
    const profile = catalogue.profiles.find((p) => p.code === cut.code);
    if (!profile) throw new Error(`profile ${cut.code} of ${m.id} not in the sunroom series`);
    members.push({
      kind: "member",
      id: m.id,
      frameId: STRUCTURE_FRAME,
      leafId: null,
      ...memberSolid(m, profile.faceWidth, profile.depth, model.roof.depth),
      role: "frame",
      partType: "frame",
      profileCode: cut.code,
      length: m.length,
      startAngle: 90 - m.cuts[0].plumb,
      endAngle: 90 - m.cuts[1].plumb,
      colours: { a: colour, b: colour },
      sweep: null,
    });
  }
  const panes: ScenePane[] = model.panels.map((p) => {
    const spec = p.material.spec;
    const thickness = catalogue.glass.find((g) => g.spec === spec)?.thickness ?? makeUpThickness(spec);
    const place = panelPlace(model.roof, p);
    // the slab on the plane: from it up (away from the room) by its thickness
    const upward = dot([place[8]!, place[9]!, place[10]!], UP) > 0;
    return {
      kind: "pane",
      id: p.id,
      frameId: STRUCTURE_FRAME,
      leafId: null,
      outline: p.points.map(([x, y]): Point => [x + p.from, y]),
      front: upward ? 0 : -thickness,
      depth: thickness,
      place,
      fill: p.material.kind === "insulated" ? "panel" : "glass",
      spec,
      width: p.width,
      height: p.length,
      frosted: false,
    };
  });
  const leaves: SceneLeaf[] = [];
  const hardware: Scene["hardware"] = [];
  const frames: Scene["frames"] = [];
  for (const f of model.facets) {
    const window = buildScene(f.design, layout(f.design, input.facetGeometry), input.facetGeometry);
    const place = facetPlace(f, model.roof.depth);
    const id = (x: string) => `${f.id}/${x}`;
    const leaf = (x: string | null) => (x === null ? null : id(x));
    const own = <T extends SceneSolid>(s: T): T => ({
      ...s,
      id: id(s.id),
      frameId: f.id,
      leafId: leaf(s.leafId),
      place: s.place ? multiply(place, s.place) : place,
    });
    members.push(...window.members.map(own));
    panes.push(...window.panes.map(own));
    leaves.push(
      ...window.leaves.map((l) => ({
        ...l,
        id: id(l.id),
        frameId: f.id,
        motion: placedMotion(l.motion, place),
      })),
    );
    hardware.push(
      ...window.hardware.map((h) => ({
        ...h,
        id: id(h.id),
        frameId: f.id,
        leafId: leaf(h.leafId),
        place: h.place ? multiply(place, h.place) : place,
      })),
    );
    for (const w of window.frames) frames.push({ ...w, id: f.id });
  }
  const bounds = boundsOf(members, panes);
  frames.unshift({
    id: STRUCTURE_FRAME,
    x: bounds.min[0],
    y: bounds.min[1],
    width: bounds.max[0] - bounds.min[0],
    height: bounds.max[1] - bounds.min[1],
    depth: bounds.max[2] - bounds.min[2],
  });
  return { frames, members, panes, leaves, hardware, bounds };
}

/** The corners of each solid's outline at its front and back, placed: what the solids reach. */
function boundsOf(...groups: readonly SceneSolid[][]): Scene["bounds"] {
  const min = [Infinity, Infinity, Infinity];
  const max = [-Infinity, -Infinity, -Infinity];
  for (const group of groups)
    for (const s of group)
      for (const [x, y] of s.outline)
        for (const z of [s.front, s.front + s.depth]) {
          const p = s.place ? apply(s.place, [x, y, z]) : ([x, y, z] as Vec3);
          for (let i = 0; i < 3; i++) {
            min[i] = Math.min(min[i]!, p[i]!);
            max[i] = Math.max(max[i]!, p[i]!);
          }
        }
  if (min[0] === Infinity) return { min: [0, 0, 0], max: [0, 0, 0] };
  return { min: [min[0]!, min[1]!, min[2]!], max: [max[0]!, max[1]!, max[2]!] };
}
