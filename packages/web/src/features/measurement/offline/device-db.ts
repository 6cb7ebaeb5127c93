import type { OpeningDto } from "@fenestra/api";
import type { OpeningChange } from "@fenestra/core/measurement/index";
import Dexie, { type EntityTable } from "dexie";
import type { MeasureDetail, MeasureOrder } from "../measurement-api.ts";

// The measurer's device store (issue 31 "Offline", docs/measurement.md): IndexedDB through dexie,
// one database per signed-in account (another account on the same phone sees none of it).
// - orders: the visits as the server last answered them (the list's rows; the detail once opened).
// - openings: each order's openings as the server last answered them.
// - outbox: the changes recorded here and not yet confirmed by the server, each with its own id.
// - media: photos and their annotations, keyed by an id made on the device (filled by the photo
//   feature; the sync of its rows is that feature's).

export type DeviceOrder = MeasureOrder & {
  /** The detail's parts, once the detail was opened online (the list alone does not bring them). */
  events?: MeasureDetail["events"];
  history?: MeasureDetail["history"];
  /** When the server last answered it (ISO). */
  fetchedAt: string;
};

export type DeviceOpening = OpeningDto & { orderId: number };

export type QueuedChange = OpeningChange & { orderId: number };

export type DeviceMedia = {
  /** Made on the device (a UUID), so a photo taken offline has its id before the server knows it. */
  clientId: string;
  orderId: number;
  openingId: string;
  /** The original as taken, and what the photo feature keeps with it (annotations as vector data). */
  blob?: Blob;
  annotations?: unknown;
  /** Set once the server holds it. */
  serverId?: number;
  createdAt: string;
};

export type DeviceDb = Dexie & {
  orders: EntityTable<DeviceOrder, "id">;
  openings: EntityTable<DeviceOpening, "id">;
  outbox: EntityTable<QueuedChange, "id">;
  media: EntityTable<DeviceMedia, "clientId">;
};

export const deviceDbName = (userId: number) => `fenestra-measure-${userId}`;

export function openDeviceDb(userId: number): DeviceDb {
  const db = new Dexie(deviceDbName(userId)) as DeviceDb;
  db.version(1).stores({
    orders: "id, appointmentAt",
    openings: "id, orderId",
    outbox: "id, orderId, at",
    media: "clientId, orderId, openingId",
  });
  return db;
}

const opened = new Map<number, DeviceDb>();

/** The signed-in account's store, opened once per page. */
export function deviceDb(userId: number): DeviceDb {
  let db = opened.get(userId);
  if (!db) {
    db = openDeviceDb(userId);
    opened.set(userId, db);
  }
  return db;
}
