// Derives the layout's SeriesGeometry (face widths, profile codes, joins) from a series.
import {
  DEFAULT_SERIES_GEOMETRY,
  type PartType,
  partTypes,
  type SeriesGeometry,
} from "../design/series-geometry.ts";
import { seriesColours } from "./colours.ts";
import { foldKitOf } from "./fold-kit.ts";
import { seriesBuilds } from "./kinds.ts";
import type { Series } from "./schema.ts";

/**
 * Part types the layout leaves out when a series has no profile for them: beads (glass held in
 * a glazing channel) and separate slide rails (the tracks are part of the head and sill
 * profiles, as in SL90).
 */
const OPTIONAL_PARTS: readonly PartType[] = ["fixedBead", "sashBead", "slideRail"];

/**
 * The first profile of each part type gives its face width (mm) and code. A part type the
 * series has no profile for has no code (the layout names only catalogue profiles); beads and
 * slide rails are then left out (face width 0: glass held in a glazing channel, tracks in the
 * head and sill profiles, as in a sliding panel), other
 * parts keep the documented default width so the drawing still works.
 */
export function seriesGeometry(series: Series): SeriesGeometry {
  const faceWidths = { ...DEFAULT_SERIES_GEOMETRY.faceWidths };
  const profileCodes = { ...DEFAULT_SERIES_GEOMETRY.profileCodes };
  for (const part of partTypes) {
    profileCodes[part] = "";
    if (OPTIONAL_PARTS.includes(part)) faceWidths[part] = 0;
  }
  const depths: Partial<Record<PartType, number>> = {};
  const seen = new Set<PartType>();
  for (const p of series.profiles) {
    const part = p.partType as PartType;
    if (!(partTypes as readonly string[]).includes(part) || seen.has(part)) continue;
    seen.add(part);
    faceWidths[part] = p.faceWidth;
    profileCodes[part] = p.code;
    depths[part] = p.depth;
  }
  // a series without a door leaf profile hangs its doors on its sash profile
  if (!seen.has("doorLeaf")) {
    faceWidths.doorLeaf = faceWidths.sash;
    profileCodes.doorLeaf = profileCodes.sash;
    if (depths.sash !== undefined) depths.doorLeaf = depths.sash;
  }
  const sectionDxf = Object.fromEntries(
    series.profiles.flatMap((p) => (p.sectionDxf ? [[p.code, p.sectionDxf] as const] : [])),
  );
  const foldKit = foldKitOf(series);
  return {
    ...series.geometry,
    ...(foldKit && { foldKit }),
    sectionDxf,
    faceWidths,
    profileCodes,
    depths,
    joins: series.joins.map((j) => ({ ...j })),
    colours: seriesColours(series),
    builds: seriesBuilds(series),
    sillExtension: series.profiles.find((p) => p.partType === "sillExtension")?.code ?? "",
  };
}
