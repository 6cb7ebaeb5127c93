// Row builders shared by the demo series: a profile cut for every layout member of a role,
// with the member's own length and end angles (docs/series.md "Frame and mullion rows").
import type { FormulaRow } from "../schema.ts";

type RowInput = Omit<FormulaRow, "optimize"> & { optimize?: boolean };

/**
 * One piece per layout member matching `condition`, cut at the member's own end angles:
 * `length` is an expression over the member's `L`. Straight members only; see `bentRow`.
 * The smaller angle is listed first, so the two jambs of an arch (45° at the sill, 78.69° at
 * the springing, in opposite order along the outline) are one line of two pieces.
 */
export function memberRow(id: string, condition: string, code: string, length = "L"): RowInput {
  return {
    id,
    kind: "profile",
    scope: "member",
    condition: `${condition} and CURVED = 0`,
    code,
    length,
    count: "1",
    angleA: "min(A1, A2)",
    angleB: "max(A1, A2)",
  };
}

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

/** The cotangent of a member's end angles: how far a mitre recedes per mm of depth. */
export const COT_ENDS = "(cos(A1) / sin(A1) + cos(A2) / sin(A2))";
