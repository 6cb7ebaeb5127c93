import { signedIn } from "../access.ts";
import { moduleRoutes } from "../module-routes.ts";
import {
  brandingSchema,
  brandingUpdateSchema,
  EXPORT_CONTENT_TYPES,
  exportParams,
  exportQuerySchema,
} from "./exports.schemas.ts";

// A contract's quote or contract as a file, and the company details those files print.
const route = moduleRoutes("contracts", signedIn());

export const fileExports = {
  contract: route.get("/api/contracts/:id/export", {
    params: exportParams,
    query: exportQuerySchema,
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
