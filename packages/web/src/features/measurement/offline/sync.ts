import type { OpeningChange } from "@fenestra/core/measurement/index";
import type { MeasureDetail } from "../measurement-api.ts";
import { type ActServer, sendActs, waitingActs } from "./device-acts.ts";
import type { DeviceDb, DeviceMedia } from "./device-db.ts";
import { photoSent, waitingPhotos } from "./device-media.ts";
import { keepDetail } from "./device-orders.ts";
import { sendVisits, type VisitServer, waitingVisits } from "./device-visits.ts";
import { batchesOf } from "./pending.ts";

// Sends the queued changes when the network allows, visit by visit, in batches the sync route
// takes. A change leaves the queue only once the server acknowledged it AND its answer is stored
// here: if anything fails between the two (the answer lost, the network gone again), the change is
// sent again later and the server, which records every change id, applies it once.
// Then the visit's photos taken or marked here: uploaded by their own id (the server keeps one
// photo per id: a resend answers the photo kept) after the openings they show are on the server.
// Before all, the visits ordered here (device-visits.ts): their changes and photos then name the
// server's id. Last, the visit's acts made here (complete, reopen, cancel, edit: device-acts.ts),
// after the openings and photos the server judges them by.

export interface SyncServer extends VisitServer, ActServer {
  sync(orderId: number, changes: OpeningChange[]): Promise<unknown>;
  detail(orderId: number): Promise<MeasureDetail>;
  /** Uploads a photo taken here (idempotent by its clientId); answers the server's id. */
  uploadPhoto(orderId: number, photo: DeviceMedia): Promise<{ id: number }>;
  /** Sends the marks of a photo the server holds. */
  annotatePhoto(orderId: number, photo: DeviceMedia & { serverId: number }): Promise<unknown>;
}

export type SyncReport = {
  sent: number;
  photos: number;
  acts: number;
  orders: number;
  failed: { orderId: number; error: unknown }[];
};

async function sendChanges(db: DeviceDb, server: SyncServer, orderId: number, mine: OpeningChange[]) {
  for (const batch of batchesOf(mine)) await server.sync(orderId, batch);
  await keepDetail(
    db,
    await server.detail(orderId),
    mine.map((c) => c.id),
  );
}

async function sendPhotos(db: DeviceDb, server: SyncServer, orderId: number) {
  let sent = 0;
  for (const photo of await waitingPhotos(db, orderId)) {
    let serverId = photo.serverId;
    if (photo.state === "annotate" && serverId !== undefined)
      await server.annotatePhoto(orderId, { ...photo, serverId });
    else serverId = (await server.uploadPhoto(orderId, photo)).id;
    await photoSent(db, photo, serverId);
    sent += 1;
  }
  return sent;
}

export async function syncQueued(db: DeviceDb, server: SyncServer): Promise<SyncReport> {
  const failed: SyncReport["failed"] = [];
  try {
    await sendVisits(db, server);
  } catch (error) {
    failed.push({ orderId: (await waitingVisits(db))[0]?.localId ?? 0, error });
  }
  const queued = await db.outbox.toArray();
  const photos = await waitingPhotos(db);
  const acts = await waitingActs(db);
  const orderIds = [...new Set([...queued, ...photos, ...acts].map((c) => c.orderId))];
  const report: SyncReport = { sent: 0, photos: 0, acts: 0, orders: 0, failed };
  // a visit still waiting to be ordered has nothing on the server yet
  for (const orderId of orderIds.filter((id) => id > 0)) {
    const mine = queued.filter((c) => c.orderId === orderId).map(({ orderId: _, ...change }) => change);
    try {
      if (mine.length > 0) await sendChanges(db, server, orderId, mine);
      report.sent += mine.length;
      report.photos += await sendPhotos(db, server, orderId);
      report.acts += await sendActs(db, server, orderId, (detail) => keepDetail(db, detail));
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
