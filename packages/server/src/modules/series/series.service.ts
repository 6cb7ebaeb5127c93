import type { VersionCheck } from "@fenestra/api";
import { type Design, type Series, seriesSchema, validateSeries } from "@fenestra/core";
import { fabricationMisfit } from "@fenestra/core/bom/index";
import { type SeriesIssue, seriesBuilds } from "@fenestra/core/series/index";
import { copyName } from "@fenestra/core/series/names";
import { seriesSaveSchema } from "@fenestra/core/series/save-schema";
import type { Db } from "../../db/client.ts";
import { AppError, CODES, FieldError, fieldErrorOf } from "../../plugins/errors.ts";
import type { Tenant } from "../../tenancy/tenant.ts";
import { isTrialCompany } from "../../tenancy/trial.ts";
import { parsedModel } from "./parsed-models.ts";
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
  owner: q.SeriesOwner,
  seriesId: string | number,
): Promise<LoadedSeries | undefined> {
  const row =
    seriesId === "default"
      ? await q.findDefaultSeries(db, owner)
      : Number.isInteger(Number(seriesId)) && Number(seriesId) > 0
        ? await q.findSeries(db, owner, Number(seriesId))
        : undefined;
  if (!row) return undefined;
  return { id: row.id, version: row.version, updatedAt: row.updatedAt, model: parsedModel(row) };
}

export async function catalogue(db: Db, tenant: Tenant) {
  await q.ensureMainDirectory(db, tenant);
  const [directories, items] = await Promise.all([q.listDirectories(db, tenant), q.listSeries(db, tenant)]);
  return {
    directories,
    series: items.map(({ openingKinds, partTypes, ...s }) => ({
      ...s,
      updatedAt: s.updatedAt.toISOString(),
      builds: [
        ...seriesBuilds({
          profiles: partTypes.map((partType) => ({ partType })),
          ...(openingKinds ? { openingKinds } : {}),
        }),
      ],
    })),
  };
}

async function mustFindSeries(db: Db, tenant: Tenant, id: number) {
  const row = await q.findSeries(db, tenant, id);
  if (!row) throw new AppError("missing.series");
  return row;
}

/** A directory series may live in: one of the company's, and never the main directory. */
async function mustFindSeriesDirectory(db: Db, tenant: Tenant, id: number) {
  const dir = await q.findDirectory(db, tenant, id);
  if (!dir) throw new AppError("missing.directory");
  if (dir.isMain) throw new AppError("delete_blocked.main_directory_products");
  return dir;
}

export async function getSeries(db: Db, tenant: Tenant, id: number) {
  const row = await mustFindSeries(db, tenant, id);
  const model = seriesSchema.parse(row.model);
  return {
    ...summaryOf(row),
    model,
    issues: validated(model),
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

export async function createDirectory(db: Db, tenant: Tenant, parentId: number | null, name: string) {
  const parent = parentId ?? (await q.ensureMainDirectory(db, tenant));
  if (!(await q.findDirectory(db, tenant, parent))) throw new AppError("missing.directory");
  const id = await q.insertDirectory(db, tenant, parent, name);
  if (id === undefined) throw new AppError("other.save_failed");
  return { id };
}

export async function renameDirectory(
  db: Db,
  tenant: Tenant,
  id: number,
  { name, ...check }: { name: string } & VersionCheck,
) {
  const dir = await q.findDirectory(db, tenant, id);
  if (!dir || dir.isMain) throw new AppError("missing.directory");
  return q.renameDirectory(db, tenant, id, name, check);
}

export async function deleteDirectory(db: Db, tenant: Tenant, id: number) {
  const dir = await q.findDirectory(db, tenant, id);
  if (!dir || dir.isMain) throw new AppError("missing.directory");
  if ((await q.directoryContents(db, tenant, id)) > 0) {
    throw new AppError("delete_blocked.directory_not_empty");
  }
  await q.deleteDirectory(db, tenant, id);
}

export async function createSeries(
  db: Db,
  tenant: Tenant,
  input: { directoryId: number; name: string; material: Series["material"] },
) {
  await mustFindSeriesDirectory(db, tenant, input.directoryId);
  const id = await q.insertSeries(db, tenant, {
    directoryId: input.directoryId,
    name: input.name,
    model: starterSeries(input.name, input.material),
  });
  return getSeries(db, tenant, id);
}

/**
 * Saves a name and/or a whole model; the model must pass core's save schema — the model, its
 * catalogue's fields bounded and its sections read (series/save-schema.ts) — refused at the first field with what is
 * allowed (formula issues may remain).
 */
export async function updateSeries(
  db: Db,
  tenant: Tenant,
  id: number,
  input: { name?: string; model?: unknown } & VersionCheck,
  now: Date,
) {
  await mustFindSeries(db, tenant, id);
  let model: Series | undefined;
  if (input.model !== undefined) {
    const parsed = seriesSaveSchema.safeParse(input.model);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw fieldErrorOf(`model.${issue?.path.join(".") ?? ""}`, issue, "validation.series_invalid");
    }
    model = parsed.data;
  }
  const name = input.name ?? model?.name;
  await q.updateSeries(
    db,
    tenant,
    id,
    {
      ...(name !== undefined ? { name } : {}),
      ...(model ? { model: name !== undefined ? { ...model, name } : model } : {}),
    },
    now,
    { version: input.version, overwrite: input.overwrite },
  );
  return getSeries(db, tenant, id);
}

export async function cloneSeries(
  db: Db,
  tenant: Tenant,
  id: number,
  input: { name?: string; directoryId?: number },
  copySuffix: string,
) {
  // SPEC §6: trial accounts cannot clone — a purchase answer (10086), so the web offers the upgrade
  if (await isTrialCompany(db, tenant)) throw new AppError("trial.no_clone", CODES.needsPurchase);
  const source = await mustFindSeries(db, tenant, id);
  const directoryId = input.directoryId ?? source.directoryId;
  await mustFindSeriesDirectory(db, tenant, directoryId);
  // Unnamed, the copy is "<name> copy" (in the caller's language), numbered if that is taken.
  const name =
    input.name ??
    copyName(
      source.name,
      (await q.listSeries(db, tenant)).map((s) => s.name),
      copySuffix,
    );
  const copy = await q.insertSeries(db, tenant, {
    directoryId,
    name,
    model: { ...seriesSchema.parse(source.model), name },
    clonedFrom: source.id,
  });
  return getSeries(db, tenant, copy);
}

export async function shareSeries(
  db: Db,
  tenant: Tenant,
  id: number,
  input: { shared: boolean; description: string },
  now: Date,
) {
  await mustFindSeries(db, tenant, id);
  await q.updateSeries(db, tenant, id, { shared: input.shared, shareDescription: input.description }, now);
  return getSeries(db, tenant, id);
}

export async function moveSeries(db: Db, tenant: Tenant, id: number, directoryId: number, now: Date) {
  await mustFindSeries(db, tenant, id);
  await mustFindSeriesDirectory(db, tenant, directoryId);
  await q.updateSeries(db, tenant, id, { directoryId }, now);
  return getSeries(db, tenant, id);
}

export async function makeDefault(db: Db, tenant: Tenant, id: number) {
  await mustFindSeries(db, tenant, id);
  await q.setDefaultSeries(db, tenant, id);
  return getSeries(db, tenant, id);
}

/**
 * The default series is the template new designs use ("series with template formulas"), and a
 * series named by orders keeps those orders' BOMs: neither may be deleted.
 */
export async function deleteSeries(db: Db, tenant: Tenant, id: number) {
  const row = await mustFindSeries(db, tenant, id);
  if (row.isDefault) throw new AppError("delete_blocked.series_has_templates");
  if ((await q.ordersUsingSeries(db, tenant, id)) > 0) {
    throw new AppError("delete_blocked.formula_has_orders");
  }
  await q.deleteSeries(db, tenant, id);
}

/**
 * Refuses a design its series cannot make (core's fabricationMisfit, docs/series.md "Opening
 * kinds", "Bending", "Hardware sized"): a kind the series does not build, a frame colour a profile
 * is not catalogued in, a glazing bar in a sash or a sill extension it has no profile for, an arch
 * its profile cannot be bent to, or a sash no hardware set carries, as a 400 at the design's field,
 * before anything is priced or cut.
 */
export function mustFitSeries(design: Design, model: Series): void {
  const misfit = fabricationMisfit(design, model);
  if (!misfit) return;
  const { field, code, ...params } = misfit;
  const words = Object.fromEntries(Object.entries(params).map(([name, value]) => [name, String(value)]));
  throw new FieldError(field, `validation.${code}`, words);
}
