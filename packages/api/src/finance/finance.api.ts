import { idSchema } from "@fenestra/core/schemas/ids";
import { z } from "zod";
import { signedIn } from "../access.ts";
import { XLSX_TYPE } from "../files.ts";
import { fileJobOf } from "../jobs/file-jobs.api.ts";
import { moduleRoutes } from "../module-routes.ts";
import { pageQuerySchema } from "../paging.ts";
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

const params = z.object({ id: idSchema });
const finance = signedIn({ module: "finance", permission: "finance_all" });
// The reports (monthly amounts, receivables) are finance figures: a sub-account needs "finance
// (all)", as for the home statistics, and one granted "hide report" does not see them (SPEC §6).
const reports = signedIn({ module: "finance", permission: "finance_all", hiddenBy: "hide_report" });

const route = moduleRoutes("finance", finance);
const byId = route.with({ params });
/** A contract's repayment schedule: its routes answer the schedule. */
const contractSchedule = byId.with({ response: scheduleSchema });

const financeRoutesFiles = {
  accounts: route.get("/api/finance/accounts", {
    description:
      "The company's receipt accounts with their balances (the sum of each account's entries, fen).",
    response: z.array(accountSchema),
  }),
  createAccount: route.create("/api/finance/accounts", {
    access: signedIn({ module: "finance", permission: "edit_receipt_account" }),
    description: "A receipt account. The first one, or one sent with isDefault, becomes the default.",
    body: accountBodySchema,
    response: accountSchema,
  }),
  updateAccount: byId.update("/api/finance/accounts/:id", {
    access: signedIn({ module: "finance", permission: "edit_receipt_account" }),
    body: accountUpdateSchema,
    response: accountSchema,
  }),
  deleteAccount: byId.remove("/api/finance/accounts/:id", {
    access: signedIn({ module: "finance", permission: "edit_receipt_account" }),
    description: 'An account with entries on it is never deleted ("account with payment records").',
    response: z.null(),
  }),
  entries: route.get("/api/finance/entries", {
    description: "The ledger, newest first: receipts, expenditures and reversals, paged and filtered.",
    query: entryListQuerySchema,
    response: entryPageSchema,
  }),
  recordExpenditure: route.create("/api/finance/expenditures", {
    access: signedIn({ module: "finance", permission: "edit_expenditure" }),
    description:
      "Money paid out of a receipt account (fen), with an optional PNG or JPEG receipt image of at most 3M " +
      "(a data URL; its content is checked).",
    body: expenditureBodySchema,
    response: entrySchema,
    idempotent: true,
  }),
  reverseEntry: byId.post("/api/finance/entries/:id/reverse", {
    description:
      "Cancels a posted entry by a reversing entry of the opposite amount on the same account (entries are " +
      "never edited or deleted). An audited entry is final; an entry is reversed once.",
    response: entrySchema,
    success: "success.operate",
    idempotent: true,
  }),
  audit: route.post("/api/finance/entries/audit", {
    access: signedIn({ module: "finance", permission: "financial_audit" }),
    description: "Marks entries audited: final, never reversed. Entries audited already stay as they were.",
    body: auditBodySchema,
    response: auditResultSchema,
    success: "success.operate",
    idempotent: true,
  }),
  attachment: byId.get("/api/finance/entries/:id/attachment", {
    response: z.object({ dataUrl: z.string() }),
  }),
  schedule: contractSchedule.get("/api/finance/contracts/:id/repayments", {
    description:
      "The contract's repayment schedule: each instalment paid, partly paid or unpaid, and overdue.",
  }),
  saveSchedule: contractSchedule.update("/api/finance/contracts/:id/repayments", {
    description:
      "Replaces the schedule; it may not ask for more than the contract amount. A save of the contract: " +
      "it names the contract's `version` read (or `overwrite: true`), a stale one is refused " +
      "(409 conflict.stale_version), and it counts one more version of the contract.",
    body: scheduleBodySchema,
  }),
  overdue: route.get("/api/finance/overdue", {
    description: "Instalments due before today and not fully paid, oldest first.",
    query: pageQuerySchema,
    response: overduePageSchema,
  }),
  statistics: route.get("/api/finance/statistics", {
    access: reports,
    description:
      "Per day, month or year from `from` to `to` (at most 10 years) and per salesperson: contracts, amount " +
      "(fen), area (m²), collected, receivable, expenditure. Hidden from a sub-account holding hide report.",
    query: statisticsQuerySchema,
    response: statisticsSchema,
  }),
  statisticsXlsx: route.get("/api/finance/statistics/xlsx", {
    access: reports,
    description: "The statistics as an .xlsx workbook (periods, salespeople, ageing) in the TargetLanguage.",
    query: statisticsQuerySchema,
    response: { raw: [XLSX_TYPE] },
  }),
  ageing: route.get("/api/finance/ageing", {
    access: reports,
    description:
      "What customers still owe, by days past due (instalments of the repayment schedules; a contract " +
      "without one is due on its order date).",
    response: ageingSchema,
  }),
  orderProfit: route.get("/api/finance/order-profit", {
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

/** The route files as background jobs (the page starts these; the file routes stay for API clients). */
export const financeRoutes = {
  ...financeRoutesFiles,
  statisticsXlsxJob: fileJobOf(financeRoutesFiles.statisticsXlsx),
};
