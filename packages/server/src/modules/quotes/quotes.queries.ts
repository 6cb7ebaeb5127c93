import type { VersionCheck } from "@fenestra/api";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { quoteItems } from "../../db/schema/index.ts";
import { versionedUpdate } from "../../db/versioned-update.ts";
import type { VisibleContract } from "../../tenancy/contract-access.ts";

// A contract's quote lines, reached only through the contract (loaded with the tenant).

export type QuoteLineValues = Omit<typeof quoteItems.$inferInsert, "id" | "companyId" | "contractId">;

const ofContract = (contract: VisibleContract, id: number) =>
  and(
    eq(quoteItems.companyId, contract.companyId),
    eq(quoteItems.contractId, contract.id),
    eq(quoteItems.id, id),
  );

export async function insertLine(db: Db, contract: VisibleContract, values: QuoteLineValues) {
  const [row] = await db
    .insert(quoteItems)
    .values({ ...values, companyId: contract.companyId, contractId: contract.id })
    .returning();
  return row;
}

export async function findLine(db: Db, contract: VisibleContract, id: number) {
  const [row] = await db.select().from(quoteItems).where(ofContract(contract, id));
  return row;
}

/** A person's edit of a line, refused when made against a version it has moved on from. */
export async function updateLine(
  db: Db,
  contract: VisibleContract,
  id: number,
  values: Partial<QuoteLineValues>,
  check: VersionCheck,
) {
  await versionedUpdate(db, quoteItems, ofContract(contract, id), check, values);
}

export async function deleteLine(db: Db, contract: VisibleContract, id: number) {
  await db.delete(quoteItems).where(ofContract(contract, id));
}
