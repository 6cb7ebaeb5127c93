import { z } from "zod";
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
    body: brandingUpdateSchema,
    response: z.null(),
    success: "success.edit",
  }),
};
