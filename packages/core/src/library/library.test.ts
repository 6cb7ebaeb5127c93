import { describe, expect, it } from "vitest";
import { layout } from "../design/layout/layout.ts";
import { emptyDesign } from "../design/model.ts";
import { designSchema } from "../design/schema.ts";
import { DEFAULT_SERIES_GEOMETRY } from "../design/series-geometry.ts";
import { shapeSize } from "../design/shapes.ts";
import { insertTemplate } from "./insert.ts";
import { recommendationBatch, recommendTemplates, searchTemplates } from "./recommend.ts";
import { templateTypes } from "./template-types.ts";
import { builtinTemplates } from "./templates.ts";

const env = { geometry: DEFAULT_SERIES_GEOMETRY };
const byId = (id: string) => builtinTemplates().find((t) => t.id === `builtin:${id}`)!;

describe("built-in window library", () => {
  it("has at least 30 valid templates covering every template type", () => {
    const all = builtinTemplates();
    expect(all.length).toBeGreaterThanOrEqual(30);
    expect(new Set(all.map((t) => t.id)).size).toBe(all.length);
    for (const t of all) expect(designSchema.safeParse(t.design).success, t.id).toBe(true);
    const types = new Set(all.map((t) => t.type));
    for (const type of templateTypes) expect(types.has(type), type).toBe(true);
  });

  it("draws what the name says: sashes, tracks and leaves per template", () => {
    const l = (id: string) => layout(byId(id).design, DEFAULT_SERIES_GEOMETRY);
    expect(l("casement-2").sashes.map((s) => s.hingeSide)).toEqual(["left", "right"]);
    expect(l("sliding-3-3").frames[0]!.trackCount).toBe(3);
    expect(l("sliding-4-2").sashes.filter((s) => s.kind === "slidePanel")).toHaveLength(4);
    expect(l("folding-4").sashes.filter((s) => s.kind === "foldLeaf")).toHaveLength(4);
    expect(l("door-sidelights-transom").sashes).toHaveLength(1);
    expect(l("door-sidelights-transom").fills).toHaveLength(4);
    expect(l("fixed").sashes).toHaveLength(0);
  });

  it("inserts at the current frame size with fresh ids, scaling mullions with the frame", () => {
    const base = insertTemplate(emptyDesign(), byId("fixed"), { x: 0, y: 0 }, env);
    if (!base.ok) throw new Error(base.error.code);
    const r = insertTemplate(
      base.design,
      byId("casement-2"),
      { x: 2000, y: 0, width: 1800, height: 1500 },
      env,
    );
    if (!r.ok) throw new Error(r.error.code);
    const frame = r.design.frames[1]!;
    expect(shapeSize(frame.shape)).toEqual({ width: 1800, height: 1500 });
    expect([frame.x, frame.y]).toEqual([2000, 0]);
    const root = frame.root;
    expect(root.kind === "split" && root.mullions[0]!.position).toBe(900);
    const ids = JSON.stringify(r.design).match(/"id":"[^"]+"/g)!;
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("replaces the frame being redrawn when asked", () => {
    const base = insertTemplate(emptyDesign(), byId("fixed"), { x: 0, y: 0 }, env);
    if (!base.ok) throw new Error(base.error.code);
    const oldId = base.design.frames[0]!.id;
    const r = insertTemplate(
      base.design,
      byId("sliding-2-2"),
      { x: 0, y: 0, width: 1200, height: 1200, replaceFrameId: oldId },
      env,
    );
    expect(r.ok && r.design.frames.map((f) => f.id)).not.toContain(oldId);
    expect(r.ok && r.design.frames.length).toBe(1);
  });
});

describe("recommendation (rule-based)", () => {
  it("ranks by closeness to the frame size when the company has no history", () => {
    const ranked = recommendTemplates(builtinTemplates(), { width: 2400, height: 2100, usage: {} });
    expect(ranked[0]!.template.id).toBe("builtin:sliding-door-2-2");
    const tall = recommendTemplates(builtinTemplates(), { width: 900, height: 2100, usage: {} });
    expect(tall[0]!.template.id).toBe("builtin:door");
  });

  it("lifts what the company uses most", () => {
    const usage = { "builtin:casement-2": 40, "builtin:fixed": 2 };
    const ranked = recommendTemplates(builtinTemplates(), { width: 1500, height: 1400, usage });
    expect(ranked[0]!.template.id).toBe("builtin:casement-2");
    const without = recommendTemplates(builtinTemplates(), { width: 1500, height: 1400, usage: {} });
    const pos = (r: typeof ranked) => r.findIndex((x) => x.template.id === "builtin:casement-2");
    expect(pos(ranked)).toBeLessThan(pos(without));
  });

  it("changes batch through the ranking and wraps around", () => {
    const items = [1, 2, 3, 4, 5, 6, 7];
    expect(recommendationBatch(items, 3, 0)).toEqual([1, 2, 3]);
    expect(recommendationBatch(items, 3, 2)).toEqual([7]);
    expect(recommendationBatch(items, 3, 3)).toEqual([1, 2, 3]);
  });

  it("searches by type and name", () => {
    const found = searchTemplates(builtinTemplates(), { type: "door", text: "transom" }, (t) => t.nameKey);
    expect(found.map((t) => t.id).sort()).toEqual([
      "builtin:door-sidelights-transom",
      "builtin:door-transom",
    ]);
  });
});
