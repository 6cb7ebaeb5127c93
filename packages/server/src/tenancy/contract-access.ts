// THE visibility rule of a contract and of everything under it: orders, items, quote
// lines, payments, shares and history entries are read and written only through the contract
// they belong to, loaded here. A contract the caller may not see is "not found"; one it may not
// change refuses with core's edit rule. Every child route goes through loadContractFor, and the
// queries of a contract's children take the VisibleContract it answers.
import {
  type Caller,
  contractEditRefusal,
  type EditableContract,
} from "@fenestra/core/workflows/contract-access";
import type { ContractState } from "@fenestra/core/workflows/contract-machine";
import { and, eq, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { contracts } from "../db/schema/index.ts";
import { AppError } from "../plugins/errors.ts";
import type { Tenant } from "./tenant.ts";

export type ContractRow = typeof contracts.$inferSelect;

declare const visibleBrand: unique symbol;
/** A contract loaded through the visibility rule for a tenant: the key to its children. */
export type VisibleContract = ContractRow & { readonly [visibleBrand]: "contract" };

/**
 * The contracts a tenant sees: its company's and those dealers submitted to it; a sub-account
 * without "get all orders" only the ones it sells (SPEC §6), and workshop staff also those their
 * company produces (has units of: they scan them, whoever sold them). THE rule: the contract
 * routes, every list that shows a contract (the workshop's contracts, board and units, finance,
 * warehouse, history) and every child read go through it.
 */
export function visibleContracts(tenant: Tenant): SQL {
  const mine = or(
    eq(contracts.companyId, tenant.companyId),
    eq(contracts.factoryCompanyId, tenant.companyId),
  );
  if (tenant.onlySalesperson === null) return mine as SQL;
  const sells = eq(contracts.salespersonId, tenant.onlySalesperson);
  if (!tenant.workshopStaff) return and(mine, sells) as SQL;
  return and(mine, or(sells, producedBy(tenant))) as SQL;
}

/**
 * The contract has units the tenant's company makes. Written out: drizzle renders an inner
 * column reference without its table name, and production_units has an id of its own.
 */
function producedBy(tenant: Tenant): SQL {
  return sql`exists (select 1 from production_units pu where pu.contract_id = "contracts"."id" and pu.company_id = ${tenant.companyId})`;
}

/**
 * "read": the caller may see it. "lock": it may see it, and the row stays locked for a change
 * with rules of its own (a transition, a confirmation, a payment). "edit": it may change the
 * contract or its children under core's edit rule (the row stays locked).
 */
export type ContractIntent = "read" | "lock" | "edit";

/** What core's contract rules read of a contract row. */
export function contractFacts(contract: ContractRow): EditableContract {
  return {
    ownerCompanyId: contract.companyId,
    factoryCompanyId: contract.factoryCompanyId,
    status: contract.status as ContractState,
    confirmed: contract.confirmed,
  };
}

/** Throws core's refusal when the caller may not change the contract's fields, lines or orders. */
export function assertContractEditable(contract: ContractRow, caller: Caller) {
  const refusal = contractEditRefusal(contractFacts(contract), caller);
  if (refusal) throw new AppError(refusal);
}

/** The contract `id` if the tenant sees it (locked until the transaction ends when `lock`). */
export async function findVisibleContract(
  db: Db,
  tenant: Tenant,
  id: number,
  lock = false,
): Promise<VisibleContract | undefined> {
  const query = db
    .select()
    .from(contracts)
    .where(and(visibleContracts(tenant), eq(contracts.id, id)));
  const [row] = lock ? await query.for("update") : await query.limit(1);
  return row as VisibleContract | undefined;
}

/**
 * The contract `id` as the tenant may use it for `intent`, or a refusal: "missing.contract" when
 * it may not see it, core's edit refusal when it may not change it. For "lock" and "edit" the row
 * is locked until the transaction `db` ends, so concurrent changes of one contract queue.
 */
export async function loadContractFor(
  db: Db,
  tenant: Tenant,
  id: number,
  intent: ContractIntent,
): Promise<VisibleContract> {
  const row = await findVisibleContract(db, tenant, id, intent !== "read");
  if (!row) throw new AppError("missing.contract");
  if (intent === "edit") assertContractEditable(row, tenant);
  return row;
}
