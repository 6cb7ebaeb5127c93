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

  it("a drag step lays the moved frame out once: the drawing reuses the layout the command's check made", () => {
    const e = twoPanel();
    e.pointerDown(pt(750, 700));
    e.pointerMove(pt(800, 700));
    // before anything asks for the drawing, the moved frame's layout is in the editor's cache
    expect(e.env.layoutCache.has(e.design.frames[0]!)).toBe(true);
    expect(widths(e)).toEqual([700, 600]);
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

  it("drops a free dimension across the cell under the pointer, or 1000 mm on empty canvas", () => {
    const e = twoPanel(); // daylight of the cells: 60 … 710 and 790 … 1440 wide, 60 … 1340 tall
    expect(e.drop({ kind: "dimension", direction: "horizontal" }, pt(300, 700)).ok).toBe(true);
    expect(e.design.dimensions[0]).toMatchObject({ from: [60, 60], to: [710, 60], offset: 100 });
    expect(e.drop({ kind: "dimension", direction: "vertical" }, pt(1200, 700)).ok).toBe(true);
    expect(e.design.dimensions[1]).toMatchObject({ from: [790, 1340], to: [790, 60] });
    expect(e.drop({ kind: "dimension", direction: "horizontal" }, pt(3000, 200)).ok).toBe(true);
    expect(e.design.dimensions[2]).toMatchObject({ from: [3000, 200], to: [4000, 200] });
    e.undo();
    expect(e.design.dimensions).toHaveLength(2);
  });

  it("a joiner dropped on a frame joins it to the nearest frame beside it, once", () => {
    const e = fresh();
    const frame = (x: number) =>
      e.drop(
        { kind: "frame", shape: { kind: "rectangle", width: 800, height: 1400 }, seriesId: "default" },
        pt(x, 0),
      );
    const joiner = { kind: "joiner", joiner: "connector", width: 40, profileCode: "C40" } as const;
    // one frame alone: nothing to join, and the editor says so
    expect(e.drop(joiner, pt(700, 700))).toMatchObject({
      ok: false,
      error: { code: "design.nothing_to_join" },
    });
    frame(3000);
    frame(1540);
    const ids = e.layout.frames.map((f) => f.id); // F1 0…1500, then 3000…3800, then 1540…2340
    expect(e.drop(joiner, pt(700, 700)).ok).toBe(true);
    expect(e.design.joiners[0]).toMatchObject({ kind: "connector", frames: [ids[0], ids[2]], angle: 180 });
    const member = e.layout.members.find((m) => m.role === "joiner")!;
    expect(member.length).toBe(1400);
    expect(Math.min(...member.polygon.map((q) => q[0]))).toBe(1500);
    expect(Math.max(...member.polygon.map((q) => q[0]))).toBe(1540);
    // the same two frames cannot be joined twice
    expect(e.drop({ ...joiner, joiner: "corner" }, pt(1900, 700))).toMatchObject({
      ok: false,
      error: { code: "design.already_joined" },
    });
    expect(e.drop({ ...joiner, joiner: "corner" }, pt(3400, 700)).ok).toBe(true);
    expect(e.design.joiners[1]).toMatchObject({ kind: "corner", frames: [ids[1], ids[2]], angle: 90 });
  });

  it("re-running slide and fold on a group changes tracks, panels and fold type but keeps its glass", () => {
    const e = fresh();
    e.drop(
      {
        kind: "fill",
        fill: { type: "glass", spec: "6+9A+6", frosted: true, gap: 9, shade: "none", holeType: "none" },
      },
      pt(700, 700),
    );
    e.drop({ kind: "slide", tracks: 2, panels: 2, direction: "both" }, pt(700, 700));
    const slide = e.design.frames[0]!.root;
    expect(slide.kind).toBe("slide");
    // eight panels do not fit in 1500 mm: the cells would be narrower than the profiles allow
    expect(e.run("setSlide", { regionId: slide.id, tracks: 8, panels: 8, direction: "left" })).toMatchObject({
      ok: false,
      error: { code: "design.cell_too_small" },
    });
    expect(e.run("setSlide", { regionId: slide.id, tracks: 8, panels: 4, direction: "left" }).ok).toBe(true);
    const reshaped = e.design.frames[0]!.root;
    expect(reshaped).toMatchObject({ kind: "slide", id: slide.id, tracks: 8, direction: "left" });
    expect(e.layout.frames[0]!.trackCount).toBe(8);
    expect(e.layout.fills.map((f) => f.spec)).toEqual(Array(4).fill("6+9A+6"));
    expect(e.run("setSlide", { regionId: slide.id, tracks: 9, panels: 2, direction: "left" })).toMatchObject({
      ok: false,
      error: { code: "design.tracks_out_of_range" },
    });
    e.undo();
    expect(e.layout.frames[0]!.trackCount).toBe(2);
    e.drop({ kind: "fold", leaves: 3, foldType: "stackLeft" }, pt(700, 700));
    const fold = e.design.frames[0]!.root;
    expect(e.run("setFold", { regionId: fold.id, leaves: 5, foldType: "split" }).ok).toBe(true);
    expect(e.design.frames[0]!.root).toMatchObject({ kind: "fold", id: fold.id, foldType: "split" });
    expect(e.layout.fills.map((f) => f.spec)).toEqual(Array(5).fill("6+9A+6"));
  });

  it("a press on a free dimension, note or wall selects it, and Delete removes just that", () => {
    const e = twoPanel();
    e.drop({ kind: "dimension", direction: "horizontal" }, pt(300, 700)); // line at y = -40, 60 … 710
    e.drop({ kind: "note", text: "Bathroom" }, pt(2000, 500)); // baseline at y = 500
    e.drop({ kind: "wall", width: 2400, height: 200 }, pt(-500, 1400));
    const count = () => [e.design.dimensions.length, e.design.notes.length, e.design.walls.length];
    expect(e.hitTest(pt(400, -30))).toMatchObject({ kind: "item", item: "dimension" });
    expect(e.hitTest(pt(2100, 470))).toMatchObject({ kind: "item", item: "note" });
    // the frame's sill is drawn over the wall: a press there picks the frame, beside it the wall
    expect(e.hitTest(pt(700, 1380))).toMatchObject({ kind: "member", member: { role: "frame" } });
    expect(e.hitTest(pt(1700, 1500))).toMatchObject({ kind: "item", item: "wall" });
    e.pointerDown(pt(400, -30));
    e.pointerUp(pt(400, -30));
    e.keyDown("Delete");
    expect(count()).toEqual([0, 1, 1]);
    e.pointerDown(pt(2100, 470));
    e.keyDown("Delete");
    e.pointerDown(pt(1700, 1500));
    e.keyDown("Delete");
    expect(count()).toEqual([0, 0, 0]);
    expect(e.layout.frames).toHaveLength(1);
    e.undo();
    expect(count()).toEqual([0, 0, 1]);
  });

  it("Delete on a sash profile removes the sash (the cell keeps its glass); on a frame profile, the frame", () => {
    const e = twoPanel();
    e.drop({ kind: "sash", openType: "casement", hingeSide: "left" }, pt(300, 700));
    e.drop({ kind: "doubleSash", openType: "casement" }, pt(1100, 700));
    e.pointerDown(pt(80, 700)); // the left sash's hinge stile (51 … 121)
    expect(e.hitTest(pt(80, 700))).toMatchObject({ kind: "member", member: { role: "sash" } });
    e.keyDown("Delete");
    expect(e.layout.sashes).toHaveLength(2); // the French pair's two leaves remain
    e.pointerDown(pt(1420, 700)); // a French leaf's outer stile: the whole pair goes
    e.keyDown("Delete");
    expect(e.layout.sashes).toHaveLength(0);
    expect(e.layout.fills).toHaveLength(2);
    e.pointerDown(pt(30, 700));
    e.keyDown("Delete");
    expect(e.design.frames).toHaveLength(0);
  });

  it("a dropped note is selected and its text can be changed, as one undo step", () => {
    const e = twoPanel();
    e.drop({ kind: "note", text: "Note" }, pt(2000, 500));
    const id = e.design.notes[0]!.id;
    expect(e.selection).toEqual([id]);
    expect(e.run("setNoteText", { id, text: "Bathroom, frosted" }).ok).toBe(true);
    expect(e.design.notes[0]).toMatchObject({ at: [2000, 500], text: "Bathroom, frosted" });
    expect(e.run("setNoteText", { id, text: "  " })).toMatchObject({
      ok: false,
      error: { code: "design.invalid" },
    });
    expect(e.run("setNoteText", { id, text: "x".repeat(201) }).ok).toBe(false);
    expect(e.run("setNoteText", { id: "N404", text: "x" })).toMatchObject({
      error: { code: "design.not_found" },
    });
    e.undo();
    expect(e.design.notes[0]!.text).toBe("Note");
  });

  it("a note, a wall and a free dimension move where they are dragged, each as one undo step", () => {
    const e = fresh();
    e.drop({ kind: "note", text: "Bathroom" }, pt(2000, 500));
    e.drop({ kind: "wall", width: 200, height: 1400 }, pt(-400, 0));
    e.drop({ kind: "dimension", direction: "horizontal" }, pt(3000, 2000));
    const before = e.design;

    e.pointerDown(pt(2010, 490)); // on the note's text
    e.pointerMove(pt(2060, 540));
    e.pointerMove(pt(2110, 590));
    e.pointerUp(pt(2110, 590));
    expect(e.design.notes[0]!.at).toEqual([2100, 600]);

    e.pointerDown(pt(-300, 700)); // inside the wall
    e.pointerMove(pt(-350, 700));
    e.pointerUp(pt(-350, 700));
    expect(e.design.walls[0]).toMatchObject({ x: -450, y: 0, width: 200, height: 1400 });

    const dimension = e.design.dimensions[0]!;
    e.pointerDown(pt(dimension.from[0] + 10, dimension.from[1] - dimension.offset)); // on its line
    e.pointerMove(pt(dimension.from[0] + 10, dimension.from[1] - dimension.offset + 100));
    e.pointerUp(pt(0, 0));
    expect(e.design.dimensions[0]).toMatchObject({
      from: [dimension.from[0], dimension.from[1] + 100],
      to: [dimension.to[0], dimension.to[1] + 100],
    });

    // frames are untouched; three undos take back the three drags
    expect(e.design.frames).toEqual(before.frames);
    e.undo();
    e.undo();
    e.undo();
    expect(e.design).toEqual(before);
  });

  it("changing a French pair's active leaf or hardware keeps its meeting line, leaves and glass", () => {
    const e = fresh();
    e.drop({ kind: "doubleSash", openType: "casement" }, pt(700, 700));
    const pair = e.design.frames[0]!.root;
    if (pair.kind !== "doubleSash") throw new Error("no pair");
    const leftGlass = pair.left.inner.id;
    e.run("setFill", { regionId: leftGlass, fill: { type: "panel", spec: "PVC 24" } });
    e.run("moveMeeting", { regionId: pair.id, position: 900 });
    const before = e.layout.sashes.map((s) => s.outerWidth);
    const lock = { type: "multipoint" };
    expect(e.run("setDoubleSash", { regionId: pair.id, openType: "door", active: "left", lock }).ok).toBe(
      true,
    );
    const after = e.design.frames[0]!.root;
    expect(after).toMatchObject({
      kind: "doubleSash",
      id: pair.id,
      active: "left",
      openType: "door",
      meeting: 900,
      lock,
    });
    expect(e.layout.sashes.map((s) => s.outerWidth)).toEqual(before);
    expect(e.layout.fills.map((f) => f.kind)).toEqual(["panel", "glass"]);
    expect(
      e.run("setDoubleSash", { regionId: pair.id, openType: "door", hinge: { type: "x", count: 99 } }),
    ).toMatchObject({
      ok: false,
      error: { code: "design.invalid" },
    });
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
