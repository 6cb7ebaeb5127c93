import { signedIn } from "../access.ts";
import { XLSX_TYPE } from "../files.ts";
import { moduleRoutes } from "../module-routes.ts";
import { productManage } from "../series/product-manage.access.ts";
import { calculateBodySchema, designBomSchema, orderBomParams, orderBomSchema } from "./bom.schemas.ts";

/**
 * Order BOMs are part of orders (sub-accounts may see them); they still need the script module.
 * Special shapes in them need the polygon module too (checked by the service, bom.service.ts).
 */
const scripts = signedIn({ module: "script", partModule: "polygon" });

const route = moduleRoutes("bom", scripts);
const byOrderBom = route.with({ params: orderBomParams, response: orderBomSchema });

export const bom = {
  /** The BOM of one design with one series (the product-test screen). */
  calculate: route.post("/api/bom/calculate", {
    access: { ...productManage("view_product_manage"), partModule: "polygon" },
    body: calculateBodySchema,
    response: designBomSchema,
  }),
  order: byOrderBom.get("/api/orders/:id/bom", {}),
  recalculate: byOrderBom.post("/api/orders/:id/bom", { success: "success.operate" }),
  xlsx: byOrderBom.get("/api/orders/:id/bom/xlsx", {
    description:
      "The order BOM as an .xlsx workbook (sheets: profiles, glass, hardware, holes, wages and cost, " +
      "totals) with headings in the TargetLanguage. Refusals answer the JSON envelope.",
    response: { raw: [XLSX_TYPE] },
  }),
};
