import type { SunroomBody, SunroomContractBody, SunroomUpdate } from "@fenestra/api";
import type { Language } from "@fenestra/core";
import type { SunroomQuoteLine } from "@fenestra/core/sunroom/index";
import { desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { sunrooms } from "../../db/schema/index.ts";
import { versionedUpdate } from "../../db/versioned-update.ts";
import { translate } from "../../i18n/catalogue.ts";
import { AppError } from "../../plugins/errors.ts";
import type { PageQuery } from "../../shared/paging.ts";
import { onePage } from "../../shared/paging.ts";
import { loadContractFor } from "../../tenancy/contract-access.ts";
import { loadSunroomFor, type SunroomRow, visibleSunrooms } from "../../tenancy/sunroom-access.ts";
import type { Tenant } from "../../tenancy/tenant.ts";
import { presentContract } from "../contracts/contracts.present.ts";
import { create as createContract } from "../contracts/contracts.service.ts";
import { insertLine } from "../quotes/quotes.queries.ts";
import { recomputeContract } from "../totals/totals.ts";
import { checkSunroom, priceSunroom } from "./sunrooms.price.ts";

const summary = (row: SunroomRow) => ({
  id: row.id,
  name: row.name,
  width: row.model.width,
  depth: row.model.depth,
  roof: row.model.roof,
  contractId: row.contractId,
  updatedAt: row.updatedAt.toISOString(),
  version: row.version,
});
const record = (row: SunroomRow) => ({ ...summary(row), sunroom: row.model });

export async function list(db: Db, tenant: Tenant, page: PageQuery) {
  const where = visibleSunrooms(tenant);
  const rows = db
    .select()
    .from(sunrooms)
    .where(where)
    .orderBy(desc(sunrooms.updatedAt), desc(sunrooms.id))
    .$dynamic();
  return onePage(db, { rows, table: sunrooms, where }, page, summary);
}

export async function detail(db: Db, tenant: Tenant, id: number) {
  return record(await loadSunroomFor(db, tenant, id));
}

export async function create(db: Db, tenant: Tenant, now: Date, language: Language, body: SunroomBody) {
  await checkSunroom(db, tenant, body.sunroom, language);
  const [row] = await db
    .insert(sunrooms)
    .values({
      companyId: tenant.companyId,
      name: body.name,
      model: body.sunroom,
      createdBy: tenant.userId,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!row) throw new AppError("other.save_failed");
  return record(row);
}

export async function update(
  db: Db,
  tenant: Tenant,
  now: Date,
  language: Language,
  id: number,
  body: SunroomUpdate,
) {
  await checkSunroom(db, tenant, body.sunroom, language);
  return db.transaction(async (tx) => {
    const before = await loadSunroomFor(tx, tenant, id, true);
    const row = await versionedUpdate(tx, sunrooms, eq(sunrooms.id, before.id), body, {
      name: body.name,
      model: body.sunroom,
      updatedAt: now,
    });
    return record(row);
  });
}

export async function remove(db: Db, tenant: Tenant, id: number) {
  const row = await loadSunroomFor(db, tenant, id);
  await db.delete(sunrooms).where(eq(sunrooms.id, row.id));
  return null;
}

/** A quote line's name in the caller's language: the structure with its footprint, or the facet with its size. */
function lineName(language: Language, row: SunroomRow, line: SunroomQuoteLine) {
  const mm = (n: number) => String(Math.round(n));
  if (line.part === "structure")
    return translate(language, "sunroom.quote_structure", {
      name: row.name,
      roof: translate(language, `sunroom.roof_${row.model.roof}`),
      width: mm(row.model.width),
      depth: mm(row.model.depth),
    });
  return translate(language, "sunroom.quote_facet", {
    facet: line.facetId,
    width: mm(line.width),
    height: mm(line.height),
  });
}

export async function quote(db: Db, tenant: Tenant, language: Language, id: number) {
  const row = await loadSunroomFor(db, tenant, id);
  const { quote } = await priceSunroom(db, tenant, row.model, language);
  return {
    lines: quote.lines.map((l) => ({
      part: l.part,
      facetId: l.part === "facet" ? l.facetId : null,
      name: lineName(language, row, l),
      priceFen: l.priceFen,
    })),
    totalFen: quote.totalFen,
  };
}

/**
 * Makes the sunnyhouse contract of a saved sunroom in one transaction: the contract (the caller its
 * salesperson), one quote line per part of the sunroom's price, the sunroom linked to it.
 */
export async function makeContract(
  db: Db,
  tenant: Tenant,
  now: Date,
  language: Language,
  id: number,
  body: SunroomContractBody,
) {
  return db.transaction(async (tx) => {
    const row = await loadSunroomFor(tx, tenant, id, true);
    if (row.contractId !== null) throw new AppError("sunroom.in_contract");
    const { quote } = await priceSunroom(tx, tenant, row.model, language);
    const made = await createContract(tx, tenant, now, { type: "sunnyhouse", ...body });
    const contract = await loadContractFor(tx, tenant, made.id, "edit");
    for (const line of quote.lines)
      await insertLine(tx, contract, { name: lineName(language, row, line), price: line.priceFen, count: 1 });
    await recomputeContract(tx, contract);
    await tx.update(sunrooms).set({ contractId: made.id, updatedAt: now }).where(eq(sunrooms.id, row.id));
    return presentContract(await loadContractFor(tx, tenant, made.id, "read"));
  });
}
