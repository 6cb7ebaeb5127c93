import { z } from "zod";
import { signedIn } from "../access.ts";
import { moduleRoutes } from "../module-routes.ts";
import { pageOf } from "../paging.ts";
import { productManage } from "../series/product-manage.access.ts";
import { seriesParams } from "../series/series.schemas.ts";
import { templateParamsSchema } from "../templates/templates.schemas.ts";
import {
  marketClonedSchema,
  marketCloneSchema,
  marketListingSchema,
  marketParams,
  marketPreviewSchema,
  marketPublishSchema,
  marketSearchSchema,
  marketTemplateClonedSchema,
  marketTemplateCloneSchema,
  ownListingSchema,
} from "./market.schemas.ts";

// The market (SPEC §2 /find and /market/uploadProduct/{product_id}; SPEC §5 share rules; issue 34).
// Any signed-in company searches and previews what others published (never their costs); a
// company publishes, republishes and unpublishes its own series from product management, and
// clones a listing into its own catalogue (product management's edit key, the script module, no
// trial account: SPEC §6).

const route = moduleRoutes("market", signedIn());
const manage = productManage("edit_product_manage");
/** A window template is published and cloned with the window library's edit right. */
const library = signedIn({ permission: "edit_order" });

export const market = {
  search: route.get("/api/market", {
    description:
      "Published listings (series and templates, or only `kind`) of every company whose title, description or publisher contains `q` (case-insensitive), newest first.",
    query: marketSearchSchema,
    response: pageOf(marketListingSchema),
  }),
  preview: route.get("/api/market/:id", {
    description:
      "A published listing (or one's own, published or not) with its series without prices or money formulas and a test BOM of a sample window without amounts, or a template's drawing. Another company's unpublished listing is not found.",
    params: marketParams,
    response: marketPreviewSchema,
  }),
  mine: route.get("/api/market-own", {
    description: "The company's own listings, published or not, with how many times each was cloned.",
    access: productManage("view_product_manage"),
    response: z.array(ownListingSchema),
  }),
  ofSeries: route.get("/api/series/:id/market", {
    description: "The company's listing of one of its series, or null when never published.",
    access: productManage("view_product_manage"),
    params: seriesParams,
    response: ownListingSchema.nullable(),
  }),
  publish: route.put("/api/series/:id/market", {
    description:
      "Publishes a snapshot of the series (its file at the current schema version) with a title, a description of at most 60 characters (refused at the field, never cut) and pictures (keys of images uploaded with purpose market-picture); publishing again makes a new published version. Clones already made keep theirs.",
    access: manage,
    params: seriesParams,
    body: marketPublishSchema,
    response: ownListingSchema,
    success: "success.operate",
  }),
  unpublish: route.del("/api/market/:id", {
    description:
      "Takes the company's listing off the market. Clones already made are their companies' own series and keep working.",
    access: manage,
    params: marketParams,
    response: ownListingSchema,
    success: "success.operate",
  }),
  clone: route.post("/api/market/:id/clone", {
    description:
      "Copies a published listing's series into a directory of the caller's catalogue: the copy is the caller's own and records the listing and published version it came from. Trial accounts are refused (10086).",
    access: manage,
    params: marketParams,
    body: marketCloneSchema,
    response: marketClonedSchema,
    success: "success.clone",
    idempotent: true,
  }),
  ofTemplate: route.get("/api/templates/:id/market", {
    description: "The company's listing of one of its window templates, or null when never published.",
    params: templateParamsSchema,
    response: ownListingSchema.nullable(),
  }),
  publishTemplate: route.put("/api/templates/:id/market", {
    description:
      "Publishes a snapshot of one of the company's window templates (its type and drawing) with a title, a description of at most 60 characters (refused at the field) and pictures; publishing again makes a new published version. Clones already made keep theirs.",
    access: library,
    params: templateParamsSchema,
    body: marketPublishSchema,
    response: ownListingSchema,
    success: "success.operate",
  }),
  cloneTemplate: route.post("/api/market/:id/clone-template", {
    description:
      "Copies a published template listing into the caller's window library: the copy is the caller's own template and records the listing and published version it came from. Trial accounts are refused (10086).",
    access: library,
    params: marketParams,
    body: marketTemplateCloneSchema,
    response: marketTemplateClonedSchema,
    success: "success.clone",
    idempotent: true,
  }),
};
