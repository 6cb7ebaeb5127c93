import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { calculateOrderBom } from "../bom/order.ts";
import { layout } from "../design/layout/layout.ts";
import { emptyDesign } from "../design/model.ts";
import { DEFAULT_SERIES_GEOMETRY } from "../design/series-geometry.ts";
import { Editor } from "../editor/editor.ts";
import { editorWithFrame } from "../editor/test-editor.ts";
import { DEMO_SERIES } from "../series/demo/index.ts";
import { seriesGeometry } from "../series/geometry.ts";
import type { Series } from "../series/schema.ts";
import { profileSection } from "../series/section/profile-section.ts";
import { hardwareMesh, solidMesh } from "./mesh.ts";
import { makeUpThickness } from "./planes.ts";
import { apply, leafPose } from "./pose.ts";
import { buildScene, type Scene, type SceneLeaf } from "./scene.ts";

const tb60 = DEMO_SERIES["alu-tb60-casement"] as Series;
const tb60Geometry = seriesGeometry(tb60);
const demoGeometries = Object.values(DEMO_SERIES).map((series) => seriesGeometry(series));

type Xy = readonly [number, number];
const minus = (a: Xy, b: Xy): Xy => [a[0] - b[0], a[1] - b[1]];
const norm = (a: Xy) => Math.hypot(a[0], a[1]);
/** The acute angle between two directions, degrees. */
const angleBetween = (a: Xy, b: Xy) =>
  (Math.acos(Math.min(1, Math.abs(a[0] * b[0] + a[1] * b[1]) / (norm(a) * norm(b)))) * 180) / Math.PI;
/** Whether `p` lies in the convex polygon (either winding), within `tol` mm of it. */
function inConvex(p: Xy, polygon: readonly Xy[], tol: number): boolean {
  let sign = 0;
  for (let i = 0; i < polygon.length; i++) {
    const a = polygon[i]!;
    const b = polygon[(i + 1) % polygon.length]!;
    const edge = minus(b, a);
    const len = norm(edge);
    if (len < 1e-9) continue;
    const side = (edge[0] * (p[1] - a[1]) - edge[1] * (p[0] - a[0])) / len;
    if (Math.abs(side) <= tol) continue;
    if (sign === 0) sign = Math.sign(side);
    else if (Math.sign(side) !== sign) return false;
  }
  return true;
}

/** A 1200 × 1400 TB60 frame split 2 × 2 (a mullion at 600, a transom at 700 in each half), four left-hung outward casements. */
function twoByTwo(): Editor {
  const e = editorWithFrame(tb60Geometry, { seriesId: tb60.id });
  const root = e.design.frames[0]!.root.id;
  expect(e.run("splitRegion", { regionId: root, direction: "vertical", positions: [600] }).ok).toBe(true);
  const split = e.design.frames[0]!.root;
  if (split.kind !== "split") throw new Error("not split");
  for (const half of split.children.map((c) => c.id)) {
    expect(e.run("splitRegion", { regionId: half, direction: "horizontal", positions: [700] }).ok).toBe(true);
  }
  const cells: string[] = [];
  const walk = (r: typeof split): void => {
    if (r.kind === "split") for (const c of r.children) walk(c as typeof split);
    else cells.push(r.id);
  };
  walk(e.design.frames[0]!.root as typeof split);
  for (const regionId of cells) {
    expect(
      e.run("setSash", { regionId, openType: "casement", hingeSide: "left", opening: "outward" }).ok,
    ).toBe(true);
  }
  return e;
}

const sceneOf = (e: Editor, geometry = tb60Geometry): Scene =>
  buildScene(e.design, layout(e.design, geometry), geometry);

describe("the 3D scene of a design", () => {
  it("has one member per layout member, with the layout's (the BOM's) length and end angles", () => {
    const e = twoByTwo();
    const l = layout(e.design, tb60Geometry);
    const scene = buildScene(e.design, l, tb60Geometry);
    expect(scene.members.map((m) => m.id)).toEqual(l.members.map((m) => m.id));
    for (const [i, m] of scene.members.entries()) {
      const lm = l.members[i]!;
      expect([m.length, m.startAngle, m.endAngle, m.profileCode]).toEqual([
        lm.length,
        lm.startAngle,
        lm.endAngle,
        lm.profileCode,
      ]);
      // the solid lies on the member's own face outline, through its section's depth
      expect(m.outline).toBe(lm.polygon);
      expect(m.depth).toBe(tb60.profiles.find((p) => p.code === m.profileCode)!.depth);
    }
    // four casements, four sash rings of 4 members each, moved by their leaves
    expect(scene.leaves).toHaveLength(4);
    expect(scene.members.filter((m) => m.role === "sash").every((m) => m.leafId !== null)).toBe(true);
    expect(scene.members.filter((m) => m.role === "frame").every((m) => m.leafId === null)).toBe(true);
  });

  it("is as wide and high as the frame and as deep as its deepest section (TB60: the 68 mm sash centred on the 60 mm frame)", () => {
    const scene = sceneOf(twoByTwo());
    expect(scene.bounds.min[0]).toBe(0);
    expect(scene.bounds.min[1]).toBe(0);
    expect(scene.bounds.max[0]).toBe(1200);
    expect(scene.bounds.max[1]).toBe(1400);
    // frame 0 … 60; sash 68 deep centred: (60 − 68) / 2 = −4 … 64
    expect(scene.bounds.min[2]).toBe(-4);
    expect(scene.bounds.max[2]).toBe(64);
    expect(scene.frames[0]!.depth).toBe(68);
  });

  it("has the BOM's glass: one pane per glass line piece, of its size, as thick as its make-up", () => {
    const e = twoByTwo();
    const scene = sceneOf(e);
    const bom = calculateOrderBom([{ design: e.design, series: tb60, count: 1 }]);
    const ordered = bom.glass
      .flatMap((g) => Array.from({ length: g.count }, () => `${g.width}×${g.height}`))
      .sort();
    expect(scene.panes.map((p) => `${p.width}×${p.height}`).sort()).toEqual(ordered);
    // 5 + 12 + 5 = 22 mm, centred in the sash: −4 + (68 − 22) / 2 = 19
    for (const pane of scene.panes) expect([pane.front, pane.depth]).toEqual([19, 22]);
  });

  it("reads a make-up's thickness as the sum of its figures", () => {
    expect(makeUpThickness("5+12A+5")).toBe(22);
    expect(makeUpThickness("5+0.76PVB+5")).toBeCloseTo(10.76, 6);
    expect(makeUpThickness("6T+12A+6T")).toBe(24);
    expect(makeUpThickness("aluminium panel")).toBe(24);
  });
});

describe("members swept with their profile's section", () => {
  it("sweeps each straight member's section between the layout's end cuts: the BOM's length and end angles", () => {
    const e = twoByTwo();
    const l = layout(e.design, tb60Geometry);
    const scene = buildScene(e.design, l, tb60Geometry);
    for (const [i, m] of scene.members.entries()) {
      const lm = l.members[i]!;
      const sweep = m.sweep;
      if (!sweep) throw new Error(`${m.id} has no sweep`);
      const profile = tb60.profiles.find((p) => p.code === m.profileCode)!;
      expect(sweep.section).toEqual(profileSection(profile));
      const outer = minus(sweep.end.outer, sweep.start.outer);
      const inner = minus(sweep.end.inner, sweep.start.inner);
      // the cut length is the longer edge's (long point to long point)
      expect(Math.max(norm(outer), norm(inner))).toBeCloseTo(lm.length, 0);
      // each end cut across the edges at the layout's end angle (45° mitres, 90° butts)
      const axis = norm(outer) > norm(inner) ? outer : inner;
      const cuts = [sweep.start, sweep.end].map((c) => angleBetween(minus(c.inner, c.outer), axis)).sort();
      const angles = [lm.startAngle, lm.endAngle].sort();
      expect(cuts[0]).toBeCloseTo(angles[0]!, 1);
      expect(cuts[1]).toBeCloseTo(angles[1]!, 1);
      // the solid stays inside the member's outline and its band: nothing past the end cuts
      const mesh = solidMesh(m);
      for (let v = 0; v < mesh.positions.length; v += 3) {
        const p: Xy = [mesh.positions[v]!, mesh.positions[v + 1]!];
        expect(inConvex(p, lm.polygon, 1e-3), `${m.id} ${p}`).toBe(true);
        expect(mesh.positions[v + 2]!).toBeGreaterThanOrEqual(m.front - 1e-3);
        expect(mesh.positions[v + 2]!).toBeLessThanOrEqual(m.front + m.depth + 1e-3);
      }
    }
  });

  it("draws a frame member with its chambers: more faces than a box, and its outer edge away from the opening", () => {
    const scene = sceneOf(twoByTwo());
    const head = scene.members.find((m) => m.role === "frame" && m.outline.every(([, y]) => y <= 60))!;
    // the head's outer edge is its top (y = 0), the inner one 60 mm down
    expect(head.sweep!.start.outer[1]).toBe(0);
    expect(head.sweep!.start.inner[1]).toBe(60);
    const mesh = solidMesh(head);
    const section = profileSection(tb60.profiles.find((p) => p.code === "F001")!);
    const edges = section.outer.length + section.holes.reduce((n, h) => n + h.length, 0);
    expect((mesh.outside.length + mesh.inside.length) / 3).toBeGreaterThan(2 * edges);
  });

  it("keeps a bent member's face outline swept front to back (an arch head)", () => {
    const e = new Editor(emptyDesign(), { geometry: tb60Geometry });
    const shape = { kind: "arch", width: 1200, height: 1600, rise: 400 } as const;
    expect(e.run("addFrame", { shape, x: 0, y: 0, seriesId: tb60.id }).ok).toBe(true);
    const scene = sceneOf(e);
    const l = layout(e.design, tb60Geometry);
    const bent = l.members.filter((m) => m.curved);
    expect(bent.length).toBeGreaterThan(0);
    for (const [i, m] of scene.members.entries()) {
      if (l.members[i]!.curved) expect(m.sweep).toBeNull();
      else expect(m.sweep).not.toBeNull();
    }
  });
});

describe("hardware on the leaves", () => {
  /** A 1500 × 1400 TB60 frame in three: a left-hung casement, a fixed lite, a right-hung casement. */
  function twoCasementsAndFixed(): Editor {
    const e = editorWithFrame(tb60Geometry, { seriesId: tb60.id, width: 1500, height: 1400 });
    const root = e.design.frames[0]!.root.id;
    expect(e.run("splitRegion", { regionId: root, direction: "vertical", positions: [500, 1000] }).ok).toBe(
      true,
    );
    const split = e.design.frames[0]!.root;
    if (split.kind !== "split") throw new Error("not split");
    const [left, middle, right] = split.children.map((c) => c.id);
    for (const [regionId, hingeSide] of [
      [left, "left"],
      [right, "right"],
    ] as const) {
      expect(
        e.run("setSash", { regionId, openType: "casement", hingeSide, opening: "outward" } as never).ok,
      ).toBe(true);
    }
    expect(e.run("setSash", { regionId: middle, openType: "fixed", hingeSide: "left" } as never).ok).toBe(
      true,
    );
    return e;
  }

  it("a two-casement window has two handles on the lock sides and each sash's hinges on its hinge side; a fixed lite none", () => {
    const e = twoCasementsAndFixed();
    const scene = sceneOf(e);
    const l = layout(e.design, tb60Geometry);
    const casements = l.sashes.filter((s) => s.openType === "casement");
    const fixed = l.sashes.filter((s) => s.openType === "fixed");
    expect(casements).toHaveLength(2);
    const split = e.design.frames[0]!.root;
    const perSash =
      split.kind === "split" && split.children[0]!.kind === "sash" ? split.children[0]!.hinge.count : 0;
    expect(perSash).toBeGreaterThan(0);
    const handles = scene.hardware.filter((h) => h.type === "handle");
    const hinges = scene.hardware.filter((h) => h.type === "hinge");
    expect(handles).toHaveLength(2);
    expect(hinges).toHaveLength(2 * perSash);
    for (const f of fixed) expect(scene.hardware.filter((h) => h.leafId === f.id)).toEqual([]);
    for (const s of casements) {
      const xs = s.polygon.map(([x]) => x);
      const [minX, maxX] = [Math.min(...xs), Math.max(...xs)];
      const hingeX = s.hingeSide === "left" ? minX : maxX;
      const mine = scene.hardware.filter((h) => h.leafId === s.id);
      const leafHinges = mine.filter((h) => h.type === "hinge");
      expect(leafHinges).toHaveLength(perSash);
      for (const h of leafHinges) expect(h.position[0]).toBe(hingeX);
      // the handle on the other stile, on the room face, half way up (the design names no height)
      const [handle] = mine.filter((h) => h.type === "handle");
      const lockStile = s.hingeSide === "left" ? maxX - 70 / 2 : minX + 70 / 2;
      expect(handle!.position[0]).toBeCloseTo(lockStile, 6);
      const ys = s.polygon.map(([, y]) => y);
      expect(handle!.position[1]).toBeCloseTo((Math.min(...ys) + Math.max(...ys)) / 2, 6);
      const leafMember = scene.members.find((m) => m.leafId === s.id && m.role === "sash")!;
      expect(handle!.position[2]).toBe(leafMember.front + leafMember.depth);
    }
  });

  it("a hinge turns with its leaf: it sits on the hinge line the leaf opens about", () => {
    const scene = sceneOf(twoCasementsAndFixed());
    for (const h of scene.hardware.filter((x) => x.type === "hinge")) {
      const leaf = scene.leaves.find((l) => l.id === h.leafId)!;
      if (leaf.motion.kind !== "turn") throw new Error(leaf.motion.kind);
      const open = apply(leafPose(leaf.motion, 1), h.position as [number, number, number]);
      for (const [k, v] of open.entries()) expect(v).toBeCloseTo(h.position[k]!, 6);
    }
  });

  it("a sliding window's moving panels each have a pull on the stile they run toward", () => {
    const sl90 = DEMO_SERIES["alu-sl90-sliding"] as Series;
    const g = seriesGeometry(sl90);
    const e = editorWithFrame(g, { seriesId: sl90.id, width: 2000, height: 1500 });
    expect(
      e.run("setSlide", { regionId: e.design.frames[0]!.root.id, tracks: 2, panels: 2, direction: "both" })
        .ok,
    ).toBe(true);
    const scene = sceneOf(e, g);
    const moving = scene.leaves.filter((l) => l.motion.kind === "slide");
    const pulls = scene.hardware.filter((h) => h.type === "pull");
    expect(pulls.map((p) => p.leafId).sort()).toEqual(moving.map((l) => l.id).sort());
    expect(scene.hardware.filter((h) => h.type !== "pull")).toEqual([]);
    for (const pull of pulls) {
      const leaf = moving.find((l) => l.id === pull.leafId)!;
      if (leaf.motion.kind !== "slide") continue;
      const xs = scene.members.filter((m) => m.leafId === leaf.id).flatMap((m) => m.outline.map(([x]) => x));
      const middle = (Math.min(...xs) + Math.max(...xs)) / 2;
      expect(Math.sign(pull.position[0] - middle)).toBe(Math.sign(leaf.motion.travel[0]));
    }
  });
});

describe("how leaves open", () => {
  const leafOf = (scene: Scene, i = 0): SceneLeaf => scene.leaves[i]!;

  it("a left-hung outward casement swings its free edge out (−z) about its left edge", () => {
    const scene = sceneOf(twoByTwo());
    const leaf = leafOf(scene);
    expect(leaf.motion.kind).toBe("turn");
    if (leaf.motion.kind !== "turn") return;
    const [px, py, pz] = leaf.motion.pivot;
    const open = leafPose(leaf.motion, 1);
    // the hinge line stays put
    expect(apply(open, [px, py + 300, pz]).map((v) => Math.round(v * 1e6) / 1e6)).toEqual([px, py + 300, pz]);
    // a point 500 mm along the leaf: at 80°, 500·cos 80° = 86.8 along x and 500·sin 80° = 492.4 out
    const [x, , z] = apply(open, [px + 500, py, pz]);
    expect(x - px).toBeCloseTo(500 * Math.cos((80 * Math.PI) / 180), 6);
    expect(z - pz).toBeCloseTo(-500 * Math.sin((80 * Math.PI) / 180), 6);
    // closed is the drawn position
    expect(apply(leafPose(leaf.motion, 0), [px + 500, py, pz])).toEqual([px + 500, py, pz]);
  });

  it("a tilt-turn tilts its top into the room (+z) about its bottom edge", () => {
    const e = editorWithFrame(DEFAULT_SERIES_GEOMETRY);
    const regionId = e.design.frames[0]!.root.id;
    expect(
      e.run("setSash", { regionId, openType: "tiltTurn", hingeSide: "right", opening: "inward" }).ok,
    ).toBe(true);
    const leaf = leafOf(sceneOf(e, DEFAULT_SERIES_GEOMETRY));
    if (leaf.motion.kind !== "tiltTurn") throw new Error(leaf.motion.kind);
    const { pivot } = leaf.motion.tilt;
    const [, y, z] = apply(leafPose(leaf.motion, 1, "tilt"), [pivot[0], pivot[1] - 1000, pivot[2]]);
    expect(z - pivot[2]).toBeCloseTo(1000 * Math.sin((12 * Math.PI) / 180), 6);
    expect(pivot[1] - y).toBeCloseTo(1000 * Math.cos((12 * Math.PI) / 180), 6);
    // turned, it hangs on its right hinges: the left edge swings into the room
    const turn = leaf.motion.turn;
    const [, , zt] = apply(leafPose(leaf.motion, 1, "turn"), [
      turn.pivot[0] - 400,
      turn.pivot[1],
      turn.pivot[2],
    ]);
    expect(zt - turn.pivot[2]).toBeCloseTo(400 * Math.sin((80 * Math.PI) / 180), 6);
  });

  it("fold leaves stay joined at every moment: each leaf's stack-side edge rides on the free edge of the one before", () => {
    const e = editorWithFrame(DEFAULT_SERIES_GEOMETRY, { width: 2400, height: 2100 });
    expect(
      e.run("setFold", { regionId: e.design.frames[0]!.root.id, leaves: 3, foldType: "stackLeft" } as never)
        .ok,
    ).toBe(true);
    const scene = sceneOf(e, DEFAULT_SERIES_GEOMETRY);
    const leaves = scene.leaves.filter((l) => l.motion.kind === "fold");
    expect(leaves).toHaveLength(3);
    const box = (id: string) => {
      const xs = scene.members.filter((m) => m.leafId === id).flatMap((m) => m.outline.map((p) => p[0]));
      return { min: Math.min(...xs), max: Math.max(...xs) };
    };
    const ordered = [...leaves].sort((a, b) => box(a.id).min - box(b.id).min);
    for (const t of [0.25, 0.5, 1]) {
      for (let i = 1; i < ordered.length; i++) {
        const a = ordered[i - 1]!;
        const b = ordered[i]!;
        if (a.motion.kind !== "fold" || b.motion.kind !== "fold") throw new Error("fold");
        const front = a.motion.front;
        const freeEdge = apply(leafPose(a.motion, t), [box(a.id).max, 0, front]);
        const stackEdge = apply(leafPose(b.motion, t), [box(b.id).min, 0, front]);
        // joined within the fold gap the layout leaves between leaves (4 mm) turned with them
        expect(Math.hypot(freeEdge[0] - stackEdge[0], freeEdge[2] - stackEdge[2])).toBeLessThanOrEqual(
          DEFAULT_SERIES_GEOMETRY.foldGap + 1e-6,
        );
      }
    }
  });

  it("an active slide panel runs along its track toward the middle, a fixed one stays", () => {
    const e = editorWithFrame(DEFAULT_SERIES_GEOMETRY, { width: 2000, height: 1500 });
    expect(
      e.run("setSlide", { regionId: e.design.frames[0]!.root.id, tracks: 2, panels: 2, direction: "both" })
        .ok,
    ).toBe(true);
    const scene = sceneOf(e, DEFAULT_SERIES_GEOMETRY);
    const slides = scene.leaves.filter((l) => l.motion.kind === "slide");
    expect(slides.length).toBeGreaterThan(0);
    for (const leaf of slides) {
      if (leaf.motion.kind !== "slide") continue;
      expect(leaf.motion.travel[1]).toBe(0);
      expect(leaf.motion.travel[2]).toBe(0);
    }
    // two tracks, two bands: the panels never share a plane
    const fronts = new Set(
      scene.members
        .filter((m) => m.leafId !== null && m.role === "sash")
        .map((m) => `${m.leafId}:${m.front}`),
    );
    const planes = new Set([...fronts].map((f) => f.split(":")[1]));
    expect(planes.size).toBe(2);
  });
});

describe("solid meshes", () => {
  it("a 100 × 50 × 20 box: 12 triangles, every one wound counter-clockwise seen from outside", () => {
    const mesh = solidMesh({
      outline: [
        [0, 0],
        [100, 0],
        [100, 50],
        [0, 50],
      ],
      front: 0,
      depth: 20,
    });
    const triangles = [...mesh.outside, ...mesh.inside];
    expect(triangles.length / 3).toBe(12);
    const p = (i: number) => [mesh.positions[i * 3]!, mesh.positions[i * 3 + 1]!, mesh.positions[i * 3 + 2]!];
    const centre = [50, 25, 10];
    for (let t = 0; t < triangles.length; t += 3) {
      const [a, b, c] = [p(triangles[t]!), p(triangles[t + 1]!), p(triangles[t + 2]!)];
      const u = [b[0]! - a[0]!, b[1]! - a[1]!, b[2]! - a[2]!];
      const v = [c[0]! - a[0]!, c[1]! - a[1]!, c[2]! - a[2]!];
      const n = [u[1]! * v[2]! - u[2]! * v[1]!, u[2]! * v[0]! - u[0]! * v[2]!, u[0]! * v[1]! - u[1]! * v[0]!];
      const out = [a[0]! - centre[0]!, a[1]! - centre[1]!, a[2]! - centre[2]!];
      expect(n[0]! * out[0]! + n[1]! * out[1]! + n[2]! * out[2]!).toBeGreaterThan(0);
    }
    // the back (room) face is the inside colour's: 2 triangles at z = 20
    expect(mesh.inside.length / 3).toBe(2);
  });

  it("for random windows of every kind, every solid has a mesh without NaN and every member a sweep", () => {
    const kinds = [
      "glass",
      "casement",
      "awning",
      "hopper",
      "tiltTurn",
      "door",
      "fixed",
      "slide",
      "fold",
    ] as const;
    fc.assert(
      fc.property(
        fc.record({
          geometry: fc.constantFrom(DEFAULT_SERIES_GEOMETRY, ...demoGeometries),
          width: fc.integer({ min: 900, max: 3000 }),
          height: fc.integer({ min: 900, max: 2400 }),
          split: fc.boolean(),
          a: fc.constantFrom(...kinds),
          b: fc.constantFrom(...kinds),
        }),
        ({ geometry, width, height, split, a, b }) => {
          const e = editorWithFrame(geometry, { width, height });
          const root = e.design.frames[0]!.root.id;
          let cells = [root];
          if (split) {
            e.run("splitRegion", {
              regionId: root,
              direction: "vertical",
              positions: [Math.round(width / 2)],
            });
            const r = e.design.frames[0]!.root;
            cells = r.kind === "split" ? r.children.map((c) => c.id) : [root];
          }
          cells.forEach((regionId, i) => {
            const kind = i === 0 ? a : b;
            if (kind === "slide") e.run("setSlide", { regionId, tracks: 2, panels: 2, direction: "both" });
            else if (kind === "fold")
              e.run("setFold", { regionId, leaves: 3, foldType: "stackLeft" } as never);
            else if (kind !== "glass")
              e.run("setSash", { regionId, openType: kind, hingeSide: "left" } as never);
          });
          const l = layout(e.design, geometry);
          const scene = buildScene(e.design, l, geometry);
          expect(scene.members).toHaveLength(l.members.length);
          expect(scene.panes).toHaveLength(l.fills.length);
          for (const solid of [...scene.members, ...scene.panes]) {
            expect(solid.depth).toBeGreaterThan(0);
            const mesh = solidMesh(solid);
            expect(mesh.positions.length).toBeGreaterThan(0);
            expect(mesh.positions.every(Number.isFinite)).toBe(true);
          }
          // every straight member of these rectangular windows is swept, along a length
          for (const [i, m] of scene.members.entries()) {
            if (l.members[i]!.curved) continue;
            const sweep = m.sweep;
            expect(sweep, m.id).not.toBeNull();
            const run = Math.max(
              norm(minus(sweep!.end.outer, sweep!.start.outer)),
              norm(minus(sweep!.end.inner, sweep!.start.inner)),
            );
            expect(run).toBeGreaterThan(0);
          }
          for (const h of scene.hardware) {
            expect([...h.position, ...h.direction].every(Number.isFinite)).toBe(true);
            expect(hardwareMesh(h).positions.every(Number.isFinite)).toBe(true);
          }
          for (const leaf of scene.leaves) {
            for (const t of [0, 0.5, 1]) expect(leafPose(leaf.motion, t).every(Number.isFinite)).toBe(true);
          }
        },
      ),
      { numRuns: 60 },
    );
  });
});
