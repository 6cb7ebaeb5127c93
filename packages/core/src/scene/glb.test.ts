import { type Document, WebIO } from "@gltf-transform/core";
import { validateBytes } from "gltf-validator";
import { describe, expect, it } from "vitest";
import { layout } from "../design/layout/layout.ts";
import { emptyDesign } from "../design/model.ts";
import { DEFAULT_SERIES_GEOMETRY, type SeriesGeometry } from "../design/series-geometry.ts";
import { Editor } from "../editor/editor.ts";
import { editorWithFrame } from "../editor/test-editor.ts";
import { DEMO_SERIES } from "../series/demo/index.ts";
import { seriesGeometry } from "../series/geometry.ts";
import { sceneToGlb } from "./glb.ts";
import { hardwareMesh, solidMesh } from "./mesh.ts";
import { buildScene } from "./scene.ts";

const G = DEFAULT_SERIES_GEOMETRY;

/**
 * Five windows: a 2-light casement, an arch-topped fixed light, a slide beside a fold (drawn
 * without a series: rectangular sections), the TB60 casement with its DXF sections, and a TB60
 * folding door with its fold hardware (hinges, rollers, handle, flush bolts, tracks on the frame).
 */
function designs(): Record<string, [Editor, SeriesGeometry]> {
  const casement = editorWithFrame(G, { width: 1500, height: 1400 });
  const root = casement.design.frames[0]!.root.id;
  casement.run("splitRegion", { regionId: root, direction: "vertical", positions: [750] });
  const split = casement.design.frames[0]!.root;
  if (split.kind !== "split") throw new Error("not split");
  for (const c of split.children)
    casement.run("setSash", { regionId: c.id, openType: "casement", hingeSide: "left" });

  const arch = new Editor(emptyDesign(), { geometry: G });
  expect(
    arch.run("addFrame", {
      shape: { kind: "arch", width: 1200, height: 1600, rise: 400 },
      x: 0,
      y: 0,
      seriesId: "default",
    }).ok,
  ).toBe(true);

  const slideFold = editorWithFrame(G, { width: 3600, height: 2200 });
  const r = slideFold.design.frames[0]!.root.id;
  slideFold.run("splitRegion", { regionId: r, direction: "vertical", positions: [1800] });
  const sf = slideFold.design.frames[0]!.root;
  if (sf.kind !== "split") throw new Error("not split");
  slideFold.run("setSlide", { regionId: sf.children[0]!.id, tracks: 2, panels: 2, direction: "both" });
  slideFold.run("setFold", { regionId: sf.children[1]!.id, leaves: 3, foldType: "stackRight" } as never);
  const tb60 = DEMO_SERIES["alu-tb60-casement"]!;
  const tb60Geometry = seriesGeometry(tb60);
  const tb60Casement = editorWithFrame(tb60Geometry, { seriesId: tb60.id, width: 1500, height: 1400 });
  const tr = tb60Casement.design.frames[0]!.root.id;
  tb60Casement.run("splitRegion", { regionId: tr, direction: "vertical", positions: [750] });
  const ts = tb60Casement.design.frames[0]!.root;
  if (ts.kind !== "split") throw new Error("not split");
  for (const [i, c] of ts.children.entries())
    tb60Casement.run("setSash", { regionId: c.id, openType: "casement", hingeSide: i ? "right" : "left" });
  const tb60Fold = editorWithFrame(tb60Geometry, { seriesId: tb60.id, width: 2400, height: 2100 });
  const fold = { regionId: tb60Fold.design.frames[0]!.root.id, leaves: 3, foldType: "stackLeft" } as const;
  expect(tb60Fold.run("setFold", fold).ok).toBe(true);
  return {
    casement: [casement, G],
    arch: [arch, G],
    slideFold: [slideFold, G],
    tb60Casement: [tb60Casement, tb60Geometry],
    tb60Fold: [tb60Fold, tb60Geometry],
  };
}

describe("the GLB of a scene", () => {
  it.each(Object.entries(designs()))(
    "%s passes the Khronos glTF validator with no errors and holds every solid and leaf",
    async (name, [e, g]) => {
      const l = layout(e.design, g);
      const scene = buildScene(e.design, l, g);
      const glb = await sceneToGlb(scene);
      const report = await validateBytes(glb, { maxIssues: 50 });
      expect(report.issues.messages.filter((m) => m.severity === 0)).toEqual([]);
      expect(report.issues.numErrors).toBe(0);

      const doc: Document = await new WebIO().readBinary(glb);
      const names = new Set(
        doc
          .getRoot()
          .listNodes()
          .map((n) => n.getName()),
      );
      for (const leaf of scene.leaves) expect(names.has(`leaf:${leaf.id}`)).toBe(true);
      if (name === "tb60Fold") {
        const types = new Set(scene.hardware.map((h) => h.type));
        expect([...types].sort()).toEqual(["flushBolt", "handle", "hinge", "roller", "track"]);
      }
      // every solid and piece of hardware is in it: as many triangles as their meshes have
      const triangles = doc
        .getRoot()
        .listMeshes()
        .flatMap((m) => m.listPrimitives())
        .reduce((sum, p) => sum + p.getIndices()!.getCount() / 3, 0);
      const solids = [
        ...[...scene.members, ...scene.panes].map(solidMesh),
        ...scene.hardware.map(hardwareMesh),
      ];
      expect(triangles).toBe(solids.reduce((sum, m) => sum + (m.outside.length + m.inside.length) / 3, 0));
      // metres, standing on y = 0, centred on x: as wide and high as the frame
      const mins = [Infinity, Infinity, Infinity];
      const maxs = [-Infinity, -Infinity, -Infinity];
      for (const mesh of doc.getRoot().listMeshes()) {
        for (const prim of mesh.listPrimitives()) {
          const pos = prim.getAttribute("POSITION")!;
          const lo = pos.getMin([]);
          const hi = pos.getMax([]);
          for (let i = 0; i < 3; i++) {
            mins[i] = Math.min(mins[i]!, lo[i]!);
            maxs[i] = Math.max(maxs[i]!, hi[i]!);
          }
        }
      }
      const width = (scene.bounds.max[0] - scene.bounds.min[0]) / 1000;
      const height = (scene.bounds.max[1] - scene.bounds.min[1]) / 1000;
      expect(maxs[0]! - mins[0]!).toBeCloseTo(width, 4);
      expect(mins[1]).toBeCloseTo(0, 4);
      expect(maxs[1]).toBeCloseTo(height, 4);
      expect(mins[0]).toBeCloseTo(-width / 2, 4);
      // an "open" animation moves every leaf that opens
      const moving = scene.leaves.filter((leaf) => leaf.motion.kind !== "fixed").length;
      const channels = doc
        .getRoot()
        .listAnimations()
        .flatMap((a) => a.listChannels());
      expect(channels).toHaveLength(moving * 2);
      // a side-hung leaf ends turned 80° about the vertical: its last rotation key is
      // (0, ±sin 40°, 0, cos 40°)
      const turned = scene.leaves.find((leaf) => leaf.motion.kind === "turn" && leaf.motion.axis[1] === 1);
      if (turned) {
        const channel = channels.find(
          (c) => c.getTargetNode()?.getName() === `leaf:${turned.id}` && c.getTargetPath() === "rotation",
        )!;
        const keys = channel.getSampler()!.getOutput()!.getArray()!;
        const [x, y, z, w] = Array.from(keys.slice(keys.length - 4) as Float32Array);
        expect(Math.abs(x!)).toBeCloseTo(0, 5);
        expect(Math.abs(y!)).toBeCloseTo(Math.sin((40 * Math.PI) / 180), 5);
        expect(Math.abs(z!)).toBeCloseTo(0, 5);
        expect(Math.abs(w!)).toBeCloseTo(Math.cos((40 * Math.PI) / 180), 5);
      }
    },
  );
});
