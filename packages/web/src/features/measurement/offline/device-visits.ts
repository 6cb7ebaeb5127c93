import type { MeasureOrder } from "../measurement-api.ts";
import type { DeviceCustomer, DeviceDb, DeviceMeasurer, DeviceVisit } from "./device-db.ts";

// Visits ordered on this device with no network (issue 31 "Offline"): kept as the visit the office
// would order (the same fields, the same server rules once sent) under a local id, shown in the
// list and opened like any other, their openings and photos recorded against the local id. The
// sync orders them first: a typed customer is added to the CRM, then the visit is ordered, each
// by its own Idempotency-Key (a resend after a lost answer makes one customer and one visit); the
// visit's queued changes, photos and kept rows then move to the server's id.

export type VisitInput = Omit<DeviceVisit, "clientId" | "localId" | "customerKey" | "serverId" | "createdAt">;

export interface VisitServer {
  addCustomer(body: { name: string; phone: string; address: string }, key: string): Promise<{ id: number }>;
  orderVisit(
    body: { customerId: number; address: string; appointmentAt: string; measurerId: number; note: string },
    key: string,
  ): Promise<MeasureOrder>;
}

/** A local id: negative (a server's never is), unique on this device. */
async function nextLocalId(db: DeviceDb): Promise<number> {
  const lowest = (await db.visits.orderBy("localId").first())?.localId ?? 0;
  return Math.min(lowest, 0) - 1;
}

/** Keeps a visit ordered here; it shows at once in the list (scheduled, not synced). */
export async function orderVisitHere(
  db: DeviceDb,
  input: VisitInput,
  ids: { clientId: string; customerKey: string },
  now = new Date(),
): Promise<number> {
  return db.transaction("rw", db.visits, db.orders, db.customers, db.measurers, async () => {
    const localId = await nextLocalId(db);
    await db.visits.put({ ...input, ...ids, localId, createdAt: now.toISOString() });
    const customer: Omit<DeviceCustomer, "id"> | undefined =
      "id" in input.customer ? await db.customers.get(input.customer.id) : input.customer;
    const measurer: DeviceMeasurer | undefined = await db.measurers.get(input.measurerId);
    await db.orders.put({
      id: localId,
      customerId: "id" in input.customer ? input.customer.id : null,
      customerName: customer?.name ?? "",
      customerPhone: customer?.phone ?? "",
      address: input.address,
      appointmentAt: input.appointmentAt,
      measurerId: input.measurerId,
      measurerName: measurer?.name ?? "",
      status: "scheduled",
      note: input.note,
      orderId: null,
      openingCount: 0,
      events: [],
      history: [],
      fetchedAt: now.toISOString(),
    });
    return localId;
  });
}

/** The visits ordered here and not yet on the server. */
export async function waitingVisits(db: DeviceDb): Promise<DeviceVisit[]> {
  return (await db.visits.toArray()).filter((v) => v.serverId === undefined);
}

/** The server's id of a visit ordered here, once sent (undefined before). */
export async function serverIdOf(db: DeviceDb, localId: number): Promise<number | undefined> {
  return (await db.visits.where("localId").equals(localId).first())?.serverId;
}

/** Orders the visits waiting here on the server, oldest first; answers how many went. */
export async function sendVisits(db: DeviceDb, server: VisitServer, now = new Date()): Promise<number> {
  let sent = 0;
  for (const visit of await waitingVisits(db)) {
    const customerId =
      "id" in visit.customer
        ? visit.customer.id
        : (await server.addCustomer(visit.customer, visit.customerKey)).id;
    const { address, appointmentAt, measurerId, note } = visit;
    const order = await server.orderVisit(
      { customerId, address, appointmentAt, measurerId, note },
      visit.clientId,
    );
    await db.transaction(
      "rw",
      [db.visits, db.orders, db.openings, db.outbox, db.media, db.acts],
      async () => {
        const moved = { orderId: order.id };
        await db.acts.where("orderId").equals(visit.localId).modify(moved);
        await db.outbox.where("orderId").equals(visit.localId).modify(moved);
        await db.media.where("orderId").equals(visit.localId).modify(moved);
        await db.openings.where("orderId").equals(visit.localId).modify(moved);
        await db.orders.delete(visit.localId);
        await db.orders.put({ ...order, fetchedAt: now.toISOString() });
        await db.visits.update(visit.clientId, { serverId: order.id });
      },
    );
    sent += 1;
  }
  return sent;
}

/** Keeps the CRM's customers and the measurers as read online, for a visit ordered offline. */
export async function keepForOrdering(
  db: DeviceDb,
  read: { customers?: readonly DeviceCustomer[]; measurers?: readonly DeviceMeasurer[] },
) {
  if (read.customers)
    await db.customers.bulkPut(
      read.customers.map(({ id, name, phone, address }) => ({ id, name, phone, address })),
    );
  if (read.measurers)
    await db.measurers.bulkPut(read.measurers.map(({ id, name, phone }) => ({ id, name, phone })));
}
