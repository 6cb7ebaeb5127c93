// The design's safety-glass warnings (docs/safety-glass.md): its annealed panes in safety zones.
import type { Layout } from "../design/layout-types.ts";
import type { Glass } from "../series/schema.ts";
import { fillSafety } from "./safety-kind.ts";
import { type SafetyZonePane, safetyZones } from "./safety-zones.ts";

export interface AnnealedPane extends SafetyZonePane {
  /** The make-up drawn. */
  readonly spec: string;
}

/**
 * The panes of the layout in a safety zone whose glass is annealed: by the catalogue line of the
 * frame's series when `glassOf` knows it (a line may state its kind), else by the make-up.
 */
export function annealedPanes(
  layout: Layout,
  glassOf: (seriesId: string) => readonly Glass[] = () => [],
): AnnealedPane[] {
  const out: AnnealedPane[] = [];
  for (const zone of safetyZones(layout)) {
    const fill = layout.fills.find((f) => f.id === zone.fillId);
    const frame = layout.frames.find((f) => f.id === zone.frameId);
    if (!fill || !frame) continue;
    if (fillSafety(glassOf(frame.seriesId), fill.spec) === "annealed") out.push({ ...zone, spec: fill.spec });
  }
  return out;
}
