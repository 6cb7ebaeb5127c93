import { routes } from "@fenestra/api";
import type { Permanents } from "@fenestra/core";
import { useLiveQuery } from "dexie-react-hooks";
import { useEffect, useSyncExternalStore } from "react";
import { api } from "../../../shared/api/client.ts";
import { blobBase64 } from "../../../shared/files/base64.ts";
import { localDate } from "../../../shared/format/local-date.ts";
import { useSession } from "../../../shared/session/use-session.ts";
import { readUserinfo } from "../../../shared/storage/session-store.ts";
import { measurementApi } from "../measurement-api.ts";
import { photoApi } from "../photos/photo-api.ts";
import { waitingActs, withActs } from "./device-acts.ts";
import { type DeviceAct, type DeviceDb, deviceDb } from "./device-db.ts";
import { waitingPhotos } from "./device-media.ts";
import { waitingVisits } from "./device-visits.ts";
import { shownOpenings } from "./pending.ts";
import { askPersistentStorage } from "./persist.ts";
import { type SyncReport, type SyncServer, syncOnce } from "./sync.ts";

// The measurement pages' side of the device store: the account's database, the network state,
// the queue's size, and the sync run when the network is back (and every half minute while
// changes wait, in case the return went unnoticed).

const RETRY_MS = 30_000;

/**
 * Opens the signed-in account's device store now, while the page's modules load and before it
 * renders (a cold start offline waits for it before showing the visit). Called when a
 * measurement page's module is evaluated.
 */
export function openDeviceDbEarly(): void {
  const id = readUserinfo()?.id;
  if (id === undefined || typeof indexedDB === "undefined") return;
  deviceDb(id)
    .open()
    .catch(() => undefined);
}

/** The signed-in account's device store (null signed out, or a browser without IndexedDB: online only). */
export function useDeviceDb(): DeviceDb | null {
  const id = useSession()?.userinfo?.id;
  return id === undefined || typeof indexedDB === "undefined" ? null : deviceDb(id);
}

function subscribeOnline(listener: () => void) {
  window.addEventListener("online", listener);
  window.addEventListener("offline", listener);
  return () => {
    window.removeEventListener("online", listener);
    window.removeEventListener("offline", listener);
  };
}

/** The browser's word on the network (false: surely offline; true: maybe online). */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribeOnline, () => navigator.onLine);
}

export const syncServer: SyncServer = {
  addCustomer: (body, idempotencyKey) => api.call(routes.crm.create, { body, idempotencyKey }),
  orderVisit: (body, key) => measurementApi.create(body, key),
  sync: (orderId, changes) => measurementApi.sync(orderId, changes),
  detail: (orderId) => api.call(routes.measurement.detail, { params: { id: orderId } }),
  transition: (id, event, idempotencyKey) =>
    api.call(routes.measurement.transition, { params: { id }, body: { event }, idempotencyKey }),
  update: (id, body, idempotencyKey) =>
    api.call(routes.measurement.update, { params: { id }, body, idempotencyKey }),
  uploadPhoto: async (orderId, p) =>
    photoApi.upload(orderId, {
      clientId: p.clientId,
      openingId: p.openingId,
      photo: await blobBase64(p.original),
      flattened: await blobBase64(p.flattened),
      annotations: p.annotations,
    }),
  annotatePhoto: async (orderId, p) =>
    photoApi.annotate(orderId, p.serverId, {
      flattened: await blobBase64(p.flattened),
      annotations: p.annotations,
    }),
};

/** The changes and photos waiting on this device (all, or one visit's). */
export async function waitingCount(db: DeviceDb, orderId?: number): Promise<number> {
  const [changes, photos, acts] = await Promise.all([
    orderId === undefined ? db.outbox.count() : db.outbox.where("orderId").equals(orderId).count(),
    waitingPhotos(db, orderId),
    waitingActs(db, orderId),
  ]);
  const visits = orderId === undefined ? (await waitingVisits(db)).length : orderId < 0 ? 1 : 0;
  return changes + photos.length + acts.length + visits;
}

type SyncState = { running: boolean; last: SyncReport | null };
let state: SyncState = { running: false, last: null };
const listeners = new Set<() => void>();
const setState = (next: SyncState) => {
  state = next;
  for (const l of listeners) l();
};

/** Sends what waits (nothing when offline); the outcome is shown by SyncStatus. */
export async function syncNow(db: DeviceDb): Promise<void> {
  if (!navigator.onLine || (await waitingCount(db)) === 0) return;
  setState({ ...state, running: true });
  try {
    setState({ running: false, last: await syncOnce(db, syncServer) });
  } catch (error) {
    setState({
      running: false,
      last: { sent: 0, photos: 0, acts: 0, orders: 0, failed: [{ orderId: 0, error }] },
    });
  }
}

export function useSyncState(): SyncState {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => state,
  );
}

/** While a measurement page is open: sync on arrival, when the network returns, and every 30 s. */
export function useSyncWhenOnline(db: DeviceDb | null): void {
  useEffect(() => {
    if (!db) return;
    void askPersistentStorage();
    const run = () => void syncNow(db);
    run();
    window.addEventListener("online", run);
    const timer = window.setInterval(run, RETRY_MS);
    return () => {
      window.removeEventListener("online", run);
      window.clearInterval(timer);
    };
  }, [db]);
}

/** The changes and photos waiting on this device, in all or one visit's (undefined while reading). */
export function useQueuedCount(db: DeviceDb | null, orderId?: number): number | undefined {
  return useLiveQuery(() => (db ? waitingCount(db, orderId) : 0), [db, orderId]);
}

/** The changes and photos waiting per visit, for the list's marks. */
export function useQueuedByOrder(db: DeviceDb | null): Map<number, number> {
  return (
    useLiveQuery(async () => {
      const counts = new Map<number, number>();
      const visits = db ? (await waitingVisits(db)).map((v) => ({ orderId: v.localId })) : [];
      const waiting = db
        ? [
            ...(await db.outbox.toArray()),
            ...(await waitingPhotos(db)),
            ...(await waitingActs(db)),
            ...visits,
          ]
        : [];
      for (const c of waiting) counts.set(c.orderId, (counts.get(c.orderId) ?? 0) + 1);
      return counts;
    }, [db]) ?? new Map()
  );
}

/** The photos this device holds of an opening, oldest first (live: a sync's answer shows at once). */
export function useDevicePhotos(db: DeviceDb | null, openingId: string) {
  return useLiveQuery(
    async () => (db ? await db.media.where("openingId").equals(openingId).sortBy("createdAt") : []),
    [db, openingId],
  );
}

/** The signed-in account's keys as the machine reads them (the main account holds all). */
export function usePermanents(): Permanents {
  const user = useSession()?.userinfo;
  return user?.fid === 0 ? null : (user?.permanents ?? {});
}

/**
 * A visit as this device holds it: the server's last answer with the queued changes and acts laid
 * over; `refused`, the acts the server refused (shown until dismissed).
 */
export function useDeviceDetail(db: DeviceDb | null, id: number) {
  const permanents = usePermanents();
  return useLiveQuery(async () => {
    if (!db || !Number.isInteger(id) || id === 0)
      return { order: null, openings: [], queued: 0, refused: [] as DeviceAct[] };
    const [order, openings, queued, acts] = await Promise.all([
      db.orders.get(id),
      db.openings.where("orderId").equals(id).toArray(),
      db.outbox.where("orderId").equals(id).toArray(),
      db.acts.where("orderId").equals(id).sortBy("createdAt"),
    ]);
    return {
      order: order ? withActs(order, acts, permanents) : null,
      openings: shownOpenings(openings, queued),
      queued: queued.length,
      refused: acts.filter((a) => a.refused !== undefined),
    };
  }, [db, id, permanents]);
}

/**
 * The visits kept on this device whose appointment falls on the days `from`..`to` (YYYY-MM-DD,
 * this device's days), earliest first: the list when the server cannot be asked.
 */
export function useDeviceOrders(db: DeviceDb | null, from: string, to: string) {
  const permanents = usePermanents();
  return useLiveQuery(async () => {
    if (!db) return [];
    const [rows, acts] = await Promise.all([db.orders.orderBy("appointmentAt").toArray(), waitingActs(db)]);
    return rows
      .map((o) =>
        withActs(
          o,
          acts.filter((a) => a.orderId === o.id),
          permanents,
        ),
      )
      .filter((o) => {
        const day = localDate(new Date(o.appointmentAt));
        return day >= from && day <= to;
      });
  }, [db, from, to, permanents]);
}
