import { z } from "zod";
import { signedIn } from "../access.ts";
import { EXPORT_CONTENT_TYPES } from "../exports/exports.schemas.ts";
import { XLSX_TYPE } from "../files.ts";
import { fileJobOf } from "../jobs/file-jobs.api.ts";
import { fileJobStartedSchema } from "../jobs/file-jobs.schemas.ts";
import { moduleRoutes } from "../module-routes.ts";
import {
  boardQuerySchema,
  boardSchema,
  contractProgressSchema,
  labelJobBodySchema,
  labelsQuerySchema,
  linkSetupBodySchema,
  linkSetupSchema,
  mySchema,
  packageBodySchema,
  packageParams,
  packageSchema,
  scanBodySchema,
  scanResultSchema,
  staffLinksBodySchema,
  staffParams,
  unitParams,
  wagesQuerySchema,
  wagesSchema,
  withdrawBodySchema,
  withdrawResultSchema,
  workerDaySchema,
  workshopActionSchema,
  workshopContractQuerySchema,
  workshopContractSchema,
  workshopParams,
} from "./workshop.schemas.ts";

// The workshop (SPEC §1–§6): links and staff, the workshop view of contracts, production units,
// scanning, progress, wages, packing and delivery. Every route needs the workshop module.
const module = "workshop" as const;

const route = moduleRoutes("workshop", signedIn({ module }));
const byWorkshop = route.with({ params: workshopParams, response: { raw: [EXPORT_CONTENT_TYPES.pdf] } });

const workshopFiles = {
  setup: route.get("/api/workshop/setup", { response: linkSetupSchema }),
  saveLinks: route.update("/api/workshop/links", {
    description:
      "The links the company uses, in production order, with the expected days of each; against the " +
      "`version` of the set-up read (or `overwrite: true`), a stale one is refused (409 conflict.stale_version).",
    access: signedIn({ module, permission: "workshop_arrange" }),
    body: linkSetupBodySchema,
    response: linkSetupSchema,
  }),
  bindStaff: route.put("/api/workshop/staff/:userId/links", {
    description: "The links a workshop staff member (son_account_type 4) is bound to.",
    access: signedIn({ module, permission: "workshop_arrange" }),
    params: staffParams,
    body: staffLinksBodySchema,
    response: linkSetupSchema,
    success: "success.bind",
  }),
  contracts: route.get("/api/workshop/contracts", {
    query: workshopContractQuerySchema,
    response: z.array(workshopContractSchema),
  }),
  action: byWorkshop.post("/api/workshop/contracts/:id/actions", {
    description:
      "Design review, confirm deposit, arrange (makes one production unit per window), finish, deliver (every unit packed), revert (reason required), confirm balance; each checked against its permission key and written to the edit history.",
    body: workshopActionSchema,
    response: workshopContractSchema,
    success: "success.operate",
  }),
  progress: byWorkshop.get("/api/workshop/contracts/:id/progress", { response: contractProgressSchema }),
  labels: byWorkshop.get("/api/workshop/contracts/:id/labels", {
    description:
      "QR labels of the contract's production units as a PDF: an A4 sheet of 14 or 60 × 40 mm labels.",
    query: labelsQuerySchema,
  }),
  pieceLabels: byWorkshop.get("/api/workshop/contracts/:id/piece-labels", {
    description:
      "QR labels of the cut pieces of the contract's units (the optimize-flagged profile lines of each window), each naming its unit; a piece's QR scans as its unit.",
    query: labelsQuerySchema,
  }),
  startLabels: route.post("/api/workshop/contracts/:id/label-jobs", {
    description:
      "The contract's unit labels (or, with `pieces`, its cut pieces' labels) as GET …/labels and …/piece-labels " +
      "make them, written by a background job: answers the job's id at once; read it back (progress, then a " +
      "signed download link) with GET /api/file-jobs/{id}.",
    params: workshopParams,
    body: labelJobBodySchema,
    response: fileJobStartedSchema,
    idempotent: true,
  }),
  deliveryNote: byWorkshop.get("/api/workshop/contracts/:id/delivery-note", {
    description:
      "The contract's delivery note as an A4 PDF: every unit with its window's size and colour and the package it travels in, with signature lines.",
  }),
  scan: route.post("/api/workshop/scans", {
    description:
      "A worker's scan: finishes the unit's current link by them. Safe to resend (Idempotency-Key = the scan's own id).",
    body: scanBodySchema,
    response: scanResultSchema,
    success: "success.operate",
    idempotent: true,
  }),
  withdraw: route.post("/api/workshop/units/:id/withdraw", {
    description:
      "Takes back the last finished link of a unit of a contract the caller sees, with a reason (kept); answers what it did.",
    access: signedIn({ module, permission: "workshop_revert" }),
    params: unitParams,
    body: withdrawBodySchema,
    response: withdrawResultSchema,
    success: "success.operate",
  }),
  board: route.get("/api/workshop/board", {
    description: "Units in progress per link (each unit at its current link), overdue ones first.",
    query: boardQuerySchema,
    response: boardSchema,
  }),
  workers: route.get("/api/workshop/workers", { response: z.array(workerDaySchema) }),
  me: route.get("/api/workshop/me", {
    description: "The signed-in worker's links and what they finished today and this month.",
    response: mySchema,
  }),
  wages: route.get("/api/workshop/wages", {
    access: signedIn({ module, permission: "finance_all" }),
    query: wagesQuerySchema,
    response: wagesSchema,
  }),
  wagesXlsx: route.get("/api/workshop/wages.xlsx", {
    access: signedIn({ module, permission: "finance_all" }),
    query: wagesQuerySchema,
    response: { raw: [XLSX_TYPE] },
  }),
  packageLabel: route.get("/api/workshop/packages/:id/label", {
    description: "A package's QR label listing the units it holds.",
    params: packageParams,
    query: labelsQuerySchema,
    response: { raw: [EXPORT_CONTENT_TYPES.pdf] },
  }),
  pack: byWorkshop.create("/api/workshop/contracts/:id/packages", {
    access: signedIn({ module, permission: "workshop_deliver" }),
    body: packageBodySchema,
    response: packageSchema,
    idempotent: true,
  }),
};

/** The route files as background jobs (the page starts these; the file routes stay for API clients). */
export const workshop = {
  ...workshopFiles,
  wagesXlsxJob: fileJobOf(workshopFiles.wagesXlsx),
  deliveryNoteJob: fileJobOf(workshopFiles.deliveryNote),
};
