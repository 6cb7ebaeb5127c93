import type { OpeningChange } from "@fenestra/core/measurement/index";
import type { MeasureDetail, MeasureOrder } from "../measurement-api.ts";
import type { DeviceDb, DeviceOrder } from "./device-db.ts";

// What the pages write to the device store: the server's answers as they come (kept for a start
// with no network), and the changes the measurer records (queued until the server confirms them).

/** Keeps the list's rows; a row already opened keeps its detail parts until the detail is read again. */
export async function keepOrders(db: DeviceDb, orders: readonly MeasureOrder[], now = new Date()) {
  await db.transaction("rw", db.orders, async () => {
    for (const o of orders) {
      const held = await db.orders.get(o.id);
      await db.orders.put({ ...held, ...o, fetchedAt: now.toISOString() });
    }
  });
}

/** Most visits whose detail a list fetches ahead, so they open with no network later. */
export const AHEAD_MAX = 50;

/**
 * Fetches ahead the detail of the listed visits (their openings, the events, the history), one
 * after the other, so the measurer who opened the day's list online finds each visit offline.
 * A failure stops it quietly: the list already shows, and the next look tries again.
 */
export async function keepDetailsAhead(
  db: DeviceDb,
  orders: readonly MeasureOrder[],
  detail: (id: number) => Promise<MeasureDetail>,
) {
  try {
    for (const o of orders.slice(0, AHEAD_MAX)) await keepDetail(db, await detail(o.id));
  } catch {
    // offline again, or refused: what was kept stays
  }
}

/**
 * Keeps a visit as the server answered it, and drops from the queue the changes `confirmed`
 * (those the server acknowledged before this answer was read): the answer holds them now.
 */
export async function keepDetail(
  db: DeviceDb,
  detail: MeasureDetail,
  confirmed: readonly string[] = [],
  now = new Date(),
) {
  const { openings, ...order } = detail;
  const row: DeviceOrder = { ...order, fetchedAt: now.toISOString() };
  await db.transaction("rw", db.orders, db.openings, db.outbox, async () => {
    await db.orders.put(row);
    await db.openings.where("orderId").equals(detail.id).delete();
    await db.openings.bulkPut(openings.map((o) => ({ ...o, orderId: detail.id })));
    if (confirmed.length > 0) await db.outbox.bulkDelete([...confirmed]);
  });
}

/** Queues the changes recorded on this device for a visit. */
export async function queueChanges(db: DeviceDb, orderId: number, changes: readonly OpeningChange[]) {
  await db.outbox.bulkPut(changes.map((c) => ({ ...c, orderId })));
}
