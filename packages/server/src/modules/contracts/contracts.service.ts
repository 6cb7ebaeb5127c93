import type { ContractCreate, ContractListQuery, ContractUpdate } from "@fenestra/api";
import { hasPermission } from "@fenestra/core";
import { contractPrice } from "@fenestra/core/pricing/contract-price";
import { formatYuan } from "@fenestra/core/pricing/money-text";
import { remainingBalance, shouldPromptSettle } from "@fenestra/core/workflows/collections";
import { confirmRefusal, contractActor, submitsToFactory } from "@fenestra/core/workflows/contract-access";
import { availableEvents, type ContractState, transition } from "@fenestra/core/workflows/contract-machine";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { isUniqueViolation } from "../../db/pg-errors.ts";
import { orders } from "../../db/schema/index.ts";
import type { AuthContext } from "../../plugins/context.ts";
import { AppError } from "../../plugins/errors.ts";
import { recordEdit } from "../edit-history/edit-history.queries.ts";
import { companySeriesNames } from "../orders/item-series.ts";
import { orderScope } from "../orders/order-access.ts";
import { presentItemSummary, presentOrder } from "../orders/orders.present.ts";
import { itemsOfOrders, lockVisibleOrder } from "../orders/orders.queries.ts";
import { nextAutoNumber } from "./auto-numbers.ts";
import { callerOf } from "./contract-caller.ts";
import { contractFacts, contractScope, loadContractFor } from "./contract-guard.ts";
import { checkQuote } from "./contract-quote.ts";
import { contractPriceParts, recomputeContract } from "./contract-totals.ts";
import { presentCollection, presentContract, presentQuoteItem } from "./contracts.present.ts";
import * as q from "./contracts.queries.ts";
import { assertFactoryLinked } from "./factory-links.queries.ts";

export { contractScope };

export async function list(db: Db, auth: AuthContext, query: ContractListQuery) {
  const { items, total } = await q.listContracts(db, contractScope(auth), query);
  return { items: items.map(presentContract), total };
}

export async function create(db: Db, auth: AuthContext, now: Date, body: ContractCreate) {
  const caller = await callerOf(db, auth);
  const factoryCompanyId = body.factoryCompanyId ?? null;
  if (factoryCompanyId !== null && !submitsToFactory(caller.companyRole))
    throw new AppError("contract.only_dealers_link");
  if (factoryCompanyId !== null) await assertFactoryLinked(db, auth.companyId, factoryCompanyId);
  if (body.contractNo && (await q.contractNoTaken(db, auth.companyId, body.contractNo)))
    throw new AppError("conflict.contract_no_exists");
  for (let attempt = 0; attempt < 5; attempt += 1) {
    try {
      return await db.transaction(async (tx) => {
        const row = await q.insertContract(tx, {
          companyId: auth.companyId,
          contractNo: body.contractNo || (await nextAutoNumber(tx, "contract", auth.companyId, now)),
          customer: body.customer ?? null,
          phone: body.phone ?? null,
          address: body.address ?? null,
          type: body.type,
          orderDate: body.orderDate ?? now.toISOString().slice(0, 10),
          salespersonId: auth.userId,
          factoryCompanyId,
        });
        if (!row) throw new AppError("other.save_failed");
        await recordEdit(tx, auth, {
          entity: "contract",
          entityId: row.id,
          contractId: row.id,
          action: "create",
          changes: { contractNo: row.contractNo, customer: row.customer },
        });
        return presentContract(row);
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      if (body.contractNo) throw new AppError("conflict.contract_no_exists");
    }
  }
  throw new AppError("other.save_failed");
}

async function mustFind(db: Db, auth: AuthContext, id: number) {
  const row = await q.findContract(db, contractScope(auth), id);
  if (!row) throw new AppError("missing.contract");
  return row;
}

export async function detail(db: Db, auth: AuthContext, id: number) {
  const row = await mustFind(db, auth, id);
  const caller = await callerOf(db, auth);
  const actor = contractActor(contractFacts(row), caller);
  const isOwner = actor.sides.includes("owner");
  const [orderRows, quoteRows, collectionRows, parts] = await Promise.all([
    q.contractOrders(db, id),
    q.contractQuoteItems(db, id),
    q.contractCollections(db, id),
    contractPriceParts(db, id),
  ]);
  const [items, names] = await Promise.all([
    itemsOfOrders(
      db,
      orderRows.map((o) => o.order.id),
    ),
    companySeriesNames(db, row.companyId),
  ]);
  const { agencyFen } = contractPrice(parts.baseFen, parts.lines, row.discountPercent, row.markupPercent);
  const collected = collectionRows.reduce((sum, c) => sum + c.amount, 0);
  return {
    ...presentContract(row),
    sides: [...actor.sides],
    events: availableEvents(row.status as ContractState, actor),
    baseAmount: parts.baseFen,
    agencyAmount: hasPermission(auth.permanents, "show_agency_money") ? agencyFen : null,
    collected,
    balance: remainingBalance(row.amount, collected),
    settlePrompt: isOwner && shouldPromptSettle(row.amount, collected, row.status as ContractState),
    orders: orderRows.map((o) => ({
      ...presentOrder(o),
      items: items.filter((i) => i.orderId === o.order.id).map((i) => presentItemSummary(i, names)),
    })),
    quoteItems: quoteRows.map(presentQuoteItem),
    // Collections are the seller's money from its customer; a receiving factory doesn't see them.
    collections: isOwner ? collectionRows.map(presentCollection) : [],
  };
}

/**
 * Runs an edit of a contract (fields, quote items, orders) in one transaction with the
 * contract locked, after core's edit rules; recomputes its amount afterwards.
 */
export async function editContract<T>(
  db: Db,
  auth: AuthContext,
  id: number,
  change: (tx: Db, contract: q.ContractRow) => Promise<T>,
): Promise<T> {
  const caller = await callerOf(db, auth);
  return db.transaction(async (tx) => {
    const contract = await loadContractFor(tx, auth, id, "edit", caller);
    const result = await change(tx, contract);
    await recomputeContract(tx, id);
    return result;
  });
}

const EDITABLE = [
  "contractNo",
  "customer",
  "phone",
  "address",
  "type",
  "orderDate",
  "discountPercent",
  "markupPercent",
  "factoryCompanyId",
] as const;

export async function update(db: Db, auth: AuthContext, id: number, body: ContractUpdate) {
  await editContract(db, auth, id, async (tx, before) => {
    checkQuote(auth, before, body);
    if (body.factoryCompanyId) {
      if (!submitsToFactory((await callerOf(tx, auth)).companyRole))
        throw new AppError("contract.only_dealers_link");
      await assertFactoryLinked(tx, auth.companyId, body.factoryCompanyId);
    }
    if (body.contractNo && body.contractNo !== before.contractNo) {
      if (await q.contractNoTaken(tx, auth.companyId, body.contractNo))
        throw new AppError("conflict.contract_no_exists");
    }
    const values: Record<string, unknown> = {};
    const changes: Record<string, unknown> = {};
    const previous: Record<string, unknown> = before;
    for (const key of EDITABLE) {
      const value = body[key];
      // An empty text and an absent one are the same to the reader: no change to record.
      if (value === undefined || value === (previous[key] ?? (typeof value === "string" ? "" : null)))
        continue;
      values[key] = value === "" && key === "contractNo" ? before.contractNo : value;
      changes[key] = { from: previous[key], to: values[key] };
    }
    if (Object.keys(values).length === 0) return;
    await q.updateContract(tx, id, values);
    await recordEdit(tx, auth, {
      entity: "contract",
      entityId: id,
      contractId: id,
      action: "update",
      changes,
    });
  });
  return detail(db, auth, id);
}

export async function fireTransition(
  db: Db,
  auth: AuthContext,
  id: number,
  input: { event: Parameters<typeof transition>[1]["event"]; reason?: string },
) {
  const caller = await callerOf(db, auth);
  await db.transaction(async (tx) => {
    const contract = await loadContractFor(tx, auth, id, "lock");
    const actor = contractActor(contractFacts(contract), caller);
    const balanceFen = remainingBalance(contract.amount, await q.collectedAmount(tx, id));
    const result = transition(contract.status as ContractState, input, actor, { balanceFen });
    if (!result.ok) throw new AppError(result.refusal, undefined, { balance: formatYuan(balanceFen) });
    // A dealer's contract is signed by submitting it to its factory.
    if (input.event === "sign" && caller.companyRole === "dealer" && contract.factoryCompanyId === null)
      throw new AppError("contract.factory_required");
    await q.updateContract(tx, id, { status: result.state });
    await recordEdit(tx, auth, {
      entity: "contract",
      entityId: id,
      contractId: id,
      action: `transition:${input.event}`,
      changes: {
        status: { from: contract.status, to: result.state },
        ...(input.reason ? { reason: input.reason.trim() } : {}),
      },
    });
    for (const effect of result.effects) {
      if (effect === "formalize_intent_orders") await formalizeIntentOrders(tx, auth, id);
    }
  });
  return detail(db, auth, id);
}

/** Signing: every intention order of the contract becomes formal (SPEC §4), each one recorded. */
async function formalizeIntentOrders(tx: Db, auth: AuthContext, contractId: number) {
  const changed = await tx
    .update(orders)
    .set({ status: "formal", updatedAt: new Date() })
    .where(and(eq(orders.contractId, contractId), eq(orders.status, "intent")))
    .returning({ id: orders.id });
  for (const { id: orderId } of changed) {
    await recordEdit(tx, auth, {
      entity: "order",
      entityId: orderId,
      orderId,
      contractId,
      action: "convert_formal",
      changes: { kind: { from: "intent", to: "formal" } },
    });
  }
}

/** A sub-account (with "confirm contract") or the main account confirms or cancels (SPEC §4). */
export async function setConfirmed(db: Db, auth: AuthContext, id: number, confirmed: boolean) {
  const caller = await callerOf(db, auth);
  await db.transaction(async (tx) => {
    const contract = await loadContractFor(tx, auth, id, "lock");
    const refusal = confirmRefusal(contractFacts(contract), caller);
    if (refusal) throw new AppError(refusal);
    if (contract.confirmed === confirmed) return;
    await q.updateContract(tx, id, { confirmed });
    await recordEdit(tx, auth, {
      entity: "contract",
      entityId: id,
      contractId: id,
      action: confirmed ? "confirm" : "cancel_confirm",
      changes: { confirmed: { from: contract.confirmed, to: confirmed } },
    });
  });
  return detail(db, auth, id);
}

/** Puts one of the caller's orders into the contract (its amount joins the base price). */
export async function attachOrder(db: Db, auth: AuthContext, id: number, orderId: number) {
  const caller = await callerOf(db, auth);
  await db.transaction(async (tx) => {
    // The order must be one the caller sees, and the contract it leaves must let it go: the
    // same visibility and edit rules as the contract it joins (settled, confirmed, not seen).
    // Locks go order first, then both contracts by id, so two moves crossing between the same
    // two contracts queue instead of deadlocking.
    const order = await lockVisibleOrder(tx, orderScope(auth), orderId);
    if (!order) throw new AppError("missing.order");
    const from = order.contractId;
    const contracts = new Map<number, q.ContractRow>();
    for (const contractId of [...new Set([id, from ?? id])].sort((x, y) => x - y))
      contracts.set(contractId, await loadContractFor(tx, auth, contractId, "edit", caller));
    const contract = contracts.get(id);
    if (!contract || from === id) return;
    await tx
      .update(orders)
      .set({ contractId: id, customer: order.customer ?? contract.customer, updatedAt: new Date() })
      .where(eq(orders.id, orderId));
    if (from) await recomputeContract(tx, from);
    await recomputeContract(tx, id);
    await recordEdit(tx, auth, {
      entity: "order",
      entityId: orderId,
      orderId,
      contractId: id,
      action: "attach",
      changes: { contractId: { from, to: id } },
    });
  });
  return detail(db, auth, id);
}
