import type { CustomerCreate, CustomerListQuery, CustomerUpdate } from "@fenestra/api";
import { nameKey, phoneKey } from "@fenestra/core/crm/customer-fields";
import type { Db } from "../../db/client.ts";
import { isUniqueViolation } from "../../db/pg-errors.ts";
import { assertCurrentVersion } from "../../db/versioned-update.ts";
import { AppError, FieldError } from "../../plugins/errors.ts";
import {
  type CustomerRow,
  customerOwnerScope,
  loadCustomerFor,
  type VisibleCustomer,
} from "../../tenancy/customer-access.ts";
import type { Tenant } from "../../tenancy/tenant.ts";
import { presentCustomer } from "./crm.present.ts";
import * as q from "./customers.queries.ts";

export async function list(db: Db, tenant: Tenant, query: CustomerListQuery) {
  const { items, total } = await q.listCustomers(db, tenant, query);
  return { items: items.map((r) => presentCustomer(r.customer, r.ownerName)), total };
}

/**
 * The owner a new or edited customer gets: the caller unless it names another; a salesperson
 * held to its own customers may only name itself, and an owner must be of the company.
 */
async function checkOwner(db: Db, tenant: Tenant, ownerId: number | undefined): Promise<number | undefined> {
  if (ownerId === undefined) return undefined;
  const scope = customerOwnerScope(tenant);
  if (scope !== null && ownerId !== scope) throw new AppError("access.no_permission");
  if (!(await q.isCompanyUser(db, tenant, ownerId))) throw new FieldError("ownerId", "crm.owner_invalid");
  return ownerId;
}

/** "Customer exists" (SPEC §8), answered at the phone field so the form shows it there. */
const customerExists = () => new FieldError("phone", "conflict.customer_exists");

/** A phone another customer of the company has: "customer exists". */
async function assertPhoneFree(db: Db, tenant: Tenant, phone: string, except?: number) {
  const existing = await q.customerIdByPhone(db, tenant, phoneKey(phone));
  if (existing !== null && existing !== except) throw customerExists();
}

export async function createCustomer(db: Db, tenant: Tenant, body: CustomerCreate) {
  const ownerId = (await checkOwner(db, tenant, body.ownerId)) ?? tenant.userId;
  await assertPhoneFree(db, tenant, body.phone);
  try {
    return await db.transaction(async (tx) => {
      const row = await q.insertCustomer(tx, tenant, {
        name: body.name,
        phone: body.phone,
        type: body.type,
        address: body.address,
        note: body.note,
        source: body.source,
        ownerId,
      });
      if (!row) throw new AppError("other.save_failed");
      return presentCustomer(row, await q.ownerName(tx, row.ownerId));
    });
  } catch (error) {
    // Two people adding the same phone at once: the unique index refuses the second.
    if (isUniqueViolation(error)) throw customerExists();
    throw error;
  }
}

const EDITABLE = ["name", "phone", "type", "address", "note", "source", "ownerId"] as const;

export async function updateCustomer(db: Db, tenant: Tenant, id: number, body: CustomerUpdate) {
  await checkOwner(db, tenant, body.ownerId);
  try {
    return await db.transaction(async (tx) => {
      const before = await loadCustomerFor(tx, tenant, id, true);
      if (body.phone !== undefined) await assertPhoneFree(tx, tenant, body.phone, id);
      const values: Partial<Pick<CustomerRow, (typeof EDITABLE)[number]>> = {};
      for (const key of EDITABLE) {
        const value = body[key];
        if (value === undefined || value === before[key]) continue;
        Object.assign(values, { [key]: value });
      }
      if (Object.keys(values).length === 0) assertCurrentVersion(before.version, body);
      const row =
        Object.keys(values).length === 0 ? before : await q.updateCustomer(tx, before, body, values);
      return presentCustomer(row, await q.ownerName(tx, row.ownerId));
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw customerExists();
    throw error;
  }
}

/** Customers of a name shown beside the one of the phone, when a contract's customer is matched. */
const NAME_MATCHES = 5;

/**
 * The customers the tenant sees that a contract's typed customer may be (the contract form asks
 * to link one, or to add the customer): the one with that phone, then others of that name.
 */
export async function matchCustomers(db: Db, tenant: Tenant, typed: { name?: string; phone?: string }) {
  const phone = phoneKey(typed.phone ?? "");
  const keys = {
    nameKey: typed.name ? nameKey(typed.name) : null,
    phoneKey: /\d/.test(phone) ? phone : null,
  };
  const rows = await q.customersMatching(db, tenant, keys, NAME_MATCHES + 1);
  const byPhone = rows.find((r) => keys.phoneKey !== null && r.customer.phoneKey === keys.phoneKey);
  return {
    byPhone: byPhone ? presentCustomer(byPhone.customer, byPhone.ownerName) : null,
    byName: rows
      .filter((r) => r !== byPhone && r.customer.nameKey === keys.nameKey)
      .slice(0, NAME_MATCHES)
      .map((r) => presentCustomer(r.customer, r.ownerName)),
  };
}

export async function presentVisible(db: Db, customer: VisibleCustomer) {
  return presentCustomer(customer, await q.ownerName(db, customer.ownerId));
}
