// Pan, box-select and typed cell dimensions as the canvas drives them: pointer events in
// canvas mm on the headless editor (the web canvas only forwards them).
import { describe, expect, it } from "vitest";
import { env, oneFrame } from "../commands/test-fixtures.ts";
import { frameDimensionLines } from "../design/render/dimensions.ts";
import { renderModel } from "../design/render/render-model.ts";
import { canvasPoint as pt } from "../units/branded.ts";
import { Editor } from "./editor.ts";
import { canvasToScreen, screenToCanvas } from "./viewport.ts";

describe("pan", () => {
  it("the pan tool moves the view so the pressed point stays under the pointer", () => {
    const e = new Editor(oneFrame(1500, 1400), env);
    e.viewport = { scale: 0.5, tx: 100, ty: 40 };
    e.tool = "pan";
    const press = screenToCanvas(e.viewport, [300, 200]);
    e.pointerDown(press);
    // the pointer moves 80 px right and 30 px up; the canvas is asked at the view of the moment
    e.pointerMove(screenToCanvas(e.viewport, [380, 170]));
    expect(e.viewport).toEqual({ scale: 0.5, tx: 180, ty: 10 });
    expect(canvasToScreen(e.viewport, press)).toEqual([380, 170]);
    e.pointerUp(screenToCanvas(e.viewport, [380, 170]));
    expect(e.gesture.kind).toBe("idle");
  });

  it("the middle button pans with any tool, and a press on empty canvas with nothing selected pans", () => {
    const e = new Editor(oneFrame(1500, 1400), env);
    const before = e.design;
    e.pointerDown(pt(750, 700), { button: 1 });
    expect(e.gesture.kind).toBe("panning");
    e.pointerUp(pt(750, 700));
    e.pointerDown(pt(3000, 3000));
    expect(e.gesture.kind).toBe("panning");
    e.pointerMove(pt(3100, 3000));
    expect(e.viewport.tx).toBeCloseTo(200 + 100 * 0.25);
    expect(e.design).toBe(before); // a pan changes the view, never the drawing
  });

  it("wheel zoom keeps the point under the cursor", () => {
    const e = new Editor(oneFrame(), env);
    const at = [400, 300] as const;
    const under = screenToCanvas(e.viewport, at);
    e.zoom(at, -1);
    expect(e.viewport.scale).toBeCloseTo(0.275);
    const after = screenToCanvas(e.viewport, at);
    expect(after[0]).toBeCloseTo(under[0]);
    expect(after[1]).toBeCloseTo(under[1]);
  });
});

describe("box select", () => {
  function twoFrames(): Editor {
    const e = new Editor(oneFrame(1000, 1000), env);
    e.run("addFrame", {
      shape: { kind: "rectangle", width: 800, height: 1000 },
      x: 1200,
      y: 0,
      seriesId: "default",
    });
    return e;
  }

  it("selects the frames wholly inside the dragged rectangle, in either drag direction", () => {
    const e = twoFrames();
    e.tool = "boxSelect";
    e.pointerDown(pt(2100, 1100));
    e.pointerMove(pt(1100, -50));
    expect(e.selectionBox).toEqual({ x: 1100, y: -50, width: 1000, height: 1150 });
    e.pointerUp(pt(1100, -50));
    expect(e.selectedFrameIds()).toEqual([e.design.frames[1]!.id]);
    expect(e.selectionBox).toBeNull();
    e.pointerDown(pt(-100, -100));
    e.pointerUp(pt(2100, 1100));
    expect(e.selectedFrameIds()).toEqual(e.design.frames.map((f) => f.id));
    // a box that cuts through a frame leaves it out
    e.pointerDown(pt(-100, -100));
    e.pointerUp(pt(500, 1100));
    expect(e.selection).toEqual([]);
  });

  it("Escape drops the rectangle without changing the selection", () => {
    const e = twoFrames();
    e.selection = ["kept"];
    e.tool = "boxSelect";
    e.pointerDown(pt(0, 0));
    e.pointerMove(pt(3000, 3000));
    e.keyDown("Escape");
    expect(e.selectionBox).toBeNull();
    expect(e.selection).toEqual(["kept"]);
  });
});

describe("typing on a cell dimension line", () => {
  it("gives the cell the typed clear opening, which the same line then shows (one meaning)", () => {
    const e = new Editor(oneFrame(1500, 1400), env);
    e.drop({ kind: "mullion", direction: "vertical" }, pt(750, 700));
    const lines = () => frameDimensionLines(e.design.frames[0]!, e.layout.regions);
    const cells = () => lines().filter((l) => l.kind === "cell");
    // mullion centre at 750: 750 − 60 frame face − 40 half mullion on each side
    expect(cells().map((l) => [l.value, l.measures])).toEqual([
      [650, "clearOpening"],
      [650, "clearOpening"],
    ]);
    const [left] = cells();
    expect(e.typeDimension(left!.target!, 500).ok).toBe(true);
    expect(cells().map((l) => l.value)).toEqual([500, 800]);
    // the glass of the cell is its daylight: the same 500
    expect(e.layout.openings.map((o) => o.clearWidth)).toEqual([500, 800]);
    // the web's old centre-to-centre arithmetic would have put the mullion at 500 (cell 400)
    const split = e.design.frames[0]!.root;
    expect(split.kind === "split" && split.mullions[0]!.position).toBe(600);
  });
});

describe("typing on a free dimension", () => {
  it("takes the line from the render model and sets the dimension's length from its start (one undo step)", () => {
    const e = new Editor(oneFrame(1500, 1400), env);
    expect(e.run("addDimension", { from: [60, 700], to: [1440, 700], offset: 100 }).ok).toBe(true);
    const free = () =>
      renderModel(e.design, e.layout, e.layout.regions, { dimensions: true }).dimensions.filter(
        (d) => d.kind === "free",
      );
    expect(free().map((d) => [d.text, d.measures, d.target])).toEqual([
      ["1380", "free", { kind: "free", dimensionId: e.design.dimensions[0]!.id }],
    ]);
    expect(e.typeDimension(free()[0]!.target!, 1000).ok).toBe(true);
    expect(free().map((d) => d.text)).toEqual(["1000"]);
    expect(e.design.dimensions[0]).toMatchObject({ from: [60, 700], to: [1060, 700] });
    expect(e.typeDimension(free()[0]!.target!, 0)).toMatchObject({
      ok: false,
      error: { code: "design.size_not_positive" },
    });
    e.undo();
    expect(free().map((d) => d.text)).toEqual(["1380"]);
  });
});

describe("a glazing bar turned in the editor", () => {
  it("stays selected in its new form, where it was: decorative, then dividing again", () => {
    const e = new Editor(oneFrame(900, 1400), env);
    e.drop({ kind: "sash", openType: "casement", hingeSide: "left" }, pt(450, 700));
    e.drop({ kind: "mullion", direction: "vertical" }, pt(450, 700));
    const mullion = e.layout.members.find((m) => m.role === "mullion")!;
    expect(mullion.sashId).not.toBeNull();
    expect(e.run("moveMullion", { mullionId: mullion.id, position: 350 }).ok).toBe(true);
    expect(e.setGlazingBar(mullion.id, "decorative").ok).toBe(true);
    const deco = e.layout.members.find((m) => m.role === "decoration")!;
    expect(e.selection).toEqual([deco.id]);
    const xs = deco.polygon.map((p) => p[0]);
    expect((Math.min(...xs) + Math.max(...xs)) / 2).toBeCloseTo(350, 6);
    expect(e.setGlazingBar(deco.id.replace(/:[vh]:\d+$/, ""), "dividing").ok).toBe(true);
    const back = e.layout.members.find((m) => m.role === "mullion")!;
    expect(e.selection).toEqual([back.id]);
    const bx = back.polygon.map((p) => p[0]);
    expect((Math.min(...bx) + Math.max(...bx)) / 2).toBeCloseTo(350, 6);
    // two undo steps back to the bar before it was turned
    e.undo();
    e.undo();
    expect(e.layout.members.filter((m) => m.role === "mullion").map((m) => m.id)).toEqual([mullion.id]);
  });
});

describe("picking what is drawn on top", () => {
  it("a free dimension drawn over a frame profile is picked before the profile", () => {
    const e = new Editor(oneFrame(1500, 1400), env);
    // a dimension line along the frame's head, inside its 60 mm face
    expect(e.run("addDimension", { from: [100, 30], to: [1400, 30], offset: 0 }).ok).toBe(true);
    const id = e.design.dimensions[0]!.id;
    e.pointerDown(pt(700, 30));
    expect(e.selection).toEqual([id]);
    e.pointerUp(pt(700, 30));
    // away from the line a profile is picked as before (the right jamb)
    e.pointerDown(pt(1480, 700));
    expect(e.selection).toEqual(["F1:frame:1"]);
  });
});
