import type { OrderCreate, OrderItemBody, OrderListQuery } from "@fenestra/api";
import { nextWindowNo } from "@fenestra/core/workflows/window-no";
import type { Db } from "../../db/client.ts";
import { isUniqueViolation } from "../../db/pg-errors.ts";
import type { AuthContext } from "../../plugins/context.ts";
import { AppError } from "../../plugins/errors.ts";
import { nextAutoNumber } from "../contracts/auto-numbers.ts";
import { callerOf } from "../contracts/contract-caller.ts";
import { loadContractFor } from "../contracts/contract-guard.ts";
import { recomputeContract, recomputeOrder } from "../contracts/contract-totals.ts";
import { recordEdit } from "../edit-history/edit-history.queries.ts";
import { companySeriesNames } from "./item-series.ts";
import { orderScope } from "./order-access.ts";
import { priceItem } from "./order-pricing.ts";
import { presentItem, presentOrder } from "./orders.present.ts";
import * as q from "./orders.queries.ts";

export async function list(db: Db, auth: AuthContext, query: OrderListQuery) {
  const { items, total } = await q.listOrders(db, orderScope(auth), query);
  return { items: items.map(presentOrder), total };
}

export async function create(db: Db, auth: AuthContext, now: Date, body: OrderCreate) {
  const caller = await callerOf(db, auth);
  if (body.orderNo && (await q.orderNoTaken(db, auth.companyId, body.orderNo))) {
    throw new AppError("conflict.order_no_exists");
  }
  for (let attempt = 0; attempt < 5; attempt += 1) {
    try {
      return await db.transaction(async (tx) => {
        // A new order joins its contract only if the caller may see and change that contract.
        const contract = body.contractId
          ? await loadContractFor(tx, auth, body.contractId, "edit", caller)
          : undefined;
        const row = await q.insertOrder(tx, {
          companyId: auth.companyId,
          contractId: body.contractId ?? null,
          orderNo: body.orderNo || (await nextAutoNumber(tx, "order", auth.companyId, now)),
          status: body.kind,
          customer: body.customer ?? contract?.customer ?? null,
          salespersonId: auth.userId,
        });
        if (!row) throw new AppError("other.save_failed");
        await recordEdit(tx, auth, {
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

async function mustFindOrder(db: Db, auth: AuthContext, id: number) {
  const row = await q.findOrder(db, orderScope(auth), id);
  if (!row) throw new AppError("missing.order");
  return row;
}

export async function detail(db: Db, auth: AuthContext, id: number) {
  const row = await mustFindOrder(db, auth, id);
  const [items, names] = await Promise.all([
    q.listItems(db, auth.companyId, id),
    companySeriesNames(db, row.order.companyId),
  ]);
  return { ...presentOrder(row), items: items.map((i) => presentItem(i, names)) };
}

/** Runs a change to an order's items in one transaction with its contract locked. */
async function changeItems<T>(
  db: Db,
  auth: AuthContext,
  orderId: number,
  change: (tx: Db, order: q.OrderRow) => Promise<T>,
): Promise<T> {
  const caller = await callerOf(db, auth);
  return db.transaction(async (tx) => {
    const { order } = await mustFindOrder(tx, auth, orderId);
    // An order's items change only as its contract allows (seen by the caller, editable by it).
    if (order.contractId) await loadContractFor(tx, auth, order.contractId, "edit", caller);
    const result = await change(tx, order);
    await recomputeOrder(tx, auth.companyId, orderId);
    if (order.contractId) await recomputeContract(tx, order.contractId);
    return result;
  });
}

async function itemValues(tx: Db, companyId: number, body: OrderItemBody) {
  const { area, price, amount, seriesId } = await priceItem(tx, companyId, body);
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

/** The fields a person reads in the history (the design itself is too large to copy). */
function summary(item: Awaited<ReturnType<typeof itemValues>>) {
  const { design: _design, ...rest } = item;
  return rest;
}

export async function addItem(db: Db, auth: AuthContext, orderId: number, body: OrderItemBody) {
  return changeItems(db, auth, orderId, async (tx, order) => {
    const values = await itemValues(tx, auth.companyId, body);
    const row = await q.insertItem(tx, { ...values, companyId: auth.companyId, orderId });
    if (!row) throw new AppError("other.save_failed");
    await recordEdit(tx, auth, {
      entity: "order_item",
      entityId: row.id,
      orderId,
      contractId: order.contractId,
      action: "create",
      changes: summary(values),
    });
    return presentItem(row);
  });
}

/** A copy of one window with its drawing, fields and price, numbered after the order's windows. */
export async function duplicateItem(db: Db, auth: AuthContext, orderId: number, itemId: number) {
  return changeItems(db, auth, orderId, async (tx, order) => {
    const source = await q.findItem(tx, auth.companyId, orderId, itemId);
    if (!source) throw new AppError("missing.order_item");
    const { id: _id, createdAt: _c, updatedAt: _u, ...copy } = source;
    const taken = (await q.listItems(tx, auth.companyId, orderId)).map((i) => i.windowNo);
    const row = await q.insertItem(tx, { ...copy, windowNo: nextWindowNo(taken) });
    if (!row) throw new AppError("other.save_failed");
    await recordEdit(tx, auth, {
      entity: "order_item",
      entityId: row.id,
      orderId,
      contractId: order.contractId,
      action: "duplicate",
      changes: { windowNo: row.windowNo, from: itemId, amount: row.amount },
    });
    return presentItem(row);
  });
}

export async function getItem(db: Db, auth: AuthContext, orderId: number, itemId: number) {
  await mustFindOrder(db, auth, orderId);
  const row = await q.findItem(db, auth.companyId, orderId, itemId);
  if (!row) throw new AppError("missing.order_item");
  return presentItem(row);
}

export async function updateItem(
  db: Db,
  auth: AuthContext,
  orderId: number,
  itemId: number,
  body: OrderItemBody,
) {
  return changeItems(db, auth, orderId, async (tx, order) => {
    const before = await q.findItem(tx, auth.companyId, orderId, itemId);
    if (!before) throw new AppError("missing.order_item");
    const values = await itemValues(tx, auth.companyId, body);
    const row = await q.updateItem(tx, auth.companyId, itemId, values);
    if (!row) throw new AppError("missing.order_item");
    const previous: Record<string, unknown> = before;
    const changed = Object.fromEntries(
      Object.entries(summary(values))
        .filter(([key, value]) => JSON.stringify(previous[key]) !== JSON.stringify(value))
        .map(([key, value]) => [key, { from: previous[key], to: value }]),
    );
    const designChanged = JSON.stringify(before.design) !== JSON.stringify(values.design);
    await recordEdit(tx, auth, {
      entity: "order_item",
      entityId: itemId,
      orderId,
      contractId: order.contractId,
      action: "update",
      changes: designChanged ? { ...changed, design: "changed" } : changed,
    });
    return presentItem(row);
  });
}

export async function removeItem(db: Db, auth: AuthContext, orderId: number, itemId: number) {
  await changeItems(db, auth, orderId, async (tx, order) => {
    const before = await q.findItem(tx, auth.companyId, orderId, itemId);
    if (!before || !(await q.deleteItem(tx, auth.companyId, itemId)))
      throw new AppError("missing.order_item");
    await recordEdit(tx, auth, {
      entity: "order_item",
      entityId: itemId,
      orderId,
      contractId: order.contractId,
      action: "delete",
      changes: { windowNo: before.windowNo, count: before.count, amount: before.amount },
    });
  });
}

/** An intention order becomes formal once the user confirms (the web app asks first). */
export async function convertToFormal(db: Db, auth: AuthContext, orderId: number) {
  return changeItems(db, auth, orderId, async (tx, order) => {
    if (order.status === "formal") return;
    await q.updateOrder(tx, auth.companyId, orderId, { status: "formal" });
    await recordEdit(tx, auth, {
      entity: "order",
      entityId: orderId,
      orderId,
      contractId: order.contractId,
      action: "convert_formal",
      changes: { kind: { from: order.status, to: "formal" } },
    });
  }).then(() => detail(db, auth, orderId));
}
