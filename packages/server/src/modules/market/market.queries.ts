import { and, count, desc, eq, inArray, like, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { companies, marketListings, storedFiles } from "../../db/schema/index.ts";
import type { Tenant } from "../../tenancy/tenant.ts";

// The market's queries. A company reaches another's listing only while it is published; its own
// it reaches always (ownership by company_id, as every tenant table).

const listingColumns = {
  id: marketListings.id,
  companyId: marketListings.companyId,
  kind: marketListings.kind,
  seriesId: marketListings.seriesId,
  templateId: marketListings.templateId,
  title: marketListings.title,
  description: marketListings.description,
  pictures: marketListings.pictures,
  material: marketListings.material,
  publishedVersion: marketListings.publishedVersion,
  published: marketListings.published,
  cloneCount: marketListings.cloneCount,
  publishedAt: marketListings.publishedAt,
  publisher: companies.name,
};
export type ListingRow = {
  id: number;
  companyId: number;
  kind: string;
  seriesId: number | null;
  templateId: number | null;
  title: string;
  description: string;
  pictures: string[];
  material: string;
  publishedVersion: number;
  published: boolean;
  cloneCount: number;
  publishedAt: Date;
  publisher: string;
};

/**
 * `%text%` for LIKE on the lower-case search text (LIKE, not ILIKE: no case folding of every row;
 * the trigram index answers either), its own wildcards taken literally.
 */
const containing = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Published listings (of `kind`, when given) whose search text contains `q`, newest first, one page. */
export async function searchListings(
  db: Db,
  q: string,
  page: number,
  pageSize: number,
  kind?: "series" | "template",
) {
  const where = and(
    eq(marketListings.published, true),
    kind ? eq(marketListings.kind, kind) : undefined,
    q ? like(marketListings.searchText, containing(q)) : undefined,
  );
  const [items, [total]] = await Promise.all([
    db
      .select(listingColumns)
      .from(marketListings)
      .innerJoin(companies, eq(companies.id, marketListings.companyId))
      .where(where)
      .orderBy(desc(marketListings.publishedAt), desc(marketListings.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(marketListings).where(where),
  ]);
  return { items: items as ListingRow[], total: total?.n ?? 0 };
}

/** A listing the caller may see: published, or its own company's. */
export async function findVisibleListing(db: Db, tenant: Tenant, id: number) {
  const [row] = await db
    .select({ ...listingColumns, payload: marketListings.payload })
    .from(marketListings)
    .innerJoin(companies, eq(companies.id, marketListings.companyId))
    .where(
      and(
        eq(marketListings.id, id),
        or(eq(marketListings.published, true), eq(marketListings.companyId, tenant.companyId)),
      ),
    );
  return row as (ListingRow & { payload: unknown }) | undefined;
}

export async function ownListings(db: Db, tenant: Tenant) {
  const rows = await db
    .select(listingColumns)
    .from(marketListings)
    .innerJoin(companies, eq(companies.id, marketListings.companyId))
    .where(eq(marketListings.companyId, tenant.companyId))
    .orderBy(desc(marketListings.publishedAt));
  return rows as ListingRow[];
}

export async function ownListingOfSeries(db: Db, tenant: Tenant, seriesId: number) {
  const [row] = await db
    .select(listingColumns)
    .from(marketListings)
    .innerJoin(companies, eq(companies.id, marketListings.companyId))
    .where(
      and(
        eq(marketListings.companyId, tenant.companyId),
        eq(marketListings.kind, "series"),
        eq(marketListings.seriesId, seriesId),
      ),
    );
  return row as ListingRow | undefined;
}

export async function ownListingOfTemplate(db: Db, tenant: Tenant, templateId: number) {
  const [row] = await db
    .select(listingColumns)
    .from(marketListings)
    .innerJoin(companies, eq(companies.id, marketListings.companyId))
    .where(
      and(
        eq(marketListings.companyId, tenant.companyId),
        eq(marketListings.kind, "template"),
        eq(marketListings.templateId, templateId),
      ),
    );
  return row as ListingRow | undefined;
}

export type ListingWrite = {
  title: string;
  material: string;
  description: string;
  pictures: string[];
  payload: unknown;
  searchText: string;
  now: Date;
};

/** What a listing publishes: one of the company's series or one of its window templates. */
export type ListingOf = { seriesId: number } | { templateId: number };

/** Publishes the series or template: a new listing at version 1, or its listing at the next version. */
export async function upsertListing(db: Db, tenant: Tenant, of: ListingOf, w: ListingWrite) {
  const values = {
    title: w.title,
    material: w.material,
    description: w.description,
    pictures: w.pictures,
    payload: w.payload,
    searchText: w.searchText,
    published: true,
    publishedAt: w.now,
    updatedAt: w.now,
  };
  const [kind, source] =
    "seriesId" in of
      ? (["series", marketListings.seriesId] as const)
      : (["template", marketListings.templateId] as const);
  await db
    .insert(marketListings)
    .values({ companyId: tenant.companyId, kind, ...of, ...values })
    .onConflictDoUpdate({
      target: [marketListings.companyId, marketListings.kind, source],
      set: { ...values, publishedVersion: sql`${marketListings.publishedVersion} + 1` },
    });
}

export async function setPublished(db: Db, tenant: Tenant, id: number, published: boolean, now: Date) {
  const [row] = await db
    .update(marketListings)
    .set({ published, updatedAt: now })
    .where(and(eq(marketListings.id, id), eq(marketListings.companyId, tenant.companyId)))
    .returning({ id: marketListings.id });
  return row;
}

/** One more clone of the listing (the count the publisher sees). */
export async function countClone(db: Db, id: number) {
  await db
    .update(marketListings)
    .set({ cloneCount: sql`${marketListings.cloneCount} + 1` })
    .where(eq(marketListings.id, id));
}

/** Of `keys`, those that are the company's uploaded market pictures. */
export async function ownPictures(db: Db, tenant: Tenant, keys: string[]) {
  if (keys.length === 0) return [];
  const rows = await db
    .select({ key: storedFiles.key })
    .from(storedFiles)
    .where(
      and(
        inArray(storedFiles.key, keys),
        eq(storedFiles.companyId, tenant.companyId),
        eq(storedFiles.purpose, "market-picture"),
      ),
    );
  return rows.map((r) => r.key);
}

export async function companyName(db: Db, tenant: Tenant) {
  const [row] = await db
    .select({ name: companies.name })
    .from(companies)
    .where(eq(companies.id, tenant.companyId));
  return row?.name;
}
