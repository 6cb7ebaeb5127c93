// Return visits (SPEC §3, §4): one per delivered contract, owned by the company that sold it and
// reached through the contract's visibility; moved by core's table (not started → returning → ended).

import type { returnVisitMoveSchema, returnVisitQuerySchema } from "@fenestra/api";
import { type VisitState, visitTransition } from "@fenestra/core/crm/crm-machines";
import { and, count, desc, eq, inArray, type SQL } from "drizzle-orm";
import type { SelectedFields } from "drizzle-orm/pg-core";
import type { z } from "zod";
import type { Db } from "../../db/client.ts";
import { contracts, returnVisits } from "../../db/schema/index.ts";
import { AppError } from "../../plugins/errors.ts";
import { onePage } from "../../shared/paging.ts";
import { visibleContracts } from "../../tenancy/contract-access.ts";
import type { Tenant } from "../../tenancy/tenant.ts";
import { presentVisit } from "./crm.present.ts";

/** `fields` of visits and their contracts (a visit is seen through its contract). */
const visitsWith = <S extends SelectedFields>(db: Db, fields: S) =>
  db.select(fields).from(returnVisits).innerJoin(contracts, eq(contracts.id, returnVisits.contractId));

const selection = {
  visit: returnVisits,
  contractNo: contracts.contractNo,
  customerId: contracts.customerId,
  customer: contracts.customer,
  phone: contracts.phone,
};

/** The visits of the tenant's own contracts it sees (a factory does not see a dealer's visits). */
function visibleVisits(tenant: Tenant): SQL {
  return and(eq(returnVisits.companyId, tenant.companyId), visibleContracts(tenant)) as SQL;
}

export async function listVisits(db: Db, tenant: Tenant, query: z.output<typeof returnVisitQuerySchema>) {
  const where = and(
    visibleVisits(tenant),
    query.status ? eq(returnVisits.status, query.status) : undefined,
    query.customer ? eq(contracts.customerId, query.customer) : undefined,
  );
  const rows = visitsWith(db, selection).where(where).orderBy(desc(returnVisits.id)).$dynamic();
  const counted = visitsWith(db, { n: count() }).where(where);
  return onePage(db, { rows, counted }, query, presentVisit);
}

/** The visits of some contracts (a customer's timeline), the tenant's own only. */
export async function visitsOfContracts(db: Db, tenant: Tenant, contractIds: number[]) {
  if (contractIds.length === 0) return [];
  const rows = await visitsWith(db, selection).where(
    and(visibleVisits(tenant), inArray(returnVisits.contractId, contractIds)),
  );
  return rows.map(presentVisit);
}

export async function moveVisit(
  db: Db,
  tenant: Tenant,
  now: Date,
  id: number,
  body: z.output<typeof returnVisitMoveSchema>,
) {
  return db.transaction(async (tx) => {
    const [found] = await visitsWith(tx, selection)
      .where(and(visibleVisits(tenant), eq(returnVisits.id, id)))
      .for("update", { of: returnVisits });
    if (!found) throw new AppError("missing.return_visit");
    const satisfaction = body.satisfaction ?? (found.visit.satisfaction as never) ?? null;
    const moved = visitTransition(found.visit.status as VisitState, body.event, satisfaction);
    if (!moved.ok) throw new AppError(moved.refusal);
    const [visit] = await tx
      .update(returnVisits)
      .set({
        status: moved.state,
        satisfaction,
        ...(body.feedback === undefined ? {} : { feedback: body.feedback }),
        updatedAt: now,
      })
      .where(eq(returnVisits.id, id))
      .returning();
    if (!visit) throw new AppError("other.save_failed");
    return presentVisit({ ...found, visit });
  });
}
