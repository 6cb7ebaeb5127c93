// A saved sunroom checked and priced on the server with the same core the page uses: its fields
// (sunroomIssues), its sunroom series (one of the company's, sunroom-series.service.ts), its facet
// series (one of the company's) and its price (quoteSunroom).
import type { Language } from "@fenestra/core";
import {
  buildSunroom,
  compileSunroomSeries,
  quoteSunroom,
  type Sunroom,
  sunroomIssues,
} from "@fenestra/core/sunroom/index";
import type { Db } from "../../db/client.ts";
import type { MessageKey } from "../../i18n/catalogue.ts";
import { AppError, FieldError } from "../../plugins/errors.ts";
import type { Tenant } from "../../tenancy/tenant.ts";
import { getSeriesForCompany } from "../series/series.service.ts";
import { sunroomSeriesOf } from "../sunroom-series/sunroom-series.service.ts";

/** The body field a sunroom's own field is sent in. */
const at = (field: string) => `sunroom.${field}`;

/** Refuses the sunroom at its first field out of range, or whose series the company does not have. */
export async function checkSunroom(db: Db, tenant: Tenant, s: Sunroom, language: Language) {
  const [issue] = sunroomIssues(s);
  if (issue) {
    const { field, code, ...params } = issue;
    throw new FieldError(
      at(field),
      code as MessageKey,
      Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])),
    );
  }
  const stored = await sunroomSeriesOf(db, tenant, s.seriesId, language);
  if (!stored) throw new FieldError(at("seriesId"), "sunroom.not_listed");
  const series = stored.model;
  if (!series.catalogue.profiles.some((p) => p.colours.includes(s.colour)))
    throw new FieldError(at("colour"), "sunroom.not_listed");
  if (!series.rafters.some((r) => r.code === s.rafterProfile))
    throw new FieldError(at("rafterProfile"), "sunroom.not_listed");
  const facetSeries = await getSeriesForCompany(db, tenant, s.facetSeriesId);
  if (!facetSeries) throw new FieldError(at("facetSeriesId"), "sunroom.not_listed");
  const built = buildSunroom(s, series.rafters);
  // sunroomIssues passed, so the build does too; a refusal here is a field all the same
  if (!built.ok) throw new FieldError(at(built.issues[0]?.field ?? "width"), "sunroom.not_listed");
  return { series, facetSeries: facetSeries.model, model: built.value };
}

/** The quote lines of a sunroom, named in `language`; refused when a row cannot be priced. */
export async function priceSunroom(db: Db, tenant: Tenant, s: Sunroom, language: Language) {
  const { series, facetSeries, model } = await checkSunroom(db, tenant, s, language);
  const quote = quoteSunroom(model, s, compileSunroomSeries(series), facetSeries);
  if (quote.errors.length > 0) throw new AppError("sunroom.price_incomplete");
  return { quote, model };
}
