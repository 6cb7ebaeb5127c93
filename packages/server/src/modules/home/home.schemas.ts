import { z } from "zod";
import { envelopeOf } from "../../plugins/envelope.ts";

export const homeStatsSchema = z.object({
  month: z.string().describe("YYYY-MM (UTC)"),
  contracts: z.number().int(),
  amount: z.number().int().describe("contract amount in integer fen"),
  area: z.number().describe("order area in m²"),
  collected: z.number().int().describe("money collected in integer fen"),
  orders: z.number().int(),
});
export const homeStatsEnvelope = envelopeOf(homeStatsSchema);
