// What the two demo casements (TB60, PVC60) share: their sash groups, door frames, hung
// hardware, door set and machining, each naming the series' own parts (figures.ts
// `CasementParts`). The series import it whole (`casement.sashes`, `casement.hardwareRows`).
import type { OpeningKind } from "../../design/sash-kinds/kinds.ts";
import type { AccessoryRow } from "./catalogue.ts";
import type { CasementParts } from "./figures.ts";
import {
  addonRow,
  barEndsRow,
  drainRow,
  drainWithCapRows,
  HANDLED_SASH,
  handleHolesRow,
  memberRow,
  mullionEndsRow,
  type RowInput,
  squareCutRow,
} from "./rows.ts";
import type { DemoWords } from "./words/index.ts";

/** The passive leaf of a French pair: a row of it alone. */
const PASSIVE_LEAF = { condition: "ACTIVE = 0" };
/**
 * A casement's sash groups: a single sash, and a French pair of leaves (each `leafRows`), whose
 * passive leaf carries the meeting stile (`meeting`, its row id and profile) the active leaf closes
 * against and is held by the flush bolts `bolts`; handle and gear are on the active leaf.
 */
export const sashes = (
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

/**
 * The door leaf hardware of the demo casements (each series prices it in its own catalogue): the
 * multipoint lock, its cylinder and keeps, a lever handle pair; each hinge carries 25 kg of leaf.
 */
const CASEMENT_DOOR = { lock: "MS-85", cylinder: "SC-70", keep: "SK-85", handle: "ZS-D" } as const;

/**
 * The catalogue lines of `CASEMENT_DOOR` (a series prices its own lock `lockPrice`, fen), listed
 * where each casement's accessories list them.
 */
export const doorAccessories = (lockPrice: number): AccessoryRow[] => [
  [CASEMENT_DOOR.lock, "lock", "set", lockPrice],
  [CASEMENT_DOOR.cylinder, "lock", "piece", 4800],
  [CASEMENT_DOOR.keep, "lock", "piece", 650],
  [CASEMENT_DOOR.handle, "handle", "pair", 7800],
];
const CASEMENT_KG_PER_HINGE = 25;

/**
 * A casement's hung hardware: the table's set on each tilt-turn, side-, top- or bottom-hung sash
 * (`sizedHardwareRows`), then `afterSets` (what a series adds to those sets), a door leaf's
 * (`doorHardwareRows` of `CASEMENT_DOOR`), on each sash that takes a window handle the series'
 * handle and its gear, and the seal between sash and frame round every opening sash or leaf
 * (`parts`: the series' catalogue names them).
 */
export const hardwareRows = (parts: CasementParts, afterSets: RowInput[] = []): RowInput[] => [
  ...sizedHardwareRows(["tiltTurn", "casement", "awning", "hopper"]),
  ...afterSets,
  ...doorHardwareRows(CASEMENT_DOOR, CASEMENT_KG_PER_HINGE),
  addonRow("handle", parts.handle, "1", { condition: WINDOW_HANDLED }),
  addonRow(parts.gear.id, parts.gear.code, parts.gear.quantity, { condition: WINDOW_HANDLED }),
  addonRow(parts.seal.id, parts.seal.code, "ceil(SPERIMETER, 1)", {
    condition: "OPENTYPE <> 'fixed' and SASHKIND <> 'slidePanel'",
  }),
];

/**
 * A casement's cell drainage, slots `drain.code` into what each cell rests on: the sill and a
 * transom (on the outside face, each slot under a weep cap `drain.cap`: `drainWithCapRows`) and
 * a sash bar for the lite of a sash above one (`drainRow`); each row's id and name are the
 * series' own.
 */
const drainRows = (w: DemoWords, drain: CasementParts["drain"]): RowInput[] => [
  ...drainWithCapRows(drain.sill[0], "frame", drain.code, w.rows[drain.sill[1]], drain.cap),
  ...drainWithCapRows(drain.transom[0], "mullion", drain.code, w.rows[drain.transom[1]], drain.cap),
  drainRow(drain.sashBar[0], "sashBar", drain.code, w.rows[drain.sashBar[1]]),
];

/**
 * A casement's drainage, drilling and milling tabs: the cell drainage `drainRows` and
 * what a series adds to it (`moreDrainage`), the handle holes, and the end notches of mullions
 * and sash bars (`barEndsRows`), as the series' catalogue names them (`parts`).
 */
export const machiningTabs = (w: DemoWords, parts: CasementParts, moreDrainage: RowInput[] = []) => ({
  drainage: { rows: [...drainRows(w, parts.drain), ...moreDrainage] },
  drilling: { rows: [handleHolesRow(w.rows.handleHoles)] },
  milling: {
    rows: barEndsRows(
      { code: parts.ends.mullion[0], name: w.rows[parts.ends.mullion[1]] },
      { code: parts.ends.sashBar[0], name: w.rows[parts.ends.sashBar[1]] },
    ),
  },
});

/** The end notches milled on each mullion (`mullionEndsRow`) and each sash bar (`barEndsRow`). */
const barEndsRows = (
  mullion: { code: string; name: string },
  sashBar: { code: string; name: string },
): RowInput[] => [
  mullionEndsRow(mullion.code, mullion.name),
  barEndsRow("sash-bar-ends", "sashBar", sashBar.code, sashBar.name),
];
