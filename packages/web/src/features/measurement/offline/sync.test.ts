import "fake-indexeddb/auto";
import type { OpeningDto } from "@fenestra/api";
import {
  emptyOpening,
  type FieldStamp,
  type MeasureState,
  measureFacts,
  measureTransition,
  mergeChanges,
  type Opening,
  type OpeningChange,
} from "@fenestra/core/measurement/index";
import { describe, expect, it } from "vitest";
import { ApiError } from "../../../shared/api/api-error.ts";
import type { MeasureDetail, MeasureOrder } from "../measurement-api.ts";
import { queueAct, waitingActs, withActs } from "./device-acts.ts";
import { openDeviceDb } from "./device-db.ts";
import { keepPhoto, remarkPhoto, waitingPhotos } from "./device-media.ts";
import { keepDetail, queueChanges } from "./device-orders.ts";
import { orderVisitHere, serverIdOf } from "./device-visits.ts";
import { batchesOf, shownOpenings, withSizes } from "./pending.ts";
import { type SyncServer, syncQueued } from "./sync.ts";

const A = "00000000-0000-4000-8000-00000000000a";
const B = "00000000-0000-4000-8000-00000000000b";
let n = 0;
const change = (
  openingId: string,
  field: OpeningChange["field"],
  value: OpeningChange["value"],
  at: string,
) => ({
  id: `00000000-0000-4000-8000-${String(++n).padStart(12, "0")}`,
  openingId,
  field,
  value,
  at: `2026-11-30T${at}Z`,
});

describe("what the screen shows while changes wait on the device", () => {
  it("lays the queued changes over the server's openings: the later edit of a field wins, whatever the queue's order", () => {
    const server = [withSizes(A, { ...emptyOpening(), width1: 1500, width2: 1496, width3: 1502 })];
    const later = change(A, "width2", 1490, "10:05:00.000");
    const earlier = change(A, "width2", 1499, "10:01:00.000");
    const [shown] = shownOpenings(server, [later, earlier]);
    // widths 1500, 1490, 1502: the smallest, 1490, is used
    expect(shown).toMatchObject({ id: A, width2: 1490, width: 1490, unsynced: true });
  });

  it("shows an opening added here (marked not synced) and hides one removed here", () => {
    const server = [withSizes(A, emptyOpening())];
    const shown = shownOpenings(server, [
      change(B, "room", "Kitchen", "10:00:00.000"),
      change(A, "removed", true, "10:00:01.000"),
    ]);
    expect(shown.map((o) => [o.id, o.room, o.unsynced])).toEqual([[B, "Kitchen", true]]);
  });

  it("cuts a queue into batches the sync route takes: 1201 changes -> 500, 500, 201", () => {
    const many = Array.from({ length: 1201 }, (_, i) => change(A, "note", `n${i}`, "10:00:00.000"));
    expect(batchesOf(many).map((b) => b.length)).toEqual([500, 500, 201]);
  });
});

/**
 * A server as the sync route behaves (core's merge, every change id recorded): `applied` counts
 * how often a change's value was written. `loseNextAnswer` drops the next detail answer, as a
 * network that goes away between the batch and its read.
 */
function fakeServer(orderId: number) {
  const seen = new Set<string>();
  const stamps = new Map<string, FieldStamp>();
  const openings = new Map<string, Opening>();
  const applied = new Map<string, number>();
  /** The photos kept, by clientId (as the upload route: one per id), and the marks sent. */
  const photos = new Map<string, { id: number; openingId: string; marks: number }>();
  let loseNextAnswer = false;
  let loseNextUpload = false;
  let loseNextVisit = false;
  /** The customers and visits made, by Idempotency-Key (as the idempotent routes: one per key). */
  const customers = new Map<string, { id: number; name: string }>();
  const visits = new Map<string, { customerId: number; address: string }>();
  /** The visit's status and address; the acts taken, by Idempotency-Key (a resend answers the first). */
  const visit = { status: "scheduled" as MeasureState, address: "1 Field Road" };
  const acts = new Map<string, number>();
  let loseNextAct = false;
  const server: SyncServer = {
    async transition(_id, event, key) {
      if (!acts.has(key)) {
        const moved = measureTransition(visit.status, event, null, measureFacts([...openings.values()]));
        if (!moved.ok) throw new ApiError({ code: 4000, key: moved.refusal, message: "Not possible now" });
        visit.status = moved.state;
        acts.set(key, (acts.get(key) ?? 0) + 1);
      }
      if (loseNextAct) {
        loseNextAct = false;
        throw new TypeError("Failed to fetch");
      }
      return {};
    },
    async update(_id, body, key) {
      if (!acts.has(key)) {
        visit.address = body.address;
        acts.set(key, 1);
      }
      return {};
    },
    async addCustomer(body, key) {
      const made = customers.get(key) ?? { id: 100 + customers.size, name: body.name };
      customers.set(key, made);
      return { id: made.id };
    },
    async orderVisit(body, key) {
      visits.set(key, visits.get(key) ?? { customerId: body.customerId, address: body.address });
      if (loseNextVisit) {
        loseNextVisit = false;
        throw new TypeError("Failed to fetch");
      }
      return { id: orderId, status: "scheduled", address: body.address } as unknown as MeasureOrder;
    },
    async uploadPhoto(_id, p) {
      if (!openings.has(p.openingId)) throw new Error("missing.measure_opening");
      const kept = photos.get(p.clientId) ?? {
        id: photos.size + 1,
        openingId: p.openingId,
        marks: p.annotations.length,
      };
      photos.set(p.clientId, kept);
      if (loseNextUpload) {
        loseNextUpload = false;
        throw new TypeError("Failed to fetch");
      }
      return { id: kept.id };
    },
    async annotatePhoto(_id, p) {
      for (const kept of photos.values()) if (kept.id === p.serverId) kept.marks = p.annotations.length;
      return {};
    },
    async sync(_id, batch) {
      const merged = mergeChanges(batch, seen, stamps);
      for (const c of batch) {
        seen.add(c.id);
        if (merged.outcomes.get(c.id) === "applied") applied.set(c.id, (applied.get(c.id) ?? 0) + 1);
      }
      for (const [key, stamp] of merged.stamps) stamps.set(key, stamp);
      for (const [key, value] of merged.values) {
        const [openingId = "", field = ""] = key.split(".");
        const o = openings.get(openingId) ?? emptyOpening();
        openings.set(openingId, { ...o, [field]: value });
      }
      return {};
    },
    async detail() {
      if (loseNextAnswer) {
        loseNextAnswer = false;
        throw new TypeError("Failed to fetch");
      }
      const list: OpeningDto[] = [...openings].map(([id, o]) => withSizes(id, o));
      return {
        id: orderId,
        status: visit.status,
        address: visit.address,
        openings: list,
        events: [],
        history: [],
      } as unknown as MeasureDetail;
    },
  };
  return {
    server,
    applied,
    photos,
    loseAnswer: () => (loseNextAnswer = true),
    loseUpload: () => (loseNextUpload = true),
    loseVisit: () => (loseNextVisit = true),
    loseAct: () => (loseNextAct = true),
    visit,
    acts,
    customers,
    visits,
  };
}

describe("the sync of the changes kept on the device", () => {
  it("a change resent after a lost answer applies once; the queue empties only once the answer is kept", async () => {
    const db = openDeviceDb(9001);
    const { server, applied, loseAnswer } = fakeServer(7);
    const recorded = [
      change(A, "room", "Kitchen", "09:00:00.000"),
      change(A, "width1", 1500, "09:00:00.000"),
    ];
    await queueChanges(db, 7, recorded);

    loseAnswer();
    const first = await syncQueued(db, server);
    expect(first.failed.map((f) => f.orderId)).toEqual([7]);
    // the server holds them, but this device did not hear so: they wait, and are shown as waiting
    expect(await db.outbox.count()).toBe(2);

    const second = await syncQueued(db, server);
    expect(second).toMatchObject({ sent: 2, failed: [] });
    expect(await db.outbox.count()).toBe(0);
    expect([...applied.values()]).toEqual([1, 1]);
    const kept = await db.openings.where("orderId").equals(7).toArray();
    expect(shownOpenings(kept, [])).toMatchObject([
      { id: A, room: "Kitchen", width1: 1500, unsynced: false },
    ]);
    db.close();
  });

  it("a change recorded while a sync runs stays queued for the next", async () => {
    const db = openDeviceDb(9002);
    const { server } = fakeServer(8);
    await queueChanges(db, 8, [change(A, "room", "Hall", "09:00:00.000")]);
    const late = change(A, "note", "behind the radiator", "09:00:02.000");
    const slow: SyncServer = {
      ...server,
      async detail(id) {
        await queueChanges(db, 8, [late]);
        return server.detail(id);
      },
    };
    await syncQueued(db, slow);
    expect((await db.outbox.toArray()).map((c) => c.id)).toEqual([late.id]);
    db.close();
  });

  it("keeping a newer answer from the server does not drop what still waits", async () => {
    const db = openDeviceDb(9003);
    await queueChanges(db, 9, [change(A, "color", "anthracite", "09:00:00.000")]);
    await keepDetail(db, {
      id: 9,
      openings: [withSizes(A, { ...emptyOpening(), color: "white" })],
    } as unknown as MeasureDetail);
    const kept = await db.openings.where("orderId").equals(9).toArray();
    expect(shownOpenings(kept, await db.outbox.toArray())[0]).toMatchObject({
      color: "anthracite",
      unsynced: true,
    });
    db.close();
  });
});

const arrow = (id: string) =>
  ({ kind: "arrow", id, colour: "#e53935", from: { x: 0.1, y: 0.1 }, to: { x: 0.5, y: 0.5 } }) as const;

describe("the sync of the photos kept on the device", () => {
  it("uploads a photo taken offline after its opening, once even when the answer is lost, and keeps it here", async () => {
    const db = openDeviceDb(9004);
    const { server, photos, loseUpload } = fakeServer(10);
    await queueChanges(db, 10, [change(A, "room", "Hall", "09:00:00.000")]);
    const photo = {
      clientId: B,
      orderId: 10,
      openingId: A,
      original: new Blob(["jpeg"]),
      flattened: new Blob(["marked"]),
    };
    await keepPhoto(db, { ...photo, annotations: [arrow("a1")] });
    expect((await waitingPhotos(db, 10)).length).toBe(1);

    loseUpload();
    const first = await syncQueued(db, server);
    // the opening went, the photo reached the server but this device did not hear so: it waits
    expect(first).toMatchObject({ sent: 1, photos: 0 });
    expect((await waitingPhotos(db)).length).toBe(1);

    const second = await syncQueued(db, server);
    expect(second).toMatchObject({ sent: 0, photos: 1, failed: [] });
    expect(photos.size).toBe(1);
    expect(await waitingPhotos(db)).toEqual([]);
    // kept on the device, with the server's id: it shows with no network
    expect(await db.media.get(B)).toMatchObject({ state: "synced", serverId: 1, openingId: A });
    db.close();
  });

  it("marks changed while the photo was on its way wait to be sent against the server's id", async () => {
    const db = openDeviceDb(9005);
    const { server, photos } = fakeServer(11);
    await queueChanges(db, 11, [change(A, "room", "Hall", "09:00:00.000")]);
    const photo = {
      clientId: B,
      orderId: 11,
      openingId: A,
      original: new Blob(["jpeg"]),
      flattened: new Blob(["marked"]),
    };
    await keepPhoto(db, { ...photo, annotations: [arrow("a1")] });
    const slow: SyncServer = {
      ...server,
      async uploadPhoto(id, p) {
        await remarkPhoto(db, B, new Blob(["marked again"]), [arrow("a1"), arrow("a2")]);
        return server.uploadPhoto(id, p);
      },
    };
    await syncQueued(db, slow);
    expect(await db.media.get(B)).toMatchObject({ state: "annotate", serverId: 1 });
    await syncQueued(db, server);
    expect(await db.media.get(B)).toMatchObject({ state: "synced" });
    expect(photos.get(B)?.marks).toBe(2);
    db.close();
  });
});

describe("a visit ordered on the device with no network", () => {
  it("is ordered once with its typed customer, then its openings and photos go under the server's id", async () => {
    const db = openDeviceDb(9006);
    const { server, applied, photos, customers, visits, loseVisit } = fakeServer(12);
    await db.measurers.put({ id: 5, name: "Zhang", phone: "13900000000" });
    const local = await orderVisitHere(
      db,
      {
        customer: { name: "Li Na", phone: "13800000001", address: "9 Pine Road" },
        address: "9 Pine Road",
        appointmentAt: "2026-12-01T09:00:00.000Z",
        measurerId: 5,
        note: "",
      },
      {
        clientId: "00000000-0000-4000-8000-0000000000c1",
        customerKey: "00000000-0000-4000-8000-0000000000c2",
      },
    );
    expect(local).toBeLessThan(0);
    expect(await db.orders.get(local)).toMatchObject({
      customerName: "Li Na",
      measurerName: "Zhang",
      status: "scheduled",
    });
    await queueChanges(db, local, [change(A, "room", "Porch", "09:10:00.000")]);
    const photo = {
      clientId: B,
      orderId: local,
      openingId: A,
      original: new Blob(["jpeg"]),
      flattened: new Blob(["marked"]),
    };
    await keepPhoto(db, { ...photo, annotations: [arrow("a1")] });

    loseVisit();
    const first = await syncQueued(db, server);
    // the server ordered it, the answer was lost: it still waits here under its local id
    expect(first.failed).toHaveLength(1);
    expect(await serverIdOf(db, local)).toBeUndefined();
    expect(await db.outbox.where("orderId").equals(local).count()).toBe(1);

    const second = await syncQueued(db, server);
    expect(second).toMatchObject({ sent: 1, photos: 1, failed: [] });
    // one customer added, one visit ordered, whatever the resends
    expect(customers.size).toBe(1);
    expect([...visits.values()]).toEqual([{ customerId: 100, address: "9 Pine Road" }]);
    expect(await serverIdOf(db, local)).toBe(12);
    expect(await db.orders.get(local)).toBeUndefined();
    expect([...applied.values()]).toEqual([1]);
    expect(photos.size).toBe(1);
    expect(await db.media.get(B)).toMatchObject({ orderId: 12, state: "synced" });
    db.close();
  });
});

const measured = (at: string) =>
  (["width1", "width2", "width3", "height1", "height2", "height3"] as const).map((f) =>
    change(A, f, 1500, at),
  );

describe("completing, cancelling and editing a visit with no network", () => {
  it("'measuring done' made offline shows at once, goes after its openings, and a resend after a lost answer applies once", async () => {
    const db = openDeviceDb(9101);
    const { server, visit, acts, loseAct } = fakeServer(21);
    await keepDetail(db, await server.detail(21));
    await queueChanges(db, 21, measured("09:00:00.000"));
    await queueAct(db, 21, { kind: "transition", event: "complete" });
    const kept = await db.orders.get(21);
    // the device shows the visit measured, with what the machine offers from there
    expect(withActs(kept!, await waitingActs(db, 21), null)).toMatchObject({
      status: "measured",
      events: ["reopen", "convert", "cancel"],
    });

    loseAct();
    const first = await syncQueued(db, server);
    expect(first.failed.map((f) => f.orderId)).toEqual([21]);
    expect(visit.status).toBe("measured");
    expect(await waitingActs(db)).toHaveLength(1);

    const second = await syncQueued(db, server);
    expect(second).toMatchObject({ acts: 1, failed: [] });
    expect([...acts.values()]).toEqual([1]);
    expect(await db.acts.count()).toBe(0);
    expect((await db.orders.get(21))?.status).toBe("measured");
    db.close();
  });

  it("an act the server refuses (the visit cancelled meanwhile) stays with its message, is not sent again, and the visit shows as the server has it", async () => {
    const db = openDeviceDb(9102);
    const { server, visit } = fakeServer(22);
    await keepDetail(db, await server.detail(22));
    await queueChanges(db, 22, measured("09:00:00.000"));
    await queueAct(db, 22, { kind: "transition", event: "complete" });
    visit.status = "cancelled";

    const report = await syncQueued(db, server);
    expect(report).toMatchObject({ acts: 0, failed: [] });
    const [refused] = await db.acts.toArray();
    expect(refused).toMatchObject({ event: "complete", refused: "Not possible now" });
    expect(await waitingActs(db)).toEqual([]);
    const kept = await db.orders.get(22);
    expect(withActs(kept!, [refused!], null).status).toBe("cancelled");
    db.close();
  });

  it("an edit of the visit made offline shows at once and is sent once by its id", async () => {
    const db = openDeviceDb(9103);
    const { server, visit, acts } = fakeServer(23);
    await keepDetail(db, await server.detail(23));
    const body = {
      address: "2 New Road",
      appointmentAt: "2026-12-02T08:00:00.000Z",
      measurerId: 5,
      note: "",
    };
    const act = await queueAct(db, 23, { kind: "update", body, measurerName: "Lin" });
    expect(withActs((await db.orders.get(23))!, [act], null)).toMatchObject({
      address: "2 New Road",
      measurerName: "Lin",
    });
    await syncQueued(db, server);
    await syncQueued(db, server);
    expect(visit.address).toBe("2 New Road");
    expect(acts.get(act.clientId)).toBe(1);
    expect((await db.orders.get(23))?.address).toBe("2 New Road");
    db.close();
  });
});
