// The BOM's safety-glass warnings: each annealed pane in a safety zone (docs/safety-glass.md),
// with the build-up ordered instead when the series offers one of the same make-up.
import type { Layout } from "../design/layout-types.ts";
import type { FrameElements } from "./elements.ts";
import type { SafetyFinding } from "./types.ts";

export function safetyFindings(
  window: number,
  frames: readonly FrameElements[],
  layout: Layout,
): SafetyFinding[] {
  const out: SafetyFinding[] = [];
  for (const frame of frames) {
    for (const { fill, zone, replaces } of frame.fills) {
      if (!zone) continue;
      out.push({
        window,
        element: fill.id,
        pane: layout.fills.indexOf(fill) + 1,
        frameId: fill.frameId,
        rules: zone.rules,
        lowerEdge: zone.lowerEdge,
        drawn: fill.spec,
        ...(replaces && { ordered: replaces.ordered }),
      });
    }
  }
  return out;
}
