// The ledger's entries: listing, expenditures, reversals and the audit (docs/finance.md).
import type { BodyOf, routes } from "@fenestra/api";
import { checkReversal, type EntryKind, reversalAmount, signedAmount } from "@fenestra/core/finance/index";
import type { Db } from "../../db/client.ts";
import { AppError, FieldError } from "../../plugins/errors.ts";
import { loadContractFor } from "../../tenancy/contract-access.ts";
import type { Tenant } from "../../tenancy/tenant.ts";
import { receiptAccountFor } from "./accounts.service.ts";
import * as q from "./entries.queries.ts";
import { lockEntry, postEntry } from "./ledger.queries.ts";

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];

/** The image's bytes really are the PNG or JPEG its data URL says (not a renamed file). */
export function imageContentMatches(dataUrl: string): boolean {
  const [head, data] = dataUrl.split(",", 2);
  if (!head || !data) return false;
  const bytes = Buffer.from(data, "base64");
  const magic = head.includes("image/png") ? PNG : JPEG;
  return bytes.length > magic.length && magic.every((b, i) => bytes[i] === b);
}

export type ExpenditureBody = BodyOf<typeof routes.finance.recordExpenditure>;

export async function listEntries(db: Db, tenant: Tenant, query: q.EntryQuery) {
  return q.listEntries(db, tenant, query);
}

export async function recordExpenditure(db: Db, tenant: Tenant, body: ExpenditureBody, now: Date) {
  if (body.attachment !== undefined && !imageContentMatches(body.attachment))
    throw new FieldError("attachment", "validation.image_invalid");
  const id = await db.transaction(async (tx) => {
    const account = await receiptAccountFor(tx, tenant, body.accountId);
    // Tied to a contract only one the caller may see; its order profit counts the expenditure.
    const contract =
      body.contractId === undefined ? null : await loadContractFor(tx, tenant, body.contractId, "read");
    const row = await postEntry(tx, tenant, {
      kind: "expenditure",
      amount: signedAmount("expenditure", body.amount),
      accountId: account.id,
      contractId: contract?.id ?? null,
      personId: tenant.userId,
      category: body.category,
      payee: body.payee,
      note: body.note ?? null,
      at: now,
    });
    if (body.attachment !== undefined) await q.insertAttachment(tx, tenant, row.id, body.attachment);
    return row.id;
  });
  return q.entryById(db, tenant, id);
}

/** Posts the entry that cancels `id`: same account, contract and person, the opposite amount. */
export async function reverseEntry(db: Db, tenant: Tenant, id: number, now: Date) {
  const reversalId = await db.transaction(async (tx) => {
    const entry = await lockEntry(tx, tenant, id);
    if (!entry) throw new AppError("finance.entry_not_found");
    const reversedBy = await q.reversalOf(tx, entry.id);
    const refusal = checkReversal(
      {
        id: entry.id,
        kind: entry.kind as EntryKind,
        amount: entry.amount,
        reversesId: entry.reversesId,
        audited: entry.auditedAt !== null,
      },
      reversedBy !== undefined,
    );
    if (refusal) throw new AppError(refusal);
    const row = await postEntry(tx, tenant, {
      kind: entry.kind as EntryKind,
      amount: reversalAmount(entry),
      accountId: entry.accountId,
      contractId: entry.contractId,
      personId: entry.personId,
      method: entry.method,
      category: entry.category,
      payee: entry.payee,
      note: entry.note,
      reversesId: entry.id,
      at: now,
    });
    return row.id;
  });
  return q.entryById(db, tenant, reversalId);
}

/** Marks the caller's entries audited (final); ids of another company or unknown are refused. */
export async function auditEntries(db: Db, tenant: Tenant, ids: readonly number[], now: Date) {
  return db.transaction(async (tx) => {
    const unique = [...new Set(ids)];
    const found = await q.lockEntries(tx, tenant, unique);
    if (found.length !== unique.length) throw new AppError("finance.entry_not_found");
    const audited = await q.markAudited(tx, tenant, unique, now);
    return { audited };
  });
}

export async function attachmentOf(db: Db, tenant: Tenant, id: number) {
  const dataUrl = await q.attachmentOf(db, tenant, id);
  if (dataUrl === undefined) throw new AppError("finance.entry_not_found");
  return { dataUrl };
}
