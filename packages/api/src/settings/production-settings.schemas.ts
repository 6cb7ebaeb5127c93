import { DEFAULT_SAW_ANGLE_STEP, sawAngleStepSchema } from "@fenestra/core/units/saw-angle";
import { z } from "zod";
import { versioned, versionSchema } from "../versioning.ts";

const fields = z.object({
  /** The step the company's saws set an end-cut angle in, degrees: every angle prints to it. */
  sawAngleStep: sawAngleStepSchema.describe(`1, 0.5, 0.1 or 0.01 (default ${DEFAULT_SAW_ANGLE_STEP})`),
});

/** The company's production settings; version 0 until first saved (the defaults). */
export const productionSettingsSchema = fields.extend({ version: versionSchema });
export type ProductionSettings = z.infer<typeof productionSettingsSchema>;

/** A save: the fields, and the version read or `overwrite: true`. */
export const productionSettingsUpdateSchema = versioned(fields);
export type ProductionSettingsUpdate = z.infer<typeof productionSettingsUpdateSchema>;
