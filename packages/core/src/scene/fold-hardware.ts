// A folding door's hardware in the 3D scene (docs/scene.md "Fold hardware"): what its series'
// fold kit (series/fold-kit.ts) orders for the frame, evaluated by the BOM engine itself, so the
// scene draws as many hinges, rollers and tracks as the BOM lists, placed on the joints, the leaf
// tops and bottoms, the lead leaf and the frame's opening. Positions in scene mm (x right, y
// down, z into the room).
import { calculateBom } from "../bom/calculate.ts";
import type { BomLine } from "../bom/types.ts";
import type { Layout, LayoutSash } from "../design/layout-types.ts";
import type { Design } from "../design/model.ts";
import { pointsBox } from "../geometry/outline.ts";
import type { Series } from "../series/schema.ts";
import { type FoldChain, foldChains, foldEdges } from "./fold-chains.ts";
import { hingeStations, type SceneHardware } from "./hardware.ts";
import type { LeafMotion, Vec3 } from "./motion.ts";
import type { Band } from "./planes.ts";

/** A fold leaf as the scene has it: its slab front to back and how it moves. */
export type FoldLeafPlace = { band: Band; motion: LeafMotion };

/** How far a flush bolt's middle sits in from its leaf's top or bottom end, mm (its plate reaching the end rail). */
export const FLUSH_BOLT_INSET = 100;

/** `count` pieces shared out over `places` places, the first places taking any left over. */
export function shareOut(count: number, places: number): number[] {
  const whole = Math.max(0, Math.round(count));
  if (places <= 0) return [];
  return Array.from({ length: places }, (_, i) => Math.floor(whole / places) + (i < whole % places ? 1 : 0));
}

/**
 * The fold hardware of frame `frameId`: `kit` is its series' fold kit, `place` a fold leaf's band
 * and motion, `face` the fold leaf profile's face width.
 *
 * The BOM charges the kit's joint rows over `LEAVES − FOLDS` joints: each chain's joints, and for
 * a split group one more, where its two halves meet. So the joints here are those, in that order:
 * chain by chain from the stack side, then the meeting joint (the middle of the gap between the
 * two lead leaves).
 *
 * - hinges: the kit's hinges shared over those joints, at `hingeStations` up each joint, on the
 *   joint line (the middle of the gap between the two leaves) on the face the leaves fold about;
 *   each moves with the leaf that turns about that joint (the one further from the stack side).
 *   A meeting joint's share is not drawn: the two halves are not hinged together;
 * - rollers over the joints likewise, the kit's first roller row at the leaf tops (the carriers
 *   running in the top track), any later one at the leaf bottoms (the guides), on the leaves'
 *   middle; a meeting joint's ride on the first half's lead leaf (the one with the lock);
 * - the kit's first lock (or handle) row over the groups: a handle on each group's lead leaf (its
 *   chain's last, the first chain's for a split group), on the free edge's stile, room face, half
 *   way up;
 * - the kit's later lock rows over the groups: flush bolts on the leaf that holds the group shut,
 *   on its free edge's stile, room face, one near the top shooting up into the head and one near
 *   the bottom shooting down into the sill (a `pair` or `set` is both; a `piece` one, the top
 *   first): a split group's second half's lead leaf, the one its lock closes against (as a
 *   pair's passive leaf), a one-chain group's lead leaf (beside its lock, against the jamb);
 * - tracks: the kit's track rows, the first across the top of the leaves (standing up into the
 *   head), any later one across their bottom (into the sill), as long as the BOM cuts them,
 *   centred on the frame; fixed with the frame.
 */
export function foldHardware(
  design: Design,
  layout: Layout,
  frameId: string,
  kit: Series,
  place: (sashId: string) => FoldLeafPlace,
  face: number,
): SceneHardware[] {
  const leaves = layout.sashes.filter((s) => s.kind === "foldLeaf" && s.frameId === frameId);
  const frame = layout.frames.find((f) => f.id === frameId);
  if (leaves.length === 0 || !frame) return [];
  const colours = design.frames.find((f) => f.id === frameId)?.colors;
  const bom = calculateBom([
    {
      layout: { ...layout, frames: [frame] },
      series: kit,
      count: 1,
      ...(colours && { colours: { [frameId]: colours } }),
    },
  ]);
  // the kit's lines in its rows' order
  const rows = new Map((kit.formulas.foldSash?.rows ?? []).map((r, i) => [r.id, i]));
  const order = (line: BomLine) => Math.min(...line.sources.map((s) => rows.get(s.rowId) ?? rows.size));
  const byOrder = <L extends BomLine>(lines: readonly L[]) => [...lines].sort((a, b) => order(a) - order(b));
  const category = new Map(kit.accessories.map((a) => [a.code, a.category]));
  const unitOf = new Map(kit.accessories.map((a) => [a.code, a.unit]));
  const addons = byOrder(bom.addons);
  const of = (...kinds: string[]) => addons.filter((l) => kinds.includes(category.get(l.code) ?? ""));

  const groups = [...new Set(leaves.map((s) => s.regionId))];
  const chainsOf = groups.map((g) => foldChains(design, layout, g));
  // the joints the BOM charges, group by group: each chain's from the stack side, then where a
  // split group's halves meet
  const joints = chainsOf.flatMap((chains) => {
    const folds = chains.flatMap((c) =>
      c.leaves.slice(1).map((b, i) => {
        const a = c.leaves[i]!;
        const x = (foldEdges(a, c.stackLeft).free + foldEdges(b, c.stackLeft).stack) / 2;
        return { a, b, x, meeting: false };
      }),
    );
    const [first, second] = chains.map((c) => c.leaves.at(-1));
    if (!first || !second) return folds;
    const x = (foldEdges(first, true).free + foldEdges(second, false).free) / 2;
    return [...folds, { a: first, b: second, x, meeting: true }];
  });
  const bomJoints = leaves.length - groups.length;
  const out: SceneHardware[] = [];
  const piece = (
    leaf: LayoutSash | null,
    type: SceneHardware["type"],
    position: Vec3,
    direction: Vec3,
    length?: number,
  ) => {
    const owner = leaf?.id ?? frameId;
    out.push({
      kind: "hardware",
      id: `${owner}:${type}:${out.filter((p) => p.type === type && (p.leafId ?? frameId) === owner).length}`,
      frameId,
      leafId: leaf?.id ?? null,
      type,
      position,
      direction,
      ...(length !== undefined && { length }),
    });
  };
  const middle = (band: Band) => band.front + band.depth / 2;

  const hinges = shareOut(
    of("hinge").reduce((s, l) => s + l.count, 0),
    bomJoints,
  );
  joints.forEach((j, i) => {
    if (j.meeting) return;
    const { y0, y1 } = pointsBox(j.b.polygon);
    const { motion } = place(j.b.id);
    const z = motion.kind === "fold" ? motion.front : middle(place(j.b.id).band);
    for (const at of hingeStations(y1 - y0, hinges[i] ?? 0))
      piece(j.b, "hinge", [j.x, y0 + at, z], [0, 1, 0]);
  });

  of("roller").forEach((line, row) => {
    shareOut(line.count, bomJoints).forEach((n, i) => {
      const j = joints[i];
      if (!j) return;
      // a meeting joint's carrier rides on the first half's lead leaf, any other on the leaf
      // that turns about the joint
      const leaf = j.meeting ? j.a : j.b;
      const { y0, y1 } = pointsBox(leaf.polygon);
      const z = middle(place(leaf.id).band);
      for (let k = 0; k < n; k++) piece(leaf, "roller", [j.x, row === 0 ? y0 : y1, z], [0, 0, 1]);
    });
  });

  const [lock, ...bolts] = of("lock", "handle");
  /** A stile's middle on the free edge of the lead leaf of `chain`, on the room face. */
  const freeStile = (chain: FoldChain, lead: LayoutSash) => {
    const { band } = place(lead.id);
    const x = foldEdges(lead, chain.stackLeft).free + (chain.stackLeft ? -face / 2 : face / 2);
    return { x, z: band.front + band.depth, ...pointsBox(lead.polygon) };
  };
  shareOut(lock?.count ?? 0, groups.length).forEach((n, i) => {
    const chain = chainsOf[i]?.[0];
    const lead = chain?.leaves.at(-1);
    if (!chain || !lead || n === 0) return;
    const { x, y0, y1, z } = freeStile(chain, lead);
    piece(lead, "handle", [x, (y0 + y1) / 2, z], [0, 1, 0]);
  });
  for (const line of bolts) {
    const perCount = unitOf.get(line.code) === "piece" ? 1 : 2;
    shareOut(line.count, groups.length).forEach((n, i) => {
      // the leaf that holds the group shut: a split group's second half's lead, else the lead
      const chain = chainsOf[i]?.at(-1);
      const lead = chain?.leaves.at(-1);
      if (!chain || !lead) return;
      const { x, y0, y1, z } = freeStile(chain, lead);
      for (let k = 0; k < n * perCount; k++) {
        const top = k % 2 === 0;
        piece(
          lead,
          "flushBolt",
          [x, top ? y0 + FLUSH_BOLT_INSET : y1 - FLUSH_BOLT_INSET, z],
          [0, top ? -1 : 1, 0],
        );
      }
    });
  }

  const tracks = byOrder(bom.profiles);
  if (tracks.length > 0) {
    const boxes = leaves.map((s) => pointsBox(s.polygon));
    const top = Math.min(...boxes.map((b) => b.y0));
    const bottom = Math.max(...boxes.map((b) => b.y1));
    const z = middle(place(leaves[0]!.id).band);
    const centre = frame.x + frame.width / 2;
    tracks.forEach((line, row) => {
      for (let k = 0; k < line.count; k++)
        piece(
          null,
          "track",
          [centre, row === 0 ? top : bottom, z],
          row === 0 ? [0, -1, 0] : [0, 1, 0],
          line.length,
        );
    });
  }
  return out;
}
