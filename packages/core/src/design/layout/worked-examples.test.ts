// The worked examples of docs/layout.md: every figure here was computed by hand there,
// with the default series geometry (frame 60, mullion 80, sash 70, bead 20, slide sash 60,
// sash overlap 9, interlock overlap 30, glass bite − clearance 11).
import { describe, expect, it } from "vitest";
import archJson from "../../../../../docs/examples/arch-top.design.json" with { type: "json" };
import casementJson from "../../../../../docs/examples/casement-1500x1400.design.json" with { type: "json" };
import slidingJson from "../../../../../docs/examples/sliding-door-3-track.design.json" with { type: "json" };
import trapezoidJson from "../../../../../docs/examples/trapezoid.design.json" with { type: "json" };
import type { Layout } from "../layout-types.ts";
import { parseDesign } from "../migrate.ts";
import type { Design } from "../model.ts";
import { layout } from "./layout.ts";

function load(json: unknown): Design {
  const r = parseDesign(json);
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.design;
}
const member = (l: Layout, id: string) => l.members.find((m) => m.id === id)!;
const fill = (l: Layout, id: string) => l.fills.find((f) => f.id === id)!;
const opening = (l: Layout, id: string) => l.openings.find((o) => o.id === id)!;
const sash = (l: Layout, id: string) => l.sashes.find((s) => s.id === id)!;

describe("worked example 1: 1500 × 1400, centred mullion, fixed left, casement right", () => {
  const l = layout(load(casementJson));
  it("frame members are the outer sizes with 45° mitres", () => {
    const frame = l.members.filter((m) => m.role === "frame");
    expect(frame.map((m) => [m.side, m.length])).toEqual([
      ["top", 1500],
      ["right", 1400],
      ["bottom", 1500],
      ["left", 1400],
    ]);
    expect(frame.every((m) => m.startAngle === 45 && m.endAngle === 45)).toBe(true);
  });
  it("the mullion butts square between the frame's inner faces: 1400 − 2 × 60 = 1280", () => {
    expect(member(l, "M1")).toMatchObject({ role: "mullion", length: 1280, startAngle: 90, endAngle: 90 });
  });
  it("each cell is (1500 − 2 × 60 − 80) / 2 = 650 wide, 1280 high", () => {
    expect([opening(l, "G1").clearWidth, opening(l, "G1").clearHeight]).toEqual([650, 1280]);
    expect([opening(l, "S1").clearWidth, opening(l, "S1").clearHeight]).toEqual([650, 1280]);
  });
  it("fixed glass is the cell plus 2 × 11: 672 × 1302, 0.874944 m²", () => {
    expect(fill(l, "G1")).toMatchObject({ width: 672, height: 1302, area: 0.874944, shaped: false });
  });
  it("the casement sash overlaps 9 mm each side: 668 × 1298, its glass 550 × 1180", () => {
    expect(sash(l, "S1")).toMatchObject({ outerWidth: 668, outerHeight: 1298, openType: "casement" });
    expect(fill(l, "G2")).toMatchObject({ width: 550, height: 1180, area: 0.649, sashId: "S1" });
    const sashMembers = l.members.filter((m) => m.role === "sash").map((m) => m.length);
    expect(sashMembers.sort()).toEqual([1298, 1298, 668, 668]);
  });
  it("counts one mullion and one sash", () => {
    expect(l.frames[0]).toMatchObject({
      width: 1500,
      height: 1400,
      mullionCount: 1,
      sashCount: 1,
      area: 2.1,
    });
  });
});

describe("worked example 2: 3-track sliding door 2400 × 2100", () => {
  const l = layout(load(slidingJson));
  it("three panels of (2280 + 2 × 9 + 2 × 30) / 3 = 786 × 1998", () => {
    expect(l.sashes.map((s) => [s.track, s.outerWidth, s.outerHeight])).toEqual([
      [0, 786, 1998],
      [1, 786, 1998],
      [2, 786, 1998],
    ]);
    expect(l.sashes[2]!.polygon[1]![0]).toBe(2349); // last panel ends 9 mm past the clear edge 2340
  });
  it("four interlock members and three rails of the clear width 2280", () => {
    expect(l.members.filter((m) => m.role === "interlock").map((m) => m.length)).toEqual([
      1998, 1998, 1998, 1998,
    ]);
    expect(l.members.filter((m) => m.role === "slideRail").map((m) => m.length)).toEqual([2280, 2280, 2280]);
    expect(l.frames[0]!.trackCount).toBe(3);
  });
  it("glass per panel (786 − 120 + 22) × (1998 − 120 + 22) = 688 × 1900", () => {
    expect(l.fills.map((f) => [f.width, f.height])).toEqual([
      [688, 1900],
      [688, 1900],
      [688, 1900],
    ]);
  });
});

describe("worked example 3: arch top 1200 × 1600, rise 400, transom at 600", () => {
  const l = layout(load(archJson));
  it("the arch (radius 650) is bent to 1528.81 mm and meets the jambs at 78.69°", () => {
    const arc = l.members.find((m) => m.side === "arc" && m.role === "frame")!;
    expect(arc.curved).toBe(true);
    expect(arc.length).toBeCloseTo(1528.807, 3);
    expect(arc.startAngle).toBeCloseTo(78.69, 2);
    const left = l.members.find((m) => m.side === "left" && m.role === "frame")!;
    expect([left.length, left.startAngle]).toEqual([1200, 45]);
    expect(left.endAngle).toBeCloseTo(78.69, 2);
  });
  it("the transom spans the jambs: 1200 − 120 = 1080, square ends", () => {
    expect(member(l, "M1")).toMatchObject({ length: 1080, startAngle: 90, endAngle: 90 });
  });
  it("the arched glass is 1102 × 522 and 0.464177 m² (rectangle + circular segment)", () => {
    const g = fill(l, "G1");
    expect([g.width, g.height, g.shaped]).toEqual([1102, 522, true]);
    expect(g.area).toBeCloseTo(0.464177, 6);
  });
  it("the casement below: cell 1080 × 900, sash 1098 × 918", () => {
    expect([opening(l, "S1").clearWidth, opening(l, "S1").clearHeight]).toEqual([1080, 900]);
    expect([sash(l, "S1").outerWidth, sash(l, "S1").outerHeight]).toEqual([1098, 918]);
  });
});

describe("worked example 4: trapezoid 1000 wide, 1200 left, 900 right, mullion at 500", () => {
  const l = layout(load(trapezoidJson));
  it("the sloped head is √(1000² + 300²) = 1044.03 long, cut 36.65° and 53.35°", () => {
    const head = l.members.find((m) => m.side === "slope" && m.role === "frame")!;
    expect(head.length).toBeCloseTo(1044.031, 3);
    expect(head.startAngle).toBeCloseTo(36.65, 2);
    expect(head.endAngle).toBeCloseTo(53.35, 2);
  });
  it("the mullion meets the slope at 90° − 16.70° = 73.30° and is 939.36 at its long point", () => {
    const m = member(l, "M1");
    expect(m.startAngle).toBeCloseTo(73.301, 3);
    expect(m.endAngle).toBe(90);
    expect(m.length).toBeCloseTo(939.358, 3);
  });
  it("the left cell is 400 wide and 1140 − 80.642 = 1059.358 high", () => {
    expect(opening(l, "G1").clearWidth).toBe(400);
    expect(opening(l, "G1").clearHeight).toBeCloseTo(1059.358, 3);
    expect(fill(l, "G1").shaped).toBe(true);
  });
});
