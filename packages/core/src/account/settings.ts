import { z } from "zod";
import { DEFAULT_LANGUAGE, LANGUAGES } from "./languages.ts";

// Per-user system settings (SPEC §3 userSettings): language, display length unit, digits.

export const LENGTH_UNITS = ["mm", "cm", "in"] as const;
export type LengthUnit = (typeof LENGTH_UNITS)[number];

/** Largest number of decimal digits a length may be shown with. */
export const MAX_DIGITS = 4;

export const languageSchema = z.enum(LANGUAGES, { error: "validation.language_invalid" });
export const lengthUnitSchema = z.enum(LENGTH_UNITS, { error: "validation.len_unit_invalid" });
export const digitsSchema = z
  .number({ error: "validation.digits_invalid" })
  .int({ error: "validation.digits_invalid" })
  .min(0, { error: "validation.digits_invalid" })
  .max(MAX_DIGITS, { error: "validation.digits_invalid" });

export const userSettingsSchema = z.object({
  language: languageSchema,
  lenUnit: lengthUnitSchema,
  digits: digitsSchema,
});
export type UserSettings = z.infer<typeof userSettingsSchema>;

export const DEFAULT_USER_SETTINGS: UserSettings = { language: DEFAULT_LANGUAGE, lenUnit: "mm", digits: 0 };

export const userSettingsUpdateSchema = userSettingsSchema.partial();
export type UserSettingsUpdate = z.infer<typeof userSettingsUpdateSchema>;
