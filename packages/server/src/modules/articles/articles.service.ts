import { summaryOf } from "@fenestra/core/articles/articles";
import type { ArticleBody } from "@fenestra/core/articles/articles.schemas";
import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { articles } from "../../db/schema/index.ts";
import { AppError, FieldError } from "../../plugins/errors.ts";
import { onePage, type PageQuery } from "../../shared/paging.ts";
import type { Operator } from "../../tenancy/operator.ts";
import { sanitizeArticleHtml, textOfHtml } from "./sanitize.ts";

// Articles and announcements (docs/articles.md). Operators write; readers get published rows only.

type Row = typeof articles.$inferSelect;

const listItem = (row: Row) => ({
  id: row.id,
  kind: row.kind as ArticleBody["kind"],
  language: row.language as ArticleBody["language"],
  title: row.title,
  summary: row.summary,
  publishedAt: row.publishedAt?.toISOString() ?? null,
});

const whole = (row: Row) => ({
  ...listItem(row),
  bodyHtml: row.bodyHtml,
  published: row.published,
  updatedAt: row.updatedAt.toISOString(),
});

const publishedOf = (kind: ArticleBody["kind"]) => and(eq(articles.kind, kind), eq(articles.published, true));
const newestFirst = [desc(articles.publishedAt), desc(articles.id)];

export function listArticles(db: Db, page: PageQuery) {
  const where = publishedOf("article");
  return onePage(
    db,
    {
      rows: db
        .select()
        .from(articles)
        .where(where)
        .orderBy(...newestFirst)
        .$dynamic(),
      table: articles,
      where,
    },
    page,
    listItem,
  );
}

export async function articleDetail(db: Db, id: number) {
  const [row] = await db
    .select()
    .from(articles)
    .where(and(eq(articles.id, id), publishedOf("article")));
  if (!row) throw new AppError("missing.invalid_id");
  return whole(row);
}

/** Published announcements, newest first (the latest 20: /webgg and the banner). */
export async function listAnnouncements(db: Db) {
  const rows = await db
    .select()
    .from(articles)
    .where(publishedOf("announcement"))
    .orderBy(...newestFirst)
    .limit(20);
  return rows.map(whole);
}

export async function operatorList(db: Db, _operator: Operator) {
  return (await db.select().from(articles).orderBy(desc(articles.id))).map(whole);
}

/** The stored form of what an operator wrote: the sanitised HTML, which must still say something. */
function storedBody(body: ArticleBody) {
  const bodyHtml = sanitizeArticleHtml(body.bodyHtml);
  const text = textOfHtml(bodyHtml);
  if (text.trim() === "" && !bodyHtml.includes("<img"))
    throw new FieldError("bodyHtml", "validation.article_body_empty");
  return {
    kind: body.kind,
    language: body.language,
    title: body.title,
    bodyHtml,
    summary: summaryOf(text),
    published: body.published,
  };
}

export async function createArticle(db: Db, operator: Operator, body: ArticleBody, now: Date) {
  const [row] = await db
    .insert(articles)
    .values({ ...storedBody(body), publishedAt: body.published ? now : null, authorId: operator.userId })
    .returning();
  if (!row) throw new AppError("other.save_failed");
  return whole(row);
}

export async function updateArticle(db: Db, _operator: Operator, id: number, body: ArticleBody, now: Date) {
  const [row] = await db
    .update(articles)
    .set({
      ...storedBody(body),
      // the first publication's moment stays: republishing does not move it up the list
      publishedAt: body.published ? sql`coalesce(${articles.publishedAt}, ${now})` : articles.publishedAt,
      updatedAt: now,
    })
    .where(eq(articles.id, id))
    .returning();
  if (!row) throw new AppError("missing.invalid_id");
  return whole(row);
}

export async function removeArticle(db: Db, _operator: Operator, id: number) {
  const removed = await db.delete(articles).where(eq(articles.id, id)).returning({ id: articles.id });
  if (removed.length === 0) throw new AppError("missing.invalid_id");
  return null;
}
