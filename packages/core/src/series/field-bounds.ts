// What a person may type into a series' catalogue (its profiles, glass and accessories), with the
// words that say what is allowed. The series model (schema.ts) reads what is stored; a series is
// saved through `seriesSaveSchema` (save-schema.ts), which adds these bounds, so the server's save and the series
// data page refuse the same values with the same message — at the field, never clamped.
//
// SPEC §9 gives the shortest profile (50 mm). SPEC §5's size settings run "50-200 for some,
// 10-200 for others": a frame's depth (the system depth a "60 series" is named for) from 50 mm,
// every other face width and depth (a bead's 20, a sash's 68, a sill extension's 30) from 10 mm,
// all to 200 mm. Glass and panels are up to 200 mm thick too, but from 1 mm: a single pane is 3 to
// 6 mm (SPEC's 10 would refuse the 5 mm pane of the SL90 demo series). The rest is shop practice:
// bars are sold up to 12 m; no profile weighs 100 kg a metre and no glass 500 kg a m². A series
// holds at most MAX_SERIES_PROFILES profiles here; a larger catalogue goes to the desktop tool
// (`fenestra bom --series FILE` reads any number: SPEC §8 "too many profiles, use the desktop tool").
import { z } from "zod";
import { keyed } from "../validation/keyed.ts";
import { priceFenSchema } from "../workflows/contract-fields.ts";

export const SERIES_FIELD_BOUNDS = {
  /** A code (profile, glass, accessory): what formulas, joins and the cutting plan name it by. */
  codeLength: 40,
  /** A profile's visible face width and its section depth, mm (SPEC §5 "10-200 for others"). */
  profileSizeMm: { min: 10, max: 200 },
  /** A frame profile's depth, mm (SPEC §5 "50-200 for some"). */
  frameDepthMm: { min: 50, max: 200 },
  /** Most profiles in one series (SPEC §8: beyond it, the desktop tool). */
  maxProfiles: 200,
  /** A stock bar, mm (SPEC §9: the minimum profile length is 50). */
  stockLengthMm: { min: 50, max: 12_000 },
  /** A glass make-up or panel, mm. */
  glassThicknessMm: { min: 1, max: 200 },
  /** kg per metre of profile. */
  weightPerMetreKg: { min: 0, max: 100 },
  /** kg per m² of glass. */
  weightPerM2Kg: { min: 0, max: 500 },
} as const;

const B = SERIES_FIELD_BOUNDS;

/** A number from `min` to `max`, every refusal saying so with `key` and its bounds. */
function between(key: string, bounds: { min: number; max: number }) {
  const error = keyed(key, bounds);
  return z.number(error).min(bounds.min, error).max(bounds.max, error);
}

/** A code: 1 to 40 characters, not blank, no blanks around it (a formula compares it exactly). */
export const seriesCodeSchema = z
  .string(keyed("series.code_invalid", { max: B.codeLength }))
  .refine((code) => code.trim() !== "" && code.trim() === code && code.length <= B.codeLength, {
    error: "series.code_invalid",
    params: { max: B.codeLength },
  });

const nameSchema = z.string({ error: "series.name_required" }).refine((name) => name.trim() !== "", {
  error: "series.name_required",
});

/**
 * The depth a profile of `partType` may have: any profile's 10 to 200 mm (profileFieldSchemas'
 * depth), and a frame's from 50 (SPEC §5): the series data page checks a cell with it, the save
 * (save-schema.ts) the same in the same order, so both say the same.
 */
export function profileDepthSchema(partType: string): z.ZodType<number> {
  const depth = between("series.profile_size_between", B.profileSizeMm);
  return partType === "frame" ? depth.pipe(between("series.frame_depth_between", B.frameDepthMm)) : depth;
}

export const profileFieldSchemas = {
  code: seriesCodeSchema,
  name: nameSchema,
  faceWidth: between("series.profile_size_between", B.profileSizeMm),
  depth: between("series.profile_size_between", B.profileSizeMm),
  weightPerMetre: between("series.weight_per_metre_between", B.weightPerMetreKg),
  pricePerMetre: priceFenSchema,
  colours: z
    .array(
      z.string().refine((c) => c.trim() !== "", { error: "series.colours_required" }),
      {
        error: "series.colours_required",
      },
    )
    .min(1, { error: "series.colours_required" }),
  stockLength: between("series.stock_length_between", B.stockLengthMm),
};

export const glassFieldSchemas = {
  code: seriesCodeSchema,
  name: nameSchema,
  spec: z.string({ error: "series.spec_required" }).refine((spec) => spec.trim() !== "", {
    error: "series.spec_required",
  }),
  thickness: between("series.glass_thickness_between", B.glassThicknessMm),
  weightPerM2: between("series.weight_per_m2_between", B.weightPerM2Kg),
  pricePerM2: priceFenSchema,
};

export const accessoryFieldSchemas = { code: seriesCodeSchema, name: nameSchema, price: priceFenSchema };
