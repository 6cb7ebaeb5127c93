// Sliding groups whose panels share a track (docs/layout.md "Slide group"): two panels on one
// track cannot pass each other, so they meet at meeting stiles and do not lap; panels on
// different tracks lap at their interlocks. Figures with the SL90 demo series.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { commands } from "../../commands/index.ts";
import { oneFrame, unwrap } from "../../commands/test-fixtures.ts";
import { aluSlidingSeries } from "../../series/demo/alu-sliding.ts";
import { seriesGeometry } from "../../series/geometry.ts";
import { seriesSchema } from "../../series/schema.ts";
import type { Layout } from "../layout-types.ts";
import type { Design } from "../model.ts";
import { DEFAULT_SERIES_GEOMETRY, type SeriesGeometry } from "../series-geometry.ts";
import { layout } from "./layout.ts";

const SL90 = seriesGeometry(seriesSchema.parse(aluSlidingSeries));
const env = { geometry: SL90 };

/** A 2400 × 1500 window, one sliding group of `tracks` over its whole cell. */
function slider(tracks: number, panelTracks: number[], fixed?: boolean[], g: SeriesGeometry = SL90): Design {
  return unwrap(
    commands.setSlide.run(
      oneFrame(2400, 1500),
      { regionId: "G2", tracks, panels: panelTracks.length, direction: "both", panelTracks, fixed },
      { geometry: g },
    ),
  );
}

const xs = (l: Layout, id: string) => {
  const p = l.sashes.find((s) => s.id === id)!.polygon.map((q) => q[0]);
  return [Math.min(...p), Math.max(...p)];
};

describe("OXXO on two tracks (0, 1, 1, 0), SL90 2400 × 1500", () => {
  const d = slider(2, [0, 1, 1, 0], [true, false, false, true]);
  const l = layout(d, SL90);
  const ids = l.sashes.map((s) => s.id);

  it("sizes the panels from their meetings: three laps of 40 would make them 10 mm too wide", () => {
    // clear 2400 − 2 × 45 (SL-BF2 face) = 2310; plus the 20 mm overlap on each jamb = 2350
    // meetings: interlock 40 (tracks 0|1), meeting stiles 0 (1|1), interlock 40 (1|0) = 80
    // each panel (2350 + 80) / 4 = 607.5 — not (2350 + 3 × 40) / 4 = 617.5
    expect(l.sashes.map((s) => s.outerWidth)).toEqual([607.5, 607.5, 607.5, 607.5]);
    // height 1500 − 90 + 2 × 20 = 1450
    expect(l.sashes[0]!.outerHeight).toBe(1450);
  });

  it("places them edge to edge where they share a track, lapping 40 where they do not", () => {
    // panel 0: 45 − 20 = 25 … 25 + 607.5 = 632.5
    expect(xs(l, ids[0]!)).toEqual([25, 632.5]);
    // panel 1: 632.5 − 40 = 592.5 … 1200
    expect(xs(l, ids[1]!)).toEqual([592.5, 1200]);
    // panel 2 starts where panel 1 ends (the centre line, 2400 / 2): 1200 … 1807.5
    expect(xs(l, ids[2]!)).toEqual([1200, 1807.5]);
    // panel 3: 1807.5 − 40 = 1767.5 … 2375 = 2355 (jamb face) + 20
    expect(xs(l, ids[3]!)).toEqual([1767.5, 2375]);
  });

  it("gives the middle panels a meeting stile each and hook stiles only where tracks differ", () => {
    expect(l.sashes.map((s) => s.interlocks)).toEqual([1, 1, 1, 1]);
    expect(l.sashes.map((s) => s.meetings)).toEqual([[], ["right"], ["left"], []]);
    const meeting = l.members.filter((m) => m.role === "meetingStile");
    expect(meeting.map((m) => [m.profileCode, m.length, m.startAngle, m.endAngle])).toEqual([
      ["SL-PQ", 1450, 90, 90],
      ["SL-PQ", 1450, 90, 90],
    ]);
    // drawn at the SL-PQ face (45) inside each panel, on either side of the meeting line
    const band = (m: (typeof meeting)[number]) => {
      const p = m.polygon.map((q) => q[0]);
      return [Math.min(...p), Math.max(...p)];
    };
    expect(meeting.map(band)).toEqual([
      [1155, 1200],
      [1200, 1245],
    ]);
    expect(l.members.filter((m) => m.role === "interlock")).toHaveLength(4);
    expect(l.sashes.map((s) => s.active)).toEqual([false, true, true, false]);
  });
});

describe("a join row meeting stile → meeting stile laps the two", () => {
  it("takes cross − offset as the lap: 2 panels on one track, lap 12 − 2 = 10", () => {
    const g: SeriesGeometry = {
      ...DEFAULT_SERIES_GEOMETRY,
      joins: [
        ...DEFAULT_SERIES_GEOMETRY.joins,
        { profileFrom: "M101", profileTo: "M101", crossValue: 12, offsetValue: 2 },
      ],
    };
    const l = layout(slider(1, [0, 0], undefined, g), g);
    // default frame 60: clear 2400 − 120 = 2280, overlap 9 a side (no S101 row): 2298
    // one meeting lapping 10: each panel (2298 + 10) / 2 = 1154
    expect(l.sashes.map((s) => s.outerWidth)).toEqual([1154, 1154]);
    // panel 1 starts at 51 + 1154 − 10 = 1195
    expect(xs(l, l.sashes[1]!.id)).toEqual([1195, 2349]);
  });
});

describe("property: no two panels on one track overlap", { timeout: 60_000 }, () => {
  const group = fc
    .record({ tracks: fc.integer({ min: 1, max: 4 }), n: fc.integer({ min: 1, max: 6 }) })
    .chain(({ tracks, n }) =>
      fc.record({
        tracks: fc.constant(tracks),
        panelTracks: fc.array(fc.integer({ min: 0, max: tracks - 1 }), { minLength: n, maxLength: n }),
        fixed: fc.array(fc.boolean(), { minLength: n, maxLength: n }),
        width: fc.integer({ min: 800, max: 6000 }),
        series: fc.constantFrom(SL90, DEFAULT_SERIES_GEOMETRY),
      }),
    );
  it("for any sliding group the commands build, panels of a track are disjoint and cover the opening", () => {
    fc.assert(
      fc.property(group, ({ tracks, panelTracks, fixed, width, series }) => {
        const r = commands.setSlide.run(
          oneFrame(width, 1500),
          { regionId: "G2", tracks, panels: panelTracks.length, direction: "both", panelTracks, fixed },
          { geometry: series },
        );
        if (!r.ok) return; // refused (panels narrower than the profiles): nothing built
        const l = layout(r.design, series);
        const panels = l.sashes.map((s) => ({ track: s.track, x: xs(l, s.id) as [number, number] }));
        for (let i = 0; i < panels.length; i++)
          for (let j = i + 1; j < panels.length; j++) {
            const [a, b] = [panels[i]!, panels[j]!];
            if (a.track !== b.track) continue;
            const overlap = Math.min(a.x[1], b.x[1]) - Math.max(a.x[0], b.x[0]);
            expect(overlap).toBeLessThanOrEqual(1e-6);
          }
        // the group still spans the opening plus its overlaps (frame face f, overlap o a side)
        const f = series.faceWidths.frame;
        expect(panels[0]!.x[0]).toBeLessThan(f);
        expect(panels.at(-1)!.x[1]).toBeGreaterThan(width - f);
      }),
      { numRuns: 200 },
    );
  });
});

describe("setSlide refuses panel tracks it cannot build", () => {
  it("names the field when the list does not match the panels, the range when a track is missing", () => {
    const run = (panelTracks: number[]) =>
      commands.setSlide.run(
        oneFrame(2400, 1500),
        { regionId: "G2", tracks: 2, panels: 3, direction: "both", panelTracks },
        env,
      );
    expect(run([0, 1])).toMatchObject({
      ok: false,
      error: { code: "design.invalid", params: { field: "panelTracks" } },
    });
    expect(run([0, 2, 1])).toMatchObject({ ok: false, error: { code: "design.count_out_of_range" } });
  });
});
