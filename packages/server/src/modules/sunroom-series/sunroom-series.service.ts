import { CODES, type SunroomSeriesUpdate } from "@fenestra/api";
import type { Language } from "@fenestra/core/account/languages";
import { copyName } from "@fenestra/core/series/names";
import {
  DEMO_SUNROOM_SERIES_ID,
  type SunroomSeries,
  sunroomSeriesSchema,
} from "@fenestra/core/sunroom/index";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../plugins/errors.ts";
import type { Tenant } from "../../tenancy/tenant.ts";
import { isTrialCompany } from "../../tenancy/trial.ts";
import * as q from "./sunroom-series.queries.ts";
import { ensureSunroomSeries } from "./sunroom-series.seed.ts";

// The company's sunroom series (docs/sunroom.md "Sunroom series"): listed, read, saved with the
// version read, copied and deleted as the window series are; only the company's own are reached.

function recordOf(row: q.SunroomSeriesRow) {
  return {
    id: row.id,
    name: row.name,
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
    model: sunroomSeriesSchema.parse(row.model),
  };
}

async function mustFind(db: Db, tenant: Tenant, id: number) {
  const row = await q.findSunroomSeries(db, tenant, id);
  if (!row) throw new AppError("missing.series");
  return row;
}

export async function list(db: Db, tenant: Tenant, language: Language) {
  await ensureSunroomSeries(db, tenant, language);
  const rows = await q.listSunroomSeries(db, tenant);
  return { series: rows.map((r) => ({ ...r, updatedAt: r.updatedAt.toISOString() })) };
}

export async function get(db: Db, tenant: Tenant, id: number) {
  return recordOf(await mustFind(db, tenant, id));
}

/** A name and/or a whole model (checked by the route's schema); the model's name follows the series'. */
export async function update(db: Db, tenant: Tenant, id: number, input: SunroomSeriesUpdate, now: Date) {
  const row = await mustFind(db, tenant, id);
  const name = input.name ?? input.model?.catalogue.name ?? row.name;
  const model = input.model ?? sunroomSeriesSchema.parse(row.model);
  const saved = await q.updateSunroomSeries(
    db,
    tenant,
    id,
    { name, model: { ...model, catalogue: { ...model.catalogue, name } } },
    now,
    { version: input.version, overwrite: input.overwrite },
  );
  return recordOf(saved);
}

export async function clone(
  db: Db,
  tenant: Tenant,
  id: number,
  input: { name?: string },
  copySuffix: string,
) {
  const source = await mustFind(db, tenant, id);
  // SPEC §6, as for a window series: trial accounts cannot clone (a purchase answer, 10086)
  if (await isTrialCompany(db, tenant)) throw new AppError("trial.no_clone", CODES.needsPurchase);
  const taken = (await q.listSunroomSeries(db, tenant)).map((s) => s.name);
  const name = input.name ?? copyName(source.name, taken, copySuffix);
  const model = sunroomSeriesSchema.parse(source.model);
  const copy = await q.insertSunroomSeries(db, tenant, {
    name,
    model: { ...model, catalogue: { ...model.catalogue, name } },
  });
  if (copy === undefined) throw new AppError("other.save_failed");
  return get(db, tenant, copy);
}

/** A series a saved sunroom names keeps it (its BOM and price); the company's last one stays. */
export async function remove(db: Db, tenant: Tenant, id: number) {
  const row = await mustFind(db, tenant, id);
  const names = [String(id), ...(row.seedKey === DEMO_SUNROOM_SERIES_ID ? [DEMO_SUNROOM_SERIES_ID] : [])];
  for (const name of names) {
    if ((await q.sunroomsUsing(db, tenant, name)) > 0)
      throw new AppError("delete_blocked.sunroom_series_used");
  }
  if ((await q.countSunroomSeries(db, tenant)) <= 1) throw new AppError("delete_blocked.sunroom_series_last");
  await q.deleteSunroomSeries(db, tenant, id);
}

/**
 * The series a sunroom names: its id as text, or the demo id a sunroom saved before the series
 * were stored names (the company's seeded copy). Undefined when the company has no such series.
 */
export async function sunroomSeriesOf(
  db: Db,
  tenant: Tenant,
  seriesId: string,
  language: Language,
): Promise<{ id: number; model: SunroomSeries } | undefined> {
  if (seriesId === DEMO_SUNROOM_SERIES_ID) {
    await ensureSunroomSeries(db, tenant, language);
    const row = await q.findSeededSunroomSeries(db, tenant, DEMO_SUNROOM_SERIES_ID);
    return row && { id: row.id, model: sunroomSeriesSchema.parse(row.model) };
  }
  const id = Number(seriesId);
  if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647) return undefined;
  const row = await q.findSunroomSeries(db, tenant, id);
  return row && { id: row.id, model: sunroomSeriesSchema.parse(row.model) };
}
