// Where the panels of a sliding group sit, and what each meeting of two panels is: panels on
// different tracks pass each other and lap at their interlock (hook) stiles; two panels on one
// track cannot pass, so they meet at meeting stiles and do not lap (docs/layout.md "Slide group").
import type { PartType, SeriesGeometry } from "../series-geometry.ts";
import { joinOverlap } from "../series-geometry.ts";

export type PanelSide = "left" | "right";

/** One panel's place across the group, frame mm, and what its sides meet. */
export type PanelPlace = {
  x0: number;
  x1: number;
  /** Sides that meet a panel on another track (an interlock stile each). */
  interlocks: PanelSide[];
  /** Sides that meet a panel on its own track (a meeting stile each). */
  meetings: PanelSide[];
};

/**
 * How far two panels on one track lap at their meeting stiles, mm: the join row meeting stile →
 * meeting stile of the series, else 0 (they butt on the meeting line).
 */
export function meetingLap(g: SeriesGeometry): number {
  const code = g.profileCodes.meetingStile;
  return joinOverlap(g, code, code, 0);
}

/**
 * The places of panels on `tracks` (left to right) sharing the span `left` … `right` (the group's
 * opening plus its overlaps on the sides), all of one width: span + the laps of the n − 1
 * meetings, over n. Each panel starts where the one before it ends, less their lap.
 */
export function slidePanelPlaces(
  tracks: readonly number[],
  left: number,
  right: number,
  g: SeriesGeometry,
): PanelPlace[] {
  const n = tracks.length;
  const meet = meetingLap(g);
  const sameTrack = (i: number) => tracks[i] === tracks[i + 1];
  let laps = 0;
  for (let i = 0; i < n - 1; i++) laps += sameTrack(i) ? meet : g.interlockOverlap;
  const w = (right - left + laps) / n;
  const places: PanelPlace[] = [];
  let x0 = left;
  for (let i = 0; i < n; i++) {
    const place: PanelPlace = { x0, x1: x0 + w, interlocks: [], meetings: [] };
    if (i > 0) (sameTrack(i - 1) ? place.meetings : place.interlocks).push("left");
    if (i < n - 1) {
      (sameTrack(i) ? place.meetings : place.interlocks).push("right");
      x0 += w - (sameTrack(i) ? meet : g.interlockOverlap);
    }
    places.push(place);
  }
  return places;
}

/** The stile members a panel's sides carry: part type, face width and the x band it covers. */
export function panelSideBands(
  place: PanelPlace,
  g: SeriesGeometry,
): { side: PanelSide; part: Extract<PartType, "interlock" | "meetingStile">; x0: number; x1: number }[] {
  const bands = [];
  for (const [sides, part] of [
    [place.interlocks, "interlock"],
    [place.meetings, "meetingStile"],
  ] as const) {
    // an interlock is drawn over the lap (the series' interlock overlap), a meeting stile at its face width
    const width = part === "interlock" ? g.interlockOverlap : g.faceWidths.meetingStile;
    for (const side of sides) {
      const x0 = side === "left" ? place.x0 : place.x1 - width;
      bands.push({ side, part, x0, x1: x0 + width });
    }
  }
  return bands;
}
