import DxfParser from "dxf-parser";
import { describe, expect, it } from "vitest";
import type { Editor } from "../../editor/editor.ts";
import { editorWithFrame } from "../../editor/test-editor.ts";
import { SASH_KINDS } from "../sash-kinds/table.ts";
import { DEFAULT_SERIES_GEOMETRY as G } from "../series-geometry.ts";
import { dxfOfModel } from "./dxf.ts";
import { type RenderModel, renderModel, renderSelection } from "./render-model.ts";

/** A 1200 × 1400 frame whose one cell is made into each kind by `make`. */
function oneCell(make: (e: Editor, cell: string) => void): Editor {
  const e = editorWithFrame(G);
  make(e, e.design.frames[0]!.root.id);
  return e;
}

const sash =
  (openType: string, hingeSide = "left") =>
  (e: Editor, regionId: string) => {
    expect(e.run("setSash", { regionId, openType, hingeSide } as never).ok).toBe(true);
  };

const kinds: Record<string, (e: Editor, cell: string) => void> = {
  fixedGlass: () => {},
  casement: sash("casement", "left"),
  awning: sash("awning", "top"),
  hopper: sash("hopper", "bottom"),
  tiltTurn: sash("tiltTurn", "right"),
  door: sash("door", "left"),
  fixedSash: sash("fixed", "left"),
  doubleSash: (e, regionId) => {
    expect(e.run("setDoubleSash", { regionId, openType: "casement", active: "left" } as never).ok).toBe(true);
  },
  slide: (e, regionId) => {
    expect(e.run("setSlide", { regionId, tracks: 2, panels: 2, direction: "both" }).ok).toBe(true);
  },
  fold: (e, regionId) => {
    expect(e.run("setFold", { regionId, leaves: 3, foldType: "stackLeft" } as never).ok).toBe(true);
  },
  panel: (e, regionId) => {
    expect(e.run("setFill", { regionId, fill: { type: "panel", spec: "P24" } } as never).ok).toBe(true);
  },
};

const round = (m: RenderModel) =>
  JSON.parse(JSON.stringify(m, (_k, v) => (typeof v === "number" ? Math.round(v * 10) / 10 : v)));

const modelOf = (e: Editor) => renderModel(e.design, e.layout, e.layout.regions, { dimensions: true });

describe("render model", () => {
  for (const [kind, make] of Object.entries(kinds)) {
    it(`of a ${kind} window matches its golden fixture (review changes by eye)`, async () => {
      const e = oneCell(make);
      await expect(`${JSON.stringify(round(modelOf(e)), null, 1)}\n`).toMatchFileSnapshot(
        `./__golden__/${kind}.render.json`,
      );
    });
  }

  it("draws a tilt-turn sash with its turn lines and the tilt triangle (the canvas drew it side-hung)", () => {
    const e = oneCell(sash("tiltTurn", "left"));
    const [symbol] = modelOf(e).symbols;
    const s = e.layout.sashes[0]!;
    const xs = s.polygon.map((p) => p[0]);
    const ys = s.polygon.map((p) => p[1]);
    const [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
    expect(symbol!.kind).toBe("tiltTurn");
    // turn: from the right corners to the middle of the left side; tilt: from the top corners to the bottom middle
    expect(symbol!.dashed).toEqual([
      [x1, y0, x0, (y0 + y1) / 2],
      [x1, y1, x0, (y0 + y1) / 2],
      [x0, y0, (x0 + x1) / 2, y1],
      [x1, y0, (x0 + x1) / 2, y1],
    ]);
    const casement = modelOf(oneCell(sash("casement", "left"))).symbols[0]!;
    expect(casement.dashed).toHaveLength(2);
  });

  it("gives every opening kind a drawing, and every symbol comes from it", () => {
    for (const [kind, make] of Object.entries(kinds)) {
      const e = oneCell(make);
      for (const s of modelOf(e).symbols) {
        const sashLayout = e.layout.sashes.find((x) => x.id === s.sashId)!;
        expect(s, kind).toMatchObject(SASH_KINDS[s.kind].drawing(sashLayout));
      }
    }
  });

  it("draws beads square-cut inside the opening, as every series cuts them (they were mitred outside it)", () => {
    const e = oneCell(() => {});
    const opening = e.layout.openings[0]!;
    const xs = opening.polygon.map((p) => p[0]);
    const ys = opening.polygon.map((p) => p[1]);
    const [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
    const beads = e.layout.members.filter((m) => m.role === "bead");
    expect(beads).toHaveLength(4);
    for (const b of beads) {
      for (const [x, y] of b.polygon) {
        expect(x).toBeGreaterThanOrEqual(x0);
        expect(x).toBeLessThanOrEqual(x1);
        expect(y).toBeGreaterThanOrEqual(y0);
        expect(y).toBeLessThanOrEqual(y1);
      }
      expect([b.startAngle, b.endAngle]).toEqual([90, 90]);
    }
    const w = G.faceWidths.fixedBead;
    // clear opening 1080 × 1280: top and bottom beads the full width, the sides between them
    expect(beads.map((b) => [b.side, b.length])).toEqual([
      ["top", x1 - x0],
      ["right", y1 - y0 - 2 * w],
      ["bottom", x1 - x0],
      ["left", y1 - y0 - 2 * w],
    ]);
    expect(x1 - x0).toBe(1080);
    // every bead polygon is a rectangle: square ends
    for (const b of beads) expect(new Set(b.polygon.map((p) => p[0])).size).toBe(2);
  });

  it("labels a cell dimension as the clear opening it measures, in the reader's language", () => {
    const e = oneCell((ed, root) => {
      ed.run("splitRegion", { regionId: root, direction: "vertical", positions: [600] });
    });
    const m = renderModel(e.design, e.layout, e.layout.regions, { dimensions: true, language: "ru-RU" });
    const cells = m.dimensions.filter((d) => d.kind === "cell");
    // 600 − 60 frame − 40 half mullion
    expect(cells.map((d) => [d.text, d.tag, d.measures])).toEqual([
      ["500", "в свету", "clearOpening"],
      ["500", "в свету", "clearOpening"],
    ]);
    expect(m.dimensions.filter((d) => d.kind === "frame").map((d) => d.tag)).toEqual([null, null]);
  });
});

describe("DXF of the render model", () => {
  const parse = (text: string) => new DxfParser().parseSync(text)!;
  const e = oneCell(sash("tiltTurn", "left"));

  it("follows the design's unit: coordinates, $INSUNITS and figures (the editor's was always mm)", () => {
    const mm = parse(dxfOfModel(renderModel(e.design, e.layout, e.layout.regions, { dimensions: true })));
    expect(mm.header.$INSUNITS).toBe(4);
    const cmDesign = { ...e.design, unit: { length: "cm" as const, digits: 1 } };
    const cm = parse(dxfOfModel(renderModel(cmDesign, e.layout, e.layout.regions, { dimensions: true })));
    expect(cm.header.$INSUNITS).toBe(5);
    const frameYs = (d: typeof cm) =>
      d.entities
        .filter((x) => x.layer === "FRAME")
        .flatMap((x) => (x as unknown as { vertices: { y: number }[] }).vertices.map((v) => v.y));
    expect(Math.min(...frameYs(mm))).toBeCloseTo(-1400);
    expect(Math.min(...frameYs(cm))).toBeCloseTo(-140);
    const texts = cm.entities
      .filter((x) => x.type === "TEXT")
      .map((x) => (x as unknown as { text: string }).text);
    expect(texts).toEqual(expect.arrayContaining(["120.0", "140.0"]));
  });

  it("carries the opening symbols on the SASH layer: four lines for a tilt-turn", () => {
    const d = parse(dxfOfModel(renderModel(e.design, e.layout, e.layout.regions, { dimensions: false })));
    expect(d.entities.filter((x) => x.type === "LINE" && x.layer === "SASH")).toHaveLength(4);
  });
});

describe("series geometry", () => {
  const upvc = { ...G, faceWidths: { ...G.faceWidths, frame: 58, mullion: 82 } };
  const source = (seriesId: string) => (seriesId === "upvc" ? upvc : G);
  const frameFace = (m: RenderModel) => {
    const top = m.members.find((x) => x.role === "frame")!;
    const ys = top.polygon.map((p) => p[1]);
    return Math.max(...ys) - Math.min(...ys);
  };

  it("draws each frame with its series' face widths; changing the frame's series redraws it", () => {
    const e = editorWithFrame(source);
    expect(frameFace(modelOf(e))).toBe(60);
    expect(e.run("setSeries", { frameId: e.design.frames[0]!.id, seriesId: "upvc" }).ok).toBe(true);
    const m = modelOf(e);
    expect(frameFace(m)).toBe(58);
    // the clear opening the label shows follows too: 1200 − 2 × 58
    expect(e.layout.openings[0]!.clearWidth).toBe(1084);
  });

  it("a series that arrives later redraws the same drawing (setGeometry), history kept", () => {
    const e = editorWithFrame(G, { seriesId: "upvc" });
    expect(frameFace(modelOf(e))).toBe(60);
    e.setGeometry(source);
    expect(frameFace(modelOf(e))).toBe(58);
    expect(e.undo()).toBe(true);
    expect(e.design.frames).toHaveLength(0);
  });
});

describe("the selection highlight comes from the render model", () => {
  it("picks the selected profiles and cells as the model draws them", () => {
    const e = oneCell(() => {});
    const model = renderModel(e.design, e.layout, e.layout.regions, { dimensions: false });
    const cell = model.openings[0]!;
    const member = model.members.find((m) => m.role === "frame")!;
    const picked = renderSelection(model, [cell.id, member.id, "nothing"]);
    expect(picked.openings).toEqual([cell]);
    expect(picked.members).toEqual([member]);
    // a cell's highlight is its clear opening: 1200 − 2 × 60 wide (default frame face 60)
    const xs = cell.polygon.map((p) => p[0]);
    expect(Math.max(...xs) - Math.min(...xs)).toBe(1200 - 2 * G.faceWidths.frame);
  });
});
