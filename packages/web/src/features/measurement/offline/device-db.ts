import type { OpeningDto } from "@fenestra/api";
import type { Annotation, OpeningChange } from "@fenestra/core/measurement/index";
import Dexie, { type EntityTable } from "dexie";
import type { MeasureDetail, MeasureOrder } from "../measurement-api.ts";

// The measurer's device store (issue 31 "Offline", docs/measurement.md): IndexedDB through dexie,
// one database per signed-in account (another account on the same phone sees none of it).
// - orders: the visits as the server last answered them (the list's rows; the detail once opened).
// - openings: each order's openings as the server last answered them.
// - outbox: the changes recorded here and not yet confirmed by the server, each with its own id.
// - media: the photos taken here with their marks, keyed by the photo's id made on the device
//   (the upload's clientId): kept after their upload, so they show with no network.
// - acts: completing, reopening, cancelling and editing a visit done here, until the server confirms.

export type DeviceOrder = MeasureOrder & {
  /** The detail's parts, once the detail was opened online (the list alone does not bring them). */
  events?: MeasureDetail["events"];
  history?: MeasureDetail["history"];
  /** When the server last answered it (ISO). */
  fetchedAt: string;
};

export type DeviceOpening = OpeningDto & { orderId: number };

export type QueuedChange = OpeningChange & { orderId: number };

/**
 * What a photo kept here still needs from the server: "upload" (taken here, the server has none of
 * it), "annotate" (the server has the photo, not its latest marks), "synced" (nothing).
 */
export type MediaState = "upload" | "annotate" | "synced";

export type DeviceMedia = {
  /** Made on the device (a UUID), so a photo taken offline has its id before the server knows it. */
  clientId: string;
  orderId: number;
  openingId: string;
  /** The photo as taken (JPEG or PNG, at most 3M), and the working picture with the marks drawn in. */
  original: Blob;
  flattened: Blob;
  annotations: Annotation[];
  state: MediaState;
  /** Counts the changes of its marks here: a sync's answer clears only the marks it sent. */
  rev: number;
  /** Set once the server holds it. */
  serverId?: number;
  createdAt: string;
};

/**
 * A visit ordered on this device with no network (issue 31): shown under its local id (negative,
 * never a server's) until the sync orders it on the server, by its own id as the Idempotency-Key
 * (a resend makes one visit), then its openings and photos move to the server's id.
 */
export type DeviceVisit = {
  clientId: string;
  localId: number;
  /** A customer of the device's copy of the CRM, or one typed here (added to the CRM first, by `customerKey`). */
  customer: { id: number } | { name: string; phone: string; address: string };
  customerKey: string;
  address: string;
  appointmentAt: string;
  measurerId: number;
  note: string;
  /** Set once the server ordered it. */
  serverId?: number;
  createdAt: string;
};

/** The acts on a visit that change it as a whole (not its openings). */
export type VisitAct =
  | { kind: "transition"; event: "complete" | "reopen" | "cancel" }
  | {
      kind: "update";
      body: { address: string; appointmentAt: string; measurerId: number; note: string };
      /** The measurer's name as the device knew it, shown until the server answers. */
      measurerName: string;
    };

/**
 * A visit's act (complete, reopen, cancel, edit) made on this device and not yet confirmed: sent
 * after the visit's openings and photos, with its own id as the Idempotency-Key, so a resend after
 * a lost answer applies once. A refusal of the server's (the office cancelled it meanwhile, say)
 * stays here with its message until the measurer dismisses it: never dropped unseen.
 */
export type DeviceAct = VisitAct & {
  clientId: string;
  orderId: number;
  createdAt: string;
  /** The server's words when it refused the act (then it is no longer sent). */
  refused?: string;
};

/** The CRM's customers and the measurers as last read, for ordering a visit offline. */
export type DeviceCustomer = { id: number; name: string; phone: string; address: string };
export type DeviceMeasurer = { id: number; name: string; phone: string };

export type DeviceDb = Dexie & {
  orders: EntityTable<DeviceOrder, "id">;
  openings: EntityTable<DeviceOpening, "id">;
  outbox: EntityTable<QueuedChange, "id">;
  media: EntityTable<DeviceMedia, "clientId">;
  visits: EntityTable<DeviceVisit, "clientId">;
  customers: EntityTable<DeviceCustomer, "id">;
  measurers: EntityTable<DeviceMeasurer, "id">;
  acts: EntityTable<DeviceAct, "clientId">;
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
  // the photos' rows were not written before version 2: none to carry over
  db.version(2).stores({ media: "clientId, orderId, openingId, state, [orderId+state]" });
  db.version(3).stores({ visits: "clientId, localId", customers: "id, name", measurers: "id" });
  db.version(4).stores({ acts: "clientId, orderId, createdAt" });
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
