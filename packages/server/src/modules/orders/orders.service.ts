import type { OrderCreate, OrderItemBody, OrderItemUpdate, OrderListQuery } from "@fenestra/api";
import { nextWindowNo } from "@fenestra/core/workflows/window-no";
import type { Db } from "../../db/client.ts";
import { isUniqueViolation } from "../../db/pg-errors.ts";
import { AppError } from "../../plugins/errors.ts";
import type { FileStorage } from "../../storage/file-storage.ts";
import { assertTrialOrderRoom } from "../../tenancy/account-limits.ts";
import { loadContractFor } from "../../tenancy/contract-access.ts";
import { findVisibleOrder, type VisibleOrder } from "../../tenancy/order-access.ts";
import type { Tenant } from "../../tenancy/tenant.ts";
import { recordEdit } from "../edit-history/edit-history.queries.ts";
import { removeFiles } from "../files/files.service.ts";
import { nextAutoNumber, numberTaken } from "../numbering/auto-numbers.ts";
import { recomputeContract, recomputeOrder } from "../totals/totals.ts";
import { companySeriesNames } from "./item-series.ts";
import { priceItem } from "./order-pricing.ts";
import { presentItem, presentOrder } from "./orders.present.ts";
import * as q from "./orders.queries.ts";

export async function list(db: Db, tenant: Tenant, query: OrderListQuery) {
  const { items, total } = await q.listOrders(db, tenant, query);
  return { items: items.map(presentOrder), total };
}

export async function create(db: Db, tenant: Tenant, now: Date, body: OrderCreate) {
  if (body.orderNo && (await numberTaken(db, tenant, "order", body.orderNo))) {
    throw new AppError("conflict.order_no_exists");
  }
  for (let attempt = 0; attempt < 5; attempt += 1) {
    try {
      return await db.transaction(async (tx) => {
        // SPEC §9: a trial company has 10 orders (its row is locked while counting).
        await assertTrialOrderRoom(tx, tenant);
        // A new order joins its contract only if the caller may see and change that contract.
        const contract = body.contractId
          ? await loadContractFor(tx, tenant, body.contractId, "edit")
          : undefined;
        const row = await q.insertOrder(tx, tenant, {
          contractId: body.contractId ?? null,
          orderNo: body.orderNo || (await nextAutoNumber(tx, tenant, "order", now)),
          status: body.kind,
          customer: body.customer ?? contract?.customer ?? null,
          salespersonId: tenant.userId,
          // the app's clock, as its number: the order's created day is the day its number carries
          createdAt: now,
        });
        if (!row) throw new AppError("other.save_failed");
        await recordEdit(tx, tenant, {
          entity: "order",
          entityId: row.id,
          orderId: row.id,
          contractId: row.contractId,
          action: "create",
          changes: { orderNo: row.orderNo, kind: row.status },
        });
        return presentOrder({ order: row, itemCount: 0 });
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      if (body.orderNo) throw new AppError("conflict.order_no_exists");
    }
  }
  throw new AppError("other.save_failed");
}

export async function mustFindOrder(db: Db, tenant: Tenant, id: number) {
  const row = await findVisibleOrder(db, tenant, id);
  if (!row) throw new AppError("missing.order");
  return row;
}

export async function detail(db: Db, tenant: Tenant, id: number) {
  const row = await mustFindOrder(db, tenant, id);
  const [items, names] = await Promise.all([q.listItems(db, row.order), companySeriesNames(db, tenant)]);
  return { ...presentOrder(row), items: items.map((i) => presentItem(i, names)) };
}

/** Runs a change to an order's items in one transaction with its contract locked. */
export async function changeItems<T>(
  db: Db,
  tenant: Tenant,
  orderId: number,
  change: (tx: Db, order: VisibleOrder) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const { order } = await mustFindOrder(tx, tenant, orderId);
    // An order's items change only as its contract allows (seen by the caller, editable by it).
    const contract = order.contractId
      ? await loadContractFor(tx, tenant, order.contractId, "edit")
      : undefined;
    const result = await change(tx, order);
    await recomputeOrder(tx, order);
    if (contract) await recomputeContract(tx, contract);
    return result;
  });
}

async function itemValues(tx: Db, tenant: Tenant, body: OrderItemBody) {
  const { area, price, amount, seriesId } = await priceItem(tx, tenant, body);
  return {
    design: body.design,
    origin: body.origin,
    windowNo: body.windowNo,
    count: body.count,
    installPosition: body.installPosition,
    note: body.note,
    seriesId,
    color: body.color,
    glass: body.glass,
    screen: body.screen,
    profileType: body.profileType,
    hardwareBrand: body.hardwareBrand,
    reinforcement: body.reinforcement,
    wallThickness: body.wallThickness,
    width: body.width,
    height: body.height,
    area,
    minArea: body.minArea,
    price,
    amount,
    weights: body.weights ?? null,
  };
}

/** Records an edit of one of the order's windows in the history, under the order and its contract. */
export function recordItemEdit(
  tx: Db,
  tenant: Tenant,
  order: VisibleOrder,
  itemId: number,
  action: "create" | "duplicate" | "update" | "delete",
  changes: Record<string, unknown>,
) {
  return recordEdit(tx, tenant, {
    entity: "order_item",
    entityId: itemId,
    orderId: order.id,
    contractId: order.contractId,
    action,
    changes,
  });
}

/** The fields a person reads in the history (the design itself is too large to copy). */
function summary(item: Awaited<ReturnType<typeof itemValues>>) {
  const { design: _design, ...rest } = item;
  return rest;
}

export async function addItem(db: Db, tenant: Tenant, orderId: number, body: OrderItemBody) {
  return changeItems(db, tenant, orderId, async (tx, order) => {
    const values = await itemValues(tx, tenant, body);
    const row = await q.insertItem(tx, order, values);
    if (!row) throw new AppError("other.save_failed");
    await recordItemEdit(tx, tenant, order, row.id, "create", summary(values));
    return presentItem(row);
  });
}

/** A copy of one window with its drawing, fields and price, numbered after the order's windows. */
export async function duplicateItem(db: Db, tenant: Tenant, orderId: number, itemId: number) {
  return changeItems(db, tenant, orderId, async (tx, order) => {
    const source = await q.findItem(tx, order, itemId);
    if (!source) throw new AppError("missing.order_item");
    const { id: _id, createdAt: _c, updatedAt: _u, version: _v, pictureFile: _p, ...copy } = source;
    const taken = (await q.listItems(tx, order)).map((i) => i.windowNo);
    // the copy has no picture of its own until one is saved for it (the file is the original's)
    const row = await q.insertItem(tx, order, { ...copy, windowNo: nextWindowNo(taken) });
    if (!row) throw new AppError("other.save_failed");
    await recordItemEdit(tx, tenant, order, row.id, "duplicate", {
      windowNo: row.windowNo,
      from: itemId,
      amount: row.amount,
    });
    return presentItem(row);
  });
}

/** Window `itemId` of order `orderId`, read through the order's visibility rule. */
export async function mustFindItem(db: Db, tenant: Tenant, orderId: number, itemId: number) {
  const { order } = await mustFindOrder(db, tenant, orderId);
  const row = await q.findItem(db, order, itemId);
  if (!row) throw new AppError("missing.order_item");
  return row;
}

export async function getItem(db: Db, tenant: Tenant, orderId: number, itemId: number) {
  return presentItem(await mustFindItem(db, tenant, orderId, itemId));
}

export async function updateItem(
  db: Db,
  tenant: Tenant,
  orderId: number,
  itemId: number,
  body: OrderItemUpdate,
) {
  return changeItems(db, tenant, orderId, async (tx, order) => {
    const before = await q.findItem(tx, order, itemId);
    if (!before) throw new AppError("missing.order_item");
    const values = await itemValues(tx, tenant, body);
    const row = await q.updateItem(tx, order, itemId, body, values);
    const previous: Record<string, unknown> = before;
    const changed = Object.fromEntries(
      Object.entries(summary(values))
        .filter(([key, value]) => JSON.stringify(previous[key]) !== JSON.stringify(value))
        .map(([key, value]) => [key, { from: previous[key], to: value }]),
    );
    const designChanged = JSON.stringify(before.design) !== JSON.stringify(values.design);
    await recordItemEdit(
      tx,
      tenant,
      order,
      itemId,
      "update",
      designChanged ? { ...changed, design: "changed" } : changed,
    );
    return presentItem(row);
  });
}

/** Deletes the window, and its picture from the file storage once the deletion is written. */
export async function removeItem(
  deps: { db: Db; storage: FileStorage },
  tenant: Tenant,
  orderId: number,
  itemId: number,
) {
  const picture = await changeItems(deps.db, tenant, orderId, async (tx, order) => {
    const before = await q.findItem(tx, order, itemId);
    const deleted = before && (await q.deleteItem(tx, order, itemId));
    if (!before || !deleted) throw new AppError("missing.order_item");
    await recordItemEdit(tx, tenant, order, itemId, "delete", {
      windowNo: before.windowNo,
      count: before.count,
      amount: before.amount,
    });
    return deleted.pictureFile;
  });
  if (picture) await removeFiles(deps, [picture]);
}

/** An intention order becomes formal once the user confirms (the web app asks first). */
export async function convertToFormal(db: Db, tenant: Tenant, orderId: number) {
  return changeItems(db, tenant, orderId, async (tx, order) => {
    if (order.status === "formal") return;
    await q.updateOrder(tx, order, { status: "formal" });
    await recordEdit(tx, tenant, {
      entity: "order",
      entityId: orderId,
      orderId,
      contractId: order.contractId,
      action: "convert_formal",
      changes: { kind: { from: order.status, to: "formal" } },
    });
  }).then(() => detail(db, tenant, orderId));
}
