// The per-frame layout cache may only skip work: with or without it the layout is the same.
import { describe, expect, it } from "vitest";
import { commands } from "../../commands/index.ts";
import { env, oneFrame, unwrap } from "../../commands/test-fixtures.ts";
import { DEFAULT_SERIES_GEOMETRY } from "../series-geometry.ts";
import { createLayoutCache, layout } from "./layout.ts";

function threeFrames() {
  let d = oneFrame(1500, 1400);
  d = unwrap(commands.splitRegion.run(d, { regionId: "G2", direction: "vertical", parts: 2 }, env));
  d = unwrap(commands.cloneFrame.run(d, { frameId: "F1" }, env));
  return unwrap(commands.cloneFrame.run(d, { frameId: "F1" }, env));
}

describe("layout cache", () => {
  it("gives the same layout as no cache through a sequence of edits", () => {
    const cache = createLayoutCache();
    let d = threeFrames();
    const [, second, third] = d.frames.map((f) => f.id);
    expect(layout(d, DEFAULT_SERIES_GEOMETRY, cache)).toEqual(layout(d));
    const secondMullion = layout(d).members.find((m) => m.role === "mullion" && m.frameId === second)!;
    d = unwrap(commands.moveMullion.run(d, { mullionId: secondMullion.id, position: 600 }, env));
    expect(layout(d, DEFAULT_SERIES_GEOMETRY, cache)).toEqual(layout(d));
    d = unwrap(commands.resizeFrame.run(d, { frameId: third!, width: 2000, height: 1000 }, env));
    expect(layout(d, DEFAULT_SERIES_GEOMETRY, cache)).toEqual(layout(d));
    d = unwrap(commands.deleteItem.run(d, { id: "F1" }, env));
    expect(layout(d, DEFAULT_SERIES_GEOMETRY, cache)).toEqual(layout(d));
  });

  it("reuses the frames an edit did not touch and lays out the edited one again", () => {
    const cache = createLayoutCache();
    const d = threeFrames();
    const before = layout(d, DEFAULT_SERIES_GEOMETRY, cache);
    const [first, second] = d.frames.map((f) => f.id);
    const mullion = before.members.find((m) => m.role === "mullion" && m.frameId === second)!;
    const moved = unwrap(commands.moveMullion.run(d, { mullionId: mullion.id, position: 600 }, env));
    const after = layout(moved, DEFAULT_SERIES_GEOMETRY, cache);
    const firstFrame = (l: typeof before) => l.members.find((m) => m.frameId === first);
    expect(firstFrame(after)).toBe(firstFrame(before));
    const movedMullion = after.members.find((m) => m.id === mullion.id)!;
    expect(movedMullion).not.toBe(mullion);
    // the 80 mm mullion's left face now sits at frame x + 600 − 40
    const x = moved.frames[1]!.x;
    expect(Math.min(...movedMullion.polygon.map((p) => p[0]))).toBe(x + 560);
  });

  it("lays a frame out again when its series geometry changes", () => {
    const cache = createLayoutCache();
    const d = oneFrame(1500, 1400);
    const narrow = layout(d, DEFAULT_SERIES_GEOMETRY, cache);
    const wide = {
      ...DEFAULT_SERIES_GEOMETRY,
      faceWidths: { ...DEFAULT_SERIES_GEOMETRY.faceWidths, frame: 100 },
    };
    const l = layout(d, wide, cache);
    expect(narrow.openings[0]!.clearWidth).toBe(1380);
    expect(l.openings[0]!.clearWidth).toBe(1300);
  });
});
