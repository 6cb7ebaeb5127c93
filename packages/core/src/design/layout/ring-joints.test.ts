// A series chooses how its rings are jointed (docs/layout.md "Frame and sash joints"): butt
// joints put the jambs (stiles) through and the head and sill (rails) square between them;
// corners that are not square stay mitred. Also what a sash and an opening tell the BOM
// (active leaf, interlock stiles, what an opening rests on).
import { describe, expect, it } from "vitest";
import { type Design, emptyDesign, type FrameShape, type Region } from "../model.ts";
import { DEFAULT_SERIES_GEOMETRY, type SeriesGeometry } from "../series-geometry.ts";
import { split } from "../test-designs.ts";
import { layout } from "./layout.ts";

const glass = { type: "glass", spec: "4", frosted: false, gap: 0, shade: "none", holeType: "none" } as const;
const cell = (id: string): Region => ({ kind: "fill", id, fill: glass });

function frame(shape: FrameShape, root: Region): Design {
  return {
    ...emptyDesign(),
    frames: [{ id: "F", x: 0, y: 0, shape, seriesId: "s", colors: { a: "w", b: "w" }, root }],
  };
}

const butt: SeriesGeometry = {
  ...DEFAULT_SERIES_GEOMETRY,
  faceWidths: { ...DEFAULT_SERIES_GEOMETRY.faceWidths, frame: 45, slideSash: 45 },
  frameJoint: "butt",
  sashJoint: "butt",
};
const slide: Region = {
  kind: "slide",
  id: "SL",
  tracks: 2,
  direction: "both",
  panels: [0, 1, 2, 3].map((i) => ({ id: `P${i}`, track: i % 2, fixed: i === 0, inner: cell(`G${i}`) })),
};

describe("a butt-jointed rectangle 1800 × 1500, frame face 45", () => {
  const l = layout(frame({ kind: "rectangle", width: 1800, height: 1500 }, slide), butt);
  const ring = l.members.filter((m) => m.role === "frame");
  const bySide = (side: string) => ring.find((m) => m.side === side)!;

  it("runs the jambs the full height and cuts head and sill square between them (1800 − 2 × 45)", () => {
    expect([bySide("left").length, bySide("left").startAngle, bySide("left").endAngle]).toEqual([
      1500, 90, 90,
    ]);
    expect([bySide("right").length, bySide("right").startAngle, bySide("right").endAngle]).toEqual([
      1500, 90, 90,
    ]);
    expect([bySide("top").length, bySide("top").startAngle, bySide("top").endAngle]).toEqual([1710, 90, 90]);
    expect(bySide("bottom").length).toBe(1710);
  });

  it("draws the members as the pieces are cut: the head between the jambs' inner faces", () => {
    const xs = (side: string) => bySide(side).polygon.map((p) => p[0]);
    const ys = (side: string) => bySide(side).polygon.map((p) => p[1]);
    expect([Math.min(...xs("top")), Math.max(...xs("top"))]).toEqual([45, 1755]);
    expect([Math.min(...ys("left")), Math.max(...ys("left"))]).toEqual([0, 1500]);
    expect([Math.min(...xs("left")), Math.max(...xs("left"))]).toEqual([0, 45]);
  });

  it("leaves the same opening as a mitred frame", () => {
    const mitred = layout(frame({ kind: "rectangle", width: 1800, height: 1500 }, slide), {
      ...butt,
      frameJoint: "mitre",
      sashJoint: "mitre",
    });
    expect(l.openings.map((o) => [o.clearWidth, o.clearHeight])).toEqual(
      mitred.openings.map((o) => [o.clearWidth, o.clearHeight]),
    );
    expect(mitred.members.find((m) => m.role === "frame" && m.side === "top")?.length).toBe(1800);
  });

  it("butts the panels too: stiles the panel height, rails between them", () => {
    const p = l.sashes.find((s) => s.id === "P1")!;
    const members = l.members.filter((m) => m.sashId === "P1" && m.role === "sash");
    const stile = members.find((m) => m.side === "left")!;
    const rail = members.find((m) => m.side === "top")!;
    expect(stile.length).toBe(p.outerHeight);
    expect(rail.length).toBeCloseTo(p.outerWidth - 90, 6);
    expect([stile.startAngle, rail.endAngle]).toEqual([90, 90]);
  });

  it("counts each panel's interlock stiles (1, 2, 2, 1: six for four panels) and marks the fixed panel", () => {
    expect(l.sashes.map((s) => s.interlocks)).toEqual([1, 2, 2, 1]);
    expect(l.members.filter((m) => m.role === "interlock")).toHaveLength(6);
    expect(l.sashes.map((s) => s.active)).toEqual([false, true, true, true]);
  });
});

describe("butt joints only where two straight members meet square", () => {
  it("keeps a trapezoid's sloped corners mitred and butts its square sill corners", () => {
    const l = layout(
      frame({ kind: "trapezoid", width: 1000, leftHeight: 1200, rightHeight: 900 }, cell("G")),
      { ...DEFAULT_SERIES_GEOMETRY, frameJoint: "butt" },
    );
    const ring = l.members.filter((m) => m.role === "frame");
    const left = ring.find((m) => m.side === "left")!;
    const slope = ring.find((m) => m.side === "slope")!;
    const sill = ring.find((m) => m.side === "bottom")!;
    // the jamb runs through to the sill, its top is mitred with the slope
    const r2 = (v: number) => Math.round(v * 100) / 100;
    expect(left.length).toBe(1200);
    expect([left.startAngle, left.endAngle].map(r2).sort()).toEqual([36.65, 90]);
    expect([sill.length, sill.startAngle, sill.endAngle]).toEqual([1000 - 120, 90, 90]);
    expect([slope.startAngle, slope.endAngle].map(r2).sort()).toEqual([36.65, 53.35]);
  });
});

describe("what the BOM reads of sashes and openings", () => {
  it("marks the passive leaf of a French pair", () => {
    const french: Region = {
      kind: "doubleSash",
      id: "D",
      openType: "casement",
      opening: "outward",
      meeting: 750,
      active: "right",
      hinge: { type: "friction", count: 2 },
      handle: { type: "lever", offset: 0 },
      lock: null,
      left: { id: "L", inner: cell("LG") },
      right: { id: "R", inner: cell("RG") },
    };
    const l = layout(frame({ kind: "rectangle", width: 1500, height: 1400 }, french));
    expect(l.sashes.map((s) => [s.id, s.active])).toEqual([
      ["L", false],
      ["R", true],
    ]);
  });

  it("says an opening above a transom rests on the mullion, the one below on the frame", () => {
    const root: Region = split("T", "horizontal", 500, cell("UP"), cell("DOWN"), "M");
    const l = layout(frame({ kind: "rectangle", width: 1200, height: 1500 }, root));
    const bottom = (id: string) => l.openings.find((o) => o.id === id)?.bottom;
    expect([bottom("UP"), bottom("DOWN")]).toEqual(["mullion", "frame"]);
  });
});
