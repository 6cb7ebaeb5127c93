import { LANGUAGES } from "@fenestra/core/account/languages";
import { ARTICLE_KINDS } from "@fenestra/core/articles/articles";
import { articleBodySchema } from "@fenestra/core/articles/articles.schemas";
import { idSchema } from "@fenestra/core/schemas/ids";
import { z } from "zod";
import { publicRoute, signedIn } from "../access.ts";
import { moduleRoutes } from "../module-routes.ts";
import { pageOf, pageQuerySchema } from "../paging.ts";

// Articles and announcements (SPEC §2 /articleList, /articleDetail/{id} (auth), /webgg; issue 34).
// Anyone reads the list and the announcements; an article's whole text is for the signed-in (SPEC
// marks /articleDetail auth); only operators write (the operator console).

/** An article as a list shows it: no body, its summary (the body's text, cut). */
export const articleListItemSchema = z.object({
  id: z.number(),
  kind: z.enum(ARTICLE_KINDS),
  language: z.enum(LANGUAGES),
  title: z.string(),
  summary: z.string(),
  publishedAt: z.string().nullable(),
});

/** An article whole: its HTML is what the server's sanitiser kept. */
export const articleSchema = articleListItemSchema.extend({
  bodyHtml: z.string(),
  published: z.boolean(),
  updatedAt: z.string(),
});

const byId = z.object({ id: idSchema });
const route = moduleRoutes("articles", publicRoute());
const operatorRoute = moduleRoutes("articles", signedIn({ operator: true })).with({
  response: articleSchema,
});

export const articles = {
  list: route.get("/api/articles", {
    description: "Published articles, newest first (public: /articleList).",
    query: pageQuerySchema,
    response: pageOf(articleListItemSchema),
  }),
  detail: route.get("/api/articles/:id", {
    description:
      "One published article whole (SPEC: /articleDetail is for the signed-in). An unpublished one is not found.",
    access: signedIn({ openWhenExpired: true }),
    params: byId,
    response: articleSchema,
  }),
  announcements: route.get("/api/announcements", {
    description: "Published announcements, newest first, whole (public: /webgg and the app's banner).",
    response: z.array(articleSchema),
  }),
  operatorList: operatorRoute.get("/api/operator/articles", {
    description: "Every article and announcement, published or not, newest first.",
    response: z.array(articleSchema),
  }),
  create: operatorRoute.create("/api/operator/articles", {
    description:
      "Writes an article or announcement; its HTML is sanitised (scripts, handlers and unsafe links removed).",
    body: articleBodySchema,
  }),
  update: operatorRoute.update("/api/operator/articles/:id", {
    description: "Rewrites an article or announcement (sanitised again); publishing stamps its moment once.",
    params: byId,
    body: articleBodySchema,
  }),
  remove: operatorRoute.remove("/api/operator/articles/:id", { params: byId, response: z.null() }),
};
