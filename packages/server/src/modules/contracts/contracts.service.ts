import type { ContractCreate, ContractListQuery, ContractUpdate } from "@fenestra/api";
import { hasPermission } from "@fenestra/core";
import { contractBreakdown } from "@fenestra/core/pricing/contract-price";
import { formatYuan } from "@fenestra/core/pricing/money-text";
import { remainingBalance, shouldPromptSettle } from "@fenestra/core/workflows/collections";
import { confirmRefusal, contractActor, submitsToFactory } from "@fenestra/core/workflows/contract-access";
import { availableEvents, type ContractState, transition } from "@fenestra/core/workflows/contract-machine";
import { wholePercent } from "@fenestra/core/workshop/index";
import type { Db } from "../../db/client.ts";
import { isUniqueViolation } from "../../db/pg-errors.ts";
import { assertCurrentVersion } from "../../db/versioned-update.ts";
import { AppError, FieldError } from "../../plugins/errors.ts";
import { contractFacts, loadContractFor, type VisibleContract } from "../../tenancy/contract-access.ts";
import { lockVisibleOrder, type VisibleOrder } from "../../tenancy/order-access.ts";
import { sunroomOfContract } from "../../tenancy/sunroom-access.ts";
import type { Tenant } from "../../tenancy/tenant.ts";
import { addContractCustomer, applyCustomerEffects, contractPartyOf } from "../crm/contract-customer.ts";
import { recordEdit } from "../edit-history/edit-history.queries.ts";
import { nextAutoNumber, numberTaken } from "../numbering/auto-numbers.ts";
import { companySeriesNames } from "../orders/item-series.ts";
import { presentItemSummary, presentOrder } from "../orders/orders.present.ts";
import { itemsOfOrders, updateOrder } from "../orders/orders.queries.ts";
import { createProductionUnits, unpackedUnitCount } from "../production/production-units.ts";
import { contractUnitStats } from "../production/unit-stats.queries.ts";
import { contractPriceParts, recomputeContract } from "../totals/totals.ts";
import { checkQuote } from "./contract-quote.ts";
import { presentCollection, presentContract, presentQuoteItem } from "./contracts.present.ts";
import * as q from "./contracts.queries.ts";
import { assertFactoryLinked } from "./factory-links.queries.ts";

export async function list(db: Db, tenant: Tenant, query: ContractListQuery) {
  const { items, total } = await q.listContracts(db, tenant, query);
  return { items: items.map(presentContract), total };
}

export async function create(db: Db, tenant: Tenant, now: Date, body: ContractCreate) {
  const factoryCompanyId = body.factoryCompanyId ?? null;
  if (factoryCompanyId !== null && !submitsToFactory(tenant.companyRole))
    throw new AppError("contract.only_dealers_link");
  if (factoryCompanyId !== null) await assertFactoryLinked(db, tenant, factoryCompanyId);
  if (body.contractNo && (await numberTaken(db, tenant, "contract", body.contractNo)))
    throw new AppError("conflict.contract_no_exists");
  for (let attempt = 0; attempt < 5; attempt += 1) {
    try {
      return await db.transaction(async (tx) => {
        // A contract made for a customer record takes its name, phone and address; one whose typed
        // customer the user adds to the CRM takes them from the record made.
        const party = body.customerId
          ? await contractPartyOf(tx, tenant, body.customerId)
          : body.addCustomer
            ? await addContractCustomer(tx, tenant, body)
            : null;
        const row = await q.insertContract(tx, tenant, {
          contractNo: body.contractNo || (await nextAutoNumber(tx, tenant, "contract", now)),
          customer: party?.customer ?? body.customer ?? null,
          phone: party?.phone ?? body.phone ?? null,
          address: party?.address ?? body.address ?? null,
          customerId: party?.customerId ?? null,
          type: body.type,
          orderDate: body.orderDate ?? now.toISOString().slice(0, 10),
          salespersonId: tenant.userId,
          factoryCompanyId,
          // the app's clock, as its number and order date: a month's figures count it where it was made
          createdAt: now,
        });
        if (!row) throw new AppError("other.save_failed");
        await recordEdit(tx, tenant, {
          entity: "contract",
          entityId: row.id,
          contractId: row.id,
          action: "create",
          changes: { contractNo: row.contractNo, customer: row.customer },
        });
        if (body.orderId === undefined) return presentContract(row);
        // the order goes in as attachOrder puts one in (its customer, the contract's amount, history)
        const order = await orderForNewContract(tx, tenant, body.orderId);
        const contract = await loadContractFor(tx, tenant, row.id, "edit");
        await putOrderInto(tx, tenant, order, contract);
        return presentContract(await loadContractFor(tx, tenant, row.id, "read"));
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      if (body.contractNo) throw new AppError("conflict.contract_no_exists");
    }
  }
  throw new AppError("other.save_failed");
}

export async function detail(db: Db, tenant: Tenant, id: number) {
  const row = await loadContractFor(db, tenant, id, "read");
  const actor = contractActor(contractFacts(row), tenant);
  const isOwner = actor.sides.includes("owner");
  const [orderRows, quoteRows, collectionRows, parts, unitStats] = await Promise.all([
    q.contractOrders(db, row),
    q.contractQuoteItems(db, row),
    q.contractCollections(db, row),
    contractPriceParts(db, row),
    // the time only counts overdue units, which the contract page does not show
    contractUnitStats(db, [row.id], new Date()),
  ]);
  const units = unitStats.get(row.id);
  const [items, names, sunroom] = await Promise.all([
    itemsOfOrders(db, orderRows),
    companySeriesNames(db, row),
    sunroomOfContract(db, tenant, row.id),
  ]);
  const price = contractBreakdown(parts.baseFen, parts.lines, row.discountPercent, row.markupPercent);
  const showAgency = hasPermission(tenant.permanents, "show_agency_money");
  const collected = collectionRows.reduce((sum, c) => sum + c.amount, 0);
  return {
    ...presentContract(row),
    sides: [...actor.sides],
    events: availableEvents(row.status as ContractState, actor),
    baseAmount: parts.baseFen,
    agencyAmount: showAgency ? price.agencyFen : null,
    priceSteps: {
      extras: price.extrasFen,
      subtotal: price.subtotalFen,
      discount: price.discountFen,
      markup: showAgency ? price.markupFen : null,
    },
    collected,
    balance: remainingBalance(row.amount, collected),
    settlePrompt: isOwner && shouldPromptSettle(row.amount, collected, row.status as ContractState),
    production: {
      units: units?.units ?? 0,
      percent: wholePercent(units?.linksDone ?? 0, units?.linksTotal ?? 0),
    },
    orders: orderRows.map((o) => ({
      ...presentOrder(o),
      items: items.filter((i) => i.orderId === o.order.id).map((i) => presentItemSummary(i, names)),
    })),
    quoteItems: quoteRows.map(presentQuoteItem),
    // Collections are the seller's money from its customer; a receiving factory doesn't see them.
    collections: isOwner ? collectionRows.map(presentCollection) : [],
    sunroom: sunroom ?? null,
  };
}

/**
 * Runs an edit of a contract (fields, quote items, orders) in one transaction with the
 * contract locked, after core's edit rules; recomputes its amount afterwards.
 */
export async function editContract<T>(
  db: Db,
  tenant: Tenant,
  id: number,
  change: (tx: Db, contract: VisibleContract) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const contract = await loadContractFor(tx, tenant, id, "edit");
    const result = await change(tx, contract);
    await recomputeContract(tx, contract);
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
  "customerId",
] as const;

export async function update(db: Db, tenant: Tenant, id: number, body: ContractUpdate) {
  await editContract(db, tenant, id, async (tx, before) => {
    checkQuote(tenant, before, body);
    if (body.factoryCompanyId) {
      if (!submitsToFactory(tenant.companyRole)) throw new AppError("contract.only_dealers_link");
      await assertFactoryLinked(tx, tenant, body.factoryCompanyId);
    }
    // Linking a customer record fills the contract's name, phone and address from it; adding the
    // typed customer to the CRM links the record made.
    if (body.customerId) Object.assign(body, await contractPartyOf(tx, tenant, body.customerId));
    else if (body.addCustomer && before.customerId === null)
      Object.assign(
        body,
        await addContractCustomer(
          tx,
          tenant,
          {
            customer: body.customer ?? before.customer,
            phone: body.phone ?? before.phone,
            address: body.address ?? before.address,
          },
          before.status as ContractState,
        ),
      );
    if (body.contractNo && body.contractNo !== before.contractNo) {
      if (await numberTaken(tx, tenant, "contract", body.contractNo))
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
    if (Object.keys(values).length === 0) return assertCurrentVersion(before.version, body);
    await q.saveContract(tx, before, body, values);
    await recordEdit(tx, tenant, {
      entity: "contract",
      entityId: id,
      contractId: id,
      action: "update",
      changes,
    });
  });
  return detail(db, tenant, id);
}

export async function fireTransition(
  db: Db,
  tenant: Tenant,
  now: Date,
  id: number,
  input: { event: Parameters<typeof transition>[1]["event"]; reason?: string },
) {
  await applyTransition(db, tenant, id, input, now);
  return detail(db, tenant, id);
}

/**
 * One transition of core's machine in its own transaction, with its effects and its history
 * entry; the contract view (here) and the workshop view answer it their own way.
 */
export async function applyTransition(
  db: Db,
  tenant: Tenant,
  id: number,
  input: { event: Parameters<typeof transition>[1]["event"]; reason?: string },
  now: Date,
) {
  await db.transaction(async (tx) => {
    const contract = await loadContractFor(tx, tenant, id, "lock");
    const actor = contractActor(contractFacts(contract), tenant);
    const balanceFen = remainingBalance(contract.amount, await q.collectedAmount(tx, contract));
    const unpackedUnits = input.event === "deliver" ? await unpackedUnitCount(tx, contract) : 0;
    const result = transition(contract.status as ContractState, input, actor, { balanceFen, unpackedUnits });
    if (!result.ok)
      throw new AppError(result.refusal, undefined, {
        balance: formatYuan(balanceFen),
        unpacked: String(unpackedUnits),
      });
    // A dealer's contract is signed by submitting it to its factory.
    if (input.event === "sign" && tenant.companyRole === "dealer" && contract.factoryCompanyId === null)
      throw new AppError("contract.factory_required");
    await q.updateContract(tx, contract, { status: result.state });
    await recordEdit(tx, tenant, {
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
      if (effect === "formalize_intent_orders") await formalizeIntentOrders(tx, tenant, contract);
      if (effect === "create_production_units") await createProductionUnits(tx, tenant, contract, now);
    }
    await applyCustomerEffects(tx, contract, input.event, result.state, now);
  });
}

/** Signing: every intention order of the contract becomes formal (SPEC §4), each one recorded. */
async function formalizeIntentOrders(tx: Db, tenant: Tenant, contract: VisibleContract) {
  const contractId = contract.id;
  for (const { id: orderId } of await q.formalizeIntentOrders(tx, contract)) {
    await recordEdit(tx, tenant, {
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
export async function setConfirmed(db: Db, tenant: Tenant, id: number, confirmed: boolean) {
  await db.transaction(async (tx) => {
    const contract = await loadContractFor(tx, tenant, id, "lock");
    const refusal = confirmRefusal(contractFacts(contract), tenant);
    if (refusal) throw new AppError(refusal);
    if (contract.confirmed === confirmed) return;
    await q.updateContract(tx, contract, { confirmed });
    await recordEdit(tx, tenant, {
      entity: "contract",
      entityId: id,
      contractId: id,
      action: confirmed ? "confirm" : "cancel_confirm",
      changes: { confirmed: { from: contract.confirmed, to: confirmed } },
    });
  });
  return detail(db, tenant, id);
}

/**
 * The order a new contract is made with: one the caller sees (its visibility rule), locked, and
 * in no contract yet (moving an order between contracts is attachOrder's, with both contracts'
 * edit rules).
 */
async function orderForNewContract(tx: Db, tenant: Tenant, orderId: number) {
  const order = await lockVisibleOrder(tx, tenant, orderId);
  if (!order) throw new AppError("missing.order");
  if (order.contractId !== null) throw new FieldError("orderId", "contract.order_in_contract");
  return order;
}

/** Moves `order` into `contract` (already checked and locked), recomputes both contracts' amounts and records it. */
async function putOrderInto(
  tx: Db,
  tenant: Tenant,
  order: VisibleOrder,
  contract: VisibleContract,
  left?: VisibleContract,
) {
  const from = order.contractId;
  await updateOrder(tx, order, { contractId: contract.id, customer: order.customer ?? contract.customer });
  if (left) await recomputeContract(tx, left);
  await recomputeContract(tx, contract);
  await recordEdit(tx, tenant, {
    entity: "order",
    entityId: order.id,
    orderId: order.id,
    contractId: contract.id,
    action: "attach",
    changes: { contractId: { from, to: contract.id } },
  });
}

/** Puts one of the caller's orders into the contract (its amount joins the base price). */
export async function attachOrder(db: Db, tenant: Tenant, id: number, orderId: number) {
  await db.transaction(async (tx) => {
    // The order must be one the caller sees, and the contract it leaves must let it go: the
    // same visibility and edit rules as the contract it joins (settled, confirmed, not seen).
    // Locks go order first, then both contracts by id, so two moves crossing between the same
    // two contracts queue instead of deadlocking.
    const order = await lockVisibleOrder(tx, tenant, orderId);
    if (!order) throw new AppError("missing.order");
    const from = order.contractId;
    const contracts = new Map<number, VisibleContract>();
    for (const contractId of [...new Set([id, from ?? id])].sort((x, y) => x - y))
      contracts.set(contractId, await loadContractFor(tx, tenant, contractId, "edit"));
    const contract = contracts.get(id);
    const left = from === null ? undefined : contracts.get(from);
    if (!contract || from === id) return;
    await putOrderInto(tx, tenant, order, contract, left);
  });
  return detail(db, tenant, id);
}
