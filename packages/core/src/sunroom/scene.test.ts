// The sunroom's 3D scene against the sunroom it is drawn from: every member the BOM cuts, once, at
// its cut length and between its own ends; roof panels on their roof planes; facet windows in
// their wall planes. A 4 × 3 m lean-to and a 6 × 4 m hip roof.

import { describe, expect, it } from "vitest";
import { sceneToGlb } from "../scene/glb.ts";
import { solidMesh } from "../scene/mesh.ts";
import { apply } from "../scene/pose.ts";
import type { Scene, Vec3 } from "../scene/scene.ts";
import { sceneToUsda } from "../scene/usdz.ts";
import { demoSeries } from "../series/demo/index.ts";
import { seriesGeometry } from "../series/geometry.ts";
import { structureBom } from "./bom.ts";
import { newSunroom } from "./defaults.ts";
import { demoSunroomSeries } from "./demo/series.ts";
import type { Footprint } from "./footprint.ts";
import type { Sunroom } from "./model.ts";
import type { P3 } from "./roof.ts";
import { planToScene, type SceneModel, STRUCTURE_FRAME, sunroomScene } from "./scene.ts";
import { compileSunroomSeries } from "./series.ts";
import { buildShapedSunroom } from "./shaped.ts";
import { buildSunroom } from "./sunroom.ts";
import { DOOR_BESIDE_LIGHT } from "./test-sunroom.ts";

const series = demoSunroomSeries("en-US");
const compiled = compileSunroomSeries(series);
const tb60 = demoSeries("en-US")["alu-tb60-casement"];
const base = newSunroom(series.catalogue.id, tb60.id, "silver", "R120");

function sceneOf(
  s: Sunroom,
  footprint?: Footprint,
): { model: SceneModel; scene: Scene; bom: ReturnType<typeof structureBom> } {
  let model: SceneModel & Parameters<typeof structureBom>[0];
  if (footprint) {
    const built = buildShapedSunroom(s, footprint, [2, 1, 1, 2, 3, 1], series.rafters);
    if (!built.ok || !built.value.lHip) throw new Error(JSON.stringify(built));
    model = built.value.lHip;
  } else {
    const built = buildSunroom(s, series.rafters);
    if (!built.ok) throw new Error(JSON.stringify(built.issues));
    model = built.value;
  }
  const bom = structureBom(model, s, compiled);
  const scene = sunroomScene({
    model,
    structure: bom,
    catalogue: series.catalogue,
    facetGeometry: seriesGeometry(tb60),
    colour: s.colour,
  });
  return { model, scene, bom };
}

const cases: [string, Sunroom, Footprint?][] = [
  ["4 × 3 m lean-to", { ...base, slope: { by: "ridge", height: 3650 }, overhang: 120 }],
  [
    "6 × 4 m hip roof",
    {
      ...base,
      width: 6000,
      depth: 4000,
      roof: "hip",
      slope: { by: "pitch", degrees: 25 },
      overhang: 150,
      bays: { left: 2, front: 3, right: 2 },
      purlinSpacing: 1200,
    },
  ],
  [
    // an L (l-hip.ts): a 6 × 4 m first leg, a 3.6 m wide wing 2.5 m further out, its valley and jacks
    "hip-roofed L",
    { ...base, roof: "hip", slope: { by: "pitch", degrees: 30 }, overhang: 150, purlinSpacing: 1200 },
    { kind: "lShape", length: 6000, depth: 4000, wingLength: 3600, wingDepth: 2500 },
  ],
];

const near = (a: Vec3, b: Vec3, tol = 1e-6) => a.every((v, i) => Math.abs(v - b[i]!) <= tol);

describe.each(cases)("the 3D scene of the %s", (_, s, footprint) => {
  const { model, scene, bom } = sceneOf(s, footprint);
  /** The footprint's overall depth: the rectangle's, or the L's (its roof's). */
  const depth = model.roof.depth;
  /** Scene axes back to plan (x along the house, y out from it, z up); the footprint's middle at z = 0. */
  const toPlan = ([x, y, z]: Vec3): P3 => [x, depth / 2 - z, -y];
  const structure = scene.members.filter((m) => m.frameId === STRUCTURE_FRAME);

  it("has each member the BOM cuts once, at the BOM's cut length, between the member's own ends", () => {
    const cut = new Map<string, { code: string; length: number }>();
    for (const line of bom.profiles)
      for (const src of line.sources)
        if (model.members.some((m) => m.id === src.element)) cut.set(src.element, line);
    // posts, ring beams, rafters and more: the structure has members of every kind the roof has
    expect(cut.size).toBe(model.members.length);
    expect(structure.map((m) => m.id).sort()).toEqual([...cut.keys()].sort());
    for (const m of structure) {
      const line = cut.get(m.id)!;
      expect(m.profileCode).toBe(line.code);
      // the BOM rounds lengths to 0.1 mm
      expect(Math.abs(m.length - line.length)).toBeLessThanOrEqual(0.05 + 1e-9);
      const own = model.members.find((x) => x.id === m.id)!;
      expect(m.length).toBe(own.length);
      // its line runs from the member's first end to its second
      expect(near(apply(m.place!, [0, 0, 0]), planToScene(own.from, depth))).toBe(true);
      expect(near(apply(m.place!, [m.length, 0, 0]), planToScene(own.to, depth))).toBe(true);
      // its section is the profile's face width across (swept) and depth square to it
      const profile = series.catalogue.profiles.find((p) => p.code === m.profileCode)!;
      expect(m.depth).toBe(profile.faceWidth);
      const ys = m.outline.map((p) => p[1]);
      expect(Math.max(...ys) - Math.min(...ys)).toBeCloseTo(profile.depth, 9);
    }
  });

  it("lays each roof panel on its roof plane, as thick as its build-up", () => {
    const panes = scene.panes.filter((p) => p.frameId === STRUCTURE_FRAME);
    expect(panes.map((p) => p.id)).toEqual(model.panels.map((p) => p.id));
    const roof = model.roof;
    for (const pane of panes) {
      expect(pane.depth).toBe(24); // 6+12A+6
      const panel = model.panels.find((p) => p.id === pane.id)!;
      const plane = roof.planes.find((p) => p.id === panel.plane)!;
      const heightOnPlane = ([x, y]: readonly [number, number]) => {
        const v = (x - plane.origin[0]) * plane.inward[0] + (y - plane.origin[1]) * plane.inward[1];
        return roof.eaveHeight + roof.tan * (v - roof.overhang);
      };
      // the face on the plane: on it; the other face above it by the thickness, square to the plane
      const cos = Math.cos((roof.pitch * Math.PI) / 180);
      const onPlane = pane.front === 0 ? 0 : pane.depth;
      for (const [x, y] of pane.outline) {
        const p = toPlan(apply(pane.place!, [x, y, pane.front + onPlane]));
        expect(p[2]).toBeCloseTo(heightOnPlane([p[0], p[1]]), 6);
        const q = toPlan(apply(pane.place!, [x, y, pane.front + pane.depth - onPlane]));
        expect(q[2] - heightOnPlane([q[0], q[1]])).toBeCloseTo(24 / cos, 6);
      }
      // and covers the panel's area
      const mesh = solidMesh(pane);
      expect(mesh.positions.length).toBeGreaterThan(0);
    }
    const area = panes.reduce((t, p) => t + model.panels.find((x) => x.id === p.id)!.area, 0);
    expect(area).toBeGreaterThan(0);
  });

  it("stands each facet's window in its wall plane, from the floor up to the roof line", () => {
    for (const f of model.facets) {
      const solids = [...scene.members, ...scene.panes].filter((x) => x.frameId === f.id);
      expect(solids.length).toBeGreaterThan(0);
      const frame = scene.frames.find((x) => x.id === f.id)!;
      const length = Math.hypot(f.to[0] - f.from[0], f.to[1] - f.from[1]);
      const along = [(f.to[0] - f.from[0]) / length, (f.to[1] - f.from[1]) / length] as const;
      const inward = [along[1], -along[0]] as const;
      const top = Math.max(...f.top.map((p) => p[1]));
      let lowest = Infinity;
      for (const solid of solids) {
        const mesh = solidMesh(solid);
        for (let i = 0; i < mesh.positions.length; i += 3) {
          const [x, y, z] = toPlan([mesh.positions[i]!, mesh.positions[i + 1]!, mesh.positions[i + 2]!]);
          const dx = x - f.from[0];
          const dy = y - f.from[1];
          const into = dx * inward[0] + dy * inward[1];
          const t = dx * along[0] + dy * along[1];
          expect(into).toBeGreaterThanOrEqual(-1e-6);
          expect(into).toBeLessThanOrEqual(frame.depth + 1e-6);
          expect(t).toBeGreaterThanOrEqual(-1e-6);
          expect(t).toBeLessThanOrEqual(f.width + 1e-6);
          expect(z).toBeLessThanOrEqual(top + 1e-6);
          lowest = Math.min(lowest, z);
        }
      }
      expect(lowest).toBeCloseTo(0, 6);
    }
  });

  it("is drawn from the floor up about the footprint's middle, and written as a GLB", async () => {
    expect(scene.bounds.max[1]).toBeCloseTo(0, 6); // the floor: z = 0 is y = 0, up is −y
    // the footprint's depth (and the overhang at the front) either side of z = 0
    expect(scene.bounds.max[2]).toBeGreaterThanOrEqual(depth / 2);
    expect(scene.bounds.min[2]).toBeLessThanOrEqual(-depth / 2 - s.overhang);
    expect(-scene.bounds.min[1]).toBeGreaterThanOrEqual(model.roof.ridgeHeight);
    const glb = await sceneToGlb(scene);
    expect(glb.byteLength).toBeGreaterThan(1000);
    // and as the USDZ's stage: a prim for every member and pane, by its scene id
    const usda = sceneToUsda(scene);
    for (const solid of [...scene.members, ...scene.panes])
      expect(usda).toContain(`string id = "${solid.id}"`);
  });
});

describe("a door drawn in the left side's facet", () => {
  const s: Sunroom = {
    ...base,
    slope: { by: "ridge", height: 3650 },
    facetRegions: {
      "left-1": {
        width: 3000,
        height: 3650,
        root: DOOR_BESIDE_LIGHT,
      },
    },
  };
  const { scene } = sceneOf(s);
  const toPlan = ([x, y, z]: Vec3): P3 => [x, s.depth / 2 - z, -y];

  it("turns on a hinge line standing upright in the left wall, its hinges on that wall", () => {
    const leaf = scene.leaves.find((l) => l.frameId === "left-1");
    expect(leaf?.motion.kind).toBe("turn");
    if (leaf?.motion.kind !== "turn") return;
    // upright: along the scene's y
    expect(Math.abs(leaf.motion.axis[1])).toBeCloseTo(1, 9);
    // in the left wall (plan x = 0, the window's depth into the room), within the facet's length
    const [x, y, z] = toPlan(leaf.motion.pivot);
    // at the door's top corner: above the floor, under the wall plate
    expect(z).toBeGreaterThan(1000);
    expect(z).toBeLessThanOrEqual(3650);
    const depth = scene.frames.find((f) => f.id === "left-1")!.depth;
    expect(x).toBeGreaterThanOrEqual(-1e-6);
    expect(x).toBeLessThanOrEqual(depth + 1e-6);
    expect(y).toBeGreaterThanOrEqual(0);
    expect(y).toBeLessThanOrEqual(s.depth);
    const hinges = scene.hardware.filter((h) => h.frameId === "left-1" && h.type === "hinge");
    expect(hinges.length).toBe(3);
    for (const h of hinges) {
      const at = toPlan(apply(h.place!, h.position));
      expect(at[0]).toBeGreaterThanOrEqual(-1e-6);
      expect(at[0]).toBeLessThanOrEqual(depth + 1e-6);
    }
  });
});
