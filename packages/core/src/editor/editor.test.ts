// The headless editor driven like a user would: pointer events in canvas mm, toolbox drops,
// typed dimensions, keyboard undo/redo. No browser.
import { describe, expect, it } from "vitest";
import { env, oneFrame } from "../commands/test-fixtures.ts";
import { canvasPoint as pt } from "../units/branded.ts";
import { Editor } from "./editor.ts";

const fresh = () => new Editor(oneFrame(1500, 1400), env);
const widths = (e: Editor) => e.layout.openings.filter((o) => o.sashId === null).map((o) => o.clearWidth);

function twoPanel(): Editor {
  const e = fresh();
  expect(e.drop({ kind: "mullion", direction: "vertical" }, pt(700, 700)).ok).toBe(true);
  return e;
}

describe("headless editor", () => {
  it("draws a two-panel casement from the toolbox", () => {
    const e = twoPanel();
    expect(e.drop({ kind: "sash", openType: "casement", hingeSide: "left" }, pt(300, 700)).ok).toBe(true);
    expect(e.drop({ kind: "sash", openType: "casement", hingeSide: "right" }, pt(1200, 700)).ok).toBe(true);
    expect(e.layout.sashes.map((s) => [s.hingeSide, s.outerWidth])).toEqual([
      ["left", 668],
      ["right", 668],
    ]);
    // a sash dropped on the glass of an existing sash changes that sash, not nests a new one
    e.drop({ kind: "sash", openType: "tiltTurn", hingeSide: "left" }, pt(300, 700));
    expect(e.layout.sashes).toHaveLength(2);
    expect(e.layout.sashes[0]!.openType).toBe("tiltTurn");
  });

  it("hit-tests the mullion and the cells", () => {
    const e = twoPanel();
    expect(e.hitTest(pt(750, 700))).toMatchObject({ kind: "member", member: { role: "mullion" } });
    expect(e.hitTest(pt(30, 700))).toMatchObject({ kind: "member", member: { role: "frame", side: "left" } });
    expect(e.hitTest(pt(300, 700))).toMatchObject({ kind: "opening", opening: { clearWidth: 650 } });
    expect(e.hitTest(pt(-50, -50))).toBeNull();
  });

  it("dragging a mullion is one undo step; the cells follow the pointer", () => {
    const e = twoPanel();
    e.pointerDown(pt(750, 700));
    expect(e.gesture.kind).toBe("draggingMullion");
    for (let x = 760; x <= 850; x += 10) e.pointerMove(pt(x, 705));
    e.pointerUp(pt(850, 705));
    expect(widths(e)).toEqual([750, 550]);
    e.keyDown("z", { ctrl: true });
    expect(widths(e)).toEqual([650, 650]);
    e.keyDown("z", { ctrl: true, shift: true });
    expect(widths(e)).toEqual([750, 550]);
  });

  it("dragging a French pair's meeting stile moves the meeting line; one undo step", () => {
    const e = fresh();
    expect(e.drop({ kind: "doubleSash", openType: "casement" }, pt(700, 700)).ok).toBe(true);
    const leafWidths = () => e.layout.sashes.map((s) => s.outerWidth);
    expect(leafWidths()).toEqual([704, 704]); // 51 … 755 and 745 … 1449
    e.pointerDown(pt(720, 700)); // on the left leaf's meeting stile (685 … 755)
    expect(e.gesture.kind).toBe("draggingMeeting");
    for (let x = 740; x <= 870; x += 10) e.pointerMove(pt(x, 700));
    e.pointerUp(pt(870, 700));
    // meeting at 900: left 51 … 905 = 854, right 895 … 1449 = 554
    expect(leafWidths()).toEqual([854, 554]);
    e.keyDown("z", { ctrl: true });
    expect(leafWidths()).toEqual([704, 704]);
    e.keyDown("y", { ctrl: true });
    expect(leafWidths()).toEqual([854, 554]);
    // the hinge stile does not drag
    e.pointerDown(pt(80, 700));
    expect(e.gesture.kind).toBe("idle");
  });

  it("a drag past the minimum cell stops at the last valid place", () => {
    const e = twoPanel();
    e.pointerDown(pt(750, 700));
    e.pointerMove(pt(1200, 700));
    e.pointerMove(pt(1450, 700)); // would leave the right cell 0 wide
    expect(e.gesture.kind === "draggingMullion" && e.gesture.lastError).toBe("design.mullion_outside_region");
    e.pointerUp(pt(1450, 700));
    expect(widths(e)).toEqual([1100, 200]);
  });

  it("Escape during a drag returns to where it started, with no undo entry", () => {
    const e = twoPanel();
    const before = e.design;
    e.pointerDown(pt(750, 700));
    e.pointerMove(pt(900, 700));
    e.keyDown("Escape");
    expect(e.design).toBe(before);
    e.undo(); // undoes the split, not the cancelled drag
    expect(e.design.frames[0]!.root.kind).toBe("fill");
  });

  it("typing a new width on the frame dimension and on a cell dimension", () => {
    const e = twoPanel();
    expect(e.typeDimension({ kind: "frameWidth", frameId: "F1" }, 1800).ok).toBe(true);
    expect(e.layout.frames[0]!.width).toBe(1800);
    expect(widths(e)).toEqual([800, 800]);
    const left = e.layout.openings[0]!.id;
    expect(e.typeDimension({ kind: "cell", regionId: left }, 500).ok).toBe(true);
    expect(widths(e)).toEqual([500, 1100]);
    const right = e.layout.openings[1]!.id;
    expect(e.typeDimension({ kind: "cell", regionId: right }, 600).ok).toBe(true);
    expect(widths(e)).toEqual([1000, 600]);
  });

  it("typed values are in the design's display unit (cm here)", () => {
    const e = new Editor({ ...oneFrame(), unit: { length: "cm", digits: 1 } }, env);
    e.typeDimension({ kind: "frameHeight", frameId: "F1" }, 120.5);
    expect(e.layout.frames[0]!.height).toBe(1205);
  });

  it("select then Delete removes a mullion; selecting empty canvas clears the selection", () => {
    const e = twoPanel();
    e.pointerDown(pt(750, 700));
    e.pointerUp(pt(750, 700));
    expect(e.selection).toHaveLength(1);
    e.keyDown("Delete");
    expect(e.design.frames[0]!.root.kind).toBe("fill");
    e.pointerDown(pt(5000, 5000));
    expect(e.selection).toEqual([]);
  });

  it("drops fill, slide, fold and frame items", () => {
    const e = fresh();
    expect(e.drop({ kind: "slide", tracks: 2, panels: 2, direction: "both" }, pt(700, 700)).ok).toBe(true);
    expect(e.layout.frames[0]!.trackCount).toBe(2);
    expect(e.drop({ kind: "fill", fill: { type: "screen", spec: "mesh" } }, pt(300, 700)).ok).toBe(true);
    expect(e.layout.fills[0]!.kind).toBe("screen");
    expect(
      e.drop({ kind: "frame", shape: { kind: "circle", diameter: 800 }, seriesId: "default" }, pt(2000, 0))
        .ok,
    ).toBe(true);
    expect(e.layout.frames).toHaveLength(2);
    expect(e.drop({ kind: "sash", openType: "casement", hingeSide: "left" }, pt(-999, -999)).ok).toBe(false);
  });

  it("apply records an outside edit (a template insert) as one undo step; a failure changes nothing", () => {
    const e = twoPanel();
    const before = e.design;
    const next = { ...before, frames: before.frames.map((f) => ({ ...f, x: 500 })) };
    expect(e.apply("insertTemplate", { ok: true, design: next }).ok).toBe(true);
    expect(e.design.frames[0]!.x).toBe(500);
    e.undo();
    expect(e.design).toBe(before);
    e.redo();
    expect(e.design).toBe(next);
    expect(e.apply("insertTemplate", { ok: false, error: { code: "design.not_found" } }).ok).toBe(false);
    expect(e.design).toBe(next);
  });
});
