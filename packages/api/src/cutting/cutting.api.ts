import { MAX_REVERSE_CANDIDATES } from "@fenestra/core/cutting/index";
import { signedIn } from "../access.ts";
import { XLSX_TYPE } from "../files.ts";
import { fileJobOf } from "../jobs/file-jobs.api.ts";
import { moduleRoutes } from "../module-routes.ts";
import {
  confirmBodySchema,
  confirmResultSchema,
  cuttingUsageSchema,
  cuttingXlsxBodySchema,
  MAX_PIECES_PER_REQUEST,
  optimizeJobParamsSchema,
  optimizeJobSchema,
  optimizeJobStartedSchema,
  optimizeResultSchema,
  optimizeSolveSchema,
  queueQuerySchema,
  queueStandingSchema,
  reverseBodySchema,
  reverseResultSchema,
  sawSettingsBodySchema,
  sawSettingsResultSchema,
} from "./cutting.schemas.ts";

const scripts = signedIn({ module: "script" });

const route = moduleRoutes("cutting", scripts);

const cuttingFiles = {
  optimize: route.post("/api/cutting/optimize", {
    description:
      "Optimize the cutting of the chosen orders' profile lines (optimize flag), one plan per profile " +
      "code and colour, solved in worker threads. A preview: nothing is stored. Limits: at most 200 " +
      `orders and ${MAX_PIECES_PER_REQUEST} pieces per request ("too much data"). Metered: 30 free ` +
      "optimizations per profile code a month, then 0.5 yuan each from the account balance; when it " +
      'is short, "optimization count used up, recharge".',
    body: optimizeSolveSchema,
    response: optimizeResultSchema,
  }),
  startOptimize: route.post("/api/cutting/optimize-jobs", {
    description:
      "The same optimization as POST /api/cutting/optimize, as a background job: answers the job's id at " +
      "once; a worker of any server process solves it and meters it (once, with its result, however often " +
      "the job is handed on because a process died). Read it back with GET /api/cutting/optimize-jobs/{id}.",
    body: optimizeSolveSchema,
    response: optimizeJobStartedSchema,
    idempotent: true,
  }),
  optimizeJob: route.get("/api/cutting/optimize-jobs/:id", {
    description:
      "Where the caller's own optimization job stands: queued or running with its progress (0 to 1, the " +
      "share of profile groups solved), or done with the plans. A refused job answers the refusal the " +
      "request itself would have had (e.g. the optimization count used up).",
    params: optimizeJobParamsSchema,
    response: optimizeJobSchema,
  }),
  queue: route.get("/api/cutting/queue", {
    description:
      "Where an optimization or reverse optimization sent with `ticket` stands while it waits for a " +
      "worker (SPEC §8 queue message): the company's optimizations in the queue and the ticket's place " +
      "in it. An optimization started as a job (POST /api/cutting/optimize-jobs, what the optimizer page " +
      "does) is answered for every server process at once: the company's optimizations queued or running " +
      "anywhere, and the ticket's place among those waiting for a process. A request-bound one is known " +
      "to the process solving it only, whose worker pool answers (0 when another process is asked).",
    query: queueQuerySchema,
    response: queueStandingSchema,
  }),
  sawSettings: route.post("/api/cutting/saw-settings", {
    description:
      "The saw settings (kerf, head and tail trims) of the series the chosen orders' windows use: what " +
      "optimize, reverse and confirm take for a profile when the settings leave them out.",
    body: sawSettingsBodySchema,
    response: sawSettingsResultSchema,
  }),
  usage: route.get("/api/cutting/usage", {
    description:
      "This month's optimizer metering: free optimizations per profile code and what is left of them " +
      "for each code optimized so far, the price of further ones and the account balance.",
    response: cuttingUsageSchema,
  }),
  reverse: route.post("/api/cutting/reverse", {
    description:
      "Reverse optimization (SPEC §5): for the chosen orders, which stock length in [min, max] at step " +
      "wastes least, per profile code and colour, solved in worker threads. The same body as optimize " +
      "plus `range`; bar lengths and warehouse offcuts in the settings are ignored. Range rules: both " +
      `ends at least 50 mm, max above min, max − min at most 2000, step a whole number giving 2 to ` +
      `${MAX_REVERSE_CANDIDATES} lengths. Answers the best length, its waste and the waste of the most ` +
      "promising lengths, but no plan. Not metered; nothing is stored.",
    body: reverseBodySchema,
    response: reverseResultSchema,
  }),
  confirm: route.post("/api/cutting/confirm", {
    description:
      "Confirm cutting plans of the chosen orders (the same body as optimize, plus the plans and the " +
      "storage position): the plans are checked again, then in one transaction the warehouse offcuts " +
      "they cut from are marked consumed and the offcuts they keep are stored in the surplus store " +
      "(up to the leftover maximum, in whole leftover steps; longer ones go back to the stock from the " +
      "pick list). Confirming again for the same orders replaces the earlier plan (its leftovers free " +
      "again, its offcuts withdrawn), refused once its material was picked or its offcuts used.",
    body: confirmBodySchema,
    response: confirmResultSchema,
    success: "success.operate",
  }),
  xlsx: route.post("/api/cutting/xlsx", {
    description:
      "Cutting plans (as optimize returned them) as an .xlsx workbook: a cutting sheet with one row per " +
      "cut in cutting order, and totals per profile and colour; headings in the TargetLanguage.",
    body: cuttingXlsxBodySchema,
    response: { raw: [XLSX_TYPE] },
  }),
};

/** The route files as background jobs (the page starts these; the file routes stay for API clients). */
export const cutting = {
  ...cuttingFiles,
  xlsxJob: fileJobOf(cuttingFiles.xlsx),
};
