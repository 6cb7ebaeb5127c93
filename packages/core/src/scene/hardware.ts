// Where a leaf's hardware sits in the 3D scene (docs/scene.md "Hardware"): the hinges on its
// hinge side, on the line it turns about; the handle on the lock-side stile of the leaf that
// opens first, on its room face, at the design's handle height (its offset up from the sash's
// bottom edge; none: the middle); a slide panel's pull on the stile it runs toward. Each piece
// moves with its leaf. Positions in scene mm (x right, y down, z into the room).
import type { LayoutSash } from "../design/layout-types.ts";
import type { Design } from "../design/model.ts";
import { SASH_KINDS } from "../design/sash-kinds/table.ts";
import { findRegion } from "../design/tree.ts";
import { pointsBox } from "../geometry/outline.ts";
import type { LeafMotion, Vec3 } from "./motion.ts";
import type { Band } from "./planes.ts";
import type { Matrix4 } from "./pose.ts";

/**
 * A piece of hardware: a handle's spindle on the room face, a hinge's middle on the line its leaf
 * turns about (a fold hinge's on the joint between two leaves), a pull's middle on the room face,
 * a roller's hub (a fold leaf's carrier or guide), a flush bolt's plate middle on the room face;
 * `direction` is a handle's lever or a pull's length, a hinge's or roller's axis, the way a track
 * stands out of the frame into the opening, the way a flush bolt shoots (up into the head, down
 * into the sill).
 * A track (a folding door's top track or bottom guide) runs across the opening (along x),
 * `length` mm, centred on `position`. Drawn in the hardware colour, a piece moves with its leaf
 * (`leafId`; null: fixed with the frame, as a track is). Not part of the scene's bounds (the
 * window's size).
 */
export type SceneHardware = {
  kind: "hardware";
  id: string;
  frameId: string;
  leafId: string | null;
  type: "handle" | "hinge" | "pull" | "roller" | "track" | "flushBolt";
  position: Vec3;
  direction: Vec3;
  /** A track's length, mm. */
  length?: number;
  /** Where the piece's own axes lie in the scene's, as a solid's `place` (scene.ts). */
  place?: Matrix4;
};

/** Hinges a sash is drawn with when its design names no count. */
const DEFAULT_HINGES = 2;
/** How far the end hinges sit in from the ends of the hinge side, mm (a quarter of a short side). */
const HINGE_INSET = 150;

type Side = "left" | "right" | "top" | "bottom";
const OPPOSITE: Record<Side, Side> = { left: "right", right: "left", top: "bottom", bottom: "top" };

/** The centres of `count` hinges along a side `length` mm long, from its start. */
export function hingeStations(length: number, count: number): number[] {
  if (count <= 0) return [];
  if (count === 1) return [length / 2];
  const inset = Math.min(HINGE_INSET, length / 4);
  return Array.from({ length: count }, (_, i) => inset + ((length - 2 * inset) * i) / (count - 1));
}

/**
 * The hardware of one leaf: `band` is its slab front to back, `face` the face width of its ring's
 * profile, `motion` how it opens (its hinge line).
 */
export function leafHardware(
  design: Design,
  sash: LayoutSash,
  band: Band,
  face: number,
  motion: LeafMotion,
): SceneHardware[] {
  const spec = SASH_KINDS[sash.openType].capabilities;
  if (!spec.opens || sash.kind === "foldLeaf") return [];
  const { x0: minX, y0: minY, x1: maxX, y1: maxY } = pointsBox(sash.polygon);
  const room = band.front + band.depth;
  const piece = (type: SceneHardware["type"], n: number, position: Vec3, direction: Vec3): SceneHardware => ({
    kind: "hardware",
    id: `${sash.id}:${type}:${n}`,
    frameId: sash.frameId,
    leafId: sash.id,
    type,
    position,
    direction,
  });
  if (motion.kind === "slide") {
    // the pull on the stile toward the way the panel runs (where it meets its neighbour), mid height
    const x = motion.travel[0] > 0 ? maxX - face / 2 : minX + face / 2;
    return [piece("pull", 0, [x, (minY + maxY) / 2, room], [0, 1, 0])];
  }
  if (spec.slides) return [];
  const region = findRegion(design, sash.regionId)?.region;
  const fitted = region?.kind === "sash" || region?.kind === "doubleSash" ? region : undefined;
  const side: Side =
    spec.hinge === "chosen" ? (sash.hingeSide ?? "left") : (spec.hinge ?? sash.hingeSide ?? "left");
  const count = fitted && fitted.hinge.count > 0 ? fitted.hinge.count : DEFAULT_HINGES;
  // the hinges on the line the leaf turns about (its pivot's face), along the hinge side
  const turn = motion.kind === "turn" ? motion : motion.kind === "tiltTurn" ? motion.turn : null;
  const z = turn ? turn.pivot[2] : sash.inward ? room : band.front;
  const vertical = side === "left" || side === "right";
  const hingeX = side === "left" ? minX : maxX;
  const hingeY = side === "top" ? minY : maxY;
  const hinges = hingeStations(vertical ? maxY - minY : maxX - minX, count).map((at, i) =>
    vertical
      ? piece("hinge", i, [hingeX, minY + at, z], [0, 1, 0])
      : piece("hinge", i, [minX + at, hingeY, z], [1, 0, 0]),
  );
  if (!spec.handle || !sash.active) return hinges;
  // the handle on the lock side's stile (rail), on the room face
  const lock = OPPOSITE[side];
  const offset = fitted?.handle.offset ?? 0;
  const height = offset > 0 ? maxY - offset : (minY + maxY) / 2;
  const handleAt: Record<Side, Vec3> = {
    left: [minX + face / 2, height, room],
    right: [maxX - face / 2, height, room],
    top: [(minX + maxX) / 2, minY + face / 2, room],
    bottom: [(minX + maxX) / 2, maxY - face / 2, room],
  };
  // the lever hangs down on a stile, lies along a rail
  const lever: Vec3 = lock === "left" || lock === "right" ? [0, 1, 0] : [1, 0, 0];
  return [...hinges, piece("handle", 0, handleAt[lock], lever)];
}
