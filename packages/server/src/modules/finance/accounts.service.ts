// Receipt accounts: one default while there are any (the first account is it, and deleting it
// hands the flag to the oldest left); one with entries is never deleted.
import type { VersionCheck } from "@fenestra/api";
import type { ReceiptAccountType } from "@fenestra/core/finance/index";
import type { Db } from "../../db/client.ts";
import { AppError, FieldError } from "../../plugins/errors.ts";
import type { Tenant } from "../../tenancy/tenant.ts";
import * as q from "./accounts.queries.ts";

type AccountBody = q.AccountFields;

function present(row: q.AccountRow, balance = 0, entries = 0) {
  return {
    id: row.id,
    type: row.type as ReceiptAccountType,
    name: row.name,
    number: row.number,
    bankName: row.bankName,
    isDefault: row.isDefault,
    balance,
    entries,
    version: row.version,
  };
}

export async function accountsOf(db: Db, tenant: Tenant) {
  return (await q.listAccounts(db, tenant)).map((a) => present(a, a.balance, a.entries));
}

async function withBalance(db: Db, tenant: Tenant, id: number) {
  const found = (await accountsOf(db, tenant)).find((a) => a.id === id);
  if (!found) throw new AppError("finance.account_not_found");
  return found;
}

export async function createAccount(db: Db, tenant: Tenant, body: AccountBody) {
  const id = await db.transaction(async (tx) => {
    await q.lockCompanyAccounts(tx, tenant);
    const first = (await q.accountCount(tx, tenant)) === 0;
    const isDefault = first || body.isDefault;
    if (isDefault) await q.clearDefault(tx, tenant);
    const row = await q.insertAccount(tx, tenant, { ...body, isDefault });
    if (!row) throw new AppError("other.save_failed");
    return row.id;
  });
  return withBalance(db, tenant, id);
}

export async function updateAccount(db: Db, tenant: Tenant, id: number, update: AccountBody & VersionCheck) {
  const { version, overwrite, ...body } = update;
  await db.transaction(async (tx) => {
    await q.lockCompanyAccounts(tx, tenant);
    const current = await q.findAccount(tx, tenant, id, "update");
    if (!current) throw new AppError("finance.account_not_found");
    // The default moves to another account by making that one the default, never to none.
    const isDefault = current.isDefault || body.isDefault;
    if (isDefault && !current.isDefault) await q.clearDefault(tx, tenant);
    await q.updateAccount(tx, tenant, id, { ...body, isDefault }, { version, overwrite });
  });
  return withBalance(db, tenant, id);
}

export async function removeAccount(db: Db, tenant: Tenant, id: number) {
  await db.transaction(async (tx) => {
    await q.lockCompanyAccounts(tx, tenant);
    const account = await q.findAccount(tx, tenant, id, "update");
    if (!account) throw new AppError("finance.account_not_found");
    if (await q.accountHasEntries(tx, account)) throw new AppError("delete_blocked.account_has_payments");
    await q.deleteAccount(tx, account);
    // The default is never left to none while accounts remain: the oldest one takes it.
    if (account.isDefault) await q.makeOldestDefault(tx, tenant);
  });
  return null;
}

/**
 * The account money is posted to: the one named (it must be the caller's), else the company's
 * default. Every entry lands on an account: a company that has set up none is asked to add one
 * (a field refusal, nothing written). Held (FOR SHARE) until the entry is written.
 */
export async function receiptAccountFor(db: Db, tenant: Tenant, accountId: number | undefined) {
  const account =
    accountId === undefined
      ? await q.defaultAccount(db, tenant)
      : await q.findAccount(db, tenant, accountId, "share");
  if (account) return account;
  throw new FieldError(
    "accountId",
    accountId === undefined ? "finance.account_required" : "finance.account_not_found",
  );
}
