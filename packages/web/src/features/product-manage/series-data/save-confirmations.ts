import { DEFAULT_SERIES_GEOMETRY, type PartType, partTypes } from "@fenestra/core";
import type { Series } from "@fenestra/core/series/index";

// SPEC §5: saving a profile width that differs from the default, or a glass spec that differs
// from the default, asks for confirmation. The default of a profile or glass already in the
// series is its saved value (what every design of the series was drawn with); a new profile's
// default is the documented face width of its part type (DEFAULT_SERIES_GEOMETRY).

export interface WidthChange {
  code: string;
  from: number;
  to: number;
}
export interface SpecChange {
  code: string;
  from: string;
  to: string;
}

function defaultWidth(partType: string): number | undefined {
  return (partTypes as readonly string[]).includes(partType)
    ? DEFAULT_SERIES_GEOMETRY.faceWidths[partType as PartType]
    : undefined;
}

export function profileWidthChanges(saved: Series, draft: Series): WidthChange[] {
  const out: WidthChange[] = [];
  for (const p of draft.profiles) {
    const before = saved.profiles.find((s) => s.code === p.code);
    const from = before ? before.faceWidth : defaultWidth(p.partType);
    if (from !== undefined && from !== p.faceWidth) out.push({ code: p.code, from, to: p.faceWidth });
  }
  return out;
}

export function glassSpecChanges(saved: Series, draft: Series): SpecChange[] {
  const out: SpecChange[] = [];
  for (const g of draft.glass) {
    const before = saved.glass.find((s) => s.code === g.code);
    if (before && before.spec.trim() !== g.spec.trim())
      out.push({ code: g.code, from: before.spec, to: g.spec });
  }
  return out;
}
