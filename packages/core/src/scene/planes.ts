// Where each part sits front to back (docs/scene.md): the scene's only rule of depth. A series
// may state a part type's plane (`geometry.planes`, mm in from the frame's outside face) and each
// profile's depth; what it leaves out is placed here, so a window drawn without a series still
// has a believable section.
import type { LayoutSash, MemberRole } from "../design/layout-types.ts";
import { DEFAULT_PART_DEPTHS, type PartType, type SeriesGeometry } from "../design/series-geometry.ts";

/** A slab front to back: `front` mm in from the frame's outside face, `depth` mm deep. */
export type Band = { front: number; depth: number };

/** The section depth of a part type in this series, mm. */
export const partDepth = (g: SeriesGeometry, part: PartType): number =>
  g.depths?.[part] ?? DEFAULT_PART_DEPTHS[part];

const frameBand = (g: SeriesGeometry): Band => ({
  front: g.planes?.frame ?? 0,
  depth: partDepth(g, "frame"),
});

/**
 * The band a ring of `part` takes inside the frame: as the series states, else centred on the
 * frame's depth (a casement sash stands a few mm proud of the frame on neither face).
 */
function ringBand(g: SeriesGeometry, part: PartType): Band {
  const frame = frameBand(g);
  const depth = partDepth(g, part);
  return { front: g.planes?.[part] ?? frame.front + (frame.depth - depth) / 2, depth };
}

/**
 * A slide panel's band: the frame's depth is shared by its tracks (track 0 outermost), each
 * panel centred in its track's share.
 */
function slideBand(g: SeriesGeometry, track: number, tracks: number): Band {
  const frame = frameBand(g);
  const share = frame.depth / Math.max(1, tracks);
  const depth = Math.min(partDepth(g, "slideSash"), share);
  return { front: frame.front + share * track + (share - depth) / 2, depth };
}

/** The band of the ring a member or pane belongs to: its sash's, else the frame's. */
export function ownerBand(g: SeriesGeometry, sash: LayoutSash | undefined, tracks: number): Band {
  if (!sash) return frameBand(g);
  if (sash.kind === "slidePanel") return slideBand(g, sash.track ?? 0, tracks);
  if (sash.kind === "foldLeaf") return ringBand(g, "foldLeaf");
  return ringBand(g, sash.openType === "door" ? "doorLeaf" : "sash");
}

/**
 * A member's band. Ring members take their owner's; a bead sits on the room side of its
 * owner's band (it holds the glass from inside); a decoration bar lies on the glass's room face.
 */
export function memberBand(
  g: SeriesGeometry,
  member: { role: MemberRole; partType: PartType },
  owner: Band,
  glass: Band,
): Band {
  const depth = partDepth(g, member.partType);
  const stated = g.planes?.[member.partType];
  if (member.role === "bead") {
    return { front: stated ?? owner.front + owner.depth - Math.min(depth, owner.depth), depth };
  }
  if (member.role === "decoration") return { front: stated ?? glass.front + glass.depth, depth };
  if (stated !== undefined) return { front: stated, depth };
  // a bar or stile of a ring is as deep as its profile, centred on the ring
  return { front: owner.front + (owner.depth - depth) / 2, depth };
}

/**
 * A pane's band: as thick as its make-up (`5+12A+5` is 22 mm: the sum of its figures), centred
 * in its owner's band unless the series states the glass plane.
 */
export function paneBand(g: SeriesGeometry, spec: string, owner: Band): Band {
  const depth = makeUpThickness(spec);
  const stated = g.planes?.glass;
  return { front: stated ?? owner.front + (owner.depth - depth) / 2, depth };
}

/** Thickness of a make-up as factories write it (`5+12A+5` → 22, `5+0.76PVB+5` → 10.76); 24 when it states none. */
export function makeUpThickness(spec: string): number {
  const figures = spec.match(/\d+(?:\.\d+)?/g);
  if (!figures) return 24;
  const sum = figures.reduce((s, f) => s + Number(f), 0);
  return sum > 0 && sum <= 200 ? sum : 24;
}
