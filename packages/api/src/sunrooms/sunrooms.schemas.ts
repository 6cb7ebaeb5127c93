import { contactPhoneSchema } from "@fenestra/core/account/fields";
import { idSchema } from "@fenestra/core/schemas/ids";
import { roofTypes } from "@fenestra/core/sunroom/model";
import { sunroomSchema } from "@fenestra/core/sunroom/schema";
import { invalid } from "@fenestra/core/validation/keyed";
import { addressSchema, contractCustomerSchema } from "@fenestra/core/workflows/contract-fields";
import { z } from "zod";
import { pageOf, pageQuerySchema } from "../paging.ts";
import { versioned, versionSchema } from "../versioning.ts";

/** A saved sunroom's name: 1 to 100 characters. */
export const sunroomNameSchema = z
  .string({ error: "validation.sunroom_name_required" })
  .trim()
  .min(1, { error: "validation.sunroom_name_required" })
  .max(100, { error: "validation.sunroom_name_required" });

/**
 * A sunroom to save: its name and its fields (core sunroom/model.ts). Each number is refused at
 * its field when outside what docs/sunroom.md allows (core sunroomIssues, the page's own check).
 */
export const sunroomBodySchema = z.object({ name: sunroomNameSchema, sunroom: sunroomSchema });
export type SunroomBody = z.infer<typeof sunroomBodySchema>;
export const sunroomUpdateSchema = versioned(sunroomBodySchema);
export type SunroomUpdate = z.infer<typeof sunroomUpdateSchema>;

export const sunroomParams = z.object({ id: idSchema });
export const sunroomListQuerySchema = pageQuerySchema;

/** One saved sunroom in the list: its name, footprint, roof and the contract made from it. */
export const sunroomSummarySchema = z.object({
  id: z.number(),
  name: z.string(),
  width: z.number(),
  depth: z.number(),
  roof: z.enum(roofTypes),
  contractId: z.number().nullable(),
  updatedAt: z.string(),
  version: versionSchema,
});
export type SunroomSummary = z.infer<typeof sunroomSummarySchema>;
export const sunroomPageSchema = pageOf(sunroomSummarySchema);

export const sunroomRecordSchema = sunroomSummarySchema.extend({ sunroom: sunroomSchema });
export type SunroomRecord = z.infer<typeof sunroomRecordSchema>;

/** The customer of the sunnyhouse contract made from a saved sunroom. */
export const sunroomContractBodySchema = z.object({
  customer: contractCustomerSchema,
  phone: contactPhoneSchema.optional(),
  address: addressSchema.optional(),
});
export type SunroomContractBody = z.infer<typeof sunroomContractBodySchema>;

/** The price of a saved sunroom (core quoteSunroom), as the contract's quote lines take it. */
export const sunroomQuoteSchema = z.object({
  lines: z.array(
    z.object({
      part: z.enum(["structure", "facet"], invalid),
      facetId: z.string().nullable(),
      name: z.string(),
      priceFen: z.number(),
    }),
  ),
  totalFen: z.number(),
});
export type SunroomQuoteAnswer = z.infer<typeof sunroomQuoteSchema>;
