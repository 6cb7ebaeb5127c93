import { boolean, index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { createdAtColumn, idColumn, instantColumn, updatedAtColumn } from "./columns.ts";
import { users } from "./users.ts";

// Articles and announcements (SPEC §2 /articleList, /articleDetail, /webgg; docs/articles.md):
// written by operators, not by a company, so no tenant columns. `bodyHtml` is only ever what the
// sanitiser kept; `summary` is its text, cut, for the lists.
export const articles = pgTable(
  "articles",
  {
    id: idColumn(),
    /** core ARTICLE_KINDS: article | announcement */
    kind: text("kind").notNull(),
    language: text("language").notNull(),
    title: text("title").notNull(),
    bodyHtml: text("body_html").notNull(),
    summary: text("summary").notNull(),
    published: boolean("published").notNull().default(false),
    /** The moment it was first published (kept when it is edited or unpublished and published again). */
    publishedAt: instantColumn("published_at"),
    authorId: integer("author_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [index("articles_kind_published_idx").on(t.kind, t.published, t.publishedAt)],
);
