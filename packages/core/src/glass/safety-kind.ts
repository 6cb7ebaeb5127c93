// What a glass build-up is (annealed, toughened or laminated) and which build-up of a series is
// the safety version of another (docs/safety-glass.md).
import type { Glass } from "../series/schema.ts";

export const safetyKinds = ["annealed", "toughened", "laminated"] as const;
export type SafetyKind = (typeof safetyKinds)[number];

// "5T", "6.38T": a toughened leaf as factories write it (GB 15763.2: 钢化); also written out
const TOUGHENED_LEAF = /\d(?:\.\d+)?\s*T(?![a-z])/;
const TOUGHENED_WORD = /钢化|tough|temper/i;
// an interlayer makes a laminated leaf (GB 15763.3: 夹层, PVB / SGP / EVA)
const LAMINATED = /PVB|SGP|EVA|夹胶|夹层|lamin/i;

/**
 * What a make-up is, read from how it is written: laminated when any leaf is (an interlayer:
 * `5+0.76PVB+5`), toughened when every glass leaf is (`5T+12A+5T`), else annealed. A unit with
 * one annealed leaf is not safety glass on that face, so `5T+12A+5` counts as annealed.
 */
export function safetyOfSpec(spec: string): SafetyKind {
  if (LAMINATED.test(spec)) return "laminated";
  if (TOUGHENED_WORD.test(spec)) return "toughened";
  const leaves = glassLeaves(spec);
  return leaves.length > 0 && leaves.every((l) => TOUGHENED_LEAF.test(l)) ? "toughened" : "annealed";
}

/** The glass leaves of a make-up: its parts that are not a gap (`12A`, `9Ar`). */
function glassLeaves(spec: string): string[] {
  return spec
    .split("+")
    .map((p) => p.trim())
    .filter((p) => p !== "" && !/^\d+(?:\.\d+)?\s*(?:A|Ar|Kr)$/i.test(p));
}

/** A catalogue glass's kind: as stated, else read from its make-up. */
export const glassSafety = (glass: Pick<Glass, "spec" | "safety">): SafetyKind =>
  glass.safety ?? safetyOfSpec(glass.spec);

/** A make-up without its toughening marks: `5T+12A+5T` → `5+12A+5` (the same glass, processed). */
export const makeUpOf = (spec: string): string =>
  spec.replace(/(\d(?:\.\d+)?)\s*T(?![a-z])/g, "$1").replace(/\s+/g, "");

/**
 * The safety build-up a series offers for an annealed make-up: a toughened or laminated line of
 * the same make-up (`5T+12A+5T` for `5+12A+5`), toughened first; undefined when it offers none.
 */
export function safetyBuildUp(glass: readonly Glass[], spec: string): Glass | undefined {
  const same = makeUpOf(spec);
  const offers = glass.filter((g) => glassSafety(g) !== "annealed" && makeUpOf(g.spec) === same);
  return offers.find((g) => glassSafety(g) === "toughened") ?? offers[0];
}

/** The kind of the glass a fill names (its spec or code in the catalogue, else its make-up). */
export function fillSafety(glass: readonly Glass[], spec: string): SafetyKind {
  const item = glass.find((g) => g.spec === spec || g.code === spec);
  return item ? glassSafety(item) : safetyOfSpec(spec);
}
