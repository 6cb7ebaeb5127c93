// The limits of the cutting settings (SPEC §5, §9) and the schemas that check them: the server
// validates requests with them and the web app's settings form uses them as field rules, so a
// limit is written once. A value out of range is refused with a message key whose text says
// what is allowed; the values it shows ({min}, {max}, …) travel on the issue's `params` (keyed).
import { z } from "zod";
import { type KeyParams, keyed } from "../validation/keyed.ts";
import { MAX_BAR_LENGTH_MM } from "./input/limits.ts";

/** Inclusive range, mm. */
export interface Limit {
  readonly min: number;
  readonly max: number;
}

export const CUT_SETTING_LIMITS = {
  /** A stock bar (and each end of a reverse range). */
  barLength: { min: 50, max: MAX_BAR_LENGTH_MM },
  kerf: { min: 0, max: 50 },
  trim: { min: 0, max: 1000 },
  minLeftover: { min: 0, max: MAX_BAR_LENGTH_MM },
} as const satisfies Record<string, Limit>;

/** Most stock lengths one reverse optimization tries (range 2000 at step 10; docs/cutting.md). */
export const MAX_REVERSE_CANDIDATES = 201;

export const REVERSE_LIMITS = {
  /** Largest max − min, mm. */
  span: 2000,
  /** A whole number of mm; never more than the span. */
  step: { min: 1, max: 2000 },
  lengths: MAX_REVERSE_CANDIDATES,
} as const;

type Params = KeyParams;

/** A length in mm within `limit`; anything else (empty, text, out of range) says the range. */
export function mmSchema(limit: Limit, key = "validation.mm_between") {
  const error = keyed(key, { min: limit.min, max: limit.max });
  return z.number(error).min(limit.min, error).max(limit.max, error);
}

/** A whole number of mm within `limit`. */
export function wholeMmSchema(limit: Limit) {
  const error = keyed("validation.whole_mm_between", { min: limit.min, max: limit.max });
  return z.number(error).int(error).min(limit.min, error).max(limit.max, error);
}

/** Bar lengths as typed, "6000,6500" (the Chinese comma too), each in range; null when one is not. */
export function parseBarLengths(text: string): number[] | null {
  const { min, max } = CUT_SETTING_LIMITS.barLength;
  const lengths = text
    .split(/[,，]/)
    .map((s) => s.trim())
    .filter(Boolean)
    .map(Number);
  if (lengths.some((n) => !Number.isFinite(n) || n < min || n > max)) return null;
  return [...new Set(lengths)];
}

const barLengthsError = keyed("validation.bar_lengths_between", CUT_SETTING_LIMITS.barLength);

/** "6000,6500" or [6000, 6500]: stock bar lengths in mm, each once (SPEC §9). */
export const barLengthsSchema = z
  .union([z.string(), z.array(z.number())], barLengthsError)
  .transform((value, ctx) => {
    const lengths = parseBarLengths(typeof value === "string" ? value : value.join(","));
    if (lengths === null) {
      ctx.addIssue({
        code: "custom",
        message: "validation.bar_lengths_between",
        params: { ...CUT_SETTING_LIMITS.barLength },
      });
      return z.NEVER;
    }
    return lengths;
  });

/** What the saw takes (SPEC §9): the kerf of each cut and the trims off each end of a bar, mm. */
export const sawSettingsSchema = z.object({
  kerf: mmSchema(CUT_SETTING_LIMITS.kerf),
  trimStart: mmSchema(CUT_SETTING_LIMITS.trim),
  trimEnd: mmSchema(CUT_SETTING_LIMITS.trim),
});
export type SawSettings = z.infer<typeof sawSettingsSchema>;

/** A series that states no saw settings cuts as the optimizer did before it could: none. */
export const NO_SAW_ALLOWANCE: SawSettings = { kerf: 0, trimStart: 0, trimEnd: 0 };

/**
 * The saw settings for one profile code: those of the series that holds it; when several
 * series hold it, the largest of each (a plan cut for the larger allowance fits either saw).
 */
export function sawSettingsOf(
  series: readonly { profiles: readonly { code: string }[]; cutting: SawSettings }[],
  profileCode: string,
): SawSettings {
  const holding = series.filter((s) => s.profiles.some((p) => p.code === profileCode));
  if (holding.length === 0) return NO_SAW_ALLOWANCE;
  return {
    kerf: Math.max(...holding.map((s) => s.cutting.kerf)),
    trimStart: Math.max(...holding.map((s) => s.cutting.trimStart)),
    trimEnd: Math.max(...holding.map((s) => s.cutting.trimEnd)),
  };
}

/** The settings a person types on the optimizer page. */
export const cutSettingsSchema = z.object({
  barLengths: barLengthsSchema.optional(),
  defaultStockLength: mmSchema(CUT_SETTING_LIMITS.barLength).optional(),
  // Left empty, each profile is cut with its series' kerf and trims.
  ...sawSettingsSchema.partial().shape,
  minLeftover: mmSchema(CUT_SETTING_LIMITS.minLeftover),
});

/** The smallest step that keeps a range within MAX_REVERSE_CANDIDATES lengths. */
export function smallestStep(min: number, max: number): number {
  return Math.ceil((max - min) / (REVERSE_LIMITS.lengths - 1));
}

/**
 * SPEC §5: both ends are bar lengths, max above min and at most REVERSE_LIMITS.span apart; a
 * whole step no larger than max − min giving at most REVERSE_LIMITS.lengths lengths.
 */
export const reverseRangeSchema = z
  .object({
    min: mmSchema(CUT_SETTING_LIMITS.barLength).describe("Shortest stock length to try, mm"),
    max: mmSchema(CUT_SETTING_LIMITS.barLength).describe("Longest stock length to try, mm"),
    step: wholeMmSchema(REVERSE_LIMITS.step).describe("Lengths tried: min, min + step, … up to max"),
  })
  .superRefine(({ min, max, step }, ctx) => {
    const issue = (path: "max" | "step", message: string, params: Params) =>
      ctx.addIssue({ code: "custom", path: [path], message, params });
    // Zod runs this even when a field failed above: relate the fields only once each is valid.
    const fine = (v: number, limit: Limit) => Number.isFinite(v) && v >= limit.min && v <= limit.max;
    const { barLength } = CUT_SETTING_LIMITS;
    if (!(fine(min, barLength) && fine(max, barLength) && Number.isInteger(step) && step >= 1)) return;
    if (max <= min) issue("max", "validation.reverse_max_above_min", { min });
    else if (max - min > REVERSE_LIMITS.span)
      issue("max", "validation.reverse_range_span", {
        span: REVERSE_LIMITS.span,
        max: min + REVERSE_LIMITS.span,
      });
    else if (step > max - min) issue("step", "validation.reverse_step_too_large", { max: max - min });
    else if (Math.floor((max - min) / step) + 1 > REVERSE_LIMITS.lengths)
      issue("step", "validation.reverse_too_many_lengths", {
        count: REVERSE_LIMITS.lengths,
        min: smallestStep(min, max),
      });
  });

/** Longest note of where kept offcuts are stored (the plan's confirmation). */
export const OFFCUT_POSITION_MAX = 100;

export const offcutPositionSchema = z
  .string()
  .max(OFFCUT_POSITION_MAX, keyed("validation.text_too_long", { max: OFFCUT_POSITION_MAX }));
