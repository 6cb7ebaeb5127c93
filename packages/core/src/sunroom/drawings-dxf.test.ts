// The 4 × 3 m lean-to's drawings on one DXF sheet: every drawing's members and figures moved
// beside each other (none overlapping), titled, read back by a DXF parser.
import DxfParser from "dxf-parser";
import { describe, expect, it } from "vitest";
import { demoSeries } from "../series/demo/index.ts";
import { seriesGeometry } from "../series/geometry.ts";
import { sunroomDrawings } from "./drawings.ts";
import { sunroomDrawingSheet, sunroomDrawingsDxf } from "./drawings-dxf.ts";
import { buildSunroom } from "./sunroom.ts";
import { sunroomOf, TEST_RAFTERS } from "./test-sunroom.ts";

const tb60 = demoSeries("en-US")["alu-tb60-casement"];
const s = sunroomOf({ facetSeriesId: tb60.id, colour: "silver" });
const built = buildSunroom(s, TEST_RAFTERS);
if (!built.ok) throw new Error(JSON.stringify(built.issues));
const drawings = sunroomDrawings(built.value, s, seriesGeometry(tb60));
const title = (d: { id: string }) => `T:${d.id}`;

describe("the sunroom's drawings on one sheet", () => {
  const sheet = sunroomDrawingSheet(drawings, title);

  it("keeps every member and dimension of every drawing, ids prefixed with the drawing's", () => {
    expect(sheet.members).toHaveLength(drawings.reduce((n, d) => n + d.model.members.length, 0));
    expect(sheet.dimensions).toHaveLength(drawings.reduce((n, d) => n + d.model.dimensions.length, 0));
    expect(sheet.members.every((m) => drawings.some((d) => m.id.startsWith(`${d.id}/`)))).toBe(true);
    // no two drawings' ids meet on the sheet
    const own = drawings.reduce((n, d) => n + new Set(d.model.members.map((m) => m.id)).size, 0);
    expect(new Set(sheet.members.map((m) => m.id)).size).toBe(own);
  });

  it("titles each drawing and lays them apart inside the sheet's bounds", () => {
    expect(sheet.notes.filter((n) => n.id.endsWith("/title")).map((n) => n.text)).toEqual(
      drawings.map((d) => `T:${d.id}`),
    );
    // each drawing's members sit in a box of their own
    const boxes = drawings.map((d) => {
      const pts = sheet.members.filter((m) => m.id.startsWith(`${d.id}/`)).flatMap((m) => m.polygon);
      const xs = pts.map((p) => p[0]);
      const ys = pts.map((p) => p[1]);
      return { x0: Math.min(...xs), x1: Math.max(...xs), y0: Math.min(...ys), y1: Math.max(...ys) };
    });
    for (const [i, a] of boxes.entries())
      for (const b of boxes.slice(i + 1)) {
        const apart = a.x1 < b.x0 || b.x1 < a.x0 || a.y1 < b.y0 || b.y1 < a.y0;
        expect(apart).toBe(true);
      }
    for (const b of boxes) {
      expect(b.x0).toBeGreaterThanOrEqual(sheet.bounds.x0 - 1e-6);
      expect(b.x1).toBeLessThanOrEqual(sheet.bounds.x1 + 1e-6);
      expect(b.y1).toBeLessThanOrEqual(sheet.bounds.y1 + 1e-6);
    }
    // the plan's own sizes still read 4000 and 3000
    const plan = sheet.dimensions.filter((d) => d.id.startsWith("plan/") && d.kind === "free");
    expect(plan.map((d) => d.text)).toEqual(["4000", "3000"]);
  });

  it("writes a DXF a parser reads: the titles and figures as text, the members as polylines", () => {
    const dxf = new DxfParser().parseSync(sunroomDrawingsDxf(drawings, title));
    const entities = dxf?.entities ?? [];
    const texts = entities
      .filter((e) => e.type === "TEXT")
      .map((e) => (e as unknown as { text: string }).text);
    expect(texts).toEqual(expect.arrayContaining(["T:plan", "T:elevation-front", "T:roof", "4000", "3000"]));
    const polylines = entities.filter((e) => e.type === "LWPOLYLINE" || e.type === "POLYLINE");
    expect(polylines.length).toBeGreaterThanOrEqual(sheet.members.length);
  });
});
