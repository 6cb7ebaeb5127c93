// Derives the layout's SeriesGeometry (face widths, profile codes, joins) from a series.
import {
  DEFAULT_SERIES_GEOMETRY,
  type PartType,
  partTypes,
  type SeriesGeometry,
} from "../design/series-geometry.ts";
import type { Series } from "./schema.ts";

/**
 * The first profile of each part type gives its face width (mm) and code; part types the
 * series has no profile for keep the documented defaults so the drawing still works.
 */
export function seriesGeometry(series: Series): SeriesGeometry {
  const faceWidths = { ...DEFAULT_SERIES_GEOMETRY.faceWidths };
  const profileCodes = { ...DEFAULT_SERIES_GEOMETRY.profileCodes };
  const seen = new Set<PartType>();
  for (const p of series.profiles) {
    const part = p.partType as PartType;
    if (!(partTypes as readonly string[]).includes(part) || seen.has(part)) continue;
    seen.add(part);
    faceWidths[part] = p.faceWidth;
    profileCodes[part] = p.code;
  }
  return {
    ...series.geometry,
    faceWidths,
    profileCodes,
    joins: series.joins.map((j) => ({ ...j })),
  };
}
