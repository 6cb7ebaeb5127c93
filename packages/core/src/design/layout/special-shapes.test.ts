// Layout of the special frame outlines (triangle, circle, free polygon), checked by hand in
// docs/layout.md "Special shapes" with the default series geometry (frame 60, mullion 80,
// bead 20, glass bite − clearance 11).
import { describe, expect, it } from "vitest";
import { commands } from "../../commands/index.ts";
import { env } from "../../commands/test-fixtures.ts";
import { parseDesign } from "../migrate.ts";
import { type Design, emptyDesign, type FrameShape, type Region } from "../model.ts";
import { frameDesign, GABLE, glass, split } from "../test-designs.ts";
import { layout } from "./layout.ts";

const cell = glass;

const design = (shape: FrameShape, root: Region = cell("G1")): Design =>
  frameDesign(shape, root, { seriesId: "default" });
const frameMembers = (d: Design) =>
  layout(d)
    .members.filter((m) => m.role === "frame")
    .map((m) => [m.side, m.length, m.startAngle, m.endAngle]);

describe("triangle 1200 wide, 800 high, apex centred", () => {
  const l = layout(design({ kind: "triangle", width: 1200, height: 800, apexX: 600 }));
  it("sides √(600² + 800²) = 1000; corners 53.13° at the base (cut 26.57°) and 73.74° at the apex (cut 36.87°)", () => {
    expect(frameMembers(design({ kind: "triangle", width: 1200, height: 800, apexX: 600 }))).toEqual([
      ["slope", 1000, 36.869898, 26.565051],
      ["bottom", 1200, 26.565051, 26.565051],
      ["slope", 1000, 26.565051, 36.869898],
    ]);
  });
  it("the opening is the triangle scaled by inradius (300 − 60) / 300: 960 × 640", () => {
    expect([l.openings[0]!.clearWidth, l.openings[0]!.clearHeight]).toEqual([960, 640]);
  });
  it("the glass is scaled by (300 − 49) / 300: 1004 × 669.33, ½ · 1004 · 669.33 = 0.336005 m²", () => {
    expect(l.fills[0]).toMatchObject({ width: 1004, shaped: true, area: 0.336005 });
    expect(l.fills[0]!.height).toBeCloseTo(669.333333, 5);
  });
});

describe("circle ⌀ 1000", () => {
  const l = layout(design({ kind: "circle", diameter: 1000 }));
  it("four bent quarters of π · 500 / 2 = 785.40 mm, cut square (radially) where they meet", () => {
    const frame = l.members.filter((m) => m.role === "frame");
    expect(frame).toHaveLength(4);
    for (const m of frame) {
      expect(m).toMatchObject({ side: "arc", curved: true, startAngle: 90, endAngle: 90 });
      expect(m.length).toBeCloseTo((Math.PI * 500) / 2, 5);
    }
  });
  it("opening ⌀ 880; glass ⌀ 902, π · 451² = 0.639003 m²", () => {
    expect([l.openings[0]!.clearWidth, l.openings[0]!.clearHeight]).toEqual([880, 880]);
    expect(l.fills[0]).toMatchObject({ width: 902, height: 902, shaped: true, area: 0.639003 });
  });
});

describe("free polygon: a gable 1200 wide, eaves at 400, 1400 high, transom at 600", () => {
  const gable = GABLE;
  const root: Region = split("R1", "horizontal", 600, cell("G1"), cell("G2"), "M1");
  const l = layout(design(gable, root));
  it("roof members √(600² + 400²) = 721.11, cut 56.31° at the ridge and 61.85° at the eaves", () => {
    expect(frameMembers(design(gable, root))).toEqual([
      ["slope", 721.110255, 61.845034, 56.309932],
      ["slope", 721.110255, 56.309932, 61.845034],
      ["right", 1000, 61.845034, 45],
      ["bottom", 1200, 45, 45],
      ["left", 1000, 45, 61.845034],
    ]);
  });
  it("the transom runs between the jambs (1080, square); the gable cell is 560 − 72.11 = 487.89 high", () => {
    expect(l.members.find((m) => m.id === "M1")).toMatchObject({
      length: 1080,
      startAngle: 90,
      endAngle: 90,
    });
    const top = l.openings.find((o) => o.id === "G1")!;
    expect(top.clearWidth).toBe(1080);
    expect(top.clearHeight).toBeCloseTo(560 - (60 * Math.hypot(600, 400)) / 600, 6);
  });
  it("the gable glass reaches 11 / sin 56.31° = 13.22 past the ridge: 1102 × 512.11, 0.361944 m²", () => {
    const g = l.fills.find((f) => f.id === "G1")!;
    expect(g).toMatchObject({ width: 1102, shaped: true });
    expect(g.height).toBeCloseTo(512.109329, 5);
    expect(g.area).toBeCloseTo(0.361944, 6);
    expect(l.fills.find((f) => f.id === "G2")).toMatchObject({ width: 1102, height: 722, shaped: false });
  });
  it("the same polygon listed counter-clockwise gives the same layout", () => {
    const ccw: FrameShape = { kind: "polygon", points: [...gable.points].reverse() };
    const a = layout(design(ccw, root));
    expect(a.fills.map((f) => [f.width, f.height, f.area])).toEqual(
      l.fills.map((f) => [f.width, f.height, f.area]),
    );
    expect(a.members.map((m) => m.length).sort()).toEqual(l.members.map((m) => m.length).sort());
  });
});

describe("shape rules", () => {
  const add = (shape: FrameShape) =>
    commands.addFrame.run(emptyDesign(), { shape, x: 0, y: 0, seriesId: "default" }, env);
  it("refuses an arch rising more than half its width, a triangle apex outside its base, a concave polygon", () => {
    const reason = (shape: FrameShape) => {
      const r = add(shape);
      return r.ok ? null : [r.error.code, r.error.params?.reason];
    };
    expect(reason({ kind: "arch", width: 1000, height: 1500, rise: 600 })).toEqual([
      "design.shape_invalid",
      "shape.rise_too_big",
    ]);
    expect(reason({ kind: "triangle", width: 1000, height: 800, apexX: 1200 })).toEqual([
      "design.shape_invalid",
      "shape.apex_outside",
    ]);
    const arrow: FrameShape = {
      kind: "polygon",
      points: [
        [0, 0],
        [1000, 0],
        [500, 300],
        [1000, 1000],
        [0, 1000],
      ],
    };
    expect(reason(arrow)).toEqual(["design.shape_invalid", "shape.polygon_not_convex"]);
    expect(add({ kind: "arch", width: 1000, height: 1500, rise: 500 }).ok).toBe(true);
  });
  it("an imported design with a self-crossing polygon is refused with the rule's code at its path", () => {
    const star: FrameShape = {
      kind: "polygon",
      points: [
        [500, 0],
        [800, 1000],
        [0, 350],
        [1000, 350],
        [200, 1000],
      ],
    };
    const r = parseDesign(design(star));
    expect(r.ok ? null : r.error.issues).toEqual([
      { path: "frames.0.shape.points", code: "shape.polygon_not_convex" },
    ]);
  });
});

describe("semicircular arch 1200 wide, 1500 high, rise 600 (the arc springs at the centre's height)", () => {
  const root: Region = split("S1", "vertical", 600, cell("G1"), cell("G2"), "M1");
  const l = layout(design({ kind: "arch", width: 1200, height: 1500, rise: 600 }, root));
  it("the centre mullion runs from the sill (y 1440) to the arc: faces at x 560 and 640 meet the inner arc (r 540) at y = 600 − √(540² − 40²) = 61.484, length 1378.516", () => {
    const mullion = l.members.find((m) => m.role === "mullion")!;
    expect(mullion.length).toBeCloseTo(1378.516, 3);
    // drawn as cut: its top is the chord through the faces' points, y 61.484 at both faces (not
    // the arc's 60 at its centre line): a square end (90°), 1440 − 61.484 = 1378.516 long
    const top = mullion.polygon.filter((p) => p[1] < 100);
    expect(top.map((p) => [p[0], Number(p[1].toFixed(3))])).toEqual([
      [560, 61.484],
      [640, 61.484],
    ]);
    expect(mullion.endAngle).toBe(90);
  });
  it("the arc is one frame member over the top, half the inner circle long (π · 570 on the frame's centre line or more)", () => {
    const arc = l.members.find((m) => m.role === "frame" && m.side === "arc")!;
    expect(arc.length).toBeGreaterThan(Math.PI * 540);
    expect(arc.length).toBeLessThan(Math.PI * 600 + 1);
  });
});
