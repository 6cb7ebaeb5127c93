import type { OpeningChange } from "@fenestra/core/measurement/index";
import type { MeasureDetail } from "../measurement-api.ts";
import type { DeviceDb } from "./device-db.ts";
import { keepDetail } from "./device-orders.ts";
import { batchesOf } from "./pending.ts";

// Sends the queued changes when the network allows, visit by visit, in batches the sync route
// takes. A change leaves the queue only once the server acknowledged it AND its answer is stored
// here: if anything fails between the two (the answer lost, the network gone again), the change is
// sent again later and the server, which records every change id, applies it once.

export interface SyncServer {
  sync(orderId: number, changes: OpeningChange[]): Promise<unknown>;
  detail(orderId: number): Promise<MeasureDetail>;
}

export type SyncReport = { sent: number; orders: number; failed: { orderId: number; error: unknown }[] };

export async function syncQueued(db: DeviceDb, server: SyncServer): Promise<SyncReport> {
  const queued = await db.outbox.toArray();
  const orderIds = [...new Set(queued.map((c) => c.orderId))];
  const report: SyncReport = { sent: 0, orders: 0, failed: [] };
  for (const orderId of orderIds) {
    const mine = queued.filter((c) => c.orderId === orderId);
    try {
      for (const batch of batchesOf(mine)) {
        await server.sync(
          orderId,
          batch.map(({ orderId: _, ...change }) => change),
        );
      }
      await keepDetail(
        db,
        await server.detail(orderId),
        mine.map((c) => c.id),
      );
      report.sent += mine.length;
      report.orders += 1;
    } catch (error) {
      report.failed.push({ orderId, error });
    }
  }
  return report;
}

let running: Promise<SyncReport> | null = null;

/** One sync at a time on this page: a call while one runs waits for it, then runs again. */
export async function syncOnce(db: DeviceDb, server: SyncServer): Promise<SyncReport> {
  while (running) await running.catch(() => undefined);
  running = syncQueued(db, server);
  try {
    return await running;
  } finally {
    running = null;
  }
}
