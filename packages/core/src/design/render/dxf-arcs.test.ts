// DXF arcs are true arcs (docs/layout.md "The drawing"): the arch example's bent head read back
// by an independent parser (dxf-parser) is a bulged LWPOLYLINE whose outer arc measures the
// head's exact length, not straight segments.
import DxfParser from "dxf-parser";
import { describe, expect, it } from "vitest";
import archJson from "../../../../../docs/examples/arch-top.design.json" with { type: "json" };
import { layout } from "../layout/layout.ts";
import { parseDesign } from "../migrate.ts";
import { DEFAULT_SERIES_GEOMETRY } from "../series-geometry.ts";
import { dxfOfModel } from "./dxf.ts";
import { renderModel } from "./render-model.ts";

type Vertex = { x: number; y: number; bulge?: number };
type Poly = { type: string; layer: string; vertices: Vertex[]; shape?: boolean };

const parsed = parseDesign(archJson);
if (!parsed.ok) throw new Error("bad example");
const arch = parsed.design;
const l = layout(arch, DEFAULT_SERIES_GEOMETRY);
const dxf = new DxfParser().parseSync(
  dxfOfModel(renderModel(arch, l, DEFAULT_SERIES_GEOMETRY, { dimensions: false })),
)!;
const polylines = dxf.entities.filter((e) => e.type === "LWPOLYLINE") as unknown as Poly[];

/** A bulged segment from a to b: its arc's radius and length (sweep = 4 · atan |bulge|). */
function arcOf(a: Vertex, b: Vertex) {
  const chord = Math.hypot(b.x - a.x, b.y - a.y);
  const sweep = 4 * Math.atan(Math.abs(a.bulge ?? 0));
  const r = chord / (2 * Math.sin(sweep / 2));
  return { r, length: r * sweep, sweep };
}
const arcsOf = (p: Poly) =>
  p.vertices.flatMap((v, i) => (v.bulge ? [arcOf(v, p.vertices[(i + 1) % p.vertices.length]!)] : []));

describe("DXF of the arch 1200 × 1600, rise 400 (docs/layout.md example 3)", () => {
  const frame = polylines.filter((p) => p.layer === "FRAME");
  const head = frame.find((p) => p.vertices.some((v) => v.bulge))!;

  it("draws the bent head as four vertices, two of them arcs, not a polyline of segments", () => {
    expect(head.vertices).toHaveLength(4);
    expect(head.shape).toBe(true);
    expect(arcsOf(head)).toHaveLength(2);
  });

  it("measures the head's outer arc exactly: 650 × 2 × asin(600 / 650) = 1528.81 mm, within 0.01", () => {
    // radius (600² / (2 · 400)) + 400 / 2 = 650; half the arch spans asin(600 / 650) = 67.38°
    const exact = 650 * 2 * Math.asin(600 / 650);
    expect(exact).toBeCloseTo(1528.81, 2);
    const [outer, inner] = arcsOf(head).sort((a, b) => b.r - a.r);
    expect(Math.abs(outer!.r - 650)).toBeLessThan(0.01);
    expect(Math.abs(outer!.length - exact)).toBeLessThan(0.01);
    // the layout's own cut length agrees
    const member = l.members.find((m) => m.role === "frame" && m.curved)!;
    expect(Math.abs(outer!.length - member.length)).toBeLessThan(0.01);
    // the inner arc: radius 650 − 60 = 590, ending where it meets the jambs' inner faces,
    // x = 600 ± 540: asin(540 / 590) each side of the centre
    expect(Math.abs(inner!.r - 590)).toBeLessThan(0.01);
    expect(Math.abs(inner!.length - 590 * 2 * Math.asin(540 / 590))).toBeLessThan(0.01);
  });

  it("bends the arcs the right way in CAD's y-up frame: the head's middle lies above its ends", () => {
    // a bulge < 0 turns clockwise (y up): from the left springing over the top to the right one
    const start = head.vertices.find((v) => v.bulge)!;
    expect(start.bulge!).toBeLessThan(0);
  });

  it("draws the arched glass with a true arc too (FILL), its radius 590 the opening's", () => {
    const fills = polylines.filter((p) => p.layer === "FILL" && p.vertices.some((v) => v.bulge));
    expect(fills).toHaveLength(1);
    expect(Math.abs(arcsOf(fills[0]!)[0]!.r - 590)).toBeLessThan(0.01);
  });

  it("keeps straight members as plain closed polylines", () => {
    const straight = frame.filter((p) => p !== head);
    expect(straight).toHaveLength(3);
    for (const p of straight) expect(p.vertices.every((v) => !v.bulge)).toBe(true);
  });
});
