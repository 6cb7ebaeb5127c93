import { and, asc, eq, inArray, isNull, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { contracts } from "../../../db/schema/index.ts";
import { visible } from "../../contracts/contracts.queries.ts";
import { contractScope } from "../../contracts/contracts.service.ts";
import type { WaitingContext, WaitingProvider } from "./waiting-provider.ts";

/**
 * Contracts on which the caller's company plays the factory (the side that reviews, confirms
 * deposits and produces): those dealers submitted to it, and its own direct sales unless it is
 * a dealer itself (core's contractSides, as SQL).
 */
export function factorySide({ caller }: WaitingContext): SQL {
  const submitted = eq(contracts.factoryCompanyId, caller.companyId);
  if (caller.companyRole === "dealer") return submitted;
  return or(
    submitted,
    and(eq(contracts.companyId, caller.companyId), isNull(contracts.factoryCompanyId)),
  ) as SQL;
}

/** Contracts the caller's company sells. */
export function ownerSide({ caller }: WaitingContext): SQL {
  return eq(contracts.companyId, caller.companyId);
}

type ContractWaiting = Omit<WaitingProvider, "load"> & {
  side: (ctx: WaitingContext) => SQL;
  statuses: readonly string[];
  /** Further condition on the contract row. */
  where?: SQL;
};

/**
 * A provider over contracts in some statuses: the oldest first (they have waited longest), with
 * the count of all of them from the same query (count(*) over () sees every row before LIMIT).
 */
export function contractWaiting(spec: ContractWaiting): WaitingProvider {
  return {
    key: spec.key,
    permission: spec.permission,
    async load(db: Db, ctx: WaitingContext, limit: number) {
      const rows = await db
        .select({
          id: contracts.id,
          contractNo: contracts.contractNo,
          customer: contracts.customer,
          amount: contracts.amount,
          status: contracts.status,
          updatedAt: contracts.updatedAt,
          total: sql<string>`count(*) over ()`,
        })
        .from(contracts)
        .where(
          and(
            visible(contractScope(ctx.auth)),
            spec.side(ctx),
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
          amount: row.amount,
          status: row.status,
          at: row.updatedAt.toISOString(),
        })),
      };
    },
  };
}
