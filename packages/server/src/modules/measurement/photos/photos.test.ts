import { execFileSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type BodyIn, routes } from "@fenestra/api";
import { PNG } from "pngjs";
import { beforeAll, describe, expect, it } from "vitest";
import { companyIdOf, setCompanyModule } from "../../../test/helpers/companies.ts";
import { callRoute, registerAccount } from "../../../test/helpers/factories.ts";
import { testAppForFile } from "../../../test/helpers/test-app.ts";
import { addCustomer, openingChanges, orderVisit, SIX_POINTS, syncChanges } from "../measurement.fixtures.ts";

const t = testAppForFile({ signInDemo: true });
let orderId: number;
const opening = randomUUID();

/** A w × h PNG of one colour, as base64. */
function png(w: number, h: number) {
  const image = new PNG({ width: w, height: h });
  image.data.fill(200);
  return PNG.sync.write(image).toString("base64");
}

const upload = (body: Partial<BodyIn<typeof routes.measurePhotos.upload>>, token = t.token, id = orderId) =>
  callRoute(t.app, routes.measurePhotos.upload, {
    token,
    params: { id },
    lang: "en-US",
    body: {
      clientId: randomUUID(),
      openingId: opening,
      photo: png(40, 30),
      flattened: png(40, 30),
      annotations: [
        {
          kind: "dimension",
          id: "d1",
          colour: "#e53935",
          from: { x: 0.1, y: 0.5 },
          to: { x: 0.9, y: 0.5 },
          value: 1496,
        },
      ],
      ...body,
    },
  });

const photos = async (token = t.token) =>
  (await callRoute(t.app, routes.measurePhotos.list, { token, params: { id: orderId } })).body.data;

beforeAll(async () => {
  const customer = await addCustomer(t.app, t.token);
  const order = await orderVisit(t.app, t.token, {
    customerId: customer.id,
    address: "8 Garden Road",
    appointmentAt: "2026-12-01T02:00:00Z",
    measurerId: t.session.userinfo.id,
  });
  orderId = order.id;
  await syncChanges(
    t.app,
    t.token,
    orderId,
    openingChanges(opening, {
      ...SIX_POINTS,
      room: "Kitchen",
      position: "North wall",
      diagonal1: 1925,
      diagonal2: 1921,
    }),
  );
});

describe("photos of an opening", () => {
  it("are kept once per client id, with their marks", async () => {
    const clientId = randomUUID();
    const first = await upload({ clientId });
    expect(first.body.code, first.body.message).toBe(0);
    expect(first.body.data).toMatchObject({ openingId: opening, width: 40, height: 30 });
    const again = await upload({ clientId });
    expect(again.body.data?.id).toBe(first.body.data?.id);
    const kept = (await photos())?.filter((p) => p.clientId === clientId);
    expect(kept).toHaveLength(1);
    expect(kept?.[0]?.annotations[0]).toMatchObject({ kind: "dimension", value: 1496 });
    const flat = await t.app.inject({
      method: "GET",
      url: `/api/measure-orders/${orderId}/photos/${first.body.data?.id}/flattened`,
      headers: { authorization: `Bearer ${t.token}` },
    });
    expect(flat.headers["content-type"]).toBe("image/png");
  });

  it("refuse a mark that cannot be and a photo over 3M at their fields, keeping nothing", async () => {
    const before = (await photos())?.length;
    const bad = await upload({
      annotations: [
        {
          kind: "dimension",
          id: "d",
          colour: "#e53935",
          from: { x: 0.1, y: 0.5 },
          to: { x: 0.9, y: 0.5 },
          value: 0,
        },
      ],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([{ field: "annotations.0", message: "A dimension is 1 to 15000 mm" }]);
    // 3M + 6 bytes of base64 ("AAAA" is 3 bytes; up to 4 characters of padding are let through)
    const big = await upload({ photo: "AAAA".repeat(1024 * 1024 + 2) });
    expect(big.body.errors).toEqual([
      {
        field: "photo",
        message: "A photo can be at most 3 MB: pick a smaller one or take it at a lower resolution",
      },
    ]);
    const notImage = await upload({ photo: "AAAA" });
    expect(notImage.body.errors).toEqual([{ field: "photo", message: "Choose a JPEG, PNG or HEIC photo" }]);
    expect((await photos())?.length).toBe(before);
  });

  it("are marked again and removed; a cancelled visit's no longer change", async () => {
    const kept = (await upload({})).body.data;
    const id = kept?.id as number;
    const arrow = {
      kind: "arrow",
      id: "a1",
      colour: "#1e88e5",
      from: { x: 0.2, y: 0.2 },
      to: { x: 0.4, y: 0.4 },
    } as const;
    const marked = await callRoute(t.app, routes.measurePhotos.annotate, {
      token: t.token,
      params: { id: orderId, photoId: id },
      body: { flattened: png(40, 30), annotations: [arrow] },
    });
    expect(marked.body.data?.annotations).toEqual([arrow]);
    const removed = await callRoute(t.app, routes.measurePhotos.remove, {
      token: t.token,
      params: { id: orderId, photoId: id },
    });
    expect(removed.body.code, removed.body.key).toBe(0);
    expect((await photos())?.some((p) => p.id === id)).toBe(false);

    const customer = await addCustomer(t.app, t.token, "Li Na");
    const other = await orderVisit(t.app, t.token, {
      customerId: customer.id,
      address: "1 River Road",
      appointmentAt: "2026-12-02T02:00:00Z",
      measurerId: t.session.userinfo.id,
    });
    const room = randomUUID();
    await syncChanges(t.app, t.token, other.id, openingChanges(room, { width1: 1500 }));
    await callRoute(t.app, routes.measurement.transition, {
      token: t.token,
      params: { id: other.id },
      body: { event: "cancel" },
    });
    const late = await upload({ openingId: room }, t.token, other.id);
    expect(late.body.key).toBe("measure.order_closed");
  });

  it("of another company's visit are refused", async () => {
    const stranger = await registerAccount(t.app, t.clock);
    const token = stranger.userinfo.api_token;
    await setCompanyModule(t.database.db, await companyIdOf(t.database.db, stranger.userinfo.id), "crm", 1);
    const res = await upload({}, token);
    expect(res.body.key).toBe("missing.measure_order");
    const list = await callRoute(t.app, routes.measurePhotos.list, { token, params: { id: orderId } });
    expect(list.body.key).toBe("missing.measure_order");
  });
});

describe("photos of a converted visit", () => {
  it("are attached to the window each opening became, read through the order", async () => {
    const customer = await addCustomer(t.app, t.token, "Chen Jie");
    const visit = await orderVisit(t.app, t.token, {
      customerId: customer.id,
      address: "5 Hill Road",
      appointmentAt: "2026-12-03T02:00:00Z",
      measurerId: t.session.userinfo.id,
    });
    const [first, second] = [randomUUID(), randomUUID()];
    for (const [room, id] of [
      ["Kitchen", first],
      ["Hall", second],
    ] as const)
      await syncChanges(
        t.app,
        t.token,
        visit.id,
        openingChanges(id, { ...SIX_POINTS, room, templateKey: "builtin:casement-2" }),
      );
    const kitchen = (
      await upload({ openingId: first, photo: png(40, 30), flattened: png(20, 10) }, t.token, visit.id)
    ).body.data;
    const hall = (await upload({ openingId: second }, t.token, visit.id)).body.data;
    await callRoute(t.app, routes.measurement.transition, {
      token: t.token,
      params: { id: visit.id },
      body: { event: "complete" },
    });
    const converted = await callRoute(t.app, routes.measurement.convert, {
      token: t.token,
      params: { id: visit.id },
    });
    const orderId = converted.body.data?.orderId as number;
    const order = (await callRoute(t.app, routes.orders.detail, { token: t.token, params: { id: orderId } }))
      .body.data;
    const itemOf = (room: string) => order?.items.find((i) => i.installPosition === room)?.id as number;
    const listed = await callRoute(t.app, routes.orders.photos, { token: t.token, params: { id: orderId } });
    expect(listed.body.data).toEqual([
      expect.objectContaining({ id: kitchen?.id, itemId: itemOf("Kitchen"), width: 40, height: 30 }),
      expect.objectContaining({ id: hall?.id, itemId: itemOf("Hall") }),
    ]);
    const file = (path: string, token = t.token) =>
      t.app.inject({ method: "GET", url: path, headers: { authorization: `Bearer ${token}` } });
    const base = `/api/orders/${orderId}/items/${itemOf("Kitchen")}/photos/${kitchen?.id}`;
    // the marked picture (20 × 10 here) and the original kept (40 × 30)
    const flat = await file(base);
    expect(flat.headers["content-type"]).toBe("image/png");
    expect(flat.rawPayload.readUInt32BE(16)).toBe(20);
    const original = await file(`${base}/original`);
    expect(original.rawPayload.readUInt32BE(16)).toBe(40);
    // a photo asked under another window of the order is not that window's
    const wrong = await file(`/api/orders/${orderId}/items/${itemOf("Hall")}/photos/${kitchen?.id}`);
    expect(wrong.json().key).toBe("missing.measure_photo");
    // another company sees neither the order nor its photos
    const stranger = await registerAccount(t.app, t.clock);
    const token = stranger.userinfo.api_token;
    expect((await callRoute(t.app, routes.orders.photos, { token, params: { id: orderId } })).body.key).toBe(
      "missing.order",
    );
    expect((await file(base, token)).json().key).toBe("missing.order");
  });
});

describe("the measurement sheet", () => {
  it("prints each opening's sizes and its photos, in the caller's language", async () => {
    const text = async (lang: string) => {
      const res = await t.app.inject({
        method: "GET",
        url: `/api/measure-orders/${orderId}/sheet?tz=480`,
        headers: { authorization: `Bearer ${t.token}`, targetlanguage: lang },
      });
      expect(res.headers["content-type"]).toBe("application/pdf");
      const file = join(mkdtempSync(join(tmpdir(), "fenestra-sheet-")), "sheet.pdf");
      writeFileSync(file, res.rawPayload);
      return {
        text: execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" }),
        images:
          execFileSync("pdfimages", ["-list", file], { encoding: "utf8" }).trim().split("\n").length - 2,
      };
    };
    const en = await text("en-US");
    expect(en.text).toContain("Measurement sheet");
    expect(en.text).toContain("1. Kitchen · North wall");
    expect(en.text).toMatch(/1500 \/ 1496 \/ 1502 → 1496 mm \(the smallest\)/);
    expect(en.text).toContain("out of square by 4 mm");
    // the appointment 02:00 UTC in the caller's UTC+8
    expect(en.text).toContain("2026-12-01 10:00");
    expect(en.images).toBeGreaterThanOrEqual(1);
    const zh = await text("zh-CN");
    expect(zh.text).toContain("测量单");
    expect(zh.text).toContain("1496 mm（取最小值）");
  });
});
