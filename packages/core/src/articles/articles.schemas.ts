import { z } from "zod";
import { LANGUAGES } from "../account/languages.ts";
import { ARTICLE_KINDS, ARTICLE_LIMITS } from "./articles.ts";

// What an operator sends for an article, apart from articles.ts so the app's announcement banner
// (which reads articles.ts) loads no zod at a page's start (docs/measurement.md).

export const articleBodySchema = z.object({
  kind: z.enum(ARTICLE_KINDS),
  /** The language the article is written in: readers see those of theirs first. */
  language: z.enum(LANGUAGES),
  title: z.string().trim().min(1).max(ARTICLE_LIMITS.title),
  bodyHtml: z.string().min(1).max(ARTICLE_LIMITS.bodyHtml),
  published: z.boolean(),
});
export type ArticleBody = z.infer<typeof articleBodySchema>;
