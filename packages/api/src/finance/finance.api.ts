import { idSchema } from "@fenestra/core/schemas/ids";
import { z } from "zod";
import { signedIn } from "../access.ts";
import { XLSX_TYPE } from "../files.ts";
import { defineRoute } from "../route.ts";
import {
  accountBodySchema,
  accountSchema,
  accountUpdateSchema,
  ageingSchema,
  auditBodySchema,
  auditResultSchema,
  entryListQuerySchema,
  entryPageSchema,
  entrySchema,
  expenditureBodySchema,
  overduePageSchema,
  profitPageSchema,
  profitQuerySchema,
  scheduleBodySchema,
  scheduleSchema,
  statisticsQuerySchema,
  statisticsSchema,
} from "./finance.schemas.ts";

const tag = "finance";
const params = z.object({ id: idSchema });
const finance = signedIn({ module: "finance", permission: "finance_all" });
// The reports (monthly amounts, receivables) are finance figures: a sub-account needs "finance
// (all)", as for the home statistics, and one granted "hide report" does not see them (SPEC §6).
const reports = signedIn({ module: "finance", permission: "finance_all", hiddenBy: "hide_report" });

export const financeRoutes = {
  accounts: defineRoute({
    method: "GET",
    path: "/api/finance/accounts",
    tag,
    access: finance,
    description:
      "The company's receipt accounts with their balances (the sum of each account's entries, fen).",
    response: z.array(accountSchema),
  }),
  createAccount: defineRoute({
    method: "POST",
    path: "/api/finance/accounts",
    tag,
    access: signedIn({ module: "finance", permission: "edit_receipt_account" }),
    description: "A receipt account. The first one, or one sent with isDefault, becomes the default.",
    body: accountBodySchema,
    response: accountSchema,
    success: "success.add",
  }),
  updateAccount: defineRoute({
    method: "PUT",
    path: "/api/finance/accounts/:id",
    tag,
    access: signedIn({ module: "finance", permission: "edit_receipt_account" }),
    params,
    body: accountUpdateSchema,
    response: accountSchema,
    success: "success.edit",
  }),
  deleteAccount: defineRoute({
    method: "DELETE",
    path: "/api/finance/accounts/:id",
    tag,
    access: signedIn({ module: "finance", permission: "edit_receipt_account" }),
    description: 'An account with entries on it is never deleted ("account with payment records").',
    params,
    response: z.null(),
    success: "success.delete",
  }),
  entries: defineRoute({
    method: "GET",
    path: "/api/finance/entries",
    tag,
    access: finance,
    description: "The ledger, newest first: receipts, expenditures and reversals, paged and filtered.",
    query: entryListQuerySchema,
    response: entryPageSchema,
  }),
  recordExpenditure: defineRoute({
    method: "POST",
    path: "/api/finance/expenditures",
    tag,
    access: signedIn({ module: "finance", permission: "edit_expenditure" }),
    description:
      "Money paid out of a receipt account (fen), with an optional PNG or JPEG receipt image of at most 3M " +
      "(a data URL; its content is checked).",
    body: expenditureBodySchema,
    response: entrySchema,
    success: "success.add",
    idempotent: true,
  }),
  reverseEntry: defineRoute({
    method: "POST",
    path: "/api/finance/entries/:id/reverse",
    tag,
    access: finance,
    description:
      "Cancels a posted entry by a reversing entry of the opposite amount on the same account (entries are " +
      "never edited or deleted). An audited entry is final; an entry is reversed once.",
    params,
    response: entrySchema,
    success: "success.operate",
    idempotent: true,
  }),
  audit: defineRoute({
    method: "POST",
    path: "/api/finance/entries/audit",
    tag,
    access: signedIn({ module: "finance", permission: "financial_audit" }),
    description: "Marks entries audited: final, never reversed. Entries audited already stay as they were.",
    body: auditBodySchema,
    response: auditResultSchema,
    success: "success.operate",
    idempotent: true,
  }),
  attachment: defineRoute({
    method: "GET",
    path: "/api/finance/entries/:id/attachment",
    tag,
    access: finance,
    params,
    response: z.object({ dataUrl: z.string() }),
  }),
  schedule: defineRoute({
    method: "GET",
    path: "/api/finance/contracts/:id/repayments",
    tag,
    access: finance,
    description:
      "The contract's repayment schedule: each instalment paid, partly paid or unpaid, and overdue.",
    params,
    response: scheduleSchema,
  }),
  saveSchedule: defineRoute({
    method: "PUT",
    path: "/api/finance/contracts/:id/repayments",
    tag,
    access: finance,
    description: "Replaces the schedule; it may not ask for more than the contract amount.",
    params,
    body: scheduleBodySchema,
    response: scheduleSchema,
    success: "success.edit",
  }),
  overdue: defineRoute({
    method: "GET",
    path: "/api/finance/overdue",
    tag,
    access: finance,
    description: "Instalments due before today and not fully paid, oldest first.",
    query: z.object({ page: entryListQuerySchema.shape.page, pageSize: entryListQuerySchema.shape.pageSize }),
    response: overduePageSchema,
  }),
  statistics: defineRoute({
    method: "GET",
    path: "/api/finance/statistics",
    tag,
    access: reports,
    description:
      "Per day, month or year from `from` to `to` (at most 10 years) and per salesperson: contracts, amount " +
      "(fen), area (m²), collected, receivable, expenditure. Hidden from a sub-account holding hide report.",
    query: statisticsQuerySchema,
    response: statisticsSchema,
  }),
  statisticsXlsx: defineRoute({
    method: "GET",
    path: "/api/finance/statistics/xlsx",
    tag,
    access: reports,
    description: "The statistics as an .xlsx workbook (periods, salespeople, ageing) in the TargetLanguage.",
    query: statisticsQuerySchema,
    response: { raw: [XLSX_TYPE] },
  }),
  ageing: defineRoute({
    method: "GET",
    path: "/api/finance/ageing",
    tag,
    access: reports,
    description:
      "What customers still owe, by days past due (instalments of the repayment schedules; a contract " +
      "without one is due on its order date).",
    response: ageingSchema,
  }),
  orderProfit: defineRoute({
    method: "GET",
    path: "/api/finance/order-profit",
    tag,
    access: signedIn({ module: "finance", permission: "get_cost" }),
    description:
      "Per contract: quoted amount less every cost known of it, each part with its estimate and actual " +
      "and which is counted: materials (BOM material lines, or the stock picked for it less returns at " +
      "recorded cost once picked), other costs (BOM cost lines), wages (BOM wage lines, or the workshop's " +
      "wage links once arranged), expenditures tied to it; the profit and the margin.",
    query: profitQuerySchema,
    response: profitPageSchema,
  }),
};
