// What a fabricator cannot make of a design in its series, found on its layout (docs/series.md
// "Bending" and "Hardware sized"): a bent member tighter than its profile bends or of a foiled
// profile, and a sash no hardware set of the series' table carries. Checked with designMisfit
// before a price or a BOM, and refused at the design's field, never cut or priced as drawn.
import { layout } from "../design/layout/layout.ts";
import type { Layout, LayoutMember } from "../design/layout-types.ts";
import type { Design } from "../design/model.ts";
import type { OpeningKind } from "../design/sash-kinds/kinds.ts";
import { hardwareSetFor, sashToHang } from "../series/hardware-sets.ts";
import { type DesignMisfit, designMisfit } from "../series/kinds.ts";
import type { Series } from "../series/schema.ts";
import { sashWeights } from "./leaf-weight.ts";
import { geometryOf } from "./order.ts";

/** Why a design cannot be fabricated in its series, at the field that says so. */
export type FabricationMisfit =
  | DesignMisfit
  /** A bent member of a profile foiled in the frame's colour (the foil cracks on the bender). */
  | { field: string; code: "profile_foiled_bent"; profile: string; colour: string }
  /** A bent member of a smaller radius (mm, outer edge) than its profile bends to. */
  | { field: string; code: "bend_too_tight"; profile: string; radius: number; minRadius: number }
  /** A sash the series' hardware sets apply to and none carries: its size (mm) and weight (kg). */
  | {
      field: string;
      code: "hardware_no_fit";
      kind: OpeningKind;
      width: number;
      height: number;
      weight: number;
    };

/**
 * The first thing of `design` its series cannot make: designMisfit's (kinds, colours), then on
 * its layout each bent member's profile (foiled, or bent tighter than `minBendRadius`) and each
 * sash's hardware set (series/hardware-sets.ts); null when it can all be made.
 */
export function fabricationMisfit(design: Design, series: Series): FabricationMisfit | null {
  const misfit = designMisfit(design, series);
  if (misfit) return misfit;
  const laid = layout(design, geometryOf(series));
  for (const [i, frame] of design.frames.entries()) {
    const members = laid.members.filter((m) => m.frameId === frame.id);
    const first = series.profiles[0]?.colours[0] ?? "";
    const colours = [frame.colors.a || first, frame.colors.b || first];
    const bend = members.map((m) => bendMisfit(m, series, colours, i)).find((m) => m !== null);
    if (bend) return bend;
    const hang = hardwareMisfit(laid, members, series, frame.id, i);
    if (hang) return hang;
  }
  return null;
}

/**
 * A bent member its profile cannot be bent to — foiled in one of the frame's face colours
 * `colours`, or tighter than its `minBendRadius` — at the frame's shape; null for the others.
 */
function bendMisfit(
  member: LayoutMember,
  series: Series,
  colours: readonly string[],
  frame: number,
): FabricationMisfit | null {
  if (!member.curved) return null;
  const profile = series.profiles.find((p) => p.code === member.profileCode);
  if (!profile) return null;
  const field = `design.frames.${frame}.shape`;
  const foiled = (profile.foiledColours ?? []).map((c) => c.toLowerCase());
  const colour = colours.find((c) => foiled.includes(c.toLowerCase()));
  if (colour !== undefined) return { field, code: "profile_foiled_bent", profile: profile.code, colour };
  if (profile.minBendRadius !== undefined && member.radius < profile.minBendRadius) {
    return {
      field,
      code: "bend_too_tight",
      profile: profile.code,
      radius: Math.round(member.radius),
      minRadius: profile.minBendRadius,
    };
  }
  return null;
}

/** The first sash of frame `frameId` that sets of the table apply to and none carries. */
function hardwareMisfit(
  laid: Layout,
  members: readonly LayoutMember[],
  series: Series,
  frameId: string,
  frame: number,
): FabricationMisfit | null {
  const fills = laid.fills.filter((f) => f.frameId === frameId);
  const weights = sashWeights(members, fills, series);
  for (const sash of laid.sashes.filter((s) => s.frameId === frameId)) {
    const hung = sashToHang(sash, weights.get(sash.id) ?? 0);
    if (hardwareSetFor(series, hung) !== null) continue;
    return {
      field: `design.frames.${frame}.root`,
      code: "hardware_no_fit",
      kind: hung.kind,
      width: Math.round(hung.width),
      height: Math.round(hung.height),
      weight: Math.round(hung.weight * 10) / 10,
    };
  }
  return null;
}
