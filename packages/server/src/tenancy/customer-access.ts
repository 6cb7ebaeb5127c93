// THE visibility rule of a customer and of what hangs under it (follow-ups; its timeline): a
// company's customers, and for a sub-account without "customer (all)" only those it owns
// (SPEC §6). Another company's customer is "not found".
import { hasPermission } from "@fenestra/core";
import { and, eq, type SQL } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { customers } from "../db/schema/index.ts";
import { AppError } from "../plugins/errors.ts";
import type { Tenant } from "./tenant.ts";

export type CustomerRow = typeof customers.$inferSelect;

declare const visibleBrand: unique symbol;
/** A customer loaded through the visibility rule: the key to its follow-ups and timeline. */
export type VisibleCustomer = CustomerRow & { readonly [visibleBrand]: "customer" };

/** The owner a sub-account is held to, or null when it sees all of its company's customers. */
export function customerOwnerScope(tenant: Tenant): number | null {
  return tenant.fid === 0 || hasPermission(tenant.permanents, "customer_all") ? null : tenant.userId;
}

export function visibleCustomers(tenant: Tenant): SQL {
  const company = eq(customers.companyId, tenant.companyId);
  const owner = customerOwnerScope(tenant);
  return (owner === null ? company : and(company, eq(customers.ownerId, owner))) as SQL;
}

/** The customer `id` if the tenant sees it, else "missing.customer"; `lock` holds the row for a change. */
export async function loadCustomerFor(
  db: Db,
  tenant: Tenant,
  id: number,
  lock = false,
): Promise<VisibleCustomer> {
  const query = db
    .select()
    .from(customers)
    .where(and(visibleCustomers(tenant), eq(customers.id, id)));
  const [row] = lock ? await query.for("update") : await query.limit(1);
  if (!row) throw new AppError("missing.customer");
  return row as VisibleCustomer;
}
