// A wall facet opened in the designer and brought back (docs/sunroom.md "Editing a facet"): the
// facet goes out as its one-frame design at its exact size and outline; what comes back is kept as
// the facet's drawing (the region drawn in it, with the facet's size then). The outline is the
// sunroom's: a design whose frame changed outline, or that holds anything but that one frame, is
// refused, never reshaped.
import type { Design } from "../design/model.ts";
import type { Facet } from "./facets.ts";
import type { FacetDrawing, Sunroom } from "./model.ts";

export type FacetEditRefusal = "sunroom.facet_one_frame" | "sunroom.facet_outline_changed";

/** The facet's drawing read from the design the designer gives back, or why it is refused. */
export function facetDrawingFrom(
  facet: Facet,
  design: Design,
): { ok: true; drawing: FacetDrawing } | { ok: false; code: FacetEditRefusal } {
  const [frame, ...others] = design.frames;
  if (!frame || others.length > 0) return { ok: false, code: "sunroom.facet_one_frame" };
  const before = facet.design.frames[0]!;
  if (JSON.stringify(frame.shape) !== JSON.stringify(before.shape))
    return { ok: false, code: "sunroom.facet_outline_changed" };
  const height = Math.max(...facet.top.map(([, z]) => z));
  return { ok: true, drawing: { width: facet.width, height, root: frame.root } };
}

/** The sunroom with `drawing` kept for the facet `facetId` (every other field as it was). */
export function withFacetDrawing(s: Sunroom, facetId: string, drawing: FacetDrawing): Sunroom {
  return { ...s, facetRegions: { ...s.facetRegions, [facetId]: drawing } };
}
