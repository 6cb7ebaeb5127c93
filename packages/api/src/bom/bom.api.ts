import { signedIn } from "../access.ts";
import { XLSX_TYPE } from "../files.ts";
import { defineRoute } from "../route.ts";
import { productManage } from "../series/product-manage.access.ts";
import { calculateBodySchema, designBomSchema, orderBomParams, orderBomSchema } from "./bom.schemas.ts";

const tag = "bom";
/**
 * Order BOMs are part of orders (sub-accounts may see them); they still need the script module.
 * Special shapes in them need the polygon module too (checked by the service, bom.service.ts).
 */
const scripts = signedIn({ module: "script", partModule: "polygon" });

export const bom = {
  /** The BOM of one design with one series (the product-test screen). */
  calculate: defineRoute({
    method: "POST",
    path: "/api/bom/calculate",
    tag,
    access: { ...productManage("view_product_manage"), partModule: "polygon" },
    body: calculateBodySchema,
    response: designBomSchema,
  }),
  order: defineRoute({
    method: "GET",
    path: "/api/orders/:id/bom",
    tag,
    access: scripts,
    params: orderBomParams,
    response: orderBomSchema,
  }),
  recalculate: defineRoute({
    method: "POST",
    path: "/api/orders/:id/bom",
    tag,
    access: scripts,
    params: orderBomParams,
    response: orderBomSchema,
    success: "success.operate",
  }),
  xlsx: defineRoute({
    method: "GET",
    path: "/api/orders/:id/bom/xlsx",
    tag,
    access: scripts,
    description:
      "The order BOM as an .xlsx workbook (sheets: profiles, glass, hardware, holes, wages and cost, " +
      "totals) with headings in the TargetLanguage. Refusals answer the JSON envelope.",
    params: orderBomParams,
    response: { raw: [XLSX_TYPE] },
  }),
};
