// Where contracts meet the CRM, in one place: the customer a contract is made for, and what a
// contract's move does to its customer (core's CONTRACT_STATE_EFFECTS: agreement makes the
// customer a deal, delivery opens a return visit). contracts.service calls these two only.
import { customerEffects } from "@fenestra/core/crm/crm-machines";
import type { ContractEvent, ContractState } from "@fenestra/core/workflows/contract-machine";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { customers, returnVisits } from "../../db/schema/index.ts";
import { nextVersion } from "../../db/versioned-update.ts";
import type { ContractRow } from "../../tenancy/contract-access.ts";
import { loadCustomerFor } from "../../tenancy/customer-access.ts";
import type { Tenant } from "../../tenancy/tenant.ts";

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
