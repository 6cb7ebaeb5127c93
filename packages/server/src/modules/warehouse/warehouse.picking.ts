// Picking for a contract in production, material preparation for several, and purchase orders.
// A contract's needs are the stock bars and leftovers of its orders' confirmed cutting plans
// (confirmed_cuts, written when a plan is confirmed) and the glass and hardware lines of its
// orders' BOMs; what it has picked is the sum of its pick-out and return-in ledger lines.
import type { PickBody } from "@fenestra/api";
import { type ItemKey, itemKey, pickingStatus, shortageOf } from "@fenestra/core/warehouse/index";
import { and, desc, eq, ilike, inArray, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { intArray } from "../../db/int-array.ts";
import { confirmedCuts, contracts, orders, purchaseOrders } from "../../db/schema/index.ts";
import { whenAny } from "../../db/when-any.ts";
import { AppError, FieldError } from "../../plugins/errors.ts";
import { onePage } from "../../shared/paging.ts";
import { loadContractFor, type VisibleContract, visibleContracts } from "../../tenancy/contract-access.ts";
import type { Tenant } from "../../tenancy/tenant.ts";
import { orderBom } from "../bom/bom.service.ts";
import { contractOrders } from "../contracts/contracts.queries.ts";
import { escapeLike } from "../orders/orders.queries.ts";
import * as q from "./warehouse.queries.ts";
import { checkLines, firstOfRequest, onceByRequest, writeOperation } from "./warehouse.service.ts";

type Category = "profile" | "glass" | "hardware" | "accessory";
type Need = {
  materialId: number | null;
  category: Category;
  code: string;
  name: string;
  color: string;
  length: number;
  needed: number;
};

/** The contract's orders and the bars their confirmed cutting plans cut from (none: not planned). */
async function plannedCuts(db: Db, tenant: Tenant, contract: VisibleContract) {
  const orderIds = (await contractOrders(db, contract)).map((o) => o.order.id);
  const cuts = await whenAny(orderIds, () =>
    db
      .select()
      .from(confirmedCuts)
      .where(
        and(
          eq(confirmedCuts.companyId, tenant.companyId),
          sql`${confirmedCuts.orderIds} && ${intArray(orderIds)}`,
        ),
      ),
  );
  return { orderIds, cuts };
}

/**
 * Per stocked item, the bars the contract's plan sends back to the stock (offcuts longer than the
 * leftover maximum): a return-in may bring them in although no bar of that length was picked.
 */
async function backToStockOf(db: Db, tenant: Tenant, contract: VisibleContract) {
  const { cuts } = await plannedCuts(db, tenant, contract);
  const back = cuts.filter((c) => c.backToStock > 0);
  const out = new Map<string, number>();
  if (back.length === 0) return out;
  const materials = await q.findMaterialsByCodes(
    db,
    tenant,
    back.map((c) => c.code),
  );
  for (const c of back) {
    const m = materials.find((x) => x.code === c.code && x.category === "profile");
    if (!m) continue;
    const k = itemKey({ materialId: m.id, color: c.color, length: c.backToStock });
    out.set(k, (out.get(k) ?? 0) + c.count);
  }
  return out;
}

async function needsOf(db: Db, tenant: Tenant, contract: VisibleContract, now: Date) {
  const { orderIds, cuts } = await plannedCuts(db, tenant, contract);
  if (cuts.length === 0) throw new AppError("warehouse.optimize_first");
  type Bars = Map<string, { code: string; color: string; length: number; count: number }>;
  const add = (into: Bars, code: string, color: string, length: number, count: number) => {
    const k = JSON.stringify([code, color, length]);
    const b = into.get(k) ?? { code, color, length, count: 0 };
    b.count += count;
    into.set(k, b);
  };
  const bars: Bars = new Map();
  const backToStock: Bars = new Map();
  const leftoverIds: number[] = [];
  for (const c of cuts) {
    if (c.backToStock > 0) add(backToStock, c.code, c.color, c.backToStock, c.count);
    if (c.surplusId !== null) {
      leftoverIds.push(c.surplusId);
      continue;
    }
    add(bars, c.code, c.color, c.length, c.count);
  }
  const glass = new Map<string, number>();
  const addons = new Map<string, { code: string; color: string; count: number }>();
  for (const id of orderIds) {
    const { bom } = await orderBom(db, tenant, id, now, false).catch(() => ({ bom: null }));
    if (!bom) continue;
    for (const g of bom.glass) glass.set(g.spec, (glass.get(g.spec) ?? 0) + g.count);
    for (const a of bom.addons) {
      const k = JSON.stringify([a.code, a.colour]);
      const v = addons.get(k) ?? { code: a.code, color: a.colour, count: 0 };
      v.count += a.count;
      addons.set(k, v);
    }
  }
  const materials = await q.findMaterialsByCodes(db, tenant, [
    ...[...bars.values(), ...backToStock.values()].map((b) => b.code),
    ...glass.keys(),
    ...[...addons.values()].map((a) => a.code),
  ]);
  const find = (code: string, categories: Category[]) =>
    materials.find((m) => m.code === code && categories.includes(m.category as Category));
  const colorIn = (m: q.MaterialRow | undefined, color: string) => (m && m.colors.length === 0 ? "" : color);
  const needs: Need[] = [];
  for (const b of bars.values()) {
    const m = find(b.code, ["profile"]);
    needs.push({
      materialId: m?.id ?? null,
      category: "profile",
      code: b.code,
      name: m?.name ?? "",
      color: b.color,
      length: b.length,
      needed: b.count,
    });
  }
  for (const [spec, count] of glass) {
    const m = find(spec, ["glass"]);
    needs.push({
      materialId: m?.id ?? null,
      category: "glass",
      code: spec,
      name: m?.name ?? "",
      color: "",
      length: 0,
      needed: count,
    });
  }
  for (const a of addons.values()) {
    const m = find(a.code, ["hardware", "accessory"]);
    needs.push({
      materialId: m?.id ?? null,
      category: (m?.category as Category | undefined) ?? "hardware",
      code: a.code,
      name: m?.name ?? "",
      color: colorIn(m, a.color),
      length: 0,
      needed: Math.ceil(a.count),
    });
  }
  const returns = [...backToStock.values()].map((b) => {
    const m = find(b.code, ["profile"]);
    return { materialId: m?.id ?? null, name: m?.name ?? "", ...b };
  });
  const leftovers = leftoverIds.length === 0 ? [] : await q.findSurplusByIds(db, tenant, leftoverIds);
  return { needs, leftovers, returns };
}

const keyOf = (n: Need): string | null =>
  n.materialId === null ? null : itemKey({ materialId: n.materialId, color: n.color, length: n.length });

const STAGE_STATES = {
  picking: ["production", "finished"],
  preparation: ["agreement", "review", "deposit", "production"],
} as const;

/** Contracts to pick (or prepare material) for, each with whether it has a confirmed plan. */
export async function pickContracts(
  db: Db,
  tenant: Tenant,
  query: { q?: string | undefined; stage: keyof typeof STAGE_STATES },
) {
  const text = query.q?.trim();
  const like = text ? `%${escapeLike(text)}%` : null;
  const rows = await db
    .select({
      id: contracts.id,
      contractNo: contracts.contractNo,
      customer: contracts.customer,
      status: contracts.status,
    })
    .from(contracts)
    .where(
      and(
        visibleContracts(tenant),
        inArray(contracts.status, [...STAGE_STATES[query.stage]]),
        like ? or(ilike(contracts.contractNo, like), ilike(contracts.customer, like)) : undefined,
      ),
    )
    .orderBy(desc(contracts.id))
    .limit(50);
  const ids = rows.map((r) => r.id);
  const planned = await whenAny(ids, () =>
    db
      .selectDistinct({ contractId: orders.contractId })
      .from(orders)
      .where(
        and(
          inArray(orders.contractId, ids),
          sql`exists (select 1 from ${confirmedCuts} where ${confirmedCuts.companyId} = ${tenant.companyId} and ${orders.id} = any(${confirmedCuts.orderIds}))`,
        ),
      ),
  );
  const withPlan = new Set(planned.map((p) => p.contractId));
  return {
    items: rows.map((r) => ({
      contractId: r.id,
      contractNo: r.contractNo ?? "",
      customer: r.customer ?? "",
      status: r.status,
      hasPlan: withPlan.has(r.id),
    })),
  };
}

export async function pickList(db: Db, tenant: Tenant, contractId: number, now: Date) {
  const contract = await loadContractFor(db, tenant, contractId, "read");
  const { needs, leftovers, returns } = await needsOf(db, tenant, contract, now);
  const picked = await q.pickedForContract(db, tenant, contract.id);
  const stock = await q.balancesOfItems(
    db,
    tenant,
    needs.flatMap((n) => (n.materialId === null ? [] : [n.materialId])),
  );
  const items = needs.map((n) => {
    const k = keyOf(n);
    return {
      ...n,
      picked: k ? Math.max(0, picked.get(k) ?? 0) : 0,
      inStock: k ? (stock.get(k)?.quantity ?? 0) : 0,
    };
  });
  const needed = items.reduce((s, i) => s + i.needed, 0) + leftovers.length;
  const done =
    items.reduce((s, i) => s + Math.min(i.picked, i.needed), 0) + leftovers.filter((l) => l.pickedAt).length;
  return {
    contractId: contract.id,
    contractNo: contract.contractNo ?? "",
    status: pickingStatus(needed, done),
    items,
    leftovers: leftovers.map((l) => ({
      surplusId: l.id,
      code: l.code,
      color: l.color,
      length: l.length,
      position: l.position,
      picked: l.pickedAt !== null,
    })),
    // What came back at a length is what the contract's pick-outs and return-ins there net below 0.
    backToStock: returns.map((r) => {
      const k =
        r.materialId === null
          ? null
          : itemKey({ materialId: r.materialId, color: r.color, length: r.length });
      return { ...r, returned: k ? Math.max(0, -(picked.get(k) ?? 0)) : 0 };
    }),
  };
}

/** Every line of the contract's pick list is picked (never while it has no confirmed plan). */
export async function pickingDone(db: Db, tenant: Tenant, contractId: number, now: Date) {
  try {
    return (await pickList(db, tenant, contractId, now)).status === "picked";
  } catch (error) {
    if (error instanceof AppError && error.key === "warehouse.optimize_first") return false;
    throw error;
  }
}

/** Pick out (4), supplementary out (5) or return in (2) for a contract in production. */
export async function pick(
  db: Db,
  tenant: Tenant,
  contractId: number,
  body: PickBody,
  now: Date,
  requestHash: string,
) {
  const request = { requestId: body.requestId, requestHash };
  return onceByRequest(db, tenant, request, async () => {
    const contract = await loadContractFor(db, tenant, contractId, "read");
    const open = body.type === 2 ? ["production", "finished"] : ["production"];
    if (!open.includes(contract.status)) throw new AppError("warehouse.contract_not_in_production");
    const { lines, costOf } = await checkLines(db, tenant, body.type, body.lines);
    return writeOperation(
      db,
      tenant,
      // leftovers are taken through pickLeftovers, which checks they are this contract's plan's;
      // a return is at most what the contract picked (writeOperation) or its plan sends back
      {
        op: { type: body.type, ...request, note: body.note, contractId: contract.id },
        lines,
        costOf,
        ...(body.type === 2 ? { backToStock: await backToStockOf(db, tenant, contract) } : {}),
      },
      now,
    );
  });
}

/** Leftovers of the contract's plan taken from the rack (marked picked once). */
export async function pickLeftovers(db: Db, tenant: Tenant, contractId: number, ids: number[], now: Date) {
  const contract = await loadContractFor(db, tenant, contractId, "read");
  if (contract.status !== "production") throw new AppError("warehouse.contract_not_in_production");
  const { leftovers } = await needsOf(db, tenant, contract, now);
  const ofPlan = new Set(leftovers.map((l) => l.id));
  for (const [i, id] of ids.entries())
    if (!ofPlan.has(id)) throw new FieldError(`surplusIds.${i}`, "warehouse.leftover_not_in_plan");
  await q.markSurplusPicked(db, tenant, ids, now);
  return pickList(db, tenant, contract.id, now);
}

/** What the chosen contracts need per item against the stock, and the shortage. */
export async function preparation(db: Db, tenant: Tenant, contractIds: number[], now: Date) {
  const total = new Map<string, Need>();
  for (const id of [...new Set(contractIds)]) {
    const contract = await loadContractFor(db, tenant, id, "read");
    const { needs } = await needsOf(db, tenant, contract, now);
    for (const n of needs) {
      const k = keyOf(n) ?? JSON.stringify([n.category, n.code, n.color, n.length]);
      const have = total.get(k);
      if (have) have.needed += n.needed;
      else total.set(k, { ...n });
    }
  }
  const needs = [...total.values()];
  const stock = await q.balancesOfItems(
    db,
    tenant,
    needs.flatMap((n) => (n.materialId === null ? [] : [n.materialId])),
  );
  return {
    items: needs.map((n) => {
      const k = keyOf(n);
      const inStock = k ? (stock.get(k)?.quantity ?? 0) : 0;
      return { ...n, picked: 0, inStock, shortage: shortageOf(n.needed, inStock) };
    }),
  };
}

// --- purchase orders ------------------------------------------------------------------------

type PoRow = typeof purchaseOrders.$inferSelect;

/**
 * Each line of the order with what the ledger says it received (receivedByPurchaseOrder): an item's
 * received count fills its line (a line per item; an older order naming an item twice fills them
 * in turn, the last taking any rest).
 */
function withReceived(lines: PoRow["lines"], received: ReadonlyMap<string, number> | undefined) {
  const left = new Map(received);
  const lastOf = new Map(lines.map((l, i) => [itemKey(l), i]));
  return lines.map((l, i) => {
    const k = itemKey(l);
    const have = Math.max(0, left.get(k) ?? 0);
    const got = lastOf.get(k) === i ? have : Math.min(l.count, have);
    left.set(k, have - got);
    return { ...l, received: got };
  });
}

function poStatus(lines: { count: number; received: number }[]) {
  const received = lines.reduce((s, l) => s + l.received, 0);
  if (received === 0) return "ordered" as const;
  return lines.every((l) => l.received >= l.count) ? ("received" as const) : ("partly_received" as const);
}

async function poOut(db: Db, tenant: Tenant, row: PoRow, received?: ReadonlyMap<string, number>) {
  const got = received ?? (await q.receivedByPurchaseOrder(db, tenant, [row.id])).get(row.id);
  const materials = await q.findMaterialsByIds(
    db,
    tenant,
    row.lines.map((l) => l.materialId),
  );
  const lines = withReceived(row.lines, got);
  return {
    id: row.id,
    supplier: row.supplier,
    expectedDate: row.expectedDate,
    note: row.note,
    status: poStatus(lines),
    createdAt: row.createdAt.toISOString(),
    lines: lines.map((l) => ({
      materialId: l.materialId,
      color: l.color,
      length: l.length,
      count: l.count,
      costFen: l.costFen,
      received: l.received,
      code: materials.get(l.materialId)?.code ?? "",
      name: materials.get(l.materialId)?.name ?? "",
    })),
  };
}

export async function purchaseOrderList(db: Db, tenant: Tenant, page: number, pageSize: number) {
  const where = eq(purchaseOrders.companyId, tenant.companyId);
  const listed = db
    .select()
    .from(purchaseOrders)
    .where(where)
    .orderBy(sql`${purchaseOrders.createdAt} desc, ${purchaseOrders.id} desc`)
    .$dynamic();
  const { items: rows, total } = await onePage(
    db,
    { rows: listed, table: purchaseOrders, where },
    { page, pageSize },
    (r) => r,
  );
  const received = await q.receivedByPurchaseOrder(
    db,
    tenant,
    rows.map((r) => r.id),
  );
  const items = [];
  for (const r of rows) items.push(await poOut(db, tenant, r, received.get(r.id) ?? new Map()));
  return { total, items };
}

export async function createPurchaseOrder(
  db: Db,
  tenant: Tenant,
  body: {
    supplier: string;
    expectedDate?: string;
    note: string;
    lines: {
      materialId: number;
      color: string;
      length?: number;
      count: number;
      costFen: number;
      note: string;
    }[];
  },
  now: Date,
) {
  const { lines } = await checkLines(db, tenant, 1, body.lines);
  // One line per item: what the ledger received of an item is that line's.
  const seen = new Set<string>();
  for (const [i, l] of lines.entries()) {
    if (seen.has(itemKey(l))) throw new FieldError(`lines.${i}.materialId`, "warehouse.item_twice_in_order");
    seen.add(itemKey(l));
  }
  const [row] = await db
    .insert(purchaseOrders)
    .values({
      companyId: tenant.companyId,
      supplier: body.supplier,
      expectedDate: body.expectedDate ?? null,
      note: body.note,
      lines: lines.map((l) => ({
        materialId: l.materialId,
        color: l.color,
        length: l.length,
        count: l.count,
        costFen: l.costFen ?? 0,
      })),
      userId: tenant.userId,
      createdAt: now,
    })
    .returning();
  return poOut(db, tenant, row as PoRow);
}

async function findPo(db: Db, tenant: Tenant, id: number, lock = false) {
  const query = db
    .select()
    .from(purchaseOrders)
    .where(and(eq(purchaseOrders.companyId, tenant.companyId), eq(purchaseOrders.id, id)));
  const [row] = lock ? await query.for("update") : await query.limit(1);
  return row;
}

/** Receive lines of a purchase order: one purchase-in operation at the received cost. */
export async function receive(
  db: Db,
  tenant: Tenant,
  id: number,
  body: { requestId: string; lines: { index: number; count: number; costFen?: number }[] },
  now: Date,
  requestHash: string,
) {
  const po = await findPo(db, tenant, id);
  if (!po) throw new AppError("warehouse.purchase_order_missing");
  const request = { requestId: body.requestId, requestHash };
  if (await firstOfRequest(db, tenant, request)) return poOut(db, tenant, po);
  const lines = body.lines.map((r, i) => {
    const l = po.lines[r.index];
    if (!l) throw new FieldError(`lines.${i}.index`, "validation.invalid");
    return {
      materialId: l.materialId,
      color: l.color,
      length: l.length,
      count: r.count,
      costFen: r.costFen ?? l.costFen,
      note: "",
    };
  });
  const materials = await q.findMaterialsByIds(
    db,
    tenant,
    lines.map((l) => l.materialId),
  );
  await writeOperation(
    db,
    tenant,
    {
      op: { type: 1, ...request, note: po.supplier, purchaseOrderId: po.id },
      lines,
      costOf: (item: ItemKey) => materials.get(item.materialId)?.costFen ?? 0,
      // Receipts of one order queue on its row; what it received is read from the ledger after
      // this operation's lines, so together they never pass what was ordered.
      after: async (tx) => {
        const locked = await findPo(tx, tenant, id, true);
        if (!locked) throw new AppError("warehouse.purchase_order_missing");
        const received = (await q.receivedByPurchaseOrder(tx, tenant, [locked.id])).get(locked.id);
        const ordered = new Map<string, number>();
        for (const l of locked.lines) ordered.set(itemKey(l), (ordered.get(itemKey(l)) ?? 0) + l.count);
        for (const [i, r] of body.lines.entries()) {
          const l = locked.lines[r.index];
          if (l && (received?.get(itemKey(l)) ?? 0) > (ordered.get(itemKey(l)) ?? 0))
            throw new FieldError(`lines.${i}.count`, "warehouse.receive_more_than_ordered");
        }
      },
    },
    now,
  );
  const after = await findPo(db, tenant, id);
  return poOut(db, tenant, after as PoRow);
}
