import { eventKey } from "@fenestra/core/messages/messages";
import { formatYuan } from "@fenestra/core/pricing/money-text";
import { checkCollection, remainingBalance } from "@fenestra/core/workflows/collections";
import { contractSides } from "@fenestra/core/workflows/contract-access";
import type { Db } from "../../db/client.ts";
import { AppError, FieldError } from "../../plugins/errors.ts";
import { contractFacts, loadContractFor } from "../../tenancy/contract-access.ts";
import type { Tenant } from "../../tenancy/tenant.ts";
import { collectedAmount } from "../contracts/contracts.queries.ts";
import { detail } from "../contracts/contracts.service.ts";
import { recordEdit } from "../edit-history/edit-history.queries.ts";
import { receiptAccountFor } from "../finance/accounts.service.ts";
import { postEntry } from "../finance/ledger.queries.ts";
import { writeMessage } from "../messages/messages.queries.ts";

export type CollectionBody = { amount: number; method: string; note?: string; accountId?: number };

/**
 * Records a payment. The contract row is locked first, so concurrent payments queue behind
 * each other and each one sees the balance the previous ones left (SPEC §5). A repeat of the
 * same request (its Idempotency-Key) is answered by the route's idempotency (plugins/idempotency.ts).
 */
export async function recordCollection(
  db: Db,
  tenant: Tenant,
  contractId: number,
  body: CollectionBody,
  now: Date,
) {
  await record(db, tenant, contractId, body, now);
  return detail(db, tenant, contractId);
}

async function record(db: Db, tenant: Tenant, contractId: number, body: CollectionBody, now: Date) {
  await db.transaction(async (tx) => {
    const contract = await loadContractFor(tx, tenant, contractId, "lock");
    const sides = contractSides(contractFacts(contract), tenant);
    if (!sides.includes("owner")) throw new AppError("contract.dealer_cannot_edit");
    const collected = await collectedAmount(tx, contract);
    const refusal = checkCollection(body.amount, contract.amount, collected);
    // Bad input, answered at the field (HTTP 400) with the balance it may not exceed.
    if (refusal)
      throw new FieldError("amount", refusal, {
        balance: formatYuan(remainingBalance(contract.amount, collected)),
      });
    // A receipt of the finance ledger: on the account named, else the company's default one.
    const account = await receiptAccountFor(tx, tenant, body.accountId);
    const row = await postEntry(tx, tenant, {
      kind: "receipt",
      amount: body.amount,
      accountId: account.id,
      contractId,
      personId: contract.salespersonId ?? 0,
      method: body.method,
      note: body.note ?? null,
      at: now,
    });
    // The message centre's "payment received", once per receipt (its entry id is the event).
    await writeMessage(tx, {
      companyId: contract.companyId,
      kind: "payment",
      eventKey: eventKey.payment(row.id),
      params: {
        amount: body.amount,
        contractNo: contract.contractNo ?? "",
        customer: contract.customer ?? "",
      },
      contractId,
      at: now,
    });
    await recordEdit(tx, tenant, {
      entity: "collection",
      entityId: row.id,
      contractId,
      action: "create",
      changes: { amount: body.amount, method: body.method },
    });
  });
}
