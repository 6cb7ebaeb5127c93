import { DEFAULT_USER_SETTINGS, type SubAccountCreateForm, type SubAccountUpdateForm } from "@fenestra/core";
import type { Db } from "../../db/client.ts";
import { isUniqueViolation } from "../../db/pg-errors.ts";
import { AppError } from "../../plugins/errors.ts";
import { assertSeatFree } from "../../tenancy/account-limits.ts";
import type { Tenant } from "../../tenancy/tenant.ts";
import { findUserByPhone } from "../auth/auth.queries.ts";
import { assertStrongPassword } from "../auth/auth.service.ts";
import { hashPassword } from "../auth/password.ts";
import * as q from "./sub-accounts.queries.ts";

/** Keeps only granted keys: the stored map is key -> "1". */
function grantedOnly(permanents: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(Object.entries(permanents).filter(([, v]) => v === "1")) as Record<
    string,
    string
  >;
}

function present(row: NonNullable<Awaited<ReturnType<typeof q.findSubAccount>>>) {
  return {
    id: row.id,
    phone_number: row.phone_number,
    nickname: row.nickname,
    permanents: row.permanents ?? {},
    son_account_type: row.son_account_type,
    created_at: row.createdAt.toISOString(),
  };
}

export async function list(db: Db, tenant: Tenant, page: number, pageSize: number) {
  const { items, total } = await q.listSubAccounts(db, tenant, page, pageSize);
  return { items: items.map(present), total };
}

/** SPEC §5/§6: the phone may belong neither to a main account nor to another sub-account. */
export async function create(db: Db, tenant: Tenant, form: SubAccountCreateForm) {
  await assertStrongPassword(form.password);
  const existing = await findUserByPhone(db, form.phone);
  if (existing) {
    throw new AppError(
      existing.fid === 0 ? "conflict.phone_is_main_account" : "conflict.phone_is_sub_account",
    );
  }
  const values = {
    phone: form.phone,
    nickname: form.nickname,
    passwordHash: await hashPassword(form.password),
    permanents: grantedOnly(form.permanents),
    sonAccountType: form.son_account_type,
    settings: DEFAULT_USER_SETTINGS,
  };
  let id: number | undefined;
  try {
    // Seats bought (team upgrade) bound the sub-accounts; the company row is locked while counting.
    id = await db.transaction(async (tx) => {
      await assertSeatFree(tx, tenant);
      return q.insertSubAccount(tx, tenant, values);
    });
  } catch (error) {
    // Another request took the phone between the check above and this insert (parallel
    // creations, a registration): the same conflict message, never a fault.
    if (!isUniqueViolation(error)) throw error;
    const taken = await findUserByPhone(db, form.phone);
    throw new AppError(taken?.fid === 0 ? "conflict.phone_is_main_account" : "conflict.phone_is_sub_account");
  }
  const row = id === undefined ? undefined : await q.findSubAccount(db, tenant, id);
  if (!row) throw new AppError("other.save_failed");
  return present(row);
}

export async function update(db: Db, tenant: Tenant, id: number, form: SubAccountUpdateForm) {
  const patch: Parameters<typeof q.updateSubAccount>[3] = {};
  if (form.nickname !== undefined) patch.nickname = form.nickname;
  if (form.permanents !== undefined) patch.permanents = grantedOnly(form.permanents);
  if (form.son_account_type !== undefined) patch.sonAccountType = form.son_account_type;
  if (Object.keys(patch).length > 0 && !(await q.updateSubAccount(db, tenant, id, patch))) {
    throw new AppError("missing.account");
  }
  const row = await q.findSubAccount(db, tenant, id);
  if (!row) throw new AppError("missing.account");
  return present(row);
}

export async function remove(db: Db, tenant: Tenant, id: number) {
  if (!(await q.deleteSubAccount(db, tenant, id))) throw new AppError("missing.account");
}
