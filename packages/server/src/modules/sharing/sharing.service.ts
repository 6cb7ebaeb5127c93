import type { CustomerConfirm } from "@fenestra/api";
import type { Language } from "@fenestra/core";
import { eventKey } from "@fenestra/core/messages/messages";
import { shownNumber } from "@fenestra/core/schemas/bounds";
import { contractSides } from "@fenestra/core/workflows/contract-access";
import type { ContractState } from "@fenestra/core/workflows/contract-machine";
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { contractShares, contracts, editHistory, orders, quoteItems } from "../../db/schema/index.ts";
import { AppError } from "../../plugins/errors.ts";
import { hashToken, newToken } from "../../shared/tokens.ts";
import { contractFacts, loadContractFor } from "../../tenancy/contract-access.ts";
import type { Tenant } from "../../tenancy/tenant.ts";
import { recordEdit } from "../edit-history/edit-history.queries.ts";
import { writeMessage } from "../messages/messages.queries.ts";
import { companyName, customerAmounts, customerOrders, customerQuoteLine } from "./customer-view.ts";

/** Creates a link for the customer: `hours` null never expires (SPEC §4 sharing). */
export async function createShare(
  db: Db,
  tenant: Tenant,
  now: Date,
  contractId: number,
  hours: number | null,
) {
  const contract = await loadContractFor(db, tenant, contractId, "read");
  const sides = contractSides(contractFacts(contract), tenant);
  if (!sides.includes("owner")) throw new AppError("contract.dealer_cannot_edit");
  const token = newToken();
  const expiresAt = hours === null ? null : new Date(now.getTime() + hours * 3_600_000);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contractShares)
      .values({
        companyId: contract.companyId,
        contractId,
        tokenHash: hashToken(token),
        createdBy: tenant.userId,
        expiresAt,
      })
      .returning({ id: contractShares.id });
    await recordEdit(tx, tenant, {
      entity: "share",
      entityId: row?.id ?? 0,
      contractId,
      action: "create",
      changes: { expiresAt: expiresAt?.toISOString() ?? null },
    });
  });
  return {
    token,
    url: `/group-detail-share/${contractId}/${tenant.userId}?token=${token}`,
    expiresAt: expiresAt?.toISOString() ?? null,
  };
}

async function openShare(db: Db, now: Date, contractId: number, token: string) {
  const [share] = await db
    .select()
    .from(contractShares)
    .where(and(eq(contractShares.tokenHash, hashToken(token)), eq(contractShares.contractId, contractId)));
  if (!share || (share.expiresAt !== null && share.expiresAt <= now)) throw new AppError("missing.share");
  const [contract] = await db.select().from(contracts).where(eq(contracts.id, contractId));
  if (!contract) throw new AppError("missing.share");
  return { share, contract };
}

/** The contract as its customer sees it: prices, drawings, no costs. */
export async function customerView(
  db: Db,
  now: Date,
  contractId: number,
  token: string,
  language?: Language,
) {
  const { contract, share } = await openShare(db, now, contractId, token);
  const orderIds = (
    await db.select({ id: orders.id }).from(orders).where(eq(orders.contractId, contractId))
  ).map((o) => o.id);
  const [orderViews, lines, company, amounts] = await Promise.all([
    customerOrders(db, orderIds, language),
    db
      .select()
      .from(quoteItems)
      .where(inArray(quoteItems.contractId, [contractId]))
      .orderBy(quoteItems.id),
    companyName(db, contract.companyId),
    customerAmounts(db, [contractId]),
  ]);
  return {
    id: contract.id,
    company,
    contractNo: contract.contractNo ?? "",
    customer: contract.customer ?? "",
    phone: contract.phone ?? "",
    address: contract.address ?? "",
    orderDate: contract.orderDate ?? null,
    status: contract.status as ContractState,
    amount: shownNumber(contract.amount),
    area: shownNumber(contract.area),
    customerConfirm: contract.customerConfirm as CustomerConfirm,
    expiresAt: share.expiresAt?.toISOString() ?? null,
    orders: orderViews,
    quoteItems: lines.map((line) => customerQuoteLine(line, amounts)),
  };
}

/** The customer confirms (or reconfirms after a change) through the link. */
export async function customerConfirm(
  db: Db,
  now: Date,
  contractId: number,
  token: string,
  language?: Language,
) {
  await db.transaction(async (tx) => {
    const { contract, share } = await openShare(tx, now, contractId, token);
    if (contract.customerConfirm === "confirmed") return;
    await tx.update(contracts).set({ customerConfirm: "confirmed" }).where(eq(contracts.id, contractId));
    // The customer is no user of ours: the history names the share link instead.
    await tx.insert(editHistory).values({
      companyId: contract.companyId,
      userId: null,
      entity: "contract",
      entityId: contractId,
      contractId,
      action: "customer_confirm",
      changes: { customerConfirm: { from: contract.customerConfirm, to: "confirmed" }, shareId: share.id },
    });
    // The message centre's "customer confirmed", once per version of the contract confirmed: a
    // second confirm racing this one read the same version, so it adds nothing.
    await writeMessage(tx, {
      companyId: contract.companyId,
      kind: "share_confirmed",
      eventKey: eventKey.shareConfirmed(contractId, contract.version),
      params: { contractNo: contract.contractNo ?? "", customer: contract.customer ?? "" },
      contractId,
      at: now,
    });
  });
  return customerView(db, now, contractId, token, language);
}
