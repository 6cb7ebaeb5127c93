import Drawing from "dxf-writer";
import { describe, expect, it } from "vitest";
import { signedArea2 } from "../../geometry/convex.ts";
import { DEMO_SERIES } from "../demo/index.ts";
import { seriesGeometry } from "../geometry.ts";
import { seriesSaveSchema } from "../save-schema.ts";
import type { Series } from "../schema.ts";
import { profileSection, readSection } from "./profile-section.ts";

const area = (loop: readonly (readonly [number, number])[]) => signedArea2(loop) / 2;

/** DXF text of what `draw` puts on a drawing (dxf-writer: LWPOLYLINE, LINE, ARC, CIRCLE). */
function dxf(draw: (d: Drawing) => void): string {
  const d = new Drawing();
  draw(d);
  return d.toDxfString();
}

const box = { faceWidth: 60, depth: 60 };

describe("a profile's DXF section", () => {
  it("reads a closed LWPOLYLINE with a bulge as its outline, the arc as points on the circle", () => {
    // a 60 × 60 square whose top right corner is a quarter circle of radius 10 (bulge tan 22.5°)
    const text = dxf((d) =>
      d.drawPolyline(
        [
          [0, 0],
          [60, 0],
          [60, 50, Math.tan(Math.PI / 8)],
          [50, 60],
          [0, 60],
        ] as unknown as [number, number][],
        true,
      ),
    );
    const read = readSection(text, box);
    if (!read.ok) throw new Error(read.problem);
    const { outer, holes } = read.section;
    expect(holes).toEqual([]);
    // counter-clockwise, and the corner lost a square less a quarter disc: 100 − 25π
    expect(area(outer)).toBeGreaterThan(0);
    expect(area(outer)).toBeCloseTo(3600 - (100 - 25 * Math.PI), -1);
    for (const [u, z] of outer.filter(([u, z]) => u > 50 && z > 50)) {
      expect(Math.hypot(u - 50, z - 50)).toBeCloseTo(10, 6);
    }
  });

  it("joins LINEs and ARCs end to end (either way round) and takes a CIRCLE inside as a hole", () => {
    const text = dxf((d) => {
      d.drawLine(0, 0, 40, 0);
      d.drawLine(40, 0, 40, 20);
      // a half circle over the top, counter-clockwise from (40, 20) to (0, 20)
      d.drawArc(20, 20, 20, 0, 180);
      d.drawLine(0, 0, 0, 20);
      d.drawCircle(20, 15, 5);
    });
    const read = readSection(text, { faceWidth: 40, depth: 40 });
    if (!read.ok) throw new Error(read.problem);
    // the half circle as 12 pieces of 15° (at most 15° each): 12 triangles of ½ r² sin 15°
    expect(area(read.section.outer)).toBeCloseTo(800 + 6 * 400 * Math.sin(Math.PI / 12), 6);
    expect(read.section.holes).toHaveLength(1);
    // the hole runs clockwise, about the chamber's area
    expect(area(read.section.holes[0]!)).toBeLessThan(0);
    expect(-area(read.section.holes[0]!)).toBeCloseTo(25 * Math.PI, -1);
  });

  it("reads an old-style POLYLINE with its VERTEXes", () => {
    const group = (code: number, value: string | number) => `${code}\n${value}`;
    const vertex = (x: number, y: number) => [group(0, "VERTEX"), group(8, "0"), group(10, x), group(20, y)];
    const text = [
      group(0, "SECTION"),
      group(2, "ENTITIES"),
      group(0, "POLYLINE"),
      group(8, "0"),
      group(66, 1),
      group(70, 1),
      ...vertex(0, 0),
      ...vertex(30, 0),
      ...vertex(30, 10),
      ...vertex(0, 10),
      group(0, "SEQEND"),
      group(0, "ENDSEC"),
      group(0, "EOF"),
    ].join("\n");
    const read = readSection(text, { faceWidth: 30, depth: 10 });
    if (!read.ok) throw new Error(read.problem);
    expect(area(read.section.outer)).toBeCloseTo(300, 6);
  });

  it("is set to the profile's face width × depth whatever it is drawn at (a drawing in cm, moved off the origin)", () => {
    const text = dxf((d) => d.drawRect(100, 200, 106, 206.8));
    const read = readSection(text, { faceWidth: 60, depth: 68 });
    if (!read.ok) throw new Error(read.problem);
    const us = read.section.outer.map(([u]) => u);
    const zs = read.section.outer.map(([, z]) => z);
    expect([Math.min(...us), Math.max(...us), Math.min(...zs), Math.max(...zs)]).toEqual([0, 60, 0, 68]);
  });

  it("refuses an outline that does not close, and text that is not a DXF drawing of outlines", () => {
    const open = dxf((d) => {
      d.drawLine(0, 0, 40, 0);
      d.drawLine(40, 0, 40, 20);
      d.drawLine(40, 20, 0, 20);
    });
    expect(readSection(open, box)).toEqual({ ok: false, problem: "open" });
    expect(
      readSection(
        dxf((d) =>
          d.drawPolyline(
            [
              [0, 0],
              [10, 0],
              [10, 10],
            ],
            false,
          ),
        ),
        box,
      ),
    ).toEqual({
      ok: false,
      problem: "open",
    });
    expect(readSection("not a drawing", box)).toEqual({ ok: false, problem: "unreadable" });
    expect(
      readSection(
        dxf((d) => d.drawText(0, 0, 5, 0, "F001")),
        box,
      ),
    ).toEqual({
      ok: false,
      problem: "unreadable",
    });
  });

  it("is the rectangle face width × depth for a profile without one", () => {
    expect(profileSection({ faceWidth: 60, depth: 68 })).toEqual({
      width: 60,
      depth: 68,
      outer: [
        [0, 0],
        [60, 0],
        [60, 68],
        [0, 68],
      ],
      holes: [],
    });
  });
});

describe("the demo series' sections", () => {
  it("give every profile a section of its face width × depth, with chambers in the extrusions", () => {
    for (const series of Object.values(DEMO_SERIES)) {
      const texts = seriesGeometry(series).sectionDxf ?? {};
      for (const p of series.profiles) {
        expect(texts[p.code], `${series.id} ${p.code}`).toBe(p.sectionDxf);
        const read = readSection(p.sectionDxf ?? "", p);
        if (!read.ok) throw new Error(`${series.id} ${p.code}: ${read.problem}`);
        const section = read.section;
        const us = section!.outer.map(([u]) => u);
        const zs = section!.outer.map(([, z]) => z);
        expect([Math.min(...us), Math.max(...us), Math.min(...zs), Math.max(...zs)]).toEqual([
          0,
          p.faceWidth,
          0,
          p.depth,
        ]);
        // a real section is not its bounding rectangle
        expect(area(section!.outer)).toBeLessThan(p.faceWidth * p.depth);
      }
    }
    const tb60 = DEMO_SERIES["alu-tb60-casement"] as Series;
    // the thermal break's gap and two aluminium chambers
    expect(profileSection(tb60.profiles.find((p) => p.code === "F001")!).holes).toHaveLength(3);
  });
});

describe("a series saved with a DXF section", () => {
  const withSection = (sectionDxf: string) => {
    const series = structuredClone(DEMO_SERIES["alu-tb60-casement"] as Series);
    series.profiles[0]!.sectionDxf = sectionDxf;
    return seriesSaveSchema.safeParse(series);
  };

  it("is refused at the profile's section when the outline does not close or is not DXF", () => {
    const open = dxf((d) =>
      d.drawPolyline(
        [
          [0, 0],
          [10, 0],
          [10, 10],
        ],
        false,
      ),
    );
    for (const [text, key] of [
      [open, "series.section_open"],
      ["0\nSECTION\n2\nENTITIES\n0\nENDSEC\n0\nEOF", "series.section_unreadable"],
    ] as const) {
      const issue = withSection(text).error?.issues[0];
      expect(issue && { at: issue.path.join("."), key: issue.message }).toEqual({
        at: "profiles.0.sectionDxf",
        key,
      });
    }
    expect(withSection(dxf((d) => d.drawRect(0, 0, 60, 60))).success).toBe(true);
  });
});
