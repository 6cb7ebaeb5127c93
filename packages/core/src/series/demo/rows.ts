// The row builder of the demo series: each kind of formula row they write, built one way (a
// profile cut for every layout member of a role with the member's own length and end angles, an
// accessory, a pane, a hole, a price), and the rows two series share. docs/series.md explains
// each rule ("Frame and mullion rows").
import type { OpeningKind } from "../../design/sash-kinds/kinds.ts";
import { DEFAULT_SERIES_GEOMETRY } from "../../design/series-geometry.ts";
import type { FormulaRow, RowScope } from "../schema.ts";
import type { AccessoryRow } from "./catalogue.ts";
import type { DemoWords } from "./words/index.ts";

type RowInput = Omit<FormulaRow, "optimize"> & { optimize?: boolean };

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

/** The passive leaf of a French pair: a row of it alone. */
const PASSIVE_LEAF = { condition: "ACTIVE = 0" };
/**
 * A casement's sash groups: a single sash, and a French pair of leaves (each `leafRows`), whose
 * passive leaf carries the meeting stile (`meeting`, its row id and profile) the active leaf closes
 * against and is held by the flush bolts `bolts`; handle and gear are on the active leaf.
 */
export const casementSashes = (
  leafRows: (prefix: string) => RowInput[],
  meeting: { id: string; code: string },
  bolts: string,
) => ({
  sash: { sashWidth: "LSW", sashHeight: "LSH", rows: leafRows("sash") },
  doubleSash: {
    sashWidth: "LSW",
    sashHeight: "LSH",
    rows: [
      ...leafRows("leaf"),
      squareCutRow(meeting.id, meeting.code, "SH", "1", PASSIVE_LEAF),
      addonRow("passive-bolts", bolts, "1", PASSIVE_LEAF),
    ],
  },
});

/**
 * A price (`price` yuan) per sash, leaf or panel that opens: a fixed sash is glazing, not an
 * opening sash (issue 28 item 10).
 */
export const openingSashPriceRow = (id: string, name: string, price: string) =>
  row(id, "cost", { scope: "sash", condition: "OPENTYPE <> 'fixed'" }, { name, calc: "piece", price });

/** A frame with no door leaf in it: its sill is a frame member like the others. */
export const WINDOW_FRAME = "ROLE = 'frame' and DOOR = 0";
const DOOR_FRAME = "ROLE = 'frame' and DOOR = 1";
const JAMB = "(SIDE = 'left' or SIDE = 'right')";

/**
 * The frame of a door (a door leaf hangs in it, DOOR = 1): a threshold (`threshold`) instead of a
 * mitred sill, square-cut between the jambs (`L` − 2 × `FRAME_FACE`); the jambs run down to the
 * floor, square at the foot (90°) and mitred to the head at its own angle (the larger of the two:
 * 45° under a square head, the springing's angle under an arch); the head is cut as in a window.
 * `head` and `jamb` are their cut lengths (a welded end adds its allowance).
 */
export const doorFrameRows = (frame: string, threshold: string, head = "L", jamb = "L"): RowInput[] => [
  {
    ...memberRow("door-frame", `${DOOR_FRAME} and SIDE <> 'bottom'`, frame, `if(${JAMB}, ${jamb}, ${head})`),
    angleA: `if(${JAMB}, max(A1, A2), min(A1, A2))`,
    angleB: `if(${JAMB}, 90, max(A1, A2))`,
  },
  squareCutRow("threshold", threshold, "L - 2 * FRAME_FACE", "1", {
    scope: "member",
    condition: `${DOOR_FRAME} and SIDE = 'bottom'`,
  }),
];

/** A sash ring cut from the series' sash profile, not a door leaf. */
export const SASH_MEMBER = "ROLE = 'sash' and PART = 'sash'";
/** A door leaf's ring, cut from the series' door leaf profile. */
export const DOOR_LEAF_MEMBER = "ROLE = 'sash' and PART = 'doorLeaf'";
/** A sash that takes a window handle and gear: a handled sash that is not a door leaf. */
export const WINDOW_HANDLED = `${HANDLED_SASH} and OPENTYPE <> 'door'`;
const ACTIVE_DOOR = "OPENTYPE = 'door' and ACTIVE = 1";

/**
 * The hardware set of the series' table that hangs each sash of the opening kinds `kinds`
 * (`HWSET`, docs/series.md "Hardware sized"): one set per sash (a door leaf's hinges are counted
 * by weight, `doorHardwareRows`). A sash no set fits orders none and errors on `code` (err_26 of
 * an empty code); such a design is refused before a BOM (bom/fabrication-misfit.ts).
 */
export const sizedHardwareRows = (kinds: readonly OpeningKind[]): RowInput[] => [
  addonRow("hardware-set", "=HWSET", "1", {
    condition: kinds.map((kind) => `OPENTYPE = '${kind}'`).join(" or "),
  }),
];

/**
 * A door leaf's hardware: the hinges of the series' table (`HWSET`), sized by the leaf's weight
 * (`WEIGHT`, kg: its profiles' kg/m and its glass build-up's kg/m²), each carrying `kgPerHinge`,
 * never fewer than 3 (4 on a leaf over 2100 mm) — the table's weight limit is what the most
 * hinges a leaf takes carry; on the leaf that opens first (a single leaf, a pair's active leaf)
 * a multipoint door lock with its cylinder, one keep per lock point (3) and a lever handle pair.
 */
export const doorHardwareRows = (
  parts: { lock: string; cylinder: string; keep: string; handle: string },
  kgPerHinge: number,
): RowInput[] => [
  addonRow("door-hinges", "=HWSET", `max(if(SH > 2100, 4, 3), ceil(WEIGHT / ${kgPerHinge}))`, {
    condition: "OPENTYPE = 'door'",
  }),
  addonRow("door-lock", parts.lock, "1", { condition: ACTIVE_DOOR }),
  addonRow("door-cylinder", parts.cylinder, "1", { condition: ACTIVE_DOOR }),
  addonRow("door-keeps", parts.keep, "3", { condition: ACTIVE_DOOR }),
  addonRow("door-handle", parts.handle, "1", { condition: ACTIVE_DOOR }),
];

/** A row's id and the name it is listed under. */
type Named = { id: string; name: string };

/**
 * The door leaf hardware of the demo casements (each series prices it in its own catalogue): the
 * multipoint lock, its cylinder and keeps, a lever handle pair; each hinge carries 25 kg of leaf.
 */
const CASEMENT_DOOR = { lock: "MS-85", cylinder: "SC-70", keep: "SK-85", handle: "ZS-D" } as const;

/**
 * The catalogue lines of `CASEMENT_DOOR` (a series prices its own lock `lockPrice`, fen), listed
 * where each casement's accessories list them.
 */
export const casementDoorAccessories = (lockPrice: number): AccessoryRow[] => [
  [CASEMENT_DOOR.lock, "lock", "set", lockPrice],
  [CASEMENT_DOOR.cylinder, "lock", "piece", 4800],
  [CASEMENT_DOOR.keep, "lock", "piece", 650],
  [CASEMENT_DOOR.handle, "handle", "pair", 7800],
];
const CASEMENT_KG_PER_HINGE = 25;

/**
 * A casement's hung hardware: the table's set on each tilt-turn, side-, top- or bottom-hung sash
 * (`sizedHardwareRows`), then `afterSets` (what a series adds to those sets), a door leaf's
 * (`doorHardwareRows` of `CASEMENT_DOOR`), on each sash that takes a window handle the handle `handle` and its gear
 * (`gear`: id, code, quantity), and the seal `seal` between sash and frame round every opening
 * sash or leaf. Each series names its own parts.
 */
export const casementHardwareRows = (h: {
  afterSets?: RowInput[];
  handle: string;
  gear: { id: string; code: string; quantity: string };
  seal: { id: string; code: string };
}): RowInput[] => [
  ...sizedHardwareRows(["tiltTurn", "casement", "awning", "hopper"]),
  ...(h.afterSets ?? []),
  ...doorHardwareRows(CASEMENT_DOOR, CASEMENT_KG_PER_HINGE),
  addonRow("handle", h.handle, "1", { condition: WINDOW_HANDLED }),
  addonRow(h.gear.id, h.gear.code, h.gear.quantity, { condition: WINDOW_HANDLED }),
  addonRow(h.seal.id, h.seal.code, "ceil(SPERIMETER, 1)", {
    condition: "OPENTYPE <> 'fixed' and SASHKIND <> 'slidePanel'",
  }),
];

/**
 * A casement's cell drainage, slots `code` into what each cell rests on: the sill and a transom
 * (on the outside face, each slot under a weep cap `cap`: `drainWithCapRows`) and a sash bar for
 * the lite of a sash above one (`drainRow`).
 */
export const casementDrainRows = (
  code: string,
  cap: string,
  rows: { sill: Named; transom: Named; sashBar: Named },
): RowInput[] => [
  ...drainWithCapRows(rows.sill.id, "frame", code, rows.sill.name, cap),
  ...drainWithCapRows(rows.transom.id, "mullion", code, rows.transom.name, cap),
  drainRow(rows.sashBar.id, "sashBar", code, rows.sashBar.name),
];

/**
 * A casement's drainage, drilling and milling tabs: the cell drainage `casementDrainRows` (slots
 * `drain.code` under weep caps `drain.cap`) and what a series adds to it (`drain.more`), the
 * handle holes, and the end notches of mullions and sash bars (`barEndsRows`).
 */
export const casementMachiningTabs = (
  w: DemoWords,
  drain: { code: string; cap: string; rows: Parameters<typeof casementDrainRows>[2]; more?: RowInput[] },
  ends: Parameters<typeof barEndsRows>,
) => ({
  drainage: { rows: [...casementDrainRows(drain.code, drain.cap, drain.rows), ...(drain.more ?? [])] },
  drilling: { rows: [handleHolesRow(w.rows.handleHoles)] },
  milling: { rows: barEndsRows(...ends) },
});

/** The end notches milled on each mullion (`mullionEndsRow`) and each sash bar (`barEndsRow`). */
export const barEndsRows = (
  mullion: { code: string; name: string },
  sashBar: { code: string; name: string },
): RowInput[] => [
  mullionEndsRow(mullion.code, mullion.name),
  barEndsRow("sash-bar-ends", "sashBar", sashBar.code, sashBar.name),
];
