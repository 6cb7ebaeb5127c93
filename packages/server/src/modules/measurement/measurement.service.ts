import type { MeasureListQuery, MeasureOrderCreate, MeasureOrderUpdate } from "@fenestra/api";
import { hasPermission } from "@fenestra/core";
import {
  type MeasureEvent,
  type MeasureState,
  measureEvents,
  measureFacts,
  measureTransition,
  type OpeningField,
} from "@fenestra/core/measurement/index";
import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { measureOrders, users } from "../../db/schema/index.ts";
import { AppError, FieldError } from "../../plugins/errors.ts";
import { loadCustomerFor } from "../../tenancy/customer-access.ts";
import type { Tenant } from "../../tenancy/tenant.ts";
import { loadMeasureOrderFor, type MeasureOrderRow } from "./measure-access.ts";
import { presentMeasureOrder, presentOpening } from "./measurement.present.ts";
import * as q from "./measurement.queries.ts";

/** The company's accounts who may measure: the main account and sub-accounts holding `measure`. */
export async function measurers(db: Db, tenant: Tenant) {
  const rows = await db
    .select({
      id: users.id,
      name: users.nickname,
      phone: users.phone,
      fid: users.fid,
      permanents: users.permanents,
    })
    .from(users)
    .where(eq(users.companyId, tenant.companyId))
    .orderBy(asc(users.fid), asc(users.id));
  return rows
    .filter((u) => u.fid === 0 || hasPermission(u.permanents ?? {}, "measure"))
    .map((u) => ({ id: u.id, name: u.name, phone: u.phone ?? "" }));
}

async function assertMeasurer(db: Db, tenant: Tenant, id: number) {
  const ok = (await measurers(db, tenant)).some((m) => m.id === id);
  if (!ok) throw new FieldError("measurerId", "measure.measurer_invalid");
}

export async function list(db: Db, tenant: Tenant, query: MeasureListQuery) {
  const rows = await q.listMeasureOrders(db, tenant, query);
  return rows.map((r) => presentMeasureOrder(r.order, r.measurerName, r.openingCount));
}

export async function create(db: Db, tenant: Tenant, body: MeasureOrderCreate) {
  const customer = await loadCustomerFor(db, tenant, body.customerId).catch(() => {
    throw new FieldError("customerId", "measure.customer_invalid");
  });
  await assertMeasurer(db, tenant, body.measurerId);
  const [row] = await db
    .insert(measureOrders)
    .values({
      companyId: tenant.companyId,
      customerId: customer.id,
      customerName: customer.name,
      customerPhone: customer.phone,
      address: body.address,
      appointmentAt: new Date(body.appointmentAt),
      measurerId: body.measurerId,
      note: body.note,
      createdBy: tenant.userId,
    })
    .returning();
  if (!row) throw new AppError("other.save_failed");
  return presentMeasureOrder(row, await q.measurerName(db, row.measurerId), 0);
}

export async function update(db: Db, tenant: Tenant, id: number, body: MeasureOrderUpdate) {
  if (body.measurerId !== undefined) await assertMeasurer(db, tenant, body.measurerId);
  return db.transaction(async (tx) => {
    const order = await loadMeasureOrderFor(tx, tenant, id, true);
    if (order.status !== "scheduled" && order.status !== "measured")
      throw new AppError("measure.order_closed");
    const [row] = await tx
      .update(measureOrders)
      .set({
        ...(body.address !== undefined && { address: body.address }),
        ...(body.appointmentAt !== undefined && { appointmentAt: new Date(body.appointmentAt) }),
        ...(body.measurerId !== undefined && { measurerId: body.measurerId }),
        ...(body.note !== undefined && { note: body.note }),
        updatedAt: new Date(),
      })
      .where(eq(measureOrders.id, order.id))
      .returning();
    if (!row) throw new AppError("other.save_failed");
    return presentMeasureOrder(
      row,
      await q.measurerName(tx, row.measurerId),
      await q.countLiveOpenings(tx, row.id),
    );
  });
}

/** What the machine's guards read of the order's openings (those not removed). */
export const factsOf = measureFacts;

export async function detailOf(db: Db, tenant: Tenant, order: MeasureOrderRow) {
  const [rows, history, name] = await Promise.all([
    q.openingsOf(db, order.id),
    q.historyOf(db, order.id),
    q.measurerName(db, order.measurerId),
  ]);
  const live = rows.filter((r) => !r.fields.removed);
  return {
    ...presentMeasureOrder(order, name, live.length),
    openings: live.map((r) => presentOpening(r.id, r.fields)),
    events: measureEvents(order.status as MeasureState, tenant.fid === 0 ? null : tenant.permanents),
    history: history.map(({ change, userName }) => ({
      changeId: change.changeId,
      openingId: change.openingId,
      field: change.field as OpeningField,
      value: change.value ?? null,
      at: change.at.toISOString(),
      userName: userName ?? "",
      outcome: change.outcome as "applied" | "kept_in_history",
    })),
  };
}

export async function detail(db: Db, tenant: Tenant, id: number) {
  return detailOf(db, tenant, await loadMeasureOrderFor(db, tenant, id));
}

export async function transition(db: Db, tenant: Tenant, id: number, event: MeasureEvent) {
  return db.transaction(async (tx) => {
    const order = await loadMeasureOrderFor(tx, tenant, id, true);
    const openings = (await q.openingsOf(tx, order.id)).map((r) => r.fields);
    const moved = measureTransition(
      order.status as MeasureState,
      event,
      tenant.fid === 0 ? null : tenant.permanents,
      factsOf(openings),
    );
    if (!moved.ok) throw new AppError(moved.refusal);
    const [row] = await tx
      .update(measureOrders)
      .set({ status: moved.state, updatedAt: new Date() })
      .where(and(eq(measureOrders.id, order.id), eq(measureOrders.companyId, tenant.companyId)))
      .returning();
    if (!row) throw new AppError("other.save_failed");
    return detailOf(tx, tenant, row);
  });
}
