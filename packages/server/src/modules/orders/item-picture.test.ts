// A window's simple picture (drawRender's "save simple picture"): kept in the file storage, shown
// on the order item afterwards, read and written only through the item's order.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { routes } from "@fenestra/api";
import { Resvg } from "@resvg/resvg-js";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { storedFiles } from "../../db/schema/index.ts";
import { localDiskStorage } from "../../storage/local-disk.storage.ts";
import { companyIdOf } from "../../test/helpers/companies.ts";
import { callRoute, registerAccount } from "../../test/helpers/factories.ts";
import { testAppForFile } from "../../test/helpers/test-app.ts";
import { createContract, getContract, subAccount } from "../contracts/contracts.fixtures.ts";
import { payingCompany } from "../finance/finance.fixtures.ts";
import { ITEM_PICTURE } from "./item-picture.ts";
import { addItem, createOrder } from "./orders.fixtures.ts";

// the app's file storage, where the test looks for what was kept and removed
const storage = localDiskStorage(mkdtempSync(join(tmpdir(), "fenestra-pictures-")));
const t = testAppForFile({ storage });
let main: string;
let companyId: number;

beforeAll(async () => {
  const session = await payingCompany(t, { paid: true });
  main = session.userinfo.api_token;
  companyId = await companyIdOf(t.database.db, session.userinfo.id);
});

/** A PNG of one colour. */
const png = (color: string, width = 120, height = 80) =>
  Buffer.from(
    new Resvg(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="${color}"/></svg>`,
    )
      .render()
      .asPng(),
  );

async function window(token = main) {
  const order = await createOrder(t.app, token);
  const item = await addItem(t.app, token, order.id);
  return { orderId: order.id, itemId: item.id };
}

const save = (w: { orderId: number; itemId: number }, data: Buffer | string, token = main, lang = "en-US") =>
  callRoute(t.app, routes.orders.savePicture, {
    token,
    lang,
    params: { id: w.orderId, itemId: w.itemId },
    body: { data: typeof data === "string" ? data : data.toString("base64") },
  });

const read = (w: { orderId: number; itemId: number }, token = main) =>
  t.app.inject({
    method: "GET",
    url: `/api/orders/${w.orderId}/items/${w.itemId}/picture`,
    headers: { authorization: `Bearer ${token}` },
  });

const storedPictures = () =>
  t.database.db
    .select({ key: storedFiles.key })
    .from(storedFiles)
    .where(and(eq(storedFiles.companyId, companyId), eq(storedFiles.purpose, ITEM_PICTURE)));

describe("a window's simple picture", () => {
  it("is stored, shown on the order item and its contract row, and read back as saved", async () => {
    const w = await window();
    const before = await read(w);
    expect(before.json()).toMatchObject({ code: 2, key: "missing.item_picture" });
    const picture = png("#1d4ed8");
    const res = await save(w, picture);
    expect(res.body.code, res.body.key).toBe(0);
    expect(res.body.data).toMatchObject({ id: w.itemId, hasPicture: true });
    const got = await read(w);
    expect(got.statusCode).toBe(200);
    expect(got.headers["content-type"]).toBe("image/png");
    expect(Buffer.compare(got.rawPayload, picture)).toBe(0);
    const order = await callRoute(t.app, routes.orders.detail, { token: main, params: { id: w.orderId } });
    expect(order.body.data.items.map((i) => i.hasPicture)).toEqual([true]);
    // the design's version is not moved: the drawing page's next save is not a stale one
    expect(order.body.data.items[0]?.version).toBe(res.body.data.version);
    const contract = await createContract(t.app, main, { orderId: w.orderId });
    const detail = await getContract(t.app, main, contract.id);
    expect(detail.orders[0]?.items[0]?.hasPicture).toBe(true);
  });

  it("replaces the picture it had, removing the old file; the file is no public link", async () => {
    const w = await window();
    await save(w, png("#dc2626"));
    const [first] = await storedPictures().then((rows) => rows.slice(-1));
    const second = png("#16a34a", 200, 100);
    expect((await save(w, second)).body.code).toBe(0);
    expect(Buffer.compare((await read(w)).rawPayload, second)).toBe(0);
    const keys = (await storedPictures()).map((r) => r.key);
    expect(keys).not.toContain(first?.key);
    expect(await storage.get(first?.key ?? "")).toBeNull();
    // whoever holds a key reads no picture by it: pictures go through their order
    for (const key of keys) {
      const open = await t.app.inject({ method: "GET", url: `/api/files/${key}` });
      expect(open.statusCode).toBe(404);
      const unsigned = await t.app.inject({
        method: "GET",
        url: `/api/files/links/${key}?expires=9999999999&sig=${"A".repeat(43)}`,
      });
      expect(unsigned.statusCode).toBe(403);
    }
  });

  it("refuses what is not a PNG at the field, in the caller's language, and keeps no file", async () => {
    const w = await window();
    const files = (await storedPictures()).length;
    for (const [lang, message] of [
      ["en-US", "The picture must be a PNG image of at most 3M"],
      ["zh-CN", "简图须为不超过 3M 的 PNG 图片"],
    ] as const) {
      const res = await save(w, Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>"), main, lang);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ message, errors: [{ field: "data", message }] });
    }
    expect((await storedPictures()).length).toBe(files);
    expect((await read(w)).json()).toMatchObject({ key: "missing.item_picture" });
  });

  it("is read and written only by who sees the order, and changed only as its contract allows", async () => {
    const w = await window();
    await save(w, png("#1d4ed8"));
    const stranger = (await registerAccount(t.app, t.clock)).userinfo.api_token;
    const noKeys = await subAccount(t.app, main, []);
    for (const token of [stranger, noKeys]) {
      expect((await read(w, token)).json()).toMatchObject({ code: 2, key: "missing.order" });
      expect((await save(w, png("#000000"), token)).body).toMatchObject({ code: 2, key: "missing.order" });
    }
    // a confirmed contract's window: a sub-account without "edit order" changes nothing
    const seesAll = await subAccount(t.app, main, ["get_all_orders"]);
    const contract = await createContract(t.app, main, { orderId: w.orderId });
    const confirmed = await callRoute(t.app, routes.contracts.confirm, {
      token: main,
      params: { id: contract.id },
    });
    expect(confirmed.body.code, confirmed.body.key).toBe(0);
    const locked = await save(w, png("#000000"), seesAll);
    expect(locked.body).toMatchObject({ code: 2, key: "contract.confirmed_locked" });
    expect(Buffer.compare((await read(w, seesAll)).rawPayload, png("#1d4ed8"))).toBe(0);
  });

  it("goes with its window: a duplicate has none, deleting the window removes the file", async () => {
    const w = await window();
    await save(w, png("#1d4ed8"));
    const copy = await callRoute(t.app, routes.orders.duplicateItem, {
      token: main,
      params: { id: w.orderId, itemId: w.itemId },
    });
    expect(copy.body.data).toMatchObject({ hasPicture: false });
    const before = (await storedPictures()).map((r) => r.key);
    const removed = await callRoute(t.app, routes.orders.removeItem, {
      token: main,
      params: { id: w.orderId, itemId: w.itemId },
    });
    expect(removed.body.code, removed.body.key).toBe(0);
    const after = (await storedPictures()).map((r) => r.key);
    expect(after).toHaveLength(before.length - 1);
    const gone = before.find((k) => !after.includes(k)) ?? "";
    expect(await storage.get(gone)).toBeNull();
  });
});
