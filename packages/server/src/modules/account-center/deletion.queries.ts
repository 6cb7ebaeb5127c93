import { and, desc, eq, inArray, isNotNull, isNull, lte } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import {
  accountDeletions,
  apiTokens,
  arLinks,
  businessApplications,
  companies,
  companyBranding,
  contractShares,
  contracts,
  feedback,
  printLinks,
  users,
} from "../../db/schema/index.ts";
import type { Tenant } from "../../tenancy/tenant.ts";

export type DeletionRow = typeof accountDeletions.$inferSelect;

/** The company's latest request, if any. */
export async function latestDeletion(db: Db, tenant: Tenant) {
  const [row] = await db
    .select()
    .from(accountDeletions)
    .where(eq(accountDeletions.companyId, tenant.companyId))
    .orderBy(desc(accountDeletions.id))
    .limit(1);
  return row;
}

export async function insertDeletion(db: Db, row: typeof accountDeletions.$inferInsert) {
  const [created] = await db.insert(accountDeletions).values(row).returning();
  return created;
}

/** Moves the company's pending request to `status`; answers the row, or undefined when none was pending. */
export async function closePending(db: Db, tenant: Tenant, status: "cancelled", at: Date) {
  const [row] = await db
    .update(accountDeletions)
    .set({ status, closedAt: at })
    .where(and(eq(accountDeletions.companyId, tenant.companyId), eq(accountDeletions.status, "pending")))
    .returning();
  return row;
}

export async function dueDeletions(db: Db, day: string) {
  return db
    .select()
    .from(accountDeletions)
    .where(
      and(
        eq(accountDeletions.status, "pending"),
        lte(accountDeletions.dueOn, day),
        isNotNull(accountDeletions.companyId),
      ),
    );
}

export async function deletionById(db: Db, id: number) {
  const [row] = await db.select().from(accountDeletions).where(eq(accountDeletions.id, id));
  return row;
}

export async function allDeletions(db: Db) {
  return db.select().from(accountDeletions).orderBy(desc(accountDeletions.id)).limit(200);
}

/**
 * Completes one request in one transaction: every user of the company goes (their tokens,
 * WeChat bindings and settings with them), share, print and AR links go, the letterhead, feedback
 * and applications go. Contracts a dealer submitted to a factory stay with the factory (the other
 * party needs them), so the company row stays only while it owns such contracts, under its
 * name and nothing else personal; otherwise the company goes with all it owned.
 * Answers the stored-file keys the caller removes from storage afterwards.
 */
export async function completeDeletion(db: Db, request: DeletionRow, at: Date, maskedPhone: string) {
  const companyId = request.companyId;
  if (companyId === null) return;
  await db.transaction(async (tx) => {
    // Lock the request: two runs at once complete it once.
    const [still] = await tx
      .select({ status: accountDeletions.status })
      .from(accountDeletions)
      .where(eq(accountDeletions.id, request.id))
      .for("update");
    if (still?.status !== "pending") return;
    const companyUsers = await tx.select({ id: users.id }).from(users).where(eq(users.companyId, companyId));
    const userIds = companyUsers.map((u) => u.id);
    if (userIds.length > 0) {
      await tx
        .update(apiTokens)
        .set({ revokedAt: at })
        .where(and(inArray(apiTokens.userId, userIds), isNull(apiTokens.revokedAt)));
    }
    await tx.delete(contractShares).where(eq(contractShares.companyId, companyId));
    await tx.delete(printLinks).where(eq(printLinks.companyId, companyId));
    await tx.delete(arLinks).where(eq(arLinks.companyId, companyId));
    const kept = await tx
      .select({ id: contracts.id })
      .from(contracts)
      .where(and(eq(contracts.companyId, companyId), isNotNull(contracts.factoryCompanyId)))
      .limit(1);
    await tx
      .update(accountDeletions)
      .set({ status: "completed", closedAt: at, phone: maskedPhone, companyId: null, userId: null })
      .where(eq(accountDeletions.id, request.id));
    if (kept.length === 0) {
      await tx.delete(companies).where(eq(companies.id, companyId));
      return;
    }
    await tx
      .delete(contracts)
      .where(and(eq(contracts.companyId, companyId), isNull(contracts.factoryCompanyId)));
    await tx.delete(companyBranding).where(eq(companyBranding.companyId, companyId));
    await tx.delete(feedback).where(eq(feedback.companyId, companyId));
    await tx.delete(businessApplications).where(eq(businessApplications.companyId, companyId));
    if (userIds.length > 0) await tx.delete(users).where(inArray(users.id, userIds));
    // what is kept is the contracts' company, not its name: the space name is free again (SPEC §5)
    await tx
      .update(companies)
      .set({ invitedByPhone: null, spaceName: null })
      .where(eq(companies.id, companyId));
  });
}
