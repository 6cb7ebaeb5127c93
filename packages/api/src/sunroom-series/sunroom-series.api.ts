import { z } from "zod";
import { moduleRoutes } from "../module-routes.ts";
import { productManage } from "../series/product-manage.access.ts";
import {
  sunroomSeriesCloneSchema,
  sunroomSeriesListSchema,
  sunroomSeriesParams,
  sunroomSeriesRecordSchema,
  sunroomSeriesUpdateSchema,
} from "./sunroom-series.schemas.ts";

// The company's sunroom series (issue 33), kept and edited as the window series are: the same
// permission keys and rules (the product pages', SPEC §6: main accounts only, the script module).
const view = productManage("view_product_manage");
const edit = productManage("edit_product_manage");

const route = moduleRoutes("sunroom-series", edit);
const byId = route.with({ params: sunroomSeriesParams, response: sunroomSeriesRecordSchema });

export const sunroomSeries = {
  list: route.get("/api/sunroom-series", {
    access: view,
    description: "The company's sunroom series, oldest first.",
    response: sunroomSeriesListSchema,
  }),
  get: byId.get("/api/sunroom-series/:id", { access: view }),
  update: byId.update("/api/sunroom-series/:id", {
    description:
      "Saves a sunroom series' name and/or model (core's sunroom series, its catalogue's fields bounded), " +
      "with the version read: refused at the first bad field (400) or when someone saved it since (409), nothing changed.",
    access: productManage("edit_formula"),
    body: sunroomSeriesUpdateSchema,
  }),
  clone: byId.post("/api/sunroom-series/:id/clone", {
    body: sunroomSeriesCloneSchema,
    success: "success.clone",
  }),
  remove: byId.remove("/api/sunroom-series/:id", {
    description: "Deletes a sunroom series no saved sunroom uses; the company's last one stays.",
    response: z.null(),
  }),
};
