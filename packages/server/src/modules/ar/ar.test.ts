/// <reference path="../../../../core/src/scene/gltf-validator.d.ts" />
import { AR_LINK_MINUTES, type ArLink, routes } from "@fenestra/api";
import type { Session } from "@fenestra/core";
import { designScene, modelBytes } from "@fenestra/core/scene/model-file";
import { DEMO_SERIES } from "@fenestra/core/series/demo/index";
import { seriesGeometry } from "@fenestra/core/series/index";
import { eq } from "drizzle-orm";
import { validateBytes } from "gltf-validator";
import { beforeAll, describe, expect, it } from "vitest";
import { arLinks, companyModules, users } from "../../db/schema/index.ts";
import { callRoute, registerAccount, subAccountSession } from "../../test/helpers/factories.ts";
import { testAppForFile } from "../../test/helpers/test-app.ts";
import { addItem, casementDesign, createOrder, itemBody } from "../orders/orders.fixtures.ts";
import { DEMO_DEFAULT_SERIES } from "../series/series.seed.ts";

// AR links (docs/scene.md "AR"): Android's Scene Viewer downloads the model itself, so the server
// serves the window's GLB and USDZ by a short-lived link, built from the saved design.
const t = testAppForFile({ signInDemo: true });

let order: { id: number; orderNo: string | null };
let item: { id: number };
beforeAll(async () => {
  order = await createOrder(t.app, t.token, { customer: "Ar Customer Li" });
  item = await addItem(t.app, t.token, order.id, itemBody({ windowNo: "AR-W1" }));
});

async function linkFor(token: string, orderId = order.id, itemId = item.id) {
  return callRoute(t.app, routes.ar.link, { token, params: { id: orderId, itemId } });
}

/** The file at `url` as a phone's AR app fetches it: no sign-in, no headers of ours. */
async function fetchModel(url: string) {
  const response = await t.app.inject({ method: "GET", url });
  return { status: response.statusCode, type: response.headers["content-type"], bytes: response.rawPayload };
}

describe("AR links", () => {
  it("issue 29: a link serves the window's GLB (the file the browser makes) and USDZ without sign-in, again and again, for 30 minutes", async () => {
    const made = await linkFor(t.token);
    expect(made.body.code, made.body.key).toBe(0);
    const link = made.body.data as ArLink;
    expect(link.glb_url).toMatch(/^\/api\/ar\/[\w-]{43}\.glb$/);
    expect(link.usdz_url).toBe(link.glb_url.replace(/\.glb$/, ".usdz"));
    expect(AR_LINK_MINUTES).toBe(30);
    expect(Date.parse(link.expires_at) - t.clock().getTime()).toBe(30 * 60_000);

    const glb = await fetchModel(link.glb_url);
    expect(glb.status).toBe(200);
    expect(glb.type).toBe("model/gltf-binary");
    expect(glb.bytes.subarray(0, 4).toString()).toBe("glTF");
    const report = await validateBytes(new Uint8Array(glb.bytes));
    expect(report.issues.numErrors).toBe(0);
    expect(report.info?.totalVertexCount).toBeGreaterThan(0);
    // the saved design laid out with the company's default series (TB60): the very file the
    // browser's 3D view and the CLI make of it
    const tb60 = seriesGeometry(DEMO_SERIES[DEMO_DEFAULT_SERIES]!);
    const same = await modelBytes(designScene(casementDesign, tb60), "glb");
    expect(Buffer.from(same).equals(glb.bytes)).toBe(true);
    // read-only: asked again, the same file
    expect((await fetchModel(link.glb_url)).bytes.equals(glb.bytes)).toBe(true);

    const usdz = await fetchModel(link.usdz_url);
    expect(usdz.status).toBe(200);
    expect(usdz.type).toBe("model/vnd.usdz+zip");
    expect(usdz.bytes.readUInt32LE(0)).toBe(0x04034b50);
    const nameLength = usdz.bytes.readUInt16LE(26);
    expect(usdz.bytes.subarray(30, 30 + nameLength).toString()).toMatch(/\.usda$/);

    // it opens to the last second of its half hour; then it opens nothing, and says nothing of
    // the company or the window
    t.clock.advance(30 * 60_000 - 1000);
    expect((await fetchModel(link.glb_url)).status).toBe(200);
    t.clock.advance(1000);
    for (const url of [link.glb_url, link.usdz_url]) {
      const gone = await fetchModel(url);
      expect(gone.status).toBe(404);
      const body = JSON.parse(gone.bytes.toString());
      expect(body).toMatchObject({ code: 404, key: "missing.ar_link", data: null });
      for (const secret of ["Ar Customer Li", "AR-W1", String(order.orderNo)])
        expect(gone.bytes.toString()).not.toContain(secret);
    }
  });

  it("builds the model from the design as saved when it is fetched, and opens nothing once the window is deleted", async () => {
    const own = await addItem(t.app, t.token, order.id);
    const link = (await linkFor(t.token, order.id, own.id)).body.data as ArLink;
    const before = await fetchModel(link.glb_url);
    const wider = structuredClone(casementDesign);
    const frame = wider.frames[0] as unknown as { shape: { width: number } };
    frame.shape.width = 1800;
    const saved = await callRoute(t.app, routes.orders.updateItem, {
      token: t.token,
      params: { id: order.id, itemId: own.id },
      body: { ...itemBody({ design: wider, width: 1800 }), overwrite: true },
    });
    expect(saved.body.code, saved.body.key).toBe(0);
    const after = await fetchModel(link.glb_url);
    expect(after.status).toBe(200);
    expect(after.bytes.equals(before.bytes)).toBe(false);

    await callRoute(t.app, routes.orders.removeItem, {
      token: t.token,
      params: { id: order.id, itemId: own.id },
    });
    expect((await fetchModel(link.glb_url)).status).toBe(404);
  });

  it("answers 404 for a token it never made, 400 for one that cannot be a token", async () => {
    expect((await fetchModel(`/api/ar/${"x".repeat(43)}.glb`)).status).toBe(404);
    expect((await fetchModel(`/api/ar/${"x".repeat(43)}.usdz`)).status).toBe(404);
    expect((await fetchModel("/api/ar/short.glb")).status).toBe(400);
  });

  it("refuses another company's window as its order, and makes no link", async () => {
    const other: Session = await registerAccount(t.app, t.clock, { company: "Stranger Windows" });
    const [stranger] = await t.database.db
      .select({ companyId: users.companyId })
      .from(users)
      .where(eq(users.id, other.userinfo.id));
    // with the rendering module, so the refusal is the order's and not the module's
    await t.database.db
      .insert(companyModules)
      .values({ companyId: stranger!.companyId, module: "rendering", value: 1 })
      .onConflictDoUpdate({ target: [companyModules.companyId, companyModules.module], set: { value: 1 } });
    const before = (await t.database.db.select().from(arLinks)).length;

    const refused = await linkFor(other.userinfo.api_token);
    expect(refused.body).toMatchObject({ code: 2, key: "missing.order", data: null });
    // its own order with the home company's item: not an item of that order
    const ownOrder = await createOrder(t.app, other.userinfo.api_token);
    const mixed = await linkFor(other.userinfo.api_token, ownOrder.id, item.id);
    expect(mixed.body).toMatchObject({ code: 2, key: "missing.order_item" });
    expect((await t.database.db.select().from(arLinks)).length).toBe(before);
  });

  it("refuses a sub-account that cannot see the order exactly as the order itself; one that may get all orders gets the link", async () => {
    const blind = (await subAccountSession(t.app, t.token, { edit_order: "1" })).userinfo.api_token;
    const asOrder = await callRoute(t.app, routes.orders.detail, { token: blind, params: { id: order.id } });
    const asLink = await linkFor(blind);
    expect(asOrder.body).toMatchObject({ code: 2, key: "missing.order" });
    expect(asLink.body).toEqual(asOrder.body);

    const all = (await subAccountSession(t.app, t.token, { get_all_orders: "1" })).userinfo.api_token;
    const seen = await linkFor(all);
    expect(seen.body.code, seen.body.key).toBe(0);
    expect((await fetchModel((seen.body.data as ArLink).glb_url)).status).toBe(200);
  });
});
