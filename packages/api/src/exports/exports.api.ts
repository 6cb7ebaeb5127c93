import { signedIn } from "../access.ts";
import { defineRoute } from "../route.ts";
import {
  brandingSchema,
  brandingUpdateSchema,
  EXPORT_CONTENT_TYPES,
  exportParams,
  exportQuerySchema,
} from "./exports.schemas.ts";

// A contract's quote or contract as a file, and the company details those files print.
const tag = "contracts";

export const fileExports = {
  contract: defineRoute({
    method: "GET",
    path: "/api/contracts/:id/export",
    tag,
    access: signedIn(),
    params: exportParams,
    query: exportQuerySchema,
    response: { raw: Object.values(EXPORT_CONTENT_TYPES) },
  }),
  branding: defineRoute({
    method: "GET",
    path: "/api/company-branding",
    tag,
    access: signedIn(),
    response: brandingSchema,
  }),
  updateBranding: defineRoute({
    method: "PUT",
    path: "/api/company-branding",
    tag,
    access: signedIn({ mainAccount: "access.not_primary_company_info" }),
    description:
      "Saves the fields sent against the `version` read (or `overwrite: true`); a stale one is refused " +
      "(409 conflict.stale_version). Answers the letterhead as saved, with its new version.",
    body: brandingUpdateSchema,
    response: brandingSchema,
    success: "success.edit",
  }),
};
