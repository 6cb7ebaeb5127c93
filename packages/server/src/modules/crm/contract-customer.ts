// Where contracts meet the CRM, in one place: the customer a contract is made for (a record
// picked, or the customer typed on the contract added to the CRM when the user says so), and what
// a contract's move does to its customer (core's CONTRACT_STATE_EFFECTS: agreement makes the
// customer a deal, delivery opens a return visit). contracts.service calls these three only.
import { hasPermission } from "@fenestra/core";
import { customerEffects } from "@fenestra/core/crm/crm-machines";
import { customerFieldsSchema } from "@fenestra/core/crm/customer-fields";
import type { ContractEvent, ContractState } from "@fenestra/core/workflows/contract-machine";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { customers, returnVisits } from "../../db/schema/index.ts";
import { nextVersion } from "../../db/versioned-update.ts";
import { AppError, fieldErrorOf } from "../../plugins/errors.ts";
import type { ContractRow } from "../../tenancy/contract-access.ts";
import { loadCustomerFor } from "../../tenancy/customer-access.ts";
import type { Tenant } from "../../tenancy/tenant.ts";
import { requireModule } from "../series/series.access.ts";
import { createCustomer } from "./customers.service.ts";

/** The contract's copy of a customer the tenant sees ("missing.customer" otherwise). */
export async function contractPartyOf(db: Db, tenant: Tenant, customerId: number) {
  const customer = await loadCustomerFor(db, tenant, customerId);
  return {
    customerId: customer.id,
    customer: customer.name,
    phone: customer.phone,
    address: customer.address,
  };
}

/**
 * Adds the customer typed on a contract to the CRM, through the CRM's own service and rules (the
 * crm module, "edit customer" for a sub-account, a required phone unique in the company —
 * "customer exists" at the phone otherwise), and answers the contract's copy of it. The customer
 * is a prospect while the contract is an intent, a deal once it is past that (as a contract's
 * move to agreement makes it). Runs in the contract's transaction: a contract not saved adds no one.
 */
export async function addContractCustomer(
  tx: Db,
  tenant: Tenant,
  typed: { customer?: string | null; phone?: string | null; address?: string | null },
  status: ContractState = "intent",
) {
  await requireModule(tx, tenant, "crm");
  if (!hasPermission(tenant.permanents, "edit_customer")) throw new AppError("access.no_permission");
  const parsed = customerFieldsSchema.safeParse({
    name: typed.customer ?? "",
    phone: typed.phone ?? "",
    address: typed.address ?? "",
    type: status === "intent" ? "potential" : "deal",
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = String(issue?.path[0] ?? "");
    throw fieldErrorOf(field === "name" ? "customer" : field, issue);
  }
  const customer = await createCustomer(tx, tenant, parsed.data);
  return {
    customerId: customer.id,
    customer: customer.name,
    phone: customer.phone,
    address: customer.address,
  };
}

/** Carries out, in the transition's transaction, what the contract reaching `to` means for its customer. */
export async function applyCustomerEffects(
  tx: Db,
  contract: ContractRow,
  event: ContractEvent,
  to: ContractState,
  now: Date,
) {
  for (const effect of customerEffects(event, to)) {
    if (effect === "mark_deal" && contract.customerId !== null)
      await tx
        .update(customers)
        .set({ type: "deal", updatedAt: now, version: nextVersion(customers) })
        .where(and(eq(customers.id, contract.customerId), eq(customers.companyId, contract.companyId)));
    if (effect === "open_return_visit")
      await tx
        .insert(returnVisits)
        .values({ companyId: contract.companyId, contractId: contract.id })
        .onConflictDoNothing({ target: returnVisits.contractId });
  }
}
