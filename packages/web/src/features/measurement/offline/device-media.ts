import type { Annotation } from "@fenestra/core/measurement/index";
import type { DeviceDb, DeviceMedia } from "./device-db.ts";

// The photos taken on this device (issue 31 "Offline"): kept here first, with their marks and the
// picture with the marks drawn in, so taking, marking and seeing them needs no network; the sync
// uploads them by their own id (the server keeps one photo per id, so a resend applies once).

export type NewPhoto = Pick<
  DeviceMedia,
  "clientId" | "orderId" | "openingId" | "original" | "flattened" | "annotations"
>;

/** Keeps a photo taken here; it waits for its upload. */
export async function keepPhoto(db: DeviceDb, photo: NewPhoto, now = new Date()) {
  await db.media.put({ ...photo, state: "upload", rev: 0, createdAt: now.toISOString() });
}

/**
 * New marks for a photo kept here: one not yet uploaded still waits for its upload (which takes
 * the latest marks); one the server holds waits to send its marks.
 */
export async function remarkPhoto(
  db: DeviceDb,
  clientId: string,
  flattened: Blob,
  annotations: Annotation[],
) {
  await db.transaction("rw", db.media, async () => {
    const row = await db.media.get(clientId);
    if (!row) return;
    const state = row.state === "upload" ? "upload" : "annotate";
    await db.media.put({ ...row, flattened, annotations, state, rev: row.rev + 1 });
  });
}

/** Keeps a photo the server holds (and sent from here): the server's id, nothing waits. */
export async function keepServerPhoto(
  db: DeviceDb,
  photo: NewPhoto & { serverId: number },
  now = new Date(),
) {
  await db.media.put({ ...photo, state: "synced", rev: 0, createdAt: now.toISOString() });
}

/** The photos still waiting for the server (all, or one visit's). */
export function waitingPhotos(db: DeviceDb, orderId?: number): Promise<DeviceMedia[]> {
  const rows = orderId === undefined ? db.media.toCollection() : db.media.where("orderId").equals(orderId);
  return rows.filter((m) => m.state !== "synced").toArray();
}

/**
 * Records the server's word on a photo sent: nothing waits unless its marks changed here while it
 * was on its way (then the new marks wait, against the server's id).
 */
export async function photoSent(db: DeviceDb, sent: DeviceMedia, serverId: number) {
  await db.transaction("rw", db.media, async () => {
    const now = await db.media.get(sent.clientId);
    if (!now) return;
    await db.media.put({ ...now, serverId, state: now.rev === sent.rev ? "synced" : "annotate" });
  });
}
