import { z } from "zod";
import { moduleRoutes } from "../module-routes.ts";
import { productManage } from "./product-manage.access.ts";
import {
  catalogueSchema,
  createdIdSchema,
  directoryCreateSchema,
  directoryRenameSchema,
  directorySchema,
  dxfBodySchema,
  dxfParamsSchema,
  dxfQuerySchema,
  loadedSeriesSchema,
  profileDxfSchema,
  sectionQuerySchema,
  sectionSchema,
  seriesCloneSchema,
  seriesCreateSchema,
  seriesMoveSchema,
  seriesParams,
  seriesShareSchema,
  seriesUpdateSchema,
} from "./series.schemas.ts";

const view = productManage("view_product_manage");
const edit = productManage("edit_product_manage");

const route = moduleRoutes("product-manage", edit);
const bySeries = route.with({ params: seriesParams, response: loadedSeriesSchema });
const byDxf = route.with({ params: dxfParamsSchema });

/** The catalogue of directories and series, one series, its join section and its profiles' DXF sections. */
export const series = {
  catalogue: route.get("/api/series", { access: view, response: catalogueSchema }),
  createDirectory: route.create("/api/series-directories", {
    body: directoryCreateSchema,
    response: createdIdSchema,
  }),
  renameDirectory: bySeries.update("/api/series-directories/:id", {
    description:
      "Renames a directory: the body names the version the catalogue was read at (or `overwrite: true`); " +
      "a rename against an older version is refused (409 conflict.stale_version) and changes nothing.",
    body: directoryRenameSchema,
    response: directorySchema,
  }),
  deleteDirectory: bySeries.remove("/api/series-directories/:id", { response: z.null() }),
  get: bySeries.get("/api/series/:id", { access: view }),
  create: route.create("/api/series", { body: seriesCreateSchema, response: loadedSeriesSchema }),
  update: bySeries.update("/api/series/:id", {
    access: productManage("edit_formula"),
    body: seriesUpdateSchema,
  }),
  clone: bySeries.post("/api/series/:id/clone", { body: seriesCloneSchema, success: "success.clone" }),
  share: bySeries.put("/api/series/:id/share", { body: seriesShareSchema, success: "success.operate" }),
  move: bySeries.put("/api/series/:id/move", { body: seriesMoveSchema, success: "success.operate" }),
  makeDefault: bySeries.put("/api/series/:id/default", { success: "success.operate" }),
  remove: bySeries.remove("/api/series/:id", { response: z.null() }),
  section: bySeries.get("/api/series/:id/section", {
    access: view,
    query: sectionQuerySchema,
    response: sectionSchema,
  }),
  /**
   * Makes a DXF drawing the profile's section (`sectionDxf`, its file name `dxf`: docs/series.md
   * "Cross-sections"), what the 3D scene sweeps. Refused at the field `file`, nothing changed, when
   * larger than DXF_LIMIT_BYTES or when core's readSection does not read a closed outline in it; the
   * same file again changes nothing. The file's text travels as one JSON string, so the descriptor
   * expresses it and the web calls it like any other route (no multipart).
   */
  uploadDxf: byDxf.put("/api/series/:id/profiles/:code/dxf", {
    access: productManage("edit_product"),
    query: dxfQuerySchema,
    body: dxfBodySchema,
    response: z.null(),
    success: "success.upload",
  }),
  dxf: byDxf.get("/api/series/:id/profiles/:code/dxf", { access: view, response: profileDxfSchema }),
};
