// A customer's timeline (its page): its contracts and their state changes, payments on them,
// follow-ups and return visits, newest first. Contracts are those of the customer the tenant
// sees by the contract rule; payments and visits only of the tenant's own contracts.
import type { TimelineEntry } from "@fenestra/api";
import type { ContractState } from "@fenestra/core/workflows/contract-machine";
import { and, desc, eq, inArray, like } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { collections, contracts, editHistory } from "../../db/schema/index.ts";
import { whenAny } from "../../db/when-any.ts";
import { visibleContracts } from "../../tenancy/contract-access.ts";
import type { VisibleCustomer } from "../../tenancy/customer-access.ts";
import type { Tenant } from "../../tenancy/tenant.ts";
import { followUpsOf } from "./follow-ups.ts";
import { visitsOfContracts } from "./return-visits.ts";

/** At most this many contracts of one customer are read into its timeline (the newest). */
const CONTRACT_LIMIT = 200;

export async function timelineOf(
  db: Db,
  tenant: Tenant,
  customer: VisibleCustomer,
): Promise<TimelineEntry[]> {
  const contractRows = await db
    .select()
    .from(contracts)
    .where(and(visibleContracts(tenant), eq(contracts.customerId, customer.id)))
    .orderBy(desc(contracts.id))
    .limit(CONTRACT_LIMIT);
  const ids = contractRows.map((c) => c.id);
  const numberOf = new Map(contractRows.map((c) => [c.id, c.contractNo ?? ""]));
  const own = contractRows.filter((c) => c.companyId === tenant.companyId).map((c) => c.id);
  const [states, payments, follows, visits] = await Promise.all([
    whenAny(ids, () =>
      db
        .select()
        .from(editHistory)
        .where(and(inArray(editHistory.contractId, ids), like(editHistory.action, "transition:%"))),
    ),
    whenAny(own, () =>
      db
        .select()
        .from(collections)
        .where(and(inArray(collections.contractId, own), eq(collections.kind, "receipt"))),
    ),
    followUpsOf(db, customer),
    visitsOfContracts(db, tenant, own),
  ]);
  const entries: TimelineEntry[] = [
    ...contractRows.map((c) => ({
      kind: "contract" as const,
      at: c.createdAt.toISOString(),
      contractId: c.id,
      contractNo: c.contractNo ?? "",
      status: c.status as ContractState,
      amount: c.amount,
    })),
    ...states.flatMap((h) => {
      const status = h.changes.status as { from?: ContractState; to?: ContractState } | undefined;
      if (!status?.from || !status.to || h.contractId === null) return [];
      return [
        {
          kind: "contract_state" as const,
          at: h.createdAt.toISOString(),
          contractId: h.contractId,
          contractNo: numberOf.get(h.contractId) ?? "",
          from: status.from,
          to: status.to,
        },
      ];
    }),
    ...payments.flatMap((p) =>
      p.contractId === null
        ? []
        : [
            {
              kind: "payment" as const,
              at: p.createdAt.toISOString(),
              contractId: p.contractId,
              contractNo: numberOf.get(p.contractId) ?? "",
              amount: p.amount,
              method: p.method,
              reversal: p.reversesId !== null,
            },
          ],
    ),
    ...follows.map((f) => ({ kind: "follow_up" as const, at: f.at, followUp: f })),
    ...visits.map((v) => ({ kind: "return_visit" as const, at: v.createdAt, visit: v })),
  ];
  return entries.sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0));
}
