// Names in the product catalogue (SPEC §8): series and directory names have a maximum length, and
// a clone gets a name of its own ("TB60 copy", then "TB60 copy 2", …). The server checks the
// names with these schemas and the catalogue dialog uses them as field rules.
import { z } from "zod";
import { keyed } from "../validation/keyed.ts";

/** Longest series or directory name, characters. */
export const CATALOGUE_NAME_MAX = 60;
/** Longest share description (SPEC §8). */
export const SHARE_DESCRIPTION_MAX = 60;

/** A series or directory name: required, at most CATALOGUE_NAME_MAX characters after trimming. */
export const catalogueNameSchema = z
  .string({ error: "validation.series_name_required" })
  .trim()
  .min(1, { error: "validation.series_name_required" })
  .max(CATALOGUE_NAME_MAX, keyed("validation.name_too_long", { max: CATALOGUE_NAME_MAX }));

export const shareDescriptionSchema = z
  .string()
  .max(SHARE_DESCRIPTION_MAX, keyed("validation.share_description_length", { max: SHARE_DESCRIPTION_MAX }));

/**
 * The name of a copy of `name`: "<name> <suffix>", or "<name> <suffix> 2", 3, … when that is
 * taken; the original part is shortened so the whole stays within CATALOGUE_NAME_MAX.
 */
export function copyName(name: string, taken: Iterable<string>, suffix: string): string {
  const used = new Set(taken);
  for (let n = 1; ; n++) {
    const tail = n === 1 ? ` ${suffix}` : ` ${suffix} ${n}`;
    const head = [...name.trim()].slice(0, Math.max(1, CATALOGUE_NAME_MAX - [...tail].length)).join("");
    const candidate = `${head.trimEnd()}${tail}`;
    if (!used.has(candidate)) return candidate;
  }
}
