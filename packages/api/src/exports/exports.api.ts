import { signedIn } from "../access.ts";
import { fileJobOf } from "../jobs/file-jobs.api.ts";
import { moduleRoutes } from "../module-routes.ts";
import {
  brandingSchema,
  brandingUpdateSchema,
  EXPORT_CONTENT_TYPES,
  exportParams,
  exportQuerySchema,
  orderExportQuerySchema,
} from "./exports.schemas.ts";

// A contract's quote or contract as a file, an order's quote as a file, and the company details
// those files print.
const route = moduleRoutes("contracts", signedIn());
const orderRoute = moduleRoutes("orders", signedIn());

const fileExportsFiles = {
  contract: route.get("/api/contracts/:id/export", {
    params: exportParams,
    query: exportQuerySchema,
    response: { raw: Object.values(EXPORT_CONTENT_TYPES) },
  }),
  order: orderRoute.get("/api/orders/:id/export", {
    description:
      "One order as a quote (PDF, .xlsx or .docx, in the TargetLanguage): its windows drawn with their details " +
      "and prices and, where the company has the script module, what each window's BOM cuts (profiles, glass); " +
      "the order's amount as the total. Another company's order, or one a sub-account does not sell, is " +
      "'missing.order' (the JSON envelope).",
    params: exportParams,
    query: orderExportQuerySchema,
    response: { raw: Object.values(EXPORT_CONTENT_TYPES) },
  }),
  branding: route.get("/api/company-branding", { response: brandingSchema }),
  updateBranding: route.update("/api/company-branding", {
    access: signedIn({ mainAccount: "access.not_primary_company_info" }),
    description:
      "Saves the fields sent against the `version` read (or `overwrite: true`); a stale one is refused " +
      "(409 conflict.stale_version). Answers the letterhead as saved, with its new version.",
    body: brandingUpdateSchema,
    response: brandingSchema,
  }),
};

/** The route files as background jobs (the page starts these; the file routes stay for API clients). */
export const fileExports = {
  ...fileExportsFiles,
  contractJob: fileJobOf(fileExportsFiles.contract),
  orderJob: fileJobOf(fileExportsFiles.order),
};
