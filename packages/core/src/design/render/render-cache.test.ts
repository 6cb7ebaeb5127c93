import { describe, expect, it } from "vitest";
import { Editor } from "../../editor/editor.ts";
import { canvasPoint } from "../../units/branded.ts";
import { emptyDesign } from "../model.ts";
import { DEFAULT_SERIES_GEOMETRY as G } from "../series-geometry.ts";
import { createRenderCache, type RenderModel, renderModel } from "./render-model.ts";

/** Two frames side by side, the first split by a mullion with a casement in each cell, a note. */
function twoFrames(): Editor {
  const e = new Editor(emptyDesign(), { geometry: G });
  const add = (x: number) =>
    e.run("addFrame", {
      shape: { kind: "rectangle", width: 1500, height: 1400 },
      x,
      y: 0,
      seriesId: "default",
    });
  add(0);
  add(2000);
  const first = e.design.frames[0]!;
  e.run("splitRegion", { regionId: first.root.id, direction: "vertical", parts: 2 });
  const cells = e.layout.openings.filter((o) => o.frameId === first.id).map((o) => o.id);
  for (const regionId of cells) e.run("setSash", { regionId, openType: "casement", hingeSide: "left" });
  e.run("addNote", { at: [0, -200], text: "kitchen" });
  // decoration bars on the second frame's glass and a connector: members laid out after the frames'
  const second = e.design.frames[1]!;
  expect(e.run("addDecoration", { regionId: second.root.id, columns: 3, rows: 2, width: 20 }).ok).toBe(true);
  const [a, b] = e.design.frames.map((f) => f.id) as [string, string];
  expect(e.run("addJoiner", { kind: "connector", frames: [a, b], width: 500, profileCode: "LJ01" }).ok).toBe(
    true,
  );
  expect(e.layout.members.some((m) => m.role === "decoration")).toBe(true);
  expect(e.layout.members.some((m) => m.role === "joiner")).toBe(true);
  return e;
}

const model = (e: Editor, options = { dimensions: true }, cache?: ReturnType<typeof createRenderCache>) =>
  renderModel(e.design, e.layout, e.layout.regions, options, cache);

/** The first frame's mullion dragged `by` mm to the right, as the canvas drags it. */
function dragMullion(e: Editor, by: number) {
  const xs = e.layout.members.find((m) => m.role === "mullion")!.polygon.map((p) => p[0]);
  const x = (Math.min(...xs) + Math.max(...xs)) / 2;
  e.pointerDown(canvasPoint(x, 700));
  e.pointerMove(canvasPoint(x + by, 700));
  e.pointerUp(canvasPoint(x + by, 700));
}

const ofFrame = (m: RenderModel, frameId: string) => ({
  members: m.members.filter((x) => x.frameId === frameId),
  fills: m.fills.filter((x) => x.frameId === frameId),
  symbols: m.symbols.filter((x) => x.frameId === frameId),
  dimensions: m.dimensions.filter((x) => x.frameId === frameId),
});

describe("the render model with a cache", () => {
  it("is the model drawn without one, edit after edit", () => {
    const e = twoFrames();
    const cache = createRenderCache();
    expect(model(e, undefined, cache)).toEqual(model(e));
    dragMullion(e, 120);
    expect(model(e, undefined, cache)).toEqual(model(e));
    e.undo();
    expect(model(e, undefined, cache)).toEqual(model(e));
    // other options (no dimension lines, another unit) are not served from the old entries
    expect(model(e, { dimensions: false }, cache)).toEqual(model(e, { dimensions: false }));
    const inches = { dimensions: true, unit: { length: "in", digits: 1 } } as never;
    expect(model(e, inches, cache)).toEqual(model(e, inches));
    expect(model(e, inches, cache).dimensions[0]!.text).not.toBe(model(e).dimensions[0]!.text);
  });

  it("draws again only the frame that changed: the other keeps its drawn parts", () => {
    const e = twoFrames();
    const cache = createRenderCache();
    const [moved, still] = e.design.frames.map((f) => f.id) as [string, string];
    const before = model(e, undefined, cache);
    dragMullion(e, 120);
    const after = model(e, undefined, cache);
    const [a, b] = [ofFrame(before, still), ofFrame(after, still)];
    // its own profiles are the same objects (decoration bars and joiners are drawn every time)
    const own = (m: { role: string }) => m.role !== "decoration" && m.role !== "joiner";
    const [ownBefore, ownAfter] = [a.members.filter(own), b.members.filter(own)];
    expect(ownAfter.length).toBeGreaterThan(0);
    expect(ownAfter.every((m, i) => m === ownBefore[i])).toBe(true);
    expect(b.fills.every((f, i) => f === a.fills[i])).toBe(true);
    expect(b.dimensions.every((d, i) => d === a.dimensions[i])).toBe(true);
    // the moved frame's mullion and cell lines are new, with the new figures
    const cellsBefore = ofFrame(before, moved).dimensions.filter((d) => d.kind === "cell");
    const cellsAfter = ofFrame(after, moved).dimensions.filter((d) => d.kind === "cell");
    expect(cellsAfter.map((d) => d.value)).not.toEqual(cellsBefore.map((d) => d.value));
    expect(after.bounds).toEqual(model(e).bounds);
  });
});
