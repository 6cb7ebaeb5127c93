import { z } from "zod";
import { signedIn } from "../access.ts";
import { moduleRoutes } from "../module-routes.ts";
import {
  templateCreateSchema,
  templateListQuerySchema,
  templatePageSchema,
  templateParamsSchema,
  templateSchema,
  usageBodySchema,
  usageCountSchema,
  usageSchema,
} from "./templates.schemas.ts";

/** Changing the company's own templates takes the drawing right a sub-account may lack. */
const edit = signedIn({ permission: "edit_order" });

const route = moduleRoutes("window-library", signedIn());

/** The company's window library: everyone signed in reads it and counts uses. */
export const templates = {
  list: route.get("/api/templates", { query: templateListQuerySchema, response: templatePageSchema }),
  create: route.create("/api/templates", {
    access: edit,
    body: templateCreateSchema,
    response: templateSchema,
  }),
  remove: route.remove("/api/templates/:id", {
    access: edit,
    params: templateParamsSchema,
    response: z.null(),
  }),
  usage: route.get("/api/templates/usage", { response: usageSchema }),
  recordUse: route.post("/api/templates/usage", { body: usageBodySchema, response: usageCountSchema }),
};
