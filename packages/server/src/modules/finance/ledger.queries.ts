// Posting to the finance ledger: the one place an entry is written. Each entry updates the day
// totals and its contract's received total in the same transaction (docs/finance.md), so the
// statistics never disagree with the entries.
import type { EntryKind } from "@fenestra/core/finance/index";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { collections, financeContractTotals, financeDayTotals } from "../../db/schema/index.ts";
import { AppError } from "../../plugins/errors.ts";
import type { Tenant } from "../../tenancy/tenant.ts";

export type NewEntry = {
  kind: EntryKind;
  /** signed fen */
  amount: number;
  accountId: number;
  contractId: number | null;
  /** Whose figures the entry counts in: a receipt's salesperson, an expenditure's recorder (0: nobody). */
  personId: number;
  method?: string;
  category?: string | null;
  payee?: string | null;
  note?: string | null;
  reversesId?: number | null;
  at: Date;
};

export const dayOf = (at: Date) => at.toISOString().slice(0, 10);

export async function postEntry(db: Db, tenant: Tenant, entry: NewEntry) {
  const day = dayOf(entry.at);
  const [row] = await db
    .insert(collections)
    .values({
      companyId: tenant.companyId,
      kind: entry.kind,
      amount: entry.amount,
      accountId: entry.accountId,
      contractId: entry.contractId,
      method: entry.method ?? "manual",
      category: entry.category ?? null,
      payee: entry.payee ?? null,
      note: entry.note ?? null,
      reversesId: entry.reversesId ?? null,
      personId: entry.personId,
      entryDate: day,
      createdBy: tenant.userId,
      createdAt: entry.at,
    })
    .returning();
  if (!row) throw new AppError("other.save_failed");
  const received = entry.kind === "receipt" ? entry.amount : 0;
  const spent = entry.kind === "expenditure" ? -entry.amount : 0;
  await db
    .insert(financeDayTotals)
    .values({ companyId: tenant.companyId, day, personId: entry.personId, received, spent })
    .onConflictDoUpdate({
      target: [financeDayTotals.companyId, financeDayTotals.day, financeDayTotals.personId],
      set: {
        received: sql`${financeDayTotals.received} + ${received}`,
        spent: sql`${financeDayTotals.spent} + ${spent}`,
      },
    });
  if (entry.contractId !== null && received !== 0)
    await db
      .insert(financeContractTotals)
      .values({ contractId: entry.contractId, companyId: tenant.companyId, received })
      .onConflictDoUpdate({
        target: financeContractTotals.contractId,
        set: { received: sql`${financeContractTotals.received} + ${received}` },
      });
  return row;
}

/** One entry of the caller's company, locked for a reversal or an audit; undefined when not found. */
export async function lockEntry(db: Db, tenant: Tenant, id: number) {
  const [row] = await db
    .select()
    .from(collections)
    .where(and(eq(collections.id, id), eq(collections.companyId, tenant.companyId)))
    .for("update");
  return row;
}
