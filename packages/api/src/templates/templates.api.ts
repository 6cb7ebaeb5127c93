import { z } from "zod";
import { signedIn } from "../access.ts";
import { defineRoute } from "../route.ts";
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

const tag = "window-library";
/** Changing the company's own templates takes the drawing right a sub-account may lack. */
const edit = signedIn({ permission: "edit_order" });

/** The company's window library: everyone signed in reads it and counts uses. */
export const templates = {
  list: defineRoute({
    method: "GET",
    path: "/api/templates",
    tag,
    access: signedIn(),
    query: templateListQuerySchema,
    response: templatePageSchema,
  }),
  create: defineRoute({
    method: "POST",
    path: "/api/templates",
    tag,
    access: edit,
    body: templateCreateSchema,
    response: templateSchema,
    success: "success.add",
  }),
  remove: defineRoute({
    method: "DELETE",
    path: "/api/templates/:id",
    tag,
    access: edit,
    params: templateParamsSchema,
    response: z.null(),
    success: "success.delete",
  }),
  usage: defineRoute({
    method: "GET",
    path: "/api/templates/usage",
    tag,
    access: signedIn(),
    response: usageSchema,
  }),
  recordUse: defineRoute({
    method: "POST",
    path: "/api/templates/usage",
    tag,
    access: signedIn(),
    body: usageBodySchema,
    response: usageCountSchema,
  }),
};
