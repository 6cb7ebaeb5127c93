// What a person may type into a series' catalogue (its profiles, glass and accessories), with the
// words that say what is allowed. The series model (schema.ts) reads what is stored; a series is
// saved through `seriesSaveSchema` (save-schema.ts), which adds these bounds, so the server's save and the series
// data page refuse the same values with the same message — at the field, never clamped.
//
// SPEC §9 gives the shortest profile (50 mm); the rest is shop practice: a profile's visible face
// and its section depth are a few millimetres (a bead) to a few hundred (a curtain-wall mullion
// or a threshold); bars are sold up to 12 m; glass and panels are up to 200 mm thick (SPEC §5
// sizes run to 200); no profile weighs 100 kg a metre and no glass 500 kg a m².
import { z } from "zod";
import { keyed } from "../validation/keyed.ts";
import { priceFenSchema } from "../workflows/contract-fields.ts";

export const SERIES_FIELD_BOUNDS = {
  /** A code (profile, glass, accessory): what formulas, joins and the cutting plan name it by. */
  codeLength: 40,
  /** A profile's visible face width and its section depth, mm. */
  profileSizeMm: { min: 5, max: 500 },
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
