import { formatYuan } from "@fenestra/core/pricing/money-text";
import { checkCollection, remainingBalance } from "@fenestra/core/workflows/collections";
import { contractSides } from "@fenestra/core/workflows/contract-access";
import type { Db } from "../../db/client.ts";
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
 * each other and each one sees the balance the previous ones left (SPEC §5). A repeat of the
 * same request (its Idempotency-Key) is answered by the route's idempotency (plugins/idempotency.ts).
 */
export async function recordCollection(db: Db, auth: AuthContext, contractId: number, body: CollectionBody) {
  const caller = await callerOf(db, auth);
  await record(db, auth, caller, contractId, body);
  return detail(db, auth, contractId);
}

async function record(
  db: Db,
  auth: AuthContext,
  caller: Awaited<ReturnType<typeof callerOf>>,
  contractId: number,
  body: CollectionBody,
) {
  await db.transaction(async (tx) => {
    const contract = await loadContractFor(tx, auth, contractId, "lock");
    const sides = contractSides(contractFacts(contract), caller);
    if (!sides.includes("owner")) throw new AppError("contract.dealer_cannot_edit");
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
