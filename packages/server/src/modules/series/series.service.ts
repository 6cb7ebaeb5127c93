import { type Series, seriesSchema, validateSeries } from "@fenestra/core";
import type { SeriesIssue } from "@fenestra/core/series/index";
import { copyName } from "@fenestra/core/series/names";
import type { Db } from "../../db/client.ts";
import type { TenantContext } from "../../plugins/context.ts";
import { AppError, FieldError } from "../../plugins/errors.ts";
import { isTrialCompany } from "./series.access.ts";
import * as q from "./series.queries.ts";
import { starterSeries } from "./starter-series.ts";

// The catalogue rules of SPEC §8: what may be created, moved, cloned and deleted.

export type LoadedSeries = { id: number; version: number; updatedAt: Date; model: Series };

/**
 * The series a company's design or order item names: its numeric id as text or number, or
 * "default" for the company's default series. Undefined when the company has no such series.
 * Used by the BOM and by the orders module for quote formulas.
 */
export async function getSeriesForCompany(
  db: Db,
  companyId: number,
  seriesId: string | number,
): Promise<LoadedSeries | undefined> {
  const row =
    seriesId === "default"
      ? await q.findDefaultSeries(db, companyId)
      : Number.isInteger(Number(seriesId)) && Number(seriesId) > 0
        ? await q.findSeries(db, companyId, Number(seriesId))
        : undefined;
  if (!row) return undefined;
  return { id: row.id, version: row.version, updatedAt: row.updatedAt, model: seriesSchema.parse(row.model) };
}

export async function catalogue(db: Db, ctx: TenantContext) {
  await q.ensureMainDirectory(db, ctx.companyId);
  const [directories, items] = await Promise.all([
    q.listDirectories(db, ctx.companyId),
    q.listSeries(db, ctx.companyId),
  ]);
  return { directories, series: items.map((s) => ({ ...s, updatedAt: s.updatedAt.toISOString() })) };
}

async function mustFindSeries(db: Db, ctx: TenantContext, id: number) {
  const row = await q.findSeries(db, ctx.companyId, id);
  if (!row) throw new AppError("missing.series");
  return row;
}

/** A directory series may live in: one of the company's, and never the main directory. */
async function mustFindSeriesDirectory(db: Db, ctx: TenantContext, id: number) {
  const dir = await q.findDirectory(db, ctx.companyId, id);
  if (!dir) throw new AppError("missing.directory");
  if (dir.isMain) throw new AppError("delete_blocked.main_directory_products");
  return dir;
}

export async function getSeries(db: Db, ctx: TenantContext, id: number) {
  const row = await mustFindSeries(db, ctx, id);
  const model = seriesSchema.parse(row.model);
  return {
    ...summaryOf(row),
    model,
    issues: validated(model),
    dxf: await q.listProfileDxf(db, row.id),
  };
}

function summaryOf(row: q.SeriesRow) {
  return {
    id: row.id,
    directoryId: row.directoryId,
    name: row.name,
    material: row.model.material,
    version: row.version,
    shared: row.shared,
    shareDescription: row.shareDescription,
    isDefault: row.isDefault,
    updatedAt: row.updatedAt.toISOString(),
  };
}

function validated(model: Series): readonly SeriesIssue[] {
  const result = validateSeries(model);
  return result.ok ? result.issues : [];
}

export async function createDirectory(db: Db, ctx: TenantContext, parentId: number | null, name: string) {
  const parent = parentId ?? (await q.ensureMainDirectory(db, ctx.companyId));
  if (!(await q.findDirectory(db, ctx.companyId, parent))) throw new AppError("missing.directory");
  const id = await q.insertDirectory(db, ctx.companyId, parent, name);
  if (id === undefined) throw new AppError("other.save_failed");
  return { id };
}

export async function renameDirectory(db: Db, ctx: TenantContext, id: number, name: string) {
  const dir = await q.findDirectory(db, ctx.companyId, id);
  if (!dir || dir.isMain) throw new AppError("missing.directory");
  await q.renameDirectory(db, ctx.companyId, id, name);
}

export async function deleteDirectory(db: Db, ctx: TenantContext, id: number) {
  const dir = await q.findDirectory(db, ctx.companyId, id);
  if (!dir || dir.isMain) throw new AppError("missing.directory");
  if ((await q.directoryContents(db, ctx.companyId, id)) > 0) {
    throw new AppError("delete_blocked.directory_not_empty");
  }
  await q.deleteDirectory(db, ctx.companyId, id);
}

export async function createSeries(
  db: Db,
  ctx: TenantContext,
  input: { directoryId: number; name: string; material: Series["material"] },
) {
  await mustFindSeriesDirectory(db, ctx, input.directoryId);
  const id = await q.insertSeries(db, ctx.companyId, {
    directoryId: input.directoryId,
    name: input.name,
    model: starterSeries(input.name, input.material),
  });
  return getSeries(db, ctx, id);
}

/** Saves a name and/or a whole model; the model must pass core's schema (formula issues may remain). */
export async function updateSeries(
  db: Db,
  ctx: TenantContext,
  id: number,
  input: { name?: string; model?: unknown },
  now: Date,
) {
  await mustFindSeries(db, ctx, id);
  let model: Series | undefined;
  if (input.model !== undefined) {
    const parsed = seriesSchema.safeParse(input.model);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new FieldError(`model.${issue?.path.join(".") ?? ""}`, "validation.series_invalid");
    }
    model = parsed.data;
  }
  const name = input.name ?? model?.name;
  await q.updateSeries(
    db,
    ctx.companyId,
    id,
    {
      ...(name !== undefined ? { name } : {}),
      ...(model ? { model: name !== undefined ? { ...model, name } : model } : {}),
    },
    now,
  );
  return getSeries(db, ctx, id);
}

export async function cloneSeries(
  db: Db,
  ctx: TenantContext,
  id: number,
  input: { name?: string; directoryId?: number },
  copySuffix: string,
) {
  if (await isTrialCompany(db, ctx.companyId)) throw new AppError("trial.no_clone");
  const source = await mustFindSeries(db, ctx, id);
  const directoryId = input.directoryId ?? source.directoryId;
  await mustFindSeriesDirectory(db, ctx, directoryId);
  // Unnamed, the copy is "<name> copy" (in the caller's language), numbered if that is taken.
  const name =
    input.name ??
    copyName(
      source.name,
      (await q.listSeries(db, ctx.companyId)).map((s) => s.name),
      copySuffix,
    );
  const copy = await q.insertSeries(db, ctx.companyId, {
    directoryId,
    name,
    model: { ...seriesSchema.parse(source.model), name },
    clonedFrom: source.id,
  });
  return getSeries(db, ctx, copy);
}

export async function shareSeries(
  db: Db,
  ctx: TenantContext,
  id: number,
  input: { shared: boolean; description: string },
  now: Date,
) {
  await mustFindSeries(db, ctx, id);
  await q.updateSeries(
    db,
    ctx.companyId,
    id,
    { shared: input.shared, shareDescription: input.description },
    now,
  );
  return getSeries(db, ctx, id);
}

export async function moveSeries(db: Db, ctx: TenantContext, id: number, directoryId: number, now: Date) {
  await mustFindSeries(db, ctx, id);
  await mustFindSeriesDirectory(db, ctx, directoryId);
  await q.updateSeries(db, ctx.companyId, id, { directoryId }, now);
  return getSeries(db, ctx, id);
}

export async function makeDefault(db: Db, ctx: TenantContext, id: number) {
  await mustFindSeries(db, ctx, id);
  await q.setDefaultSeries(db, ctx.companyId, id);
  return getSeries(db, ctx, id);
}

/**
 * The default series is the template new designs use ("series with template formulas"), and a
 * series named by orders keeps those orders' BOMs: neither may be deleted.
 */
export async function deleteSeries(db: Db, ctx: TenantContext, id: number) {
  const row = await mustFindSeries(db, ctx, id);
  if (row.isDefault) throw new AppError("delete_blocked.series_has_templates");
  if ((await q.ordersUsingSeries(db, ctx.companyId, id)) > 0) {
    throw new AppError("delete_blocked.formula_has_orders");
  }
  await q.deleteSeries(db, ctx.companyId, id);
}
