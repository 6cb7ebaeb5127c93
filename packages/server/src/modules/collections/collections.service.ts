import { formatYuan } from "@fenestra/core/pricing/money-text";
import { checkCollection, remainingBalance } from "@fenestra/core/workflows/collections";
import { contractSides } from "@fenestra/core/workflows/contract-access";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { isUniqueViolation } from "../../db/pg-errors.ts";
import { collections } from "../../db/schema/index.ts";
import type { AuthContext } from "../../plugins/context.ts";
import { AppError, FieldError } from "../../plugins/errors.ts";
import { callerOf } from "../contracts/contract-caller.ts";
import { contractFacts, loadContractFor } from "../contracts/contract-guard.ts";
import { collectedAmount } from "../contracts/contracts.queries.ts";
import { detail } from "../contracts/contracts.service.ts";
import { recordEdit } from "../edit-history/edit-history.queries.ts";

export type CollectionBody = { amount: number; method: string; note?: string };

/**
 * Records a payment. The contract row is locked first, so concurrent payments queue behind
 * each other and each one sees the balance the previous ones left (SPEC §5). With an
 * idempotency key, a repeat of a recorded payment records nothing and answers the contract as
 * it is; the same key for a different payment is refused. The unique (company, key) index
 * holds this across contracts too.
 */
export async function recordCollection(
  db: Db,
  auth: AuthContext,
  contractId: number,
  body: CollectionBody,
  idempotencyKey?: string,
) {
  const caller = await callerOf(db, auth);
  try {
    await record(db, auth, caller, contractId, body, idempotencyKey ?? null);
  } catch (error) {
    if (idempotencyKey && isUniqueViolation(error)) throw new AppError("conflict.idempotency_key_reused");
    throw error;
  }
  return detail(db, auth, contractId);
}

async function record(
  db: Db,
  auth: AuthContext,
  caller: Awaited<ReturnType<typeof callerOf>>,
  contractId: number,
  body: CollectionBody,
  idempotencyKey: string | null,
) {
  await db.transaction(async (tx) => {
    const contract = await loadContractFor(tx, auth, contractId, "lock");
    const sides = contractSides(contractFacts(contract), caller);
    if (!sides.includes("owner")) throw new AppError("contract.dealer_cannot_edit");
    if (idempotencyKey) {
      const [seen] = await tx
        .select()
        .from(collections)
        .where(
          and(eq(collections.companyId, contract.companyId), eq(collections.idempotencyKey, idempotencyKey)),
        );
      if (seen) {
        const same =
          seen.contractId === contractId && seen.amount === body.amount && seen.method === body.method;
        if (!same) throw new AppError("conflict.idempotency_key_reused");
        return;
      }
    }
    const collected = await collectedAmount(tx, contractId);
    const refusal = checkCollection(body.amount, contract.amount, collected);
    // Bad input, answered at the field (HTTP 400) with the balance it may not exceed.
    if (refusal)
      throw new FieldError("amount", refusal, {
        balance: formatYuan(remainingBalance(contract.amount, collected)),
      });
    const [row] = await tx
      .insert(collections)
      .values({
        companyId: contract.companyId,
        contractId,
        amount: body.amount,
        method: body.method,
        note: body.note ?? null,
        createdBy: auth.userId,
        idempotencyKey,
      })
      .returning();
    if (!row) throw new AppError("other.save_failed");
    await recordEdit(tx, auth, {
      entity: "collection",
      entityId: row.id,
      contractId,
      action: "create",
      changes: { amount: body.amount, method: body.method },
    });
  });
}
