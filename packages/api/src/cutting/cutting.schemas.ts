import type { CuttingPlan } from "@fenestra/core/cutting/index";
import { cutSettingsSchema, offcutPositionSchema, reverseRangeSchema } from "@fenestra/core/cutting/settings";
import { idSchema } from "@fenestra/core/schemas/ids";
import { invalid } from "@fenestra/core/validation/keyed";
import { z } from "zod";

const limited = cutSettingsSchema.shape;

/** Most pieces (counting counts) in one request: beyond it "too much data" (docs/cutting.md). */
export const MAX_PIECES_PER_REQUEST = 50_000;

export const optimizeBodySchema = z.object({
  orderIds: z
    .array(idSchema, { error: "missing.contract_id" })
    .min(1, { error: "missing.contract_id" })
    .max(200, { error: "other.optimize_too_much_data" })
    .describe("Orders to optimize together (SPEC §9: choose a contract or order first)"),
  settings: z
    .object({
      barLengths: limited.barLengths.describe('Stock bar lengths, e.g. "6000,6500"'),
      defaultStockLength: limited.defaultStockLength.describe(
        "Used when barLengths is empty; without either, the company's default stock length (warehouse " +
          "settings, SPEC §9) when it saved one, else the stock lengths of the orders' series",
      ),
      kerf: limited.kerf
        .optional()
        .describe(
          "Saw kerf, mm; left out, the kerf of the series each profile belongs to (0 when it states none)",
        ),
      trimStart: limited.trimStart
        .optional()
        .describe("Trim off the head of each bar, mm; left out, the series'"),
      trimEnd: limited.trimEnd
        .optional()
        .describe("Trim off the tail of each bar, mm; left out, the series'"),
      minLeftover: limited.minLeftover
        .optional()
        .describe(
          "Offcuts at least this long are kept as leftovers; left out, the company's leftover minimum " +
            "(warehouse settings, SPEC §9; 500 mm until it saves its own)",
        ),
      timeLimitMs: z.number().int().min(100).max(10_000).default(1500),
      useLeftovers: z
        .union([z.boolean(), z.array(idSchema)])
        .default(false)
        .describe("Warehouse offcuts to cut from first: true = every available one, or their ids"),
    })
    .default({ timeLimitMs: 1500, useLeftovers: false }),
});

export const sawSettingsBodySchema = z.object({
  orderIds: optimizeBodySchema.shape.orderIds,
});

export const sawSettingsResultSchema = z.object({
  series: z
    .array(
      z.object({
        id: z.number(),
        name: z.string(),
        kerf: z.number().describe("Saw kerf, mm"),
        trimStart: z.number().describe("Trim off the head of each bar, mm"),
        trimEnd: z.number().describe("Trim off the tail of each bar, mm"),
      }),
    )
    .describe("The series of the chosen orders' windows with their saw settings, by name"),
});

export type OptimizeBody = z.infer<typeof optimizeBodySchema>;

/** The ticket a page sends with a solve and asks the queue by while it waits (GET /api/cutting/queue). */
export const queueTicketSchema = z
  .string(invalid)
  .regex(/^[A-Za-z0-9-]{8,64}$/, invalid)
  .describe("8 to 64 letters, digits or hyphens (a UUID): names this request in the queue");

/** Optimize or reverse as solved: the same body, with the ticket the page waits by. */
const queued = { ticket: queueTicketSchema.optional() };

export const optimizeSolveSchema = optimizeBodySchema.extend(queued);
export type OptimizeSolve = z.infer<typeof optimizeSolveSchema>;

export const reverseBodySchema = optimizeBodySchema.extend({
  range: reverseRangeSchema.describe("Stock lengths to try"),
  ...queued,
});

export const queueQuerySchema = z.object({ ticket: queueTicketSchema });

/** SPEC §8's queue message: where a request stands in the optimizer's queue (this server process's). */
export const queueStandingSchema = z.object({
  inUse: z
    .number()
    .describe("The company's optimizations in the queue, running or waiting (the ticket's among them)"),
  position: z.number().describe("The ticket's place in the queue: 1 = next; 0 = running, done or not known"),
});

export type ReverseBody = z.infer<typeof reverseBodySchema>;

const planNumber = z.number(invalid).min(0, invalid).max(1e9, invalid);
const planText = z.string(invalid).max(200, invalid);

/**
 * A plan as optimize answered it (docs/cutting.md, Output): the shape every reader of a submitted
 * plan relies on is checked here, so `{}`, null or a bar without cuts is a field error, not a
 * fault; unknown fields pass through, and confirm still checks the plan against its pieces.
 */
const submittedPlan = z.object(
  {
    bars: z
      .array(
        z.looseObject({
          source: z.enum(["stock", "leftover"], invalid),
          length: planNumber,
          leftoverId: planText.nullable().default(null),
          repeat: z.number(invalid).int(invalid).min(1, invalid).max(1_000_000, invalid),
          cuts: z
            .array(
              z.looseObject({
                pieceId: planText,
                length: planNumber,
                label: planText.optional(),
                position: planNumber,
                orientation: z.enum(["normal", "flipped"], invalid),
              }),
              invalid,
            )
            .max(100_000, invalid),
        }),
        invalid,
      )
      .max(100_000, invalid),
    summary: z.looseObject({
      stockBars: planNumber,
      leftoversUsed: planNumber,
      utilization: z.number(invalid).min(0, invalid).max(1, invalid),
      waste: planNumber,
    }),
  },
  invalid,
) as unknown as z.ZodType<CuttingPlan>;

/** Each piece's two end-cut angles (degrees) by piece id, as optimize answered them. */
const pieceAngles = z
  .record(
    z.string(invalid).max(200, invalid),
    z.tuple([z.number(invalid), z.number(invalid)], invalid),
    invalid,
  )
  .describe("The end-cut angles (degrees) of the group's pieces cut at an angle, by piece id");

/** The ends of a group's pieces cut square under the series' minimum mitre angle, by piece id. */
const pieceAcuteEnds = z
  .record(
    z.string(invalid).max(200, invalid),
    z
      .array(
        z.object({
          end: z.enum(["A", "B"], invalid),
          joint: z.number(invalid),
          style: z.enum(["butt", "coped"], invalid),
        }),
        invalid,
      )
      .max(2, invalid),
    invalid,
  )
  .describe(
    "The ends cut square under the series' minimum mitre angle (butted or coped on a cleat), with the angle each was laid out at, by piece id",
  );

const groupPlan = z.object({
  profile: z.string(invalid).max(200, invalid),
  color: z.string(invalid).max(200, invalid),
  plan: submittedPlan,
  angles: pieceAngles.optional(),
  acuteEnds: pieceAcuteEnds.optional(),
});

export const confirmBodySchema = optimizeBodySchema.extend({
  plans: z
    .array(groupPlan)
    .min(1, { error: "other.optimize_data_incorrect" })
    .describe("The plans to confirm"),
  position: offcutPositionSchema.default("").describe("Where the kept offcuts are stored"),
});

export const cuttingXlsxBodySchema = z.object({
  groups: z.array(groupPlan).min(1, { error: "other.optimize_data_incorrect" }).max(1000),
});

export type ConfirmBody = z.infer<typeof confirmBodySchema>;

export const confirmResultSchema = z.object({
  consumed: z.number().describe("Warehouse offcuts marked consumed"),
  kept: z.number().describe("Offcuts written to the surplus store"),
  backToStock: z
    .number()
    .describe("Offcuts longer than the leftover maximum, to be returned to the stock from the pick list"),
});

const plan = z
  .any()
  .describe("The cutting plan of the group (docs/cutting.md, Output)") as z.ZodType<CuttingPlan>;

export const optimizeResultSchema = z.object({
  orders: z.array(z.object({ id: z.number(), orderNo: z.string() })),
  groups: z.array(
    z.object({
      profile: z.string(),
      color: z.string(),
      plan,
      angles: pieceAngles,
      acuteEnds: pieceAcuteEnds.optional(),
    }),
  ),
  summary: z.object({
    stockBars: z.number(),
    leftoversUsed: z.number(),
    pieceLength: z.number(),
    barLength: z.number(),
    waste: z.number(),
    utilization: z.number(),
    optimal: z.boolean(),
  }),
});
export const optimizeJobStartedSchema = z.object({ jobId: z.uuid() });
export const optimizeJobParamsSchema = z.object({ id: z.uuid({ error: "validation.invalid" }) });
export const optimizeJobSchema = z.object({
  state: z.enum(["queued", "running", "done"]),
  /** 0 to 1: the share of profile groups solved. */
  progress: z.number(),
  /** The plans, once done (what POST /api/cutting/optimize answers). */
  result: optimizeResultSchema.nullable(),
});

const candidate = z.object({
  length: z.number().describe("Stock length tried, mm"),
  waste: z.number().describe("Waste of its plan, mm"),
  stockBars: z.number().describe("Bars its plan needs"),
});

export const reverseResultSchema = z.object({
  orders: z.array(z.object({ id: z.number(), orderNo: z.string() })),
  range: z.object({ min: z.number(), max: z.number(), step: z.number() }),
  tried: z.number().describe("How many stock lengths the range holds (each screened)"),
  groups: z.array(
    z.object({
      profile: z.string(),
      color: z.string(),
      length: z.number().describe("The stock length that wastes least (the shortest among equals)"),
      waste: z.number(),
      stockBars: z.number(),
      pieceLength: z.number(),
      utilization: z.number(),
      candidates: z
        .array(candidate)
        .describe("The most promising lengths, fully optimized, in order of length"),
    }),
  ),
});

export const cuttingUsageSchema = z.object({
  month: z.string().describe("Metering month, YYYY-MM (UTC)"),
  freePerMonth: z.number().describe("Free optimizations per profile code a month"),
  priceFen: z.number().describe("Price of each further optimization, fen"),
  balanceFen: z.number().describe("Account balance, fen"),
  profiles: z
    .array(z.object({ code: z.string(), used: z.number(), freeLeft: z.number() }))
    .describe("Profile codes optimized this month, by code"),
});
