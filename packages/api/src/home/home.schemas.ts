import { z } from "zod";

const totalsSchema = z.object({
  contracts: z.number().int(),
  amount: z.number().int().describe("contract amount in integer fen"),
  area: z.number().describe("order area in m²"),
  collected: z.number().int().describe("money collected in integer fen"),
  orders: z.number().int(),
});

export const homeStatsSchema = z.object({
  month: z.string().describe("YYYY-MM (UTC)"),
  previousMonth: z.string().describe("YYYY-MM (UTC)"),
  current: totalsSchema,
  previous: totalsSchema,
});

export const WAITING_LIMIT = { default: 5, max: 20 } as const;

export const waitingQuerySchema = z.object({
  limit: z.coerce
    .number({ error: "validation.invalid" })
    .int({ error: "validation.invalid" })
    .min(1, { error: "validation.invalid" })
    .max(WAITING_LIMIT.max, { error: "validation.invalid" })
    .default(WAITING_LIMIT.default),
});

export const waitingSchema = z.object({
  items: z.array(
    z.object({
      key: z.string().describe("what waits, e.g. toReview; the web app labels it"),
      count: z.number().int(),
      entries: z.array(
        z.object({
          kind: z.literal("contract"),
          id: z.number().int(),
          reference: z.string(),
          customer: z.string(),
          amount: z.number().int().nullable(),
          status: z.string(),
          at: z.string(),
        }),
      ),
    }),
  ),
});
