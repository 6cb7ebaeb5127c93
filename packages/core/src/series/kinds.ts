// Which opening kinds a series builds (docs/series.md "Opening kinds"): a design using another
// is refused, in the designer and on the server, rather than cut and priced from profiles and
// rows made for something else.
import { isFaceColour } from "../design/limits.ts";
import type { Design, Frame, Region } from "../design/model.ts";
import { type OpeningKind, openingKinds, sashKindSpec } from "../design/sash-kinds/kinds.ts";
import { childrenOf, regionOpeningKind } from "../design/tree.ts";
import { offersColour } from "./colours.ts";
import type { Series } from "./schema.ts";

/**
 * The kinds `series` builds: those it declares (`openingKinds`); a series that declares none
 * (written before the field) builds the kinds it has a ring profile for — its sash profile the
 * sash kinds and doors, a slide panel profile sliding groups, a fold leaf profile folding groups.
 */
export function seriesBuilds(series: {
  profiles: readonly Pick<Series["profiles"][number], "partType">[];
  openingKinds?: Series["openingKinds"];
}): readonly OpeningKind[] {
  if (series.openingKinds) return series.openingKinds;
  const parts = new Set<string>(series.profiles.map((p) => p.partType));
  return openingKinds.filter((kind) => {
    const ring = sashKindSpec(kind).layout.ring;
    return parts.has(ring) || (ring === "doorLeaf" && parts.has("sash"));
  });
}

/** Why a design cannot be made in a series, at the field that says so; null when it can. */
export type DesignMisfit =
  | { field: string; code: "series_cannot_build"; kind: OpeningKind }
  | { field: string; code: "colour_not_offered"; colour: string }
  | { field: string; code: "series_no_sash_bar" | "series_no_sill_extension" | "colour_required" };

/**
 * The first thing in `design` its series cannot make, checked before a price or a BOM: a sash,
 * pair, sliding or folding group of a kind the series does not build (docs/series.md "Opening
 * kinds"), a frame face colour left empty (SPEC §5: blankFaceColour) or not every profile is
 * catalogued in (a quote without the profile lines the BOM refuses, err_26),
 * a glazing bar inside a sash of a series with no sash-bar profile, or a sill extension ordered
 * from a series with no sill extension profile (never cut from another profile in their place).
 */
export function designMisfit(
  design: Design,
  series: Pick<Series, "profiles" | "openingKinds">,
): DesignMisfit | null {
  const builds = seriesBuilds(series);
  const parts = new Set<string>(series.profiles.map((p) => p.partType));
  const blank = blankFaceColour(design);
  if (blank) return { field: blank.field, code: "colour_required" };
  for (const [i, frame] of design.frames.entries()) {
    for (const side of ["a", "b"] as const) {
      const colour = frame.colors[side];
      if (!offersColour(series, colour)) {
        return { field: `design.frames.${i}.colors.${side}`, code: "colour_not_offered", colour };
      }
    }
    const kind = frameKinds(frame).find((k) => !builds.includes(k));
    if (kind) return { field: `design.frames.${i}.root`, code: "series_cannot_build", kind };
    if (!parts.has("sashBar") && dividesASash(frame)) {
      return { field: `design.frames.${i}.root`, code: "series_no_sash_bar" };
    }
    if (frame.sillExtension && !parts.has("sillExtension")) {
      return { field: `design.frames.${i}.sillExtension`, code: "series_no_sill_extension" };
    }
  }
  return null;
}

/**
 * SPEC §5 "face A and B colour cannot be empty": the first frame face colour of `design` left
 * empty or blank, as the field that holds it; null when every frame has both. The design
 * commands refuse to set one (commands/set-colors.ts); this finds one a design came with (an
 * API caller's, an import), which the server refuses to price or save.
 */
export function blankFaceColour(design: Pick<Design, "frames">): { field: string } | null {
  for (const [i, frame] of design.frames.entries())
    for (const side of ["a", "b"] as const)
      if (!isFaceColour(frame.colors[side])) return { field: `design.frames.${i}.colors.${side}` };
  return null;
}

/** Whether a glazing bar (a split) lies inside a sash, leaf, panel or fold leaf of `frame`. */
function dividesASash(frame: Pick<Frame, "root">): boolean {
  const stack: { r: Region; inSash: boolean }[] = [{ r: frame.root, inSash: false }];
  while (stack.length) {
    const { r, inSash } = stack.pop()!;
    if (r.kind === "split" && inSash) return true;
    const ring = r.kind !== "split" && r.kind !== "fill";
    for (const c of childrenOf(r)) stack.push({ r: c, inSash: inSash || ring });
  }
  return false;
}

/** The opening kinds drawn in `frame`, each once, in the order met from the root. */
export function frameKinds(frame: Pick<Frame, "root">): OpeningKind[] {
  const kinds = new Set<OpeningKind>();
  const stack: Region[] = [frame.root];
  while (stack.length) {
    const r = stack.pop()!;
    stack.push(...childrenOf(r));
    const kind = regionOpeningKind(r);
    if (kind) kinds.add(kind);
  }
  return [...kinds];
}

/**
 * The series a frame of `kinds` is drawn in, from the company's catalogue: its default series
 * ("default") when that builds them all, else the first series that does (by id); null when none
 * does (an empty catalogue: "default", for the server to decide). A template of the library is drawn on "default" whatever it holds (a sliding window in a
 * company whose default series is a casement one).
 */
export function seriesToBuild(
  kinds: readonly OpeningKind[],
  catalogue: readonly { id: number; isDefault: boolean; builds: readonly OpeningKind[] }[],
): string | null {
  const buildsAll = (s: (typeof catalogue)[number]) => kinds.every((k) => s.builds.includes(k));
  if (catalogue.length === 0 || catalogue.some((s) => s.isDefault && buildsAll(s))) return "default";
  const first = catalogue.find(buildsAll);
  return first ? String(first.id) : null;
}
