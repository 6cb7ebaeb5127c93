import { and, asc, eq, inArray, isNull, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { contracts } from "../../../db/schema/index.ts";
import { visibleContracts } from "../../../tenancy/contract-access.ts";
import type { Tenant } from "../../../tenancy/tenant.ts";
import type { WaitingProvider } from "./waiting-provider.ts";

/**
 * Contracts on which the caller's company plays the factory (the side that reviews, confirms
 * deposits and produces): those dealers submitted to it, and its own direct sales unless it is
 * a dealer itself (core's contractSides, as SQL).
 */
export function factorySide(tenant: Tenant): SQL {
  const submitted = eq(contracts.factoryCompanyId, tenant.companyId);
  if (tenant.companyRole === "dealer") return submitted;
  return or(
    submitted,
    and(eq(contracts.companyId, tenant.companyId), isNull(contracts.factoryCompanyId)),
  ) as SQL;
}

/** Contracts the caller's company sells. */
export function ownerSide(tenant: Tenant): SQL {
  return eq(contracts.companyId, tenant.companyId);
}

type ContractWaiting = Omit<WaitingProvider, "load"> & {
  side: (tenant: Tenant) => SQL;
  statuses: readonly string[];
  /** Further condition on the contract row. */
  where?: SQL;
  /** The entry's amount (fen) when it is not the contract's: what is still owed, say. */
  amount?: SQL<number>;
};

/**
 * A provider over contracts in some statuses: the oldest first (they have waited longest), with
 * the count of all of them from the same query (count(*) over () sees every row before LIMIT).
 */
export function contractWaiting(spec: ContractWaiting): WaitingProvider {
  return {
    key: spec.key,
    permission: spec.permission,
    async load(db: Db, tenant: Tenant, limit: number) {
      const rows = await db
        .select({
          id: contracts.id,
          contractNo: contracts.contractNo,
          customer: contracts.customer,
          amount: spec.amount ?? contracts.amount,
          status: contracts.status,
          updatedAt: contracts.updatedAt,
          total: sql<string>`count(*) over ()`,
        })
        .from(contracts)
        .where(
          and(
            visibleContracts(tenant),
            spec.side(tenant),
            inArray(contracts.status, [...spec.statuses]),
            spec.where,
          ),
        )
        .orderBy(asc(contracts.updatedAt), asc(contracts.id))
        .limit(limit);
      return {
        count: Number(rows[0]?.total ?? 0),
        entries: rows.map((row) => ({
          kind: "contract" as const,
          id: row.id,
          reference: row.contractNo ?? "",
          customer: row.customer ?? "",
          amount: Number(row.amount),
          status: row.status,
          at: row.updatedAt.toISOString(),
        })),
      };
    },
  };
}
