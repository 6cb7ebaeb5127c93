import { routes } from "@fenestra/api";
import { DEFAULT_GLASS } from "@fenestra/core/commands/defaults";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { contracts, orderItems, users } from "../../db/schema/index.ts";
import {
  callRoute,
  registerAccount,
  registerPaidAccount,
  subAccountSession,
} from "../../test/helpers/factories.ts";
import { testAppForFile } from "../../test/helpers/test-app.ts";
import {
  addItem,
  CASEMENT_PRICE,
  casementDesign,
  createOrder,
  type ItemDto,
  itemBody,
  type OrderDto,
} from "./orders.fixtures.ts";

const t = testAppForFile({ signInDemo: true });

describe("orders and their window items", () => {
  it("numbers orders automatically and refuses a number already used in the company", async () => {
    const a = await createOrder(t.app, t.token);
    const b = await createOrder(t.app, t.token);
    expect(a.orderNo).toMatch(/^DD\d{12}$/);
    expect(b.orderNo).not.toBe(a.orderNo);
    expect(a.kind).toBe("intent");

    await createOrder(t.app, t.token, { orderNo: "A-100" });
    const dup = await callRoute(t.app, routes.orders.create, {
      token: t.token,
      body: { kind: "formal", orderNo: "A-100" },
    });
    expect(dup.body).toMatchObject({ code: 2, key: "conflict.order_no_exists" });

    const other = await registerAccount(t.app, t.clock);
    const elsewhere = await createOrder(t.app, other.userinfo.api_token, { orderNo: "A-100" });
    expect(elsewhere.orderNo).toBe("A-100");
  });

  it("saves a drawn window, restores its design exactly and prices it by the series' quote formulas", async () => {
    const order = await createOrder(t.app, t.token, { customer: "Li Wei" });
    const item = await addItem(t.app, t.token, order.id);
    // The demo default series' quote tab: 2.1 m² × 680.00 + one sash × 150.00 = 1,578.00 yuan.
    expect(item.area).toBeCloseTo(2.1, 9);
    expect(item.price).toBe(CASEMENT_PRICE);
    expect(item.amount).toBe(2 * CASEMENT_PRICE);
    expect(item).not.toHaveProperty("unitPrice");

    const got = await callRoute(t.app, routes.orders.item, {
      params: { id: order.id, itemId: item.id },
      token: t.token,
    });
    expect((got.body.data as ItemDto).design).toEqual(casementDesign);

    const detail = await callRoute(t.app, routes.orders.detail, { params: { id: order.id }, token: t.token });
    expect(detail.body.data).toMatchObject({
      amount: 2 * CASEMENT_PRICE,
      itemCount: 1,
      items: [{ id: item.id }],
    });
    expect((detail.body.data as OrderDto).area).toBeCloseTo(4.2, 9);
  });

  it("updates and deletes an item, keeping the order totals and the edit history", async () => {
    const order = await createOrder(t.app, t.token);
    const item = await addItem(t.app, t.token, order.id);
    const changed = { ...casementDesign, notes: [{ id: "N1", at: [10, 10], text: "left" }] };
    const put = await callRoute(t.app, routes.orders.updateItem, {
      params: { id: order.id, itemId: item.id },
      token: t.token,
      body: { ...itemBody({ design: changed, count: 3, width: 400, height: 500 }), overwrite: true },
    });
    expect(put.body.code).toBe(0);
    // The price follows the drawing (unchanged in size), not the width and height typed beside it.
    const amount = 3 * CASEMENT_PRICE;
    expect(put.body.data).toMatchObject({ count: 3, price: CASEMENT_PRICE, amount, design: changed });
    const afterPut = await callRoute(t.app, routes.orders.detail, {
      params: { id: order.id },
      token: t.token,
    });
    expect(afterPut.body.data).toMatchObject({ amount });

    const del = await callRoute(t.app, routes.orders.removeItem, {
      params: { id: order.id, itemId: item.id },
      token: t.token,
    });
    expect(del.body.code).toBe(0);
    const gone = await callRoute(t.app, routes.orders.item, {
      params: { id: order.id, itemId: item.id },
      token: t.token,
    });
    expect(gone.body).toMatchObject({ code: 2, key: "missing.order_item" });
    expect(
      (await callRoute(t.app, routes.orders.detail, { params: { id: order.id }, token: t.token })).body.data,
    ).toMatchObject({
      amount: 0,
      itemCount: 0,
    });

    const history = await callRoute(t.app, routes.editHistory.list, {
      query: { orderId: order.id },
      token: t.token,
    });
    const entries = history.body.data.items;
    expect(entries.map((e) => `${e.entity}:${e.action}`)).toEqual([
      "order_item:delete",
      "order_item:update",
      "order_item:create",
      "order:create",
    ]);
    expect(entries[1]?.changes).toMatchObject({ count: { from: 2, to: 3 }, design: "changed" });
    expect(entries.every((e) => e.userName === "Demo")).toBe(true);
  });

  it("duplicates a window, adding its amount to the order and its contract", async () => {
    const contract = await callRoute(t.app, routes.contracts.create, {
      token: t.token,
      body: { customer: "Dup" },
    });
    const contractId = (contract.body.data as { id: number }).id;
    const order = await createOrder(t.app, t.token, { contractId });
    const item = await addItem(t.app, t.token, order.id, itemBody({ windowNo: "C1", count: 1 }));
    const copy = await callRoute(t.app, routes.orders.duplicateItem, {
      params: { id: order.id, itemId: item.id },
      token: t.token,
    });
    expect(copy.body.code, copy.body.key).toBe(0);
    expect(copy.body.data).toMatchObject({ windowNo: "C2", price: CASEMENT_PRICE, design: casementDesign });
    expect((copy.body.data as ItemDto).id).not.toBe(item.id);
    const detail = await callRoute(t.app, routes.contracts.detail, {
      params: { id: contractId },
      token: t.token,
    });
    const c = detail.body.data as { amount: number; orders: { items: { windowNo: string }[] }[] };
    expect(c.amount).toBe(2 * CASEMENT_PRICE);
    expect(c.orders[0]?.items.map((i) => i.windowNo)).toEqual(["C1", "C2"]);
  });

  it("refuses a window its series cannot make, or a frame without a face colour, at the design field, pricing nothing (issue 28, 30)", async () => {
    const order = await createOrder(t.app, t.token);
    const [frame] = (casementDesign as { frames: Record<string, unknown>[] }).frames;
    // a folding door in the default (TB60) series' frame moved to the PVC60 series: PVC60 builds no folds
    const catalogue = await callRoute(t.app, routes.series.catalogue, { token: t.token });
    const all = (catalogue.body.data as { series: { id: number; name: string }[] }).series;
    const pvc60 = all.find((s) => s.name.includes("PVC60"))!;
    const fold = {
      ...casementDesign,
      frames: [
        {
          ...frame,
          colors: { a: "white", b: "white" },
          root: {
            kind: "fold",
            id: "FO1",
            foldType: "stackLeft",
            opening: "outward",
            leaves: [1, 2, 3].map((i) => ({
              id: `L${i}`,
              inner: {
                kind: "fill",
                id: `LG${i}`,
                fill: DEFAULT_GLASS,
              },
            })),
          },
        },
      ],
    };
    const refused = await callRoute(t.app, routes.orders.addItem, {
      params: { id: order.id },
      token: t.token,
      lang: "en-US",
      body: itemBody({ seriesId: String(pvc60.id), design: fold }),
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([
      {
        field: "design.frames.0.root",
        message:
          "This series does not make a kind of opening this window has (a folding door, a sliding group or a door, for one): choose a series that makes it, or another kind",
      },
    ]);
    // a colour its profiles are not catalogued in: refused, not quoted without its profile lines
    const purple = { ...casementDesign, frames: [{ ...frame, colors: { a: "purple", b: "purple" } }] };
    const colour = await callRoute(t.app, routes.orders.addItem, {
      params: { id: order.id },
      token: t.token,
      lang: "en-US",
      body: itemBody({ design: purple }),
    });
    expect(colour.status).toBe(400);
    expect(colour.body.errors).toEqual([
      {
        field: "design.frames.0.colors.a",
        message:
          "The colour purple is not catalogued for every profile of this series: choose one of its colours",
      },
    ]);
    // SPEC §5: a face colour left empty is refused at its field, whatever the series offers
    const blank = { ...casementDesign, frames: [{ ...frame, colors: { a: "white", b: " " } }] };
    const empty = await callRoute(t.app, routes.orders.addItem, {
      params: { id: order.id },
      token: t.token,
      lang: "zh-CN",
      body: itemBody({ design: blank }),
    });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual([
      { field: "design.frames.0.colors.b", message: "A 面和 B 面颜色不能为空：请选择颜色" },
    ]);
    // the folding door in the series that builds it (TB60, the default) is priced
    const tb60 = await callRoute(t.app, routes.orders.addItem, {
      params: { id: order.id },
      token: t.token,
      body: itemBody({ design: fold }),
    });
    expect(tb60.body.code, tb60.body.key).toBe(0);
    expect((tb60.body.data as { price: string | number }).price).not.toBe(0);
  });

  it("refuses a series id that is not the company's, at the seriesId field, saving nothing", async () => {
    const order = await createOrder(t.app, t.token);
    for (const seriesId of ["TB60 casement", "999999"]) {
      const res = await callRoute(t.app, routes.orders.addItem, {
        params: { id: order.id },
        token: t.token,
        lang: "en-US",
        body: itemBody({ seriesId }),
      });
      expect(res.status, seriesId).toBe(400);
      expect(res.body.errors).toEqual([
        {
          field: "seriesId",
          message: "This is not one of your company's series: choose a series from the list",
        },
      ]);
    }
    // Another company's series is unknown here too.
    const stranger = (await registerAccount(t.app, t.clock)).userinfo.api_token;
    const theirs = await callRoute(t.app, routes.series.catalogue, { token: stranger });
    const theirId = (theirs.body.data as { series: { id: number }[] }).series[0]?.id;
    const foreign = await callRoute(t.app, routes.orders.addItem, {
      params: { id: order.id },
      token: t.token,
      body: itemBody({ seriesId: String(theirId) }),
    });
    expect(foreign.status).toBe(400);
    expect(
      (await callRoute(t.app, routes.orders.detail, { params: { id: order.id }, token: t.token })).body.data,
    ).toMatchObject({
      itemCount: 0,
      amount: 0,
    });
    // No series named: the company's default series, stored by its id.
    const byDefault = await addItem(t.app, t.token, order.id, itemBody({ seriesId: "" }));
    expect(byDefault.price).toBe(CASEMENT_PRICE);
    const stored = await callRoute(t.app, routes.orders.detail, { params: { id: order.id }, token: t.token });
    const items = (stored.body.data as { items: { seriesId: string; seriesName: string }[] }).items;
    expect(items[0]?.seriesId).toMatch(/^\d+$/);
    expect(items[0]?.seriesName).toBeTruthy();
  });

  it("names the window whose series is gone, on the order page and in the BOM", async () => {
    const owner = (await registerAccount(t.app, t.clock)).userinfo.api_token;
    const order = await createOrder(t.app, owner);
    await addItem(t.app, owner, order.id, itemBody({ windowNo: "K7" }));
    // A series removed under the order (deleting one in use is refused; an older row can lose it).
    await t.database.db
      .update(orderItems)
      .set({ seriesId: "987654" })
      .where(eq(orderItems.orderId, order.id));
    const detail = await callRoute(t.app, routes.orders.detail, { params: { id: order.id }, token: owner });
    expect((detail.body.data as { items: unknown[] }).items[0]).toMatchObject({
      windowNo: "K7",
      seriesName: null,
      seriesMissing: true,
    });
    const bom = await callRoute(t.app, routes.bom.recalculate, {
      params: { id: order.id },
      token: owner,
      lang: "en-US",
    });
    expect(bom.body).toMatchObject({ code: 2, key: "order.window_series_missing" });
    expect(bom.body.message).toMatch(/^Window K7: its product series no longer exists/);
  });

  it("lists the orders in no contract for the contract page's picker", async () => {
    const owner = (await registerAccount(t.app, t.clock)).userinfo.api_token;
    const loose = await createOrder(t.app, owner);
    const contract = await callRoute(t.app, routes.contracts.create, {
      token: owner,
      body: { customer: "Loose" },
    });
    await createOrder(t.app, owner, { contractId: (contract.body.data as { id: number }).id });
    const res = await callRoute(t.app, routes.orders.list, { query: { attached: "no" }, token: owner });
    expect((res.body.data as { items: { id: number }[] }).items.map((o) => o.id)).toEqual([loose.id]);
  });

  it("refuses a design that does not match the design schema and changes nothing", async () => {
    const order = await createOrder(t.app, t.token);
    const bad = await callRoute(t.app, routes.orders.addItem, {
      params: { id: order.id },
      token: t.token,
      body: itemBody({ design: { ...casementDesign, version: 99 } }),
    });
    expect(bad.status).toBe(400);
    const negative = await callRoute(t.app, routes.orders.addItem, {
      params: { id: order.id },
      token: t.token,
      lang: "en-US",
      body: itemBody({ minArea: -5 }),
    });
    expect(negative.status).toBe(400);
    expect(negative.body.errors).toEqual([
      expect.objectContaining({ field: "minArea", message: "The minimum area cannot be negative" }),
    ]);
    expect(
      (await callRoute(t.app, routes.orders.detail, { params: { id: order.id }, token: t.token })).body.data,
    ).toMatchObject({
      itemCount: 0,
    });
  });

  it("refuses an amount too large to record instead of failing, keeping the order as it was", async () => {
    const order = await createOrder(t.app, t.token);
    const huge = await callRoute(t.app, routes.orders.addItem, {
      params: { id: order.id },
      token: t.token,
      lang: "en-US",
      body: itemBody({ count: 100_000 }),
    });
    expect(huge.body).toMatchObject({ code: 2, key: "pricing.amount_too_large" });
    // Each of these fits, but the order's total would not.
    await addItem(t.app, t.token, order.id, itemBody({ count: 10_000 }));
    const second = await callRoute(t.app, routes.orders.addItem, {
      params: { id: order.id },
      token: t.token,
      body: itemBody({ count: 10_000 }),
    });
    expect(second.body).toMatchObject({ code: 2, key: "pricing.amount_too_large" });
    expect(
      (await callRoute(t.app, routes.orders.detail, { params: { id: order.id }, token: t.token })).body.data,
    ).toMatchObject({
      itemCount: 1,
      amount: 10_000 * CASEMENT_PRICE,
    });
  });

  it("refuses to price a window by broken quote formulas, in the caller's language, writing nothing", async () => {
    const dir = await callRoute(t.app, routes.series.createDirectory, {
      token: t.token,
      body: { name: "Quote tests" },
    });
    const made = await callRoute(t.app, routes.series.create, {
      token: t.token,
      body: { directoryId: (dir.body.data as { id: number }).id, name: "Broken quote", material: "upvc" },
    });
    const series = made.body.data as {
      id: number;
      model: Record<string, unknown> & { profiles: { partType: string }[] };
    };
    // a sash profile beside the starter frame: the series builds the casement the item draws
    const [frameProfile] = series.model.profiles;
    const model = {
      ...series.model,
      profiles: [frameProfile, { ...frameProfile, code: "S-TEST", partType: "sash" }],
      formulas: {
        quote: { rows: [{ id: "q1", kind: "cost", name: "price", calc: "area", price: "680 *" }] },
      },
    };
    const saved = await callRoute(t.app, routes.series.update, {
      params: { id: series.id },
      token: t.token,
      body: { model, overwrite: true },
    });
    expect(saved.body.code, saved.body.key).toBe(0);

    const order = await createOrder(t.app, t.token);
    const refused = await callRoute(t.app, routes.orders.addItem, {
      params: { id: order.id },
      token: t.token,
      lang: "zh-CN",
      body: itemBody({ seriesId: String(series.id) }),
    });
    expect(refused.status).toBeLessThan(500);
    expect(refused.body).toMatchObject({ code: 2, key: "pricing.quote_formula_error" });
    expect(refused.body.message).toMatch(/报价公式/);
    expect(
      (await callRoute(t.app, routes.orders.detail, { params: { id: order.id }, token: t.token })).body.data,
    ).toMatchObject({
      itemCount: 0,
      amount: 0,
    });

    // Fixed: 450.00 yuan per m², at least MIN_AREA (1 m² unless the item says more).
    const fixed = {
      ...model,
      parameters: [{ name: "MIN_AREA", value: "1" }],
      formulas: {
        quote: {
          rows: [
            {
              id: "q1",
              kind: "cost",
              name: "price",
              calc: "area",
              quantity: "max(AREA, MIN_AREA)",
              price: "450",
            },
          ],
        },
      },
    };
    expect(
      (
        await callRoute(t.app, routes.series.update, {
          params: { id: series.id },
          token: t.token,
          body: { model: fixed, overwrite: true },
        })
      ).body.code,
    ).toBe(0);
    const seriesId = String(series.id);
    const priced = await addItem(t.app, t.token, order.id, itemBody({ seriesId }));
    // 2.1 m² drawn × 450.00, two windows.
    expect(priced).toMatchObject({ price: 94_500, amount: 189_000 });
    // The item's own minimum area of 3 m² bills 3 m².
    const atLeast = await addItem(t.app, t.token, order.id, itemBody({ seriesId, minArea: 3, count: 1 }));
    expect(atLeast).toMatchObject({ price: 135_000, amount: 135_000 });
  });

  it("keeps another company's orders out of sight", async () => {
    const order = await createOrder(t.app, t.token);
    const item = await addItem(t.app, t.token, order.id);
    const stranger = (await registerAccount(t.app, t.clock)).userinfo.api_token;
    const get = await callRoute(t.app, routes.orders.detail, { params: { id: order.id }, token: stranger });
    expect(get.body).toMatchObject({ code: 2, key: "missing.order" });
    const getItem = await callRoute(t.app, routes.orders.item, {
      params: { id: order.id, itemId: item.id },
      token: stranger,
    });
    expect(getItem.body).toMatchObject({ code: 2, key: "missing.order" });
    const put = await callRoute(t.app, routes.orders.updateItem, {
      params: { id: order.id, itemId: item.id },
      token: stranger,
      body: { ...itemBody(), overwrite: true },
    });
    expect(put.body).toMatchObject({ code: 2, key: "missing.order" });
    const list = await callRoute(t.app, routes.orders.list, { query: { pageSize: 100 }, token: stranger });
    expect((list.body.data as { items: OrderDto[] }).items.map((o) => o.id)).not.toContain(order.id);
  });

  it("filters and pages the list on the server", async () => {
    const owner = (await registerAccount(t.app, t.clock)).userinfo.api_token;
    for (let i = 0; i < 5; i += 1)
      await createOrder(t.app, owner, { customer: i < 3 ? "Zhang San" : "Wang Wu" });
    await createOrder(t.app, owner, { kind: "formal", customer: "Wang Wu" });
    const page = await callRoute(t.app, routes.orders.list, {
      query: { page: 2, pageSize: 4 },
      token: owner,
    });
    expect(page.body.data).toMatchObject({ total: 6 });
    expect((page.body.data as { items: unknown[] }).items).toHaveLength(2);
    const zhang = await callRoute(t.app, routes.orders.list, { query: { customer: "zhang" }, token: owner });
    expect(zhang.body.data).toMatchObject({ total: 3 });
    const formal = await callRoute(t.app, routes.orders.list, { query: { status: "formal" }, token: owner });
    expect(formal.body.data).toMatchObject({ total: 1, items: [{ kind: "formal", customer: "Wang Wu" }] });
    const future = await callRoute(t.app, routes.orders.list, {
      query: { from: "2999-01-01" },
      token: owner,
    });
    expect(future.body.data).toMatchObject({ total: 0 });
  });

  it("shows a sub-account only its own orders unless it may get all orders", async () => {
    const owner = (await registerPaidAccount(t.app, t.clock)).userinfo.api_token;
    const mine = await createOrder(t.app, owner);
    const sub = (await subAccountSession(t.app, owner, { edit_order: "1" })).userinfo.api_token;
    const own = await createOrder(t.app, sub);
    const list = await callRoute(t.app, routes.orders.list, { token: sub });
    expect((list.body.data as { items: OrderDto[] }).items.map((o) => o.id)).toEqual([own.id]);
    const hidden = await callRoute(t.app, routes.orders.detail, { params: { id: mine.id }, token: sub });
    expect(hidden.body).toMatchObject({ key: "missing.order" });
  });

  it("converts an intention order to formal and refuses new orders on a settled contract", async () => {
    const order = await createOrder(t.app, t.token);
    const converted = await callRoute(t.app, routes.orders.convert, {
      params: { id: order.id },
      token: t.token,
    });
    expect(converted.body.data).toMatchObject({ kind: "formal" });

    const [me] = await t.database.db.select().from(users).where(eq(users.id, t.session.userinfo.id));
    const [settled] = await t.database.db
      .insert(contracts)
      .values({ companyId: me?.companyId ?? 0, contractNo: "S-1", status: "settled" })
      .returning();
    const refused = await callRoute(t.app, routes.orders.create, {
      token: t.token,
      body: { kind: "intent", contractId: settled?.id },
    });
    expect(refused.body).toMatchObject({ code: 2, key: "conflict.settled_contract" });
  });
});
