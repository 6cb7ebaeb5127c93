// A folding door's hardware in the 3D scene (docs/scene.md "Fold hardware"): as many fold hinges,
// rollers and tracks as the BOM lists, on the joints, the leaf tops and bottoms and across the
// opening, moving with the leaves.
import { describe, expect, it } from "vitest";
import { calculateOrderBom } from "../bom/order.ts";
import { addonCounts } from "../bom/test-bom.ts";
import { layout } from "../design/layout/layout.ts";
import type { LayoutSash } from "../design/layout-types.ts";
import type { FoldRegion } from "../design/model.ts";
import { editorWithFrame } from "../editor/test-editor.ts";
import { pointsBox } from "../geometry/outline.ts";
import { DEMO_SERIES } from "../series/demo/index.ts";
import { seriesGeometry } from "../series/geometry.ts";
import { hardwareMesh } from "./mesh.ts";
import { apply, leafPose } from "./pose.ts";
import { buildScene } from "./scene.ts";

const tb60 = DEMO_SERIES["alu-tb60-casement"]!;
const g = seriesGeometry(tb60);

/** A TB60 folding door `width` × `height` of `leaves` leaves, laid out, with its scene and BOM. */
function foldDoor(width: number, height: number, leaves: number, foldType: FoldRegion["foldType"]) {
  const e = editorWithFrame(g, { seriesId: tb60.id, width, height });
  expect(e.run("setFold", { regionId: e.design.frames[0]!.root.id, leaves, foldType }).ok).toBe(true);
  const l = layout(e.design, g);
  const scene = buildScene(e.design, l, g);
  const bom = calculateOrderBom([{ design: e.design, series: tb60, count: 1 }]);
  expect(bom.errors).toEqual([]);
  const sashes = [...l.sashes].sort((a, b) => pointsBox(a.polygon).x0 - pointsBox(b.polygon).x0);
  return { scene, bom, layout: l, sashes };
}

/** The joints of leaves side by side left to right: the middle of the gap between each pair. */
const jointsOf = (sashes: readonly LayoutSash[]) =>
  sashes.slice(1).map((b, i) => {
    const a = sashes[i]!;
    return { a, b, x: (pointsBox(a.polygon).x1 + pointsBox(b.polygon).x0) / 2 };
  });

describe("a folding door's hardware in the scene", () => {
  it.each([
    [2400, 2100, 3, "stackLeft", 3],
    [2400, 2400, 3, "stackRight", 4],
    [3200, 2100, 4, "stackLeft", 3],
  ] as const)(
    "TB60 %i × %i, %i leaves %s: the BOM's fold hinges per joint (%i), each on its joint line",
    (width, height, leaves, foldType, perJoint) => {
      const { scene, bom, sashes } = foldDoor(width, height, leaves, foldType);
      const counts = addonCounts(bom);
      // one group of n leaves folds on n − 1 joints: the BOM's hinges shared over them
      expect(counts["FH-01"]).toBe((leaves - 1) * perJoint);
      const hinges = scene.hardware.filter((h) => h.type === "hinge");
      expect(hinges).toHaveLength(counts["FH-01"]!);
      for (const j of jointsOf(sashes)) {
        const here = hinges.filter((h) => Math.abs(h.position[0] - j.x) <= 1);
        expect(here).toHaveLength(perJoint);
        const { y0, y1 } = pointsBox(j.b.polygon);
        for (const h of here) {
          // on the joint line, up the leaves, carried by one of the two leaves it joins
          expect([j.a.id, j.b.id]).toContain(h.leafId);
          expect(h.position[1]).toBeGreaterThan(y0);
          expect(h.position[1]).toBeLessThan(y1);
          expect(h.direction).toEqual([0, 1, 0]);
        }
        // spread up the joint: the end ones 150 mm in from the leaf's ends
        const ys = here.map((h) => h.position[1]).sort((p, q) => p - q);
        expect(ys[0]).toBeCloseTo(y0 + 150, 6);
        expect(ys.at(-1)).toBeCloseTo(y1 - 150, 6);
      }
      // a roller carrier at each joint's top and a guide at its bottom, as many as the BOM lists
      const rollers = scene.hardware.filter((h) => h.type === "roller");
      expect(rollers).toHaveLength(counts["FR-01"]! + counts["FG-01"]!);
      const top = Math.min(...sashes.map((s) => pointsBox(s.polygon).y0));
      expect(rollers.filter((r) => r.position[1] === top)).toHaveLength(counts["FR-01"]!);
      for (const r of rollers)
        expect(jointsOf(sashes).some((j) => Math.abs(r.position[0] - j.x) <= 1)).toBe(true);
      // the lock's handle on the lead leaf (the one furthest from the stack side), on its free stile
      const handles = scene.hardware.filter((h) => h.type === "handle");
      expect(handles).toHaveLength(counts["FL-01"]!);
      const lead = foldType === "stackLeft" ? sashes.at(-1)! : sashes[0]!;
      expect(handles[0]!.leafId).toBe(lead.id);
      const free = foldType === "stackLeft" ? pointsBox(lead.polygon).x1 : pointsBox(lead.polygon).x0;
      expect(Math.abs(handles[0]!.position[0] - free)).toBeCloseTo(g.faceWidths.foldLeaf / 2, 6);
    },
  );

  it("the top track and bottom guide span the frame's opening, as long as the BOM cuts them, fixed with the frame", () => {
    const width = 2400;
    const { scene, bom, layout: l } = foldDoor(width, 2100, 3, "stackLeft");
    const tracks = scene.hardware.filter((h) => h.type === "track");
    const cut = bom.profiles.filter((p) => p.code === "FD-TR" || p.code === "FD-GB");
    expect(tracks).toHaveLength(cut.reduce((s, p) => s + p.count, 0));
    const frame = l.frames[0]!;
    // the clear width between the jambs: 2400 − 2 × 60 = 2280
    const left = frame.x + g.faceWidths.frame;
    const right = frame.x + width - g.faceWidths.frame;
    for (const t of tracks) {
      expect(t.leafId).toBeNull();
      expect(t.length).toBe(2280);
      expect(Math.abs(t.position[0] - t.length! / 2 - left)).toBeLessThanOrEqual(1);
      expect(Math.abs(t.position[0] + t.length! / 2 - right)).toBeLessThanOrEqual(1);
    }
    // one across the leaves' tops standing up into the head, one across their bottoms
    expect(tracks.map((t) => t.direction[1]).sort()).toEqual([-1, 1]);
    // the frame does not move: no leaf carries a track
    expect(scene.leaves.some((leaf) => tracks.some((t) => t.leafId === leaf.id))).toBe(false);
  });

  it("a split group draws the hinges of its two chains; the meeting leaves carry the lock, not hinges", () => {
    const { scene, bom, sashes } = foldDoor(2400, 2100, 4, "split");
    // the BOM counts 4 − 1 = 3 joints × 3 hinges; the two halves fold on one joint each
    expect(addonCounts(bom)["FH-01"]).toBe(9);
    const hinges = scene.hardware.filter((h) => h.type === "hinge");
    const [j1, meeting, j3] = jointsOf(sashes);
    expect(hinges.filter((h) => Math.abs(h.position[0] - j1!.x) <= 1)).toHaveLength(3);
    expect(hinges.filter((h) => Math.abs(h.position[0] - j3!.x) <= 1)).toHaveLength(3);
    expect(hinges.filter((h) => Math.abs(h.position[0] - meeting!.x) <= 1)).toHaveLength(0);
    const handle = scene.hardware.find((h) => h.type === "handle")!;
    expect(handle.leafId).toBe(meeting!.a.id);
  });

  it("a split group's third joint, where its halves meet, gets the carrier and guide the BOM charges for it, on the leaf with the lock", () => {
    const { scene, bom, sashes } = foldDoor(2400, 2100, 4, "split");
    const counts = addonCounts(bom);
    // 4 leaves − 1 group = 3 joints charged: a carrier and a guide each
    expect(counts["FR-01"]).toBe(3);
    expect(counts["FG-01"]).toBe(3);
    const rollers = scene.hardware.filter((h) => h.type === "roller");
    expect(rollers).toHaveLength(6);
    const [, meeting] = jointsOf(sashes);
    const there = rollers.filter((r) => Math.abs(r.position[0] - meeting!.x) <= 1);
    const { y0, y1 } = pointsBox(meeting!.a.polygon);
    // one at the top (the carrier in the track), one at the bottom (the guide), on the lock's leaf
    expect(there.map((r) => r.position[1]).sort((p, q) => p - q)).toEqual([y0, y1]);
    for (const r of there) expect(r.leafId).toBe(meeting!.a.id);
  });

  it.each([
    ["stackLeft", 3],
    ["stackRight", 3],
    ["split", 4],
  ] as const)(
    "%s: the BOM's flush bolts (a pair per group) top and bottom on the free stile of the leaf that holds the group shut",
    (foldType, leaves) => {
      const { scene, bom, sashes } = foldDoor(2400, 2100, leaves, foldType);
      const pairs = addonCounts(bom)["TX-01"]!;
      expect(pairs).toBe(1);
      const bolts = scene.hardware.filter((h) => h.type === "flushBolt");
      expect(bolts).toHaveLength(2 * pairs);
      // a one-chain group's lead leaf (with its lock); a split group's second half's lead leaf,
      // the one the lock closes against
      const holder =
        foldType === "stackRight" ? sashes[0]! : foldType === "stackLeft" ? sashes.at(-1)! : sashes[2]!;
      const { x0, x1, y0, y1 } = pointsBox(holder.polygon);
      const face = g.faceWidths.foldLeaf;
      const freeX = foldType === "stackLeft" ? x1 - face / 2 : x0 + face / 2;
      const [top, bottom] = [...bolts].sort((p, q) => p.position[1] - q.position[1]);
      for (const b of bolts) {
        expect(b.leafId).toBe(holder.id);
        expect(b.position[0]).toBeCloseTo(freeX, 6);
        // on the room face of the leaf, with the handle
        const handle = scene.hardware.find((h) => h.type === "handle")!;
        expect(b.position[2]).toBeCloseTo(handle.position[2], 6);
      }
      // the top one near the head shooting up, the bottom one near the sill shooting down
      expect(top!.position[1]).toBeCloseTo(y0 + 100, 6);
      expect(top!.direction).toEqual([0, -1, 0]);
      expect(bottom!.position[1]).toBeCloseTo(y1 - 100, 6);
      expect(bottom!.direction).toEqual([0, 1, 0]);
      // the lock is on the other half's lead leaf where the group is split
      const handle = scene.hardware.find((h) => h.type === "handle")!;
      if (foldType === "split") expect(handle.leafId).toBe(sashes[1]!.id);
      else expect(handle.leafId).toBe(holder.id);
      // drawn: each bolt's plate and slide on the room face, within the stile
      for (const b of bolts) {
        const mesh = hardwareMesh(b);
        const xs = Array.from(mesh.positions.filter((_, i) => i % 3 === 0));
        const zs = Array.from(mesh.positions.filter((_, i) => i % 3 === 2));
        expect(Math.min(...xs)).toBeGreaterThanOrEqual(freeX - face / 2);
        expect(Math.max(...xs)).toBeLessThanOrEqual(freeX + face / 2);
        expect(Math.min(...zs)).toBeCloseTo(b.position[2], 6);
      }
    },
  );

  it("a design's folding groups each get the BOM's bolts: two doors of a frame, one pair each", () => {
    const e = editorWithFrame(g, { seriesId: tb60.id, width: 4800, height: 2100 });
    const root = e.design.frames[0]!.root.id;
    expect(e.run("splitRegion", { regionId: root, direction: "vertical", positions: [2400] }).ok).toBe(true);
    const split = e.design.frames[0]!.root;
    if (split.kind !== "split") throw new Error("not split");
    for (const [i, c] of split.children.entries())
      expect(
        e.run("setFold", { regionId: c.id, leaves: 3, foldType: i ? "stackRight" : "stackLeft" }).ok,
      ).toBe(true);
    const l = layout(e.design, g);
    const scene = buildScene(e.design, l, g);
    const bom = calculateOrderBom([{ design: e.design, series: tb60, count: 1 }]);
    expect(addonCounts(bom)["TX-01"]).toBe(2);
    const bolts = scene.hardware.filter((h) => h.type === "flushBolt");
    expect(bolts).toHaveLength(4);
    const holders = new Set(bolts.map((b) => b.leafId));
    expect(holders.size).toBe(2);
    // each on its group's lead leaf, where its handle is
    const handles = new Set(scene.hardware.filter((h) => h.type === "handle").map((h) => h.leafId));
    expect(holders).toEqual(handles);
  });

  it("the flush bolts move with their leaf: at every moment on its free stile", () => {
    const { scene, sashes } = foldDoor(2400, 2100, 3, "stackLeft");
    const lead = sashes.at(-1)!;
    const motion = scene.leaves.find((l) => l.id === lead.id)!.motion;
    const { x1 } = pointsBox(lead.polygon);
    for (const b of scene.hardware.filter((h) => h.type === "flushBolt")) {
      for (const t of [0, 0.5, 1]) {
        const pose = leafPose(motion, t);
        const at = apply(pose, b.position);
        // as far from the leaf's free edge (posed) as when closed
        const edge = apply(pose, [x1, b.position[1], b.position[2]]);
        expect(Math.hypot(at[0] - edge[0], at[1] - edge[1], at[2] - edge[2])).toBeCloseTo(
          x1 - b.position[0],
          6,
        );
      }
      // and it does move when the door opens
      expect(apply(leafPose(motion, 1), b.position)[0]).not.toBeCloseTo(b.position[0], 0);
    }
  });

  it("the hinges move with the leaves: at every moment each stays at the joint between its two leaves", () => {
    const { scene, sashes } = foldDoor(2400, 2100, 3, "stackLeft");
    const motion = (id: string) => scene.leaves.find((l) => l.id === id)!.motion;
    const hinges = scene.hardware.filter((h) => h.type === "hinge");
    for (const j of jointsOf(sashes)) {
      const a = motion(j.a.id);
      const b = motion(j.b.id);
      if (a.kind !== "fold" || b.kind !== "fold") throw new Error("fold");
      const here = hinges.filter((x) => Math.abs(x.position[0] - j.x) <= 1);
      expect(here.length).toBeGreaterThan(0);
      for (const h of here) {
        for (const t of [0, 0.25, 0.5, 1]) {
          const at = apply(leafPose(motion(h.leafId!), t), h.position);
          const [, y, z] = h.position;
          const free = apply(leafPose(a, t), [pointsBox(j.a.polygon).x1, y, z]);
          const stack = apply(leafPose(b, t), [pointsBox(j.b.polygon).x0, y, z]);
          // half the fold gap (4 mm) off the edge of the leaf it rides on, and within the gap of the
          // middle between the two leaves' facing edges, turned with them
          const distance = (p: readonly number[]) => Math.hypot(at[0] - p[0]!, at[1] - p[1]!, at[2] - p[2]!);
          expect(distance(stack)).toBeCloseTo(g.foldGap / 2, 6);
          expect(distance(free.map((v, i) => (v + stack[i]!) / 2))).toBeLessThanOrEqual(g.foldGap + 1e-6);
        }
      }
    }
  });

  it("every piece is finite and has a mesh without NaN", () => {
    for (const foldType of ["stackLeft", "stackRight", "split"] as const) {
      const { scene } = foldDoor(3000, 2200, 5, foldType);
      expect(scene.hardware.length).toBeGreaterThan(0);
      for (const h of scene.hardware) {
        expect([...h.position, ...h.direction, h.length ?? 0].every(Number.isFinite)).toBe(true);
        const mesh = hardwareMesh(h);
        expect(mesh.positions.length).toBeGreaterThan(0);
        expect(mesh.positions.every(Number.isFinite)).toBe(true);
      }
      expect(new Set(scene.hardware.map((h) => h.id)).size).toBe(scene.hardware.length);
    }
  });
});
