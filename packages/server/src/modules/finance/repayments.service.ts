// Repayment schedules: instalments a contract's customer owes, paid by what was collected on it
// in the order they fall due (core/finance/repayments.ts), and the company's overdue list.
import type { VersionCheck } from "@fenestra/api";
import {
  checkSchedule,
  type Instalment,
  type RepaymentStage,
  scheduleState,
} from "@fenestra/core/finance/index";
import { and, asc, eq, inArray, lt } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { contracts, financeContractTotals, repaymentPlans } from "../../db/schema/index.ts";
import { versionedUpdate } from "../../db/versioned-update.ts";
import { whenAny } from "../../db/when-any.ts";
import { AppError, FieldError } from "../../plugins/errors.ts";
import { loadContractFor, type VisibleContract } from "../../tenancy/contract-access.ts";
import type { Tenant } from "../../tenancy/tenant.ts";
import { collectedAmount } from "../contracts/contracts.queries.ts";
import { dayOf } from "./ledger.queries.ts";

type InstalmentBody = { stage: RepaymentStage; amount: number; dueOn: string };

async function instalmentsOf(db: Db, contract: VisibleContract): Promise<Instalment[]> {
  const rows = await db
    .select()
    .from(repaymentPlans)
    .where(eq(repaymentPlans.contractId, contract.id))
    .orderBy(asc(repaymentPlans.dueOn), asc(repaymentPlans.id));
  return rows.map((r) => ({ id: r.id, stage: r.stage as RepaymentStage, amount: r.amount, dueOn: r.dueOn }));
}

/** Only the company that owns the contract keeps its money figures. */
function mustOwn(tenant: Tenant, contract: VisibleContract) {
  if (contract.companyId !== tenant.companyId) throw new AppError("missing.contract");
}

async function present(db: Db, contract: VisibleContract, now: Date) {
  const collected = await collectedAmount(db, contract);
  return {
    contractId: contract.id,
    contractNo: contract.contractNo ?? "",
    amount: contract.amount,
    collected,
    instalments: scheduleState(await instalmentsOf(db, contract), collected, dayOf(now)),
    version: contract.version,
  };
}

export async function scheduleOf(db: Db, tenant: Tenant, contractId: number, now: Date) {
  const contract = await loadContractFor(db, tenant, contractId, "read");
  mustOwn(tenant, contract);
  return present(db, contract, now);
}

/**
 * Replaces the schedule. It is a save of the contract (its terms of payment): made against the
 * contract's version read, refused when the contract has moved on, and one more version of it.
 */
export async function saveSchedule(
  db: Db,
  tenant: Tenant,
  contractId: number,
  { instalments, ...check }: { instalments: readonly InstalmentBody[] } & VersionCheck,
  now: Date,
) {
  const contract = await db.transaction(async (tx) => {
    const c = await loadContractFor(tx, tenant, contractId, "lock");
    mustOwn(tenant, c);
    const refusal = checkSchedule(instalments, c.amount);
    if (refusal) throw new FieldError("instalments", refusal);
    const { version } = await versionedUpdate(tx, contracts, eq(contracts.id, c.id), check, {});
    await tx.delete(repaymentPlans).where(eq(repaymentPlans.contractId, c.id));
    if (instalments.length > 0)
      await tx
        .insert(repaymentPlans)
        .values(instalments.map((i) => ({ ...i, companyId: tenant.companyId, contractId: c.id })));
    return { ...c, version };
  });
  return present(db, contract, now);
}

/**
 * Instalments due before today and not fully paid, oldest first. The candidates are the
 * instalments already due; each contract's received total decides which of them are still owed.
 */
export async function overdueList(db: Db, tenant: Tenant, page: number, pageSize: number, now: Date) {
  const today = dayOf(now);
  const due = await db
    .select({
      plan: repaymentPlans,
      contractNo: contracts.contractNo,
      customer: contracts.customer,
      received: financeContractTotals.received,
    })
    .from(repaymentPlans)
    .innerJoin(contracts, eq(contracts.id, repaymentPlans.contractId))
    .leftJoin(financeContractTotals, eq(financeContractTotals.contractId, repaymentPlans.contractId))
    .where(and(eq(repaymentPlans.companyId, tenant.companyId), lt(repaymentPlans.dueOn, today)));
  const contractIds = [...new Set(due.map((d) => d.plan.contractId))];
  // The whole schedule of each such contract: money pays its instalments in order.
  const all = await whenAny(contractIds, () =>
    db.select().from(repaymentPlans).where(inArray(repaymentPlans.contractId, contractIds)),
  );
  const rows = contractIds.flatMap((id) => {
    const info = due.find((d) => d.plan.contractId === id);
    const plans = all
      .filter((p) => p.contractId === id)
      .map((p) => ({ id: p.id, stage: p.stage as RepaymentStage, amount: p.amount, dueOn: p.dueOn }));
    return scheduleState(plans, Number(info?.received ?? 0), today)
      .filter((s) => s.overdue)
      .map((s) => ({
        ...s,
        contractId: id,
        contractNo: info?.contractNo ?? "",
        customer: info?.customer ?? "",
      }));
  });
  rows.sort((a, b) => (a.dueOn < b.dueOn ? -1 : a.dueOn > b.dueOn ? 1 : a.id - b.id));
  return { items: rows.slice((page - 1) * pageSize, page * pageSize), total: rows.length };
}
