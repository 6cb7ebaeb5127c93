import type { EntryKind } from "@fenestra/core/finance/index";
import { aliasedTable, and, desc, eq, gte, inArray, isNull, lte, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { collections, contracts, entryAttachments, receiptAccounts } from "../../db/schema/index.ts";
import { onePage } from "../../shared/paging.ts";
import { visibleContracts } from "../../tenancy/contract-access.ts";
import type { Tenant } from "../../tenancy/tenant.ts";

export type EntryQuery = {
  kind?: EntryKind;
  accountId?: number;
  from?: string;
  to?: string;
  page: number;
  pageSize: number;
};

const reversal = aliasedTable(collections, "reversal");

/**
 * An entry names its contract only to a tenant that may open it (visibleContracts): a cashier
 * with "finance (all)" sees every payment, not the number of a contract it may not see.
 */
function entryColumns(tenant: Tenant) {
  return {
    entry: collections,
    accountName: receiptAccounts.name,
    contractNo: sql<string | null>`case when ${visibleContracts(tenant)} then ${contracts.contractNo} end`,
    contractSeen: sql<boolean>`coalesce(${visibleContracts(tenant)}, false)`,
    reversedBy: reversal.id,
    hasAttachment: sql<boolean>`${entryAttachments.entryId} is not null`,
  };
}

type EntryRow = {
  entry: typeof collections.$inferSelect;
  accountName: string | null;
  contractNo: string | null;
  contractSeen: boolean;
  reversedBy: number | null;
  hasAttachment: boolean;
};

function present(r: EntryRow) {
  const e = r.entry;
  return {
    id: e.id,
    kind: e.kind as EntryKind,
    amount: e.amount,
    accountId: e.accountId,
    accountName: r.accountName,
    contractId: r.contractSeen ? e.contractId : null,
    contractNo: r.contractNo,
    method: e.method,
    category: e.category,
    payee: e.payee,
    note: e.note,
    entryDate: e.entryDate,
    reversesId: e.reversesId,
    reversedBy: r.reversedBy,
    audited: e.auditedAt !== null,
    hasAttachment: Boolean(r.hasAttachment),
    createdAt: e.createdAt.toISOString(),
  };
}

function withJoins(db: Db, tenant: Tenant) {
  return db
    .select(entryColumns(tenant))
    .from(collections)
    .leftJoin(receiptAccounts, eq(receiptAccounts.id, collections.accountId))
    .leftJoin(contracts, eq(contracts.id, collections.contractId))
    .leftJoin(reversal, eq(reversal.reversesId, collections.id))
    .leftJoin(entryAttachments, eq(entryAttachments.entryId, collections.id));
}

export async function listEntries(db: Db, tenant: Tenant, query: EntryQuery) {
  const where: SQL[] = [eq(collections.companyId, tenant.companyId)];
  if (query.kind) where.push(eq(collections.kind, query.kind));
  if (query.accountId) where.push(eq(collections.accountId, query.accountId));
  if (query.from) where.push(gte(collections.entryDate, query.from));
  if (query.to) where.push(lte(collections.entryDate, query.to));
  const filter = and(...where);
  const rows = withJoins(db, tenant).where(filter).orderBy(desc(collections.id)).$dynamic();
  return onePage(db, { rows, table: collections, where: filter }, query, present);
}

export async function entryById(db: Db, tenant: Tenant, id: number) {
  const [row] = await withJoins(db, tenant).where(
    and(eq(collections.id, id), eq(collections.companyId, tenant.companyId)),
  );
  if (!row) throw new Error(`entry ${id} vanished`);
  return present(row);
}

export async function reversalOf(db: Db, entryId: number) {
  const [row] = await db
    .select({ id: collections.id })
    .from(collections)
    .where(eq(collections.reversesId, entryId));
  return row?.id;
}

export async function lockEntries(db: Db, tenant: Tenant, ids: readonly number[]) {
  return db
    .select({ id: collections.id })
    .from(collections)
    .where(and(eq(collections.companyId, tenant.companyId), inArray(collections.id, [...ids])))
    .for("update");
}

/** Stamps the entries not audited yet; answers how many it stamped. */
export async function markAudited(db: Db, tenant: Tenant, ids: readonly number[], now: Date) {
  const rows = await db
    .update(collections)
    .set({ auditedAt: now, auditedBy: tenant.userId })
    .where(
      and(
        eq(collections.companyId, tenant.companyId),
        inArray(collections.id, [...ids]),
        isNull(collections.auditedAt),
      ),
    )
    .returning({ id: collections.id });
  return rows.length;
}

export async function insertAttachment(db: Db, tenant: Tenant, entryId: number, dataUrl: string) {
  await db.insert(entryAttachments).values({ entryId, companyId: tenant.companyId, dataUrl });
}

export async function attachmentOf(db: Db, tenant: Tenant, entryId: number) {
  const [row] = await db
    .select({ dataUrl: entryAttachments.dataUrl })
    .from(entryAttachments)
    .where(and(eq(entryAttachments.entryId, entryId), eq(entryAttachments.companyId, tenant.companyId)));
  return row?.dataUrl;
}
