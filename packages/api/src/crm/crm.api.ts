import { z } from "zod";
import { signedIn } from "../access.ts";
import { XLSX_TYPE } from "../files.ts";
import { defineRoute } from "../route.ts";
import {
  customerCreateSchema,
  customerDetailSchema,
  customerImportResultSchema,
  customerImportSchema,
  customerListQuerySchema,
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

const tag = "crm";
/** Reading the CRM: the company's CRM module; a salesperson sees its own customers (SPEC §6). */
const read = signedIn({ module: "crm" });
/** Changing it: the module and, for a sub-account, "edit customer". */
const edit = signedIn({ module: "crm", permission: "edit_customer" });

export const crm = {
  list: defineRoute({
    method: "GET",
    path: "/api/customers",
    tag,
    description:
      "Customers, paged; q finds the start of a name, a phone's digits or a Chinese name's pinyin initials.",
    access: read,
    query: customerListQuerySchema,
    response: customerPageSchema,
  }),
  create: defineRoute({
    method: "POST",
    path: "/api/customers",
    tag,
    access: edit,
    body: customerCreateSchema,
    response: customerSchema,
    success: "success.add",
  }),
  exportXlsx: defineRoute({
    method: "GET",
    path: "/api/customers/xlsx",
    tag,
    description:
      "The customers the list query finds, as an .xlsx workbook with headings in the TargetLanguage.",
    access: read,
    query: customerListQuerySchema,
    response: { raw: [XLSX_TYPE] },
  }),
  importXlsx: defineRoute({
    method: "POST",
    path: "/api/customers/import",
    tag,
    description:
      "Adds the customers of an .xlsx workbook (columns as the export writes them); a row whose phone exists or whose fields are refused is reported, not added.",
    access: edit,
    body: customerImportSchema,
    response: customerImportResultSchema,
    success: "success.add",
  }),
  detail: defineRoute({
    method: "GET",
    path: "/api/customers/:id",
    tag,
    description:
      "A customer with its timeline: contracts and their states, payments, follow-ups and return visits, newest first.",
    access: read,
    params: customerParams,
    response: customerDetailSchema,
  }),
  update: defineRoute({
    method: "PUT",
    path: "/api/customers/:id",
    tag,
    access: edit,
    params: customerParams,
    body: customerUpdateSchema,
    response: customerSchema,
    success: "success.edit",
  }),
  addFollowUp: defineRoute({
    method: "POST",
    path: "/api/customers/:id/follow-ups",
    tag,
    access: edit,
    params: customerParams,
    body: followUpCreateSchema,
    response: followUpSchema,
    success: "success.add",
    idempotent: true,
  }),
  due: defineRoute({
    method: "GET",
    path: "/api/follow-ups/due",
    tag,
    description: "Customers whose next follow-up is today or overdue (at most 50, oldest date first).",
    access: read,
    query: dueQuerySchema,
    response: z.array(dueFollowUpSchema),
  }),
  trackers: defineRoute({
    method: "GET",
    path: "/api/follow-ups/trackers",
    tag,
    description: "The company's accounts a follow-up may name as its tracker (the main account first).",
    access: read,
    response: z.array(trackerSchema),
  }),
  returnVisits: defineRoute({
    method: "GET",
    path: "/api/return-visits",
    tag,
    access: read,
    query: returnVisitQuerySchema,
    response: returnVisitPageSchema,
  }),
  moveReturnVisit: defineRoute({
    method: "POST",
    path: "/api/return-visits/:id/transitions",
    tag,
    access: edit,
    params: customerParams,
    body: returnVisitMoveSchema,
    response: returnVisitSchema,
    success: "success.operate",
  }),
};
