import { DEFAULT_SERIES_GEOMETRY } from "../../design/series-geometry.ts";
import type { FormulaRow, RowScope } from "../schema.ts";

export type RowInput = Omit<FormulaRow, "optimize"> & { optimize?: boolean };

/** Which elements a row applies to: each of its scope (the window when left out) meeting `condition`. */
type Where = { scope?: RowScope; condition?: string };

/**
 * One piece per layout member matching `condition` (any member: straight or bent), cut at the
 * member's own end angles: `length` is an expression over the member's `L`. The smaller angle is
 * listed first, so the two jambs of an arch (45° at the sill, 78.69° at the springing, in opposite
 * order along the outline) are one line of two pieces.
 */
export function memberCutRow(id: string, condition: string, code: string, length = "L"): RowInput {
  return {
    id,
    kind: "profile",
    scope: "member",
    condition,
    code,
    length,
    count: "1",
    angleA: "min(A1, A2)",
    angleB: "max(A1, A2)",
  };
}

/** `memberCutRow` for the straight members matching `condition`; a bent one is cut by `bentRow`. */
export const memberRow = (id: string, condition: string, code: string, length = "L"): RowInput =>
  memberCutRow(id, `${condition} and CURVED = 0`, code, length);

/** A row of `kind` for each element of `where`, stating `fields`: what the builders below share. */
const row = (id: string, kind: RowInput["kind"], where: Where, fields: Partial<RowInput>): RowInput => ({
  id,
  kind,
  ...where,
  ...fields,
});

/** `count` square-cut pieces (90° at both ends) of `length`, per element of `where`. */
export const squareCutRow = (id: string, code: string, length: string, count: string, where: Where = {}) =>
  row(id, "profile", where, { code, length, count, angleA: "90", angleB: "90" });

/** `quantity` of accessory `code`, in its unit, per element of `where`. */
export const addonRow = (id: string, code: string, quantity: string, where: Where = {}) =>
  row(id, "addon", where, { code, quantity });

/** `count` holes or slots (`code`, described by `name`) per element of `where`. */
export const holeRow = (id: string, code: string, name: string, count: string, where: Where = {}) =>
  row(id, "hole", where, { code, name, count });

/** One pane of the spec the opening names, per fill matching `condition`, `width` × `height`. */
export const paneRow = (id: string, condition: string, width = "GW", height = "GH") =>
  row(id, "glass", { condition }, { spec: "=SPEC", width, height, count: "1" });

/** The panes of fixed lights and of sashes, each its daylight plus the glazing edges (GW × GH). */
export const PANE_ROWS = [paneRow("glass-fixed", "INSASH = 0"), paneRow("glass-sash", "INSASH = 1")];

/** A price per m² of the window (`price` yuan), charged on at least `minArea` m². */
export const areaPriceRow = (id: string, name: string, minArea: string, price: string) =>
  row(id, "cost", {}, { name, calc: "area", quantity: `max(AREA, ${minArea})`, price });

/** A price (`price` yuan) per opening sash or panel, paying the workshop `link` when it names one. */
export const perSashRow = (id: string, name: string, price: string, link?: FormulaRow["link"]) =>
  row(id, "cost", { scope: "sash" }, { name, ...(link && { link }), calc: "piece", price });

/** What a glazed cell rests on (the layout's `BOTTOM`), and so what drains it. */
type Bottom = "frame" | "mullion" | "sashBar";
/** The cells resting on `bottom`: a frame cell on the sill or a transom, a sash's lite on a sash bar. */
const RESTS_ON: Readonly<Record<Bottom, string>> = {
  frame: "INSASH = 0 and BOTTOM = 'frame'",
  mullion: "INSASH = 0 and BOTTOM = 'mullion'",
  sashBar: "BOTTOM = 'sashBar'",
};

/**
 * Two drainage slots in each cell into what it rests on: the sill (`frame`), a transom
 * (`mullion`) for a cell above one, a sash bar (`sashBar`) for the lite of a sash above one.
 */
export const drainRow = (id: string, bottom: Bottom, code: string, name: string): RowInput =>
  holeRow(id, code, name, "2", { scope: "opening", condition: RESTS_ON[bottom] });

/**
 * The drainage slots of `drainRow` that open on the frame's outside face (sill, transom), each
 * with its weep cap `cap` (a hooded cover keeping wind out of the slot): one cap per slot, by
 * the same rule, so the two never differ.
 */
export const drainWithCapRows = (
  id: string,
  bottom: "frame" | "mullion",
  code: string,
  name: string,
  cap: string,
): RowInput[] => [
  drainRow(id, bottom, code, name),
  addonRow(`${id}-caps`, cap, "2", { scope: "opening", condition: RESTS_ON[bottom] }),
];

/** Two end notches (milled `code`) on each bar of `part`, where it meets its ring or another bar. */
export const barEndsRow = (id: string, part: "mullion" | "sashBar", code: string, name: string): RowInput =>
  holeRow(id, code, name, "2", { scope: "member", condition: `PART = '${part}'` });

/** Two end notches (milled `code`) on each mullion, where it meets the frame or another mullion. */
export const mullionEndsRow = (code: string, name: string): RowInput =>
  barEndsRow("mullion-ends", "mullion", code, name);

/**
 * Fixing lugs or anchors (`code`) along each frame member: the first `ANCHOR_END` from each
 * corner, then at most `ANCHOR_SPACING` apart, never fewer than 2 a side (series parameters,
 * mm): ceil((L − 2 × ANCHOR_END) / ANCHOR_SPACING) + 1. A frame's anchors follow its perimeter.
 */
export const ANCHORS_PER_SIDE = "max(2, ceil((L - 2 * ANCHOR_END) / ANCHOR_SPACING) + 1)";
export const anchorRow = (code: string) =>
  addonRow("frame-anchors", code, ANCHORS_PER_SIDE, { scope: "member", condition: "ROLE = 'frame'" });

/**
 * A sill extension where ordered (the frame's `sillExtension`, `SILL_EXT = 1`): the series' add-on
 * sill profile `code` under the frame's sill, square-cut to the frame's width.
 */
export const sillExtensionRow = (code: string) =>
  squareCutRow("sill-extension", code, "W", "1", { scope: "frame", condition: "SILL_EXT = 1" });

/** The frame's fixing rules (docs/series.md "Rules all three share"), mm. */
export const ANCHOR_PARAMETERS = [
  ["ANCHOR_SPACING", "700", "anchorSpacing"],
  ["ANCHOR_END", "150", "anchorEnd"],
] as const;

/**
 * The bar a bent member is made from: its developed length (`LC`, on the profile's centre line,
 * what the bender measures) plus a straight tail at each end that the bending rolls cannot
 * reach, trimmed off after bending (`BEND_TAIL`, a series parameter).
 */
export const BENT = "LC + 2 * BEND_TAIL";

/**
 * A bent member (arch head, circle quarter, bead on an arc): its own line, named as bent, of the
 * bar the bender needs (`BENT`); it goes to the bending shop, not to the cutting optimizer.
 */
export function bentRow(id: string, condition: string, code: string, name: string, length = BENT): RowInput {
  return {
    id,
    kind: "profile",
    scope: "member",
    condition: `${condition} and CURVED = 1`,
    code,
    name,
    length,
    count: "1",
    angleA: "min(A1, A2)",
    angleB: "max(A1, A2)",
    optimize: false,
  };
}

/** A sash that takes a handle: a single sash or the active leaf of a French pair, not a fixed one. */
export const HANDLED_SASH =
  "ACTIVE = 1 and OPENTYPE <> 'fixed' and (SASHKIND = 'sash' or SASHKIND = 'doubleSashLeaf')";

/** The handle's spindle hole and its two screw holes, drilled in each sash that takes a handle. */
export const handleHolesRow = (name: string) =>
  holeRow("handle-holes", "ZK-HANDLE", name, "3", { scope: "sash", condition: HANDLED_SASH });

/** The cotangent of a member's end angles: how far a mitre recedes per mm of depth. */
export const COT_ENDS = "(cos(A1) / sin(A1) + cos(A2) / sin(A2))";

/**
 * Each member of `condition` cut from profile `code`: a straight one at `length` and its end
 * angles (`memberRow`), a bent one as the bender's bar named `bentName` (`bentRow`, id `…-bent`).
 */
export const straightAndBentRows = (
  id: string,
  condition: string,
  code: string,
  bentName: string,
  length = "L",
  bentLength = BENT,
): RowInput[] => [
  memberRow(id, condition, code, length),
  bentRow(`${id}-bent`, condition, code, bentName, bentLength),
];

const { sashOverlap, interlockOverlap, meetingOverlap, foldGap, glassBite, glassClearance, minClear } =
  DEFAULT_SERIES_GEOMETRY;
/** The layout's default overlaps and clearances (docs/layout.md): a series states what it changes. */
export const DEFAULT_OVERLAPS = {
  sashOverlap,
  interlockOverlap,
  meetingOverlap,
  foldGap,
  glassBite,
  glassClearance,
  minClear,
};

/**
 * A price (`price` yuan) per sash, leaf or panel that opens: a fixed sash is glazing, not an
 * opening sash (issue 28 item 10).
 */
export const openingSashPriceRow = (id: string, name: string, price: string) =>
  row(id, "cost", { scope: "sash", condition: "OPENTYPE <> 'fixed'" }, { name, calc: "piece", price });
