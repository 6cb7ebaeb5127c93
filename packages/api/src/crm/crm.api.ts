import { z } from "zod";
import { signedIn } from "../access.ts";
import { XLSX_TYPE } from "../files.ts";
import { fileJobStartedSchema } from "../jobs/file-jobs.schemas.ts";
import { moduleRoutes } from "../module-routes.ts";
import {
  customerCreateSchema,
  customerDetailSchema,
  customerImportResultSchema,
  customerImportSchema,
  customerListQuerySchema,
  customerMatchQuerySchema,
  customerMatchSchema,
  customerPageSchema,
  customerParams,
  customerSchema,
  customerUpdateSchema,
  dueFollowUpSchema,
  dueQuerySchema,
  followUpCreateSchema,
  followUpSchema,
  returnVisitMoveSchema,
  returnVisitPageSchema,
  returnVisitQuerySchema,
  returnVisitSchema,
  trackerSchema,
} from "./crm.schemas.ts";

/** Reading the CRM: the company's CRM module; a salesperson sees its own customers (SPEC §6). */
const read = signedIn({ module: "crm" });
/** Changing it: the module and, for a sub-account, "edit customer". */
const edit = signedIn({ module: "crm", permission: "edit_customer" });

const route = moduleRoutes("crm", read);
const byCustomer = route.with({ params: customerParams });
const editor = route.with({ access: edit });
const editCustomer = editor.with({ params: customerParams });

export const crm = {
  list: route.get("/api/customers", {
    description:
      "Customers, paged; q finds the start of a name, a phone's digits or a Chinese name's pinyin initials.",
    query: customerListQuerySchema,
    response: customerPageSchema,
  }),
  create: editor.create("/api/customers", {
    body: customerCreateSchema,
    response: customerSchema,
    // a customer typed on a phone with no network is added when it returns (a visit ordered
    // offline): resent after a lost answer, it is added once
    idempotent: true,
  }),
  match: route.get("/api/customers/match", {
    description:
      "The customers a contract's typed customer may be: the one with that phone, and others of that name (the contract form asks to link one, or to add the customer).",
    query: customerMatchQuerySchema,
    response: customerMatchSchema,
  }),
  exportXlsx: route.get("/api/customers/xlsx", {
    description:
      "The customers the list query finds, as an .xlsx workbook with headings in the TargetLanguage.",
    query: customerListQuerySchema,
    response: { raw: [XLSX_TYPE] },
  }),
  startExport: route.post("/api/customers/xlsx-jobs", {
    description:
      "The same workbook as GET /api/customers/xlsx, written by a background job: answers the job's id at " +
      "once; read it back (progress, then a signed download link) with GET /api/file-jobs/{id}.",
    body: customerListQuerySchema,
    response: fileJobStartedSchema,
    idempotent: true,
  }),
  importXlsx: editor.create("/api/customers/import", {
    description:
      "Adds the customers of an .xlsx workbook (columns as the export writes them); a row whose phone exists or whose fields are refused is reported, not added.",
    body: customerImportSchema,
    response: customerImportResultSchema,
  }),
  detail: byCustomer.get("/api/customers/:id", {
    description:
      "A customer with its timeline: contracts and their states, payments, follow-ups and return visits, newest first.",
    response: customerDetailSchema,
  }),
  update: editCustomer.update("/api/customers/:id", {
    body: customerUpdateSchema,
    response: customerSchema,
  }),
  addFollowUp: editCustomer.create("/api/customers/:id/follow-ups", {
    body: followUpCreateSchema,
    response: followUpSchema,
    idempotent: true,
  }),
  due: route.get("/api/follow-ups/due", {
    description: "Customers whose next follow-up is today or overdue (at most 50, oldest date first).",
    query: dueQuerySchema,
    response: z.array(dueFollowUpSchema),
  }),
  trackers: route.get("/api/follow-ups/trackers", {
    description: "The company's accounts a follow-up may name as its tracker (the main account first).",
    response: z.array(trackerSchema),
  }),
  returnVisits: route.get("/api/return-visits", {
    query: returnVisitQuerySchema,
    response: returnVisitPageSchema,
  }),
  moveReturnVisit: editCustomer.post("/api/return-visits/:id/transitions", {
    body: returnVisitMoveSchema,
    response: returnVisitSchema,
    success: "success.operate",
  }),
};
