import { DEFAULT_GLASS_SHEET_SETTINGS, glassSheetSettingsSchema } from "@fenestra/core/glass-cutting/index";
import { z } from "zod";
import { signedIn } from "../access.ts";
import { optimizeBodySchema } from "../cutting/cutting.schemas.ts";
import { XLSX_TYPE } from "../files.ts";
import { fileJobOf } from "../jobs/file-jobs.api.ts";
import { moduleRoutes } from "../module-routes.ts";

/** The cutting optimizer's access: glass sheets are a tab of its page. */
const route = moduleRoutes("cutting", signedIn({ module: "script" }));

export const glassSheetsBodySchema = z.object({
  orderIds: optimizeBodySchema.shape.orderIds.describe("Orders whose glass lines are cut together"),
  settings: glassSheetSettingsSchema.default(DEFAULT_GLASS_SHEET_SETTINGS),
});
export type GlassSheetsBody = z.infer<typeof glassSheetsBodySchema>;

const rect = { x: z.number(), y: z.number(), width: z.number(), height: z.number() };

const sheetSchema = z.object({
  width: z.number(),
  height: z.number(),
  panes: z.array(
    z.object({ ...rect, pane: z.string(), copy: z.number(), label: z.string(), rotated: z.boolean() }),
  ),
  remnants: z.array(z.object(rect)).describe("Leftovers back to stock (both sides at least the minimum)"),
  yield: z.number().describe("Pane area / sheet area, 0..1"),
  fromRemnant: z.string().optional().describe("The stock remnant this is cut from (absent: a new sheet)"),
});

export const glassSheetsResultSchema = z.object({
  groups: z.array(
    z.object({
      spec: z.string(),
      name: z.string(),
      sheet: z.object({ width: z.number(), height: z.number() }),
      grain: z.boolean().describe("Panes keep their direction (never turned)"),
      sheets: z.array(sheetSchema),
      lowerBound: z.number().describe("Fewest new sheets any plan of this glass could use"),
      paneArea: z.number().describe("m²"),
      sheetArea: z.number().describe("m²"),
      yield: z.number(),
    }),
  ),
  sheetCount: z.number(),
  lowerBound: z.number(),
});
export type GlassSheetsResult = z.infer<typeof glassSheetsResultSchema>;

export const glassSheetsConfirmResultSchema = z.object({
  plan: glassSheetsResultSchema.describe("The plan as confirmed (packed again from the remnants in stock)"),
  consumed: z.number().describe("Glass remnants in stock the plan cuts from, now consumed"),
  kept: z
    .array(z.object({ spec: z.string(), width: z.number(), height: z.number() }))
    .describe("Leftovers of at least the minimum, stored as glass remnants of their glass"),
});
export type GlassSheetsConfirmResult = z.infer<typeof glassSheetsConfirmResultSchema>;

const glassSheetsFiles = {
  plan: route.post("/api/cutting/glass-sheets", {
    description:
      "Glass sheet plan of the chosen orders: their glass lines (shaped panes by their templates' " +
      "bounding boxes), grouped by glass spec, packed onto the stock sheet the series names for that " +
      "glass (3300 × 2140 mm unless stated) with guillotine cuts only; a pane is turned only where " +
      "the glass has no grain. Settings: trim off each sheet edge and the smallest remnant side kept. " +
      "Answers per glass the sheets with their panes, remnants and yield, and a lower bound on the " +
      "sheets so the gap is known. The company's glass remnants of a glass in stock are offered before new " +
      "sheets (a sheet cut from one names it in fromRemnant). A preview: nothing is stored until confirmed.",
    body: glassSheetsBodySchema,
    response: glassSheetsResultSchema,
  }),
  confirm: route.post("/api/cutting/glass-sheets/confirm", {
    description:
      "Confirm the glass sheet plan of the chosen orders (the same body as the plan): in one transaction " +
      "an earlier glass plan of any of them is replaced (the remnants it cut from free again, those it " +
      "kept withdrawn; refused with other.plan_in_use once one it kept was cut by another plan), the plan " +
      "is packed again from the company's glass remnants in stock, the remnants it cuts from are marked " +
      "consumed and its leftovers of at least the minimum are stored as glass remnants of their glass. " +
      "Send an Idempotency-Key: a repeat with the same key answers as the first and changes nothing.",
    body: glassSheetsBodySchema,
    response: glassSheetsConfirmResultSchema,
    success: "success.operate",
    idempotent: true,
  }),
  xlsx: route.post("/api/cutting/glass-sheets/xlsx", {
    description:
      "The glass sheet plan of the same body as an .xlsx workbook: one row per pane, sheet by sheet, " +
      "the remnants, and totals per glass with the lower bound; headings in the TargetLanguage.",
    body: glassSheetsBodySchema,
    response: { raw: [XLSX_TYPE] },
  }),
};

/** The route files as background jobs (the page starts these; the file routes stay for API clients). */
export const glassSheets = {
  ...glassSheetsFiles,
  xlsxJob: fileJobOf(glassSheetsFiles.xlsx),
};
