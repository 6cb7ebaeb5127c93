import { z } from "zod";
import { numberBetween } from "../schemas/bounds.ts";
import { DEFAULT_LANGUAGE, LANGUAGES } from "./languages.ts";

// Per-user system settings (SPEC §3 userSettings): language, display length unit, digits; and
// whether the workbench's guided start was put away.

export const LENGTH_UNITS = ["mm", "cm", "in"] as const;
export type LengthUnit = (typeof LENGTH_UNITS)[number];

/** Largest number of decimal digits a length may be shown with. */
export const MAX_DIGITS = 4;

export const languageSchema = z.enum(LANGUAGES, { error: "validation.language_invalid" });
export const lengthUnitSchema = z.enum(LENGTH_UNITS, { error: "validation.len_unit_invalid" });
export const digitsSchema = numberBetween("validation.digits_invalid", 0, MAX_DIGITS, { whole: true });

export const userSettingsSchema = z.object({
  language: languageSchema,
  lenUnit: lengthUnitSchema,
  digits: digitsSchema,
  /** The workbench's guided start (customer to cut list) was put away by the user. */
  guideDismissed: z.boolean({ error: "validation.invalid" }),
});
export type UserSettings = z.infer<typeof userSettingsSchema>;

export const DEFAULT_USER_SETTINGS: UserSettings = {
  language: DEFAULT_LANGUAGE,
  lenUnit: "mm",
  digits: 0,
  guideDismissed: false,
};

export const userSettingsUpdateSchema = userSettingsSchema.partial();
export type UserSettingsUpdate = z.infer<typeof userSettingsUpdateSchema>;
