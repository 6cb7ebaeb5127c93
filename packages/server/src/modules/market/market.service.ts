import type { Design } from "@fenestra/core";
import { seriesSchema } from "@fenestra/core";
import { designSchema } from "@fenestra/core/design/schema";
import { templateTypes } from "@fenestra/core/library/index";
import type { MarketKind, MarketPublish } from "@fenestra/core/market/listing";
import { previewBom, previewSeries, SAMPLE_WINDOW } from "@fenestra/core/market/preview";
import { readSeriesFile, writeSeriesFile } from "@fenestra/core/series/file-version";
import { copyName } from "@fenestra/core/series/names";
import { z } from "zod";
import type { Db } from "../../db/client.ts";
import { AppError, CODES, FieldError } from "../../plugins/errors.ts";
import type { Tenant } from "../../tenancy/tenant.ts";
import { isTrialCompany } from "../../tenancy/trial.ts";
import { fileUrls, type UploadDeps } from "../files/files.service.ts";
import * as seriesQ from "../series/series.queries.ts";
import * as templatesQ from "../templates/templates.queries.ts";
import * as q from "./market.queries.ts";

// The market (docs/market.md): publish a snapshot of one's series, search and preview what others
// published without their money, clone a listing into one's own catalogue.

/**
 * A listing as answered: its pictures' keys as signed links. Called on what the service returned,
 * so only on listings the reader was allowed to see.
 */
export async function withPictureLinks<L extends { pictures: string[] }>(
  deps: UploadDeps,
  listing: L,
): Promise<L> {
  return { ...listing, pictures: await fileUrls(deps, listing.pictures) };
}

function listingOf(row: q.ListingRow, tenant: Tenant) {
  return {
    id: row.id,
    kind: row.kind as MarketKind,
    title: row.title,
    description: row.description,
    /** Keys here; answered as links (withPictureLinks). */
    pictures: row.pictures,
    publisher: row.publisher,
    material: row.material,
    publishedVersion: row.publishedVersion,
    publishedAt: row.publishedAt.toISOString(),
    cloneCount: row.cloneCount,
    mine: row.companyId === tenant.companyId,
  };
}

function ownListingOf(row: q.ListingRow, tenant: Tenant) {
  return {
    ...listingOf(row, tenant),
    published: row.published,
    seriesId: row.seriesId,
    templateId: row.templateId,
    pictureKeys: row.pictures,
  };
}

export async function search(
  db: Db,
  tenant: Tenant,
  query: { q: string; page: number; pageSize: number; kind?: MarketKind | undefined },
) {
  const { items, total } = await q.searchListings(db, query.q, query.page, query.pageSize, query.kind);
  return { items: items.map((row) => listingOf(row, tenant)), total };
}

async function mustSeeListing(db: Db, tenant: Tenant, id: number) {
  const row = await q.findVisibleListing(db, tenant, id);
  if (!row) throw new AppError("missing.market_listing");
  return row;
}

/** The published series, read from its file at whatever schema version it was published. */
function publishedSeries(payload: unknown) {
  const read = readSeriesFile(payload);
  if (!read.ok)
    throw new AppError(
      read.code === "series_file.version_unsupported"
        ? "series_file.version_unsupported"
        : "series_file.invalid",
    );
  return read.series;
}

/** A published template's snapshot: its type and drawing, checked as the library checks them. */
const templateFileSchema = z.object({ type: z.enum(templateTypes), design: designSchema });

function publishedTemplate(payload: unknown): { type: (typeof templateTypes)[number]; design: Design } {
  const read = templateFileSchema.safeParse(payload);
  if (!read.success) throw new AppError("series_file.invalid");
  return read.data as { type: (typeof templateTypes)[number]; design: Design };
}

export async function preview(db: Db, tenant: Tenant, id: number) {
  const row = await mustSeeListing(db, tenant, id);
  if (row.kind === "template")
    return {
      ...listingOf(row, tenant),
      series: null,
      sample: { ...SAMPLE_WINDOW },
      bom: null,
      template: publishedTemplate(row.payload),
    };
  const series = publishedSeries(row.payload);
  return {
    ...listingOf(row, tenant),
    series: previewSeries(series),
    sample: { ...SAMPLE_WINDOW },
    bom: previewBom(series),
    template: null,
  };
}

export async function mine(db: Db, tenant: Tenant) {
  return (await q.ownListings(db, tenant)).map((row) => ownListingOf(row, tenant));
}

export async function ofSeries(db: Db, tenant: Tenant, seriesId: number) {
  if (!(await seriesQ.findSeries(db, tenant, seriesId))) throw new AppError("missing.series");
  const row = await q.ownListingOfSeries(db, tenant, seriesId);
  return row ? ownListingOf(row, tenant) : null;
}

export async function publish(db: Db, tenant: Tenant, seriesId: number, body: MarketPublish, now: Date) {
  const source = await seriesQ.findSeries(db, tenant, seriesId);
  if (!source) throw new AppError("missing.series");
  const owned = await q.ownPictures(db, tenant, body.pictures);
  const stranger = body.pictures.findIndex((key) => !owned.includes(key));
  if (stranger >= 0) throw new FieldError(`pictures.${stranger}`, "validation.image_invalid");
  const model = seriesSchema.parse(source.model);
  const publisher = (await q.companyName(db, tenant)) ?? "";
  await q.upsertListing(
    db,
    tenant,
    { seriesId },
    {
      title: body.title,
      material: model.material,
      description: body.description,
      pictures: body.pictures,
      payload: writeSeriesFile(model),
      searchText: [body.title, body.description, publisher].join(" ").toLowerCase(),
      now,
    },
  );
  const row = await q.ownListingOfSeries(db, tenant, seriesId);
  if (!row) throw new Error("published listing not found");
  return ownListingOf(row, tenant);
}

export async function ofTemplate(db: Db, tenant: Tenant, templateId: number) {
  if (!(await templatesQ.findTemplate(db, tenant, templateId))) throw new AppError("missing.template");
  const row = await q.ownListingOfTemplate(db, tenant, templateId);
  return row ? ownListingOf(row, tenant) : null;
}

/** Publishes a snapshot of one of the company's window templates: its type and its drawing. */
export async function publishTemplate(
  db: Db,
  tenant: Tenant,
  templateId: number,
  body: MarketPublish,
  now: Date,
) {
  const source = await templatesQ.findTemplate(db, tenant, templateId);
  if (!source) throw new AppError("missing.template");
  const owned = await q.ownPictures(db, tenant, body.pictures);
  const stranger = body.pictures.findIndex((key) => !owned.includes(key));
  if (stranger >= 0) throw new FieldError(`pictures.${stranger}`, "validation.image_invalid");
  const publisher = (await q.companyName(db, tenant)) ?? "";
  await q.upsertListing(
    db,
    tenant,
    { templateId },
    {
      title: body.title,
      material: "",
      description: body.description,
      pictures: body.pictures,
      payload: { type: source.type, design: source.design },
      searchText: [body.title, body.description, publisher].join(" ").toLowerCase(),
      now,
    },
  );
  const row = await q.ownListingOfTemplate(db, tenant, templateId);
  if (!row) throw new Error("published listing not found");
  return ownListingOf(row, tenant);
}

/**
 * Copies a published template listing into the caller's window library as the caller's own
 * template, recording the listing and the published version it came from.
 */
export async function cloneTemplate(db: Db, tenant: Tenant, id: number, now: Date) {
  if (await isTrialCompany(db, tenant)) throw new AppError("trial.no_clone", CODES.needsPurchase);
  const row = await mustSeeListing(db, tenant, id);
  if (!row.published || row.kind !== "template") throw new AppError("missing.market_listing");
  const { type, design } = publishedTemplate(row.payload);
  const templateId = await db.transaction(async (tx) => {
    const created = await templatesQ.insertTemplate(tx as Db, tenant, {
      name: row.title,
      type,
      design,
      createdBy: tenant.userId,
      createdAt: now,
      marketListingId: row.id,
      marketVersion: row.publishedVersion,
    });
    if (!created) throw new AppError("other.save_failed");
    await q.countClone(tx as Db, row.id);
    return created.id;
  });
  return { templateId, name: row.title, listingId: row.id, version: row.publishedVersion };
}

export async function unpublish(db: Db, tenant: Tenant, id: number, now: Date) {
  if (!(await q.setPublished(db, tenant, id, false, now))) throw new AppError("missing.market_listing");
  const row = (await q.ownListings(db, tenant)).find((r) => r.id === id);
  if (!row) throw new AppError("missing.market_listing");
  return ownListingOf(row, tenant);
}

/**
 * Copies a listing's published series into the caller's directory: the copy is the caller's own
 * series (editing it or the publisher's never touches the other) and records the listing and the
 * published version. Named as the listing, or "<title> copy" when the catalogue has that name.
 */
export async function clone(
  db: Db,
  tenant: Tenant,
  id: number,
  body: { directoryId: number; name?: string },
  copySuffix: string,
) {
  // SPEC §6: trial accounts cannot clone — a purchase answer (10086), so the web offers the upgrade
  if (await isTrialCompany(db, tenant)) throw new AppError("trial.no_clone", CODES.needsPurchase);
  const row = await mustSeeListing(db, tenant, id);
  if (!row.published || row.kind !== "series") throw new AppError("missing.market_listing");
  const dir = await seriesQ.findDirectory(db, tenant, body.directoryId);
  if (!dir) throw new FieldError("directoryId", "missing.directory");
  if (dir.isMain) throw new FieldError("directoryId", "delete_blocked.main_directory_products");
  const model = publishedSeries(row.payload);
  const taken = (await seriesQ.listSeries(db, tenant)).map((s) => s.name);
  const name = body.name ?? (taken.includes(row.title) ? copyName(row.title, taken, copySuffix) : row.title);
  const seriesId = await db.transaction(async (tx) => {
    const created = await seriesQ.insertSeries(tx as Db, tenant, {
      directoryId: dir.id,
      name,
      model: { ...model, name },
      marketListingId: row.id,
      marketVersion: row.publishedVersion,
    });
    await q.countClone(tx as Db, row.id);
    return created;
  });
  return { seriesId, name, listingId: row.id, version: row.publishedVersion };
}
