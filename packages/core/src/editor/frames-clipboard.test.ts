// Frame-level editing as a user does it: clone, Ctrl+C / Ctrl+V and deleting several frames.
import { describe, expect, it } from "vitest";
import { env, oneFrame } from "../commands/test-fixtures.ts";
import { shapeSize } from "../design/shapes.ts";
import { canvasPoint as pt } from "../units/branded.ts";
import { Editor } from "./editor.ts";

const boxes = (e: Editor) => e.layout.frames.map((f) => [f.x, f.y, f.width, f.height]);
const overlap = (e: Editor) => {
  const fs = e.layout.frames;
  return fs.some((a, i) =>
    fs.some(
      (b, j) =>
        i < j && a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height,
    ),
  );
};

describe("frames: clone, copy and paste, delete", () => {
  it("clone puts the copy beside the original, not on it", () => {
    const e = new Editor(oneFrame(1500, 1400), env);
    e.run("cloneFrame", { frameId: e.design.frames[0]!.id });
    expect(boxes(e)).toEqual([
      [0, 0, 1500, 1400],
      [1700, 0, 1500, 1400],
    ]);
    expect(overlap(e)).toBe(false);
  });

  it("Ctrl+C then Ctrl+V pastes the selected frame beside everything, selected, as one undo step", () => {
    const e = new Editor(oneFrame(1500, 1400), env);
    e.drop({ kind: "mullion", direction: "vertical" }, pt(700, 700));
    e.pointerDown(pt(20, 700)); // the frame's left profile
    e.pointerUp(pt(20, 700));
    e.keyDown("c", { ctrl: true });
    e.keyDown("v", { ctrl: true });
    e.keyDown("v", { ctrl: true });
    expect(e.design.frames).toHaveLength(3);
    expect(overlap(e)).toBe(false);
    expect(e.layout.frames.map((f) => f.x)).toEqual([0, 1700, 3400]);
    // the copies keep the mullion, with their own ids
    expect(e.layout.members.filter((m) => m.role === "mullion")).toHaveLength(3);
    expect(new Set(e.layout.members.map((m) => m.id)).size).toBe(e.layout.members.length);
    // the last paste is selected
    expect(e.selectedFrameIds()).toEqual([e.design.frames[2]!.id]);
    e.keyDown("z", { ctrl: true });
    expect(e.design.frames).toHaveLength(2);
  });

  it("Ctrl+C with nothing selected copies nothing; Ctrl+V then does nothing", () => {
    const e = new Editor(oneFrame(1500, 1400), env);
    e.keyDown("c", { ctrl: true });
    e.keyDown("v", { ctrl: true });
    expect(e.design.frames).toHaveLength(1);
    expect(e.history.canUndo).toBe(false);
  });

  it("deleting several selected frames is one undo step", () => {
    const e = new Editor(oneFrame(1500, 1400), env);
    const first = e.design.frames[0]!.id;
    e.run("cloneFrame", { frameId: first });
    e.run("cloneFrame", { frameId: first });
    const all = e.layout.frames.map((f) => f.id);
    e.selection = all.map((id) => e.layout.members.find((m) => m.role === "frame" && m.frameId === id)!.id);
    e.keyDown("Delete");
    expect(e.design.frames).toHaveLength(0);
    e.keyDown("z", { ctrl: true });
    expect(e.design.frames.map((f) => f.id)).toEqual(all);
    expect(e.design.frames.map((f) => shapeSize(f.shape).width)).toEqual([1500, 1500, 1500]);
    e.keyDown("z", { ctrl: true });
    expect(e.design.frames).toHaveLength(2);
  });
});
