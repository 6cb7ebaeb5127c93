import { type BodyIn, routes } from "@fenestra/api";
import type { Session } from "@fenestra/core";
import { eq } from "drizzle-orm";
import { PNG } from "pngjs";
import { beforeAll, describe, expect, it } from "vitest";
import { companies } from "../../db/schema/index.ts";
import { companyIdOf, setCompanyModule } from "../../test/helpers/companies.ts";
import { callRoute, malformed, registerAccount, subAccountSession } from "../../test/helpers/factories.ts";
import { testAppForFile } from "../../test/helpers/test-app.ts";
import { addItem, createOrder } from "../orders/orders.fixtures.ts";

// Effect renders (issue 29, SPEC §1, §4 sharing, §6): saved per company, listed, deleted, shared
// by a link that shows the picture and nothing else; the rendering module gates them, and a trial
// account has it only during its one-day rendering trial.

const t = testAppForFile();
const HOUR = 3_600_000;
const token = (s: Session) => s.userinfo.api_token;

function pngBase64(width = 40, height = 30) {
  const image = new PNG({ width, height });
  image.data.fill(200);
  return PNG.sync.write(image).toString("base64");
}

/** A registered company, paid for good (no expiry while the tests move the clock), with the rendering module. */
async function renderingCompany(): Promise<Session> {
  const s = await registerAccount(t.app, t.clock);
  const companyId = await companyIdOf(t.database.db, s.userinfo.id);
  await t.database.db.update(companies).set({ isTrial: 0, permanent: 1 }).where(eq(companies.id, companyId));
  await setCompanyModule(t.database.db, companyId, "rendering", 1);
  return s;
}

async function upload(caller: string, purpose: "render-photo" | "render-image") {
  const res = await callRoute(t.app, routes.files.upload, {
    token: caller,
    body: { purpose, data: pngBase64() },
  });
  expect(res.body.code, res.body.key).toBe(0);
  return res.body.data.key;
}

type CreateBody = BodyIn<typeof routes.renders.create>;
async function renderBody(caller: string, more: Partial<CreateBody> = {}): Promise<CreateBody> {
  return {
    photo_key: await upload(caller, "render-photo"),
    image_key: await upload(caller, "render-image"),
    title: "Living room, south wall",
    corners: [
      [10, 5],
      [30, 6],
      [31, 25],
      [9, 24],
    ],
    opening: { width: 1500, height: 1400 },
    quality: "middle",
    sun: { azimuth: 135, elevation: 40 },
    ...more,
  };
}

async function createRender(caller: string, more: Partial<CreateBody> = {}, idempotencyKey?: string) {
  const res = await callRoute(t.app, routes.renders.create, {
    token: caller,
    body: await renderBody(caller, more),
    ...(idempotencyKey ? { idempotencyKey } : {}),
  });
  expect(res.body.code, `${res.body.key} ${JSON.stringify(res.body.errors)}`).toBe(0);
  return res.body.data;
}

const list = (caller: string) => callRoute(t.app, routes.renders.list, { token: caller, query: {} });
const openShare = (url: string) =>
  callRoute(t.app, routes.renders.publicShare, { params: { token: url.replace("/share-render/", "") } });

let owner: Session;
beforeAll(async () => {
  owner = await renderingCompany();
});

describe("saving and listing renders", () => {
  it("saves a render, lists it newest first, opens it and deletes it with its files", async () => {
    const caller = token(owner);
    const before = (await list(caller)).body.data.total;
    const first = await createRender(caller, { title: "First" });
    const second = await createRender(caller, { title: "Second" });
    expect(second).toMatchObject({ title: "Second", order_id: null, item_id: null, share: null });
    expect(second.image_url).toMatch(/^\/api\/files\/links\/[0-9a-f-]{36}\?name=&expires=\d+&sig=/);
    const page = (await list(caller)).body.data;
    expect(page.total).toBe(before + 2);
    expect(page.items.slice(0, 2).map((r) => r.title)).toEqual(["Second", "First"]);
    const got = await callRoute(t.app, routes.renders.get, { token: caller, params: { id: first.id } });
    expect(got.body.data).toEqual(first);
    // The picture is served from the file storage (the row holds its key, not the bytes).
    expect((await t.app.inject({ method: "GET", url: first.image_url })).statusCode).toBe(200);

    const removed = await callRoute(t.app, routes.renders.remove, {
      token: caller,
      params: { id: first.id },
    });
    expect(removed.body.code, removed.body.key).toBe(0);
    const gone = await callRoute(t.app, routes.renders.get, { token: caller, params: { id: first.id } });
    expect(gone.body).toMatchObject({ code: 2, key: "missing.render" });
    expect((await list(caller)).body.data.total).toBe(before + 1);
    expect((await t.app.inject({ method: "GET", url: first.image_url })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: first.photo_url })).statusCode).toBe(404);
  });

  it("names the order and window rendered, when the caller sees that order", async () => {
    const caller = token(owner);
    const order = await createOrder(t.app, caller);
    const item = await addItem(t.app, caller, order.id);
    const made = await createRender(caller, { order_id: order.id, item_id: item.id });
    expect(made).toMatchObject({ order_id: order.id, item_id: item.id });
    const stranger = await renderingCompany();
    const foreign = await callRoute(t.app, routes.renders.create, {
      token: token(stranger),
      body: await renderBody(token(stranger), { order_id: order.id }),
    });
    expect(foreign.body).toMatchObject({ code: 2, key: "missing.order" });
  });

  it("hides a render of an order from a sub-account that does not see that order", async () => {
    const caller = token(owner);
    const order = await createOrder(t.app, caller);
    const ofOrder = await createRender(caller, { title: "Of the order", order_id: order.id });
    const loose = await createRender(caller, { title: "Of no order" });
    const sub = await subAccountSession(t.app, caller, {});
    const seen = (await list(token(sub))).body.data.items.map((r) => r.id);
    expect(seen).toContain(loose.id);
    expect(seen).not.toContain(ofOrder.id);
    const got = await callRoute(t.app, routes.renders.get, { token: token(sub), params: { id: ofOrder.id } });
    expect(got.body.key).toBe("missing.render");
  });

  it("keeps a render another company's: not found in every call, never listed", async () => {
    const made = await createRender(token(owner));
    const stranger = token(await renderingCompany());
    const params = { id: made.id };
    const calls = [
      await callRoute(t.app, routes.renders.get, { token: stranger, params }),
      await callRoute(t.app, routes.renders.remove, { token: stranger, params }),
      await callRoute(t.app, routes.renders.share, {
        token: stranger,
        params,
        body: { expires_in_hours: null },
      }),
      await callRoute(t.app, routes.renders.unshare, { token: stranger, params }),
    ];
    for (const res of calls) expect(res.body).toMatchObject({ code: 2, key: "missing.render" });
    expect((await list(stranger)).body.data).toEqual({ items: [], total: 0 });
    // Nor may it save a render of this company's files.
    const stolen = await callRoute(t.app, routes.renders.create, {
      token: stranger,
      body: {
        ...(await renderBody(stranger)),
        image_key: made.image_url.split("/").pop()?.split("?")[0] ?? "",
      },
      lang: "en-US",
    });
    expect(stolen.status).toBe(400);
    expect(stolen.body.errors).toEqual([{ field: "image_key", message: "Upload the image again" }]);
    // The owner's render is untouched.
    const still = await callRoute(t.app, routes.renders.get, { token: token(owner), params });
    expect(still.body.data?.id).toBe(made.id);
  });

  it("saves one render for a request repeated with the same key", async () => {
    const caller = token(owner);
    const body = await renderBody(caller, { title: "Tapped twice" });
    const before = (await list(caller)).body.data.total;
    const send = () =>
      callRoute(t.app, routes.renders.create, { token: caller, body, idempotencyKey: "render-twice" });
    const [a, b] = [await send(), await send()];
    expect(a.body.data?.id).toBeDefined();
    expect(b.body.data?.id).toBe(a.body.data?.id);
    expect((await list(caller)).body.data.total).toBe(before + 1);
  });

  it("refuses bad input at its field in the caller's language, and saves nothing", async () => {
    const caller = token(owner);
    const before = (await list(caller)).body.data.total;
    const good = await renderBody(caller);
    const cases: [Partial<CreateBody>, string, string][] = [
      [{ title: "  " }, "title", "请输入标题"],
      [{ sun: { azimuth: 10, elevation: 95 } }, "sun.elevation", "请输入 0° 到 90° 之间的角度"],
      [{ opening: { width: 50, height: 1400 } }, "opening.width", "请输入 100 到 20000 mm 之间的长度"],
      [
        {
          corners: [
            [10, 5],
            [31, 25],
            [30, 6],
            [9, 24],
          ],
        },
        "corners",
        "请在照片上标出洞口的四个角（左上、右上、右下、左下），每个坐标 0 到 20000 像素，且围成凸四边形",
      ],
      [{ quality: malformed("ultra") }, "quality", "请选择低、中或高质量"],
      [{ item_id: 5 }, "order_id", "请指明窗户所属的订单"],
    ];
    for (const [change, field, message] of cases) {
      const res = await callRoute(t.app, routes.renders.create, {
        token: caller,
        body: { ...good, ...change },
        lang: "zh-CN",
      });
      expect(res.status, field).toBe(400);
      expect(res.body.errors, field).toEqual([{ field, message }]);
    }
    expect((await list(caller)).body.data.total).toBe(before);
  });
});

describe("sharing a render", () => {
  it("opens a shared render without signing in until its link expires, showing nothing else of the company", async () => {
    const caller = token(owner);
    const made = await createRender(caller, { title: "For the customer" });
    const shared = await callRoute(t.app, routes.renders.share, {
      token: caller,
      params: { id: made.id },
      body: { expires_in_hours: 2 },
    });
    const link = shared.body.data;
    expect(link.url).toMatch(/^\/share-render\/[A-Za-z0-9_-]{40,}$/);
    expect(Date.parse(link.expires_at as string) - t.clock().getTime()).toBe(2 * HOUR);
    const listed = (await callRoute(t.app, routes.renders.get, { token: caller, params: { id: made.id } }))
      .body.data;
    expect(listed.share).toEqual(link);

    const open = await openShare(link.url);
    expect(open.body.data).toEqual({
      title: "For the customer",
      image_url: made.image_url,
      created_at: made.created_at,
      expires_at: link.expires_at,
    });
    // The photo, the corners, the order, the company: none of them travel with the link.
    expect(JSON.stringify(open.body)).not.toContain(made.photo_url);
    expect(JSON.stringify(open.body)).not.toMatch(/Test Windows|corners|order|company|photo/);
    expect((await t.app.inject({ method: "GET", url: made.image_url })).statusCode).toBe(200);

    t.clock.advance(2 * HOUR - 1000);
    expect((await openShare(link.url)).body.code).toBe(0);
    t.clock.advance(1000);
    expect((await openShare(link.url)).body).toMatchObject({ code: 2, key: "missing.share" });
    const after = (await callRoute(t.app, routes.renders.get, { token: caller, params: { id: made.id } }))
      .body.data;
    expect(after.share).toBeNull();
  });

  it("keeps a permanent link until it is revoked or replaced", async () => {
    const caller = token(owner);
    const made = await createRender(caller);
    const share = (hours: number | null) =>
      callRoute(t.app, routes.renders.share, {
        token: caller,
        params: { id: made.id },
        body: { expires_in_hours: hours },
      });
    const first = (await share(null)).body.data;
    expect(first.expires_at).toBeNull();
    t.clock.advance(400 * 24 * HOUR);
    expect((await openShare(first.url)).body.code).toBe(0);
    // A new link replaces the old one.
    const second = (await share(null)).body.data;
    expect(second.url).not.toBe(first.url);
    expect((await openShare(first.url)).body.key).toBe("missing.share");
    expect((await openShare(second.url)).body.code).toBe(0);
    const revoked = await callRoute(t.app, routes.renders.unshare, {
      token: caller,
      params: { id: made.id },
    });
    expect(revoked.body.code, revoked.body.key).toBe(0);
    expect((await openShare(second.url)).body.key).toBe("missing.share");
    // Deleting a shared render closes its link too.
    const third = (await share(null)).body.data;
    await callRoute(t.app, routes.renders.remove, { token: caller, params: { id: made.id } });
    expect((await openShare(third.url)).body.key).toBe("missing.share");
  });

  it("refuses a link life outside one hour to a year, in the caller's language", async () => {
    const made = await createRender(token(owner));
    for (const hours of [0, 1.5, 8761]) {
      const res = await callRoute(t.app, routes.renders.share, {
        token: token(owner),
        params: { id: made.id },
        body: { expires_in_hours: hours },
        lang: "ru-RU",
      });
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual([
        { field: "expires_in_hours", message: "Введите целое число часов от 1 до 8760" },
      ]);
    }
  });
});

describe("the rendering module and the one-day trial (SPEC §6)", () => {
  it("refuses a trial account without the trial with 10086 naming the module; the trial day opens it, once", async () => {
    const trial = await registerAccount(t.app, t.clock);
    expect(trial.userinfo.is_ty).toBe(1);
    const caller = token(trial);
    const refused = await callRoute(t.app, routes.renders.list, { token: caller, query: {}, lang: "en-US" });
    expect(refused.body).toMatchObject({
      code: 10086,
      key: "trial.no_rendering",
      message: expect.stringMatching(/^Trial accounts cannot use 3D, AR or real-scene rendering/),
    });
    const settings = await callRoute(t.app, routes.renders.settings, { token: caller });
    expect(settings.body.code).toBe(10086);
    // Uploading is open to it (files are not the module's), saving a render is not.
    const body = await renderBody(caller);
    expect((await callRoute(t.app, routes.renders.create, { token: caller, body })).body.code).toBe(10086);

    const taken = await callRoute(t.app, routes.purchase.renderTrial, { token: caller });
    expect(taken.body.code, taken.body.key).toBe(0);
    const made = await callRoute(t.app, routes.renders.create, { token: caller, body });
    expect(made.body.code, made.body.key).toBe(0);
    expect((await list(caller)).body.data.total).toBe(1);
    // Exactly rendering: the trial opens no other module.
    const crm = await callRoute(t.app, routes.crm.list, { token: caller, query: {} });
    expect(crm.body).toMatchObject({ code: 10086, key: "purchase.module_needed" });

    const again = await callRoute(t.app, routes.purchase.renderTrial, { token: caller });
    expect(again.body.key).toBe("trial.render_trial_used");
    // The day taken and the next; then it is over, and cannot be taken again.
    t.clock.advance(2 * 24 * HOUR);
    expect((await list(caller)).body.code).toBe(10086);
    expect((await callRoute(t.app, routes.purchase.renderTrial, { token: caller })).body.key).toBe(
      "trial.render_trial_used",
    );
  });
});

describe("render settings", () => {
  it("answers the defaults until the company saves its own, per company", async () => {
    const caller = token(owner);
    const initial = (await callRoute(t.app, routes.renders.settings, { token: caller })).body.data;
    expect(initial).toEqual({
      quality: "middle",
      sun: { azimuth: 135, elevation: 45 },
      share_hours_default: 72,
      version: 0,
    });
    const mine = {
      quality: "high",
      sun: { azimuth: 200.5, elevation: 30 },
      share_hours_default: null,
    } as const;
    const saved = await callRoute(t.app, routes.renders.saveSettings, {
      token: caller,
      body: { ...mine, version: initial.version },
    });
    expect(saved.body.data).toEqual({ ...mine, version: 1 });
    expect((await callRoute(t.app, routes.renders.settings, { token: caller })).body.data).toEqual({
      ...mine,
      version: 1,
    });
    const other = token(await renderingCompany());
    expect((await callRoute(t.app, routes.renders.settings, { token: other })).body.data).toEqual(initial);
  });

  it("never saves silently over another save: a stale version is refused, overwrite saves knowingly", async () => {
    const caller = token(await renderingCompany());
    const read = (await callRoute(t.app, routes.renders.settings, { token: caller })).body.data;
    const first = await callRoute(t.app, routes.renders.saveSettings, {
      token: caller,
      body: { ...read, quality: "low" },
    });
    expect(first.body.data?.version).toBe(1);
    const stale = await callRoute(t.app, routes.renders.saveSettings, {
      token: caller,
      body: { ...read, quality: "high" },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.key).toBe("conflict.stale_version");
    expect((await callRoute(t.app, routes.renders.settings, { token: caller })).body.data?.quality).toBe(
      "low",
    );
    const { version: _v, ...fields } = read;
    const overwritten = await callRoute(t.app, routes.renders.saveSettings, {
      token: caller,
      body: { ...fields, quality: "high", overwrite: true },
    });
    expect(overwritten.body.data).toMatchObject({ quality: "high", version: 2 });
  });

  it("refuses a sun outside the sky at its field, and keeps what was saved", async () => {
    const caller = token(owner);
    const before = (await callRoute(t.app, routes.renders.settings, { token: caller })).body.data;
    const res = await callRoute(t.app, routes.renders.saveSettings, {
      token: caller,
      body: { ...before, sun: { azimuth: 361, elevation: 10 } },
      lang: "vi-VN",
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ field: "sun.azimuth", message: "Nhập góc từ 0° đến 360°" }]);
    expect((await callRoute(t.app, routes.renders.settings, { token: caller })).body.data).toEqual(before);
  });
});
