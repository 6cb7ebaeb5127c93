import { type DataOf, routes, type TemplateCreate } from "@fenestra/api";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { templateUsage, windowTemplates } from "../../db/schema/index.ts";
import { callRoute, registerAccount, subAccountSession } from "../../test/helpers/factories.ts";
import { testAppForFile } from "../../test/helpers/test-app.ts";
import { casementDesign } from "../orders/orders.fixtures.ts";

type TemplateDto = DataOf<typeof routes.templates.create>;
type Page = DataOf<typeof routes.templates.list>;
type Usage = DataOf<typeof routes.templates.usage>;

const t = testAppForFile({ signInDemo: true });

/** `body` is what a client may send, including what the schema refuses. */
async function save(as: string, body: Record<string, unknown>, lang = "en-US") {
  return callRoute(t.app, routes.templates.create, { token: as, lang, body: body as TemplateCreate });
}

async function saved(as: string, name: string, type = "casement") {
  const { body } = await save(as, { name, type, design: casementDesign });
  expect(body.code, body.key).toBe(0);
  return body.data as TemplateDto;
}

async function templatesSavedBy(userId: number) {
  return (await t.database.db.select().from(windowTemplates).where(eq(windowTemplates.createdBy, userId)))
    .length;
}

describe("the company's own window templates", () => {
  it("saves a drawing as a template, lists it by page and type, and restores its design exactly", async () => {
    const a = await saved(t.token, "  Kitchen window ");
    expect(a).toMatchObject({ key: `user:${a.id}`, name: "Kitchen window", type: "casement" });
    expect(a.createdBy).toBe(t.session.userinfo.id);
    expect(a.design).toEqual(casementDesign);
    const b = await saved(t.token, "Hall", "fixed");
    const c = await saved(t.token, "Garage", "fixed");

    const first = await callRoute(t.app, routes.templates.list, {
      query: { page: 1, pageSize: 2 },
      token: t.token,
    });
    expect(first.body.code).toBe(0);
    const page1 = first.body.data as Page;
    expect(page1.total).toBe(3);
    expect(page1.items.map((x) => x.id)).toEqual([a.id, b.id]);
    expect(page1.items[0]?.design).toEqual(casementDesign);
    const page2 = (
      await callRoute(t.app, routes.templates.list, { query: { page: 2, pageSize: 2 }, token: t.token })
    ).body.data as Page;
    expect(page2.items.map((x) => x.id)).toEqual([c.id]);
    const fixed = (
      await callRoute(t.app, routes.templates.list, { query: { type: "fixed" }, token: t.token })
    ).body.data as Page;
    expect(fixed).toMatchObject({ total: 2, items: [{ id: b.id }, { id: c.id }] });
  });

  it("deletes a template, and a second delete finds nothing", async () => {
    const x = await saved(t.token, "Short-lived");
    const del = await callRoute(t.app, routes.templates.remove, { params: { id: x.id }, token: t.token });
    expect(del.body).toMatchObject({ code: 0, key: "success.delete" });
    const list = (await callRoute(t.app, routes.templates.list, { query: { pageSize: 100 }, token: t.token }))
      .body.data as Page;
    expect(list.items.some((i) => i.id === x.id)).toBe(false);
    const again = await callRoute(t.app, routes.templates.remove, { params: { id: x.id }, token: t.token });
    expect(again.body).toMatchObject({ code: 2, key: "missing.template" });
  });

  it("keeps each company's templates to itself: another company's template is not found", async () => {
    const mine = await saved(t.token, "Demo only");
    const other = await registerAccount(t.app, t.clock);
    const otherToken = other.userinfo.api_token;
    const theirs = await saved(otherToken, "Other company's");

    const seen = (
      await callRoute(t.app, routes.templates.list, { query: { pageSize: 100 }, token: otherToken })
    ).body.data as Page;
    expect(seen.items.map((i) => i.id)).toEqual([theirs.id]);
    const del = await callRoute(t.app, routes.templates.remove, {
      params: { id: mine.id },
      token: otherToken,
      lang: "en-US",
    });
    expect(del.body).toMatchObject({ code: 2, key: "missing.template", message: "Template not found" });
    const use = await callRoute(t.app, routes.templates.recordUse, {
      token: otherToken,
      body: { templateKey: mine.key },
    });
    expect(use.body).toMatchObject({ code: 2, key: "missing.template" });
    const list = (await callRoute(t.app, routes.templates.list, { query: { pageSize: 100 }, token: t.token }))
      .body.data as Page;
    expect(list.items.some((i) => i.id === mine.id)).toBe(true);
    expect(list.items.some((i) => i.id === theirs.id)).toBe(false);
  });

  it("answers bad input with 400 and a translated field message, saving nothing", async () => {
    const before = await templatesSavedBy(t.session.userinfo.id);
    const blank = await save(t.token, { name: "   ", type: "casement", design: casementDesign }, "zh-CN");
    expect(blank.status).toBe(400);
    expect(blank.body.errors).toEqual([{ field: "name", message: "请输入模板名称" }]);

    const long = await save(t.token, { name: "x".repeat(61), type: "casement", design: casementDesign });
    expect(long.status).toBe(400);
    expect(long.body.errors).toEqual([
      { field: "name", message: "The template name is at most 60 characters" },
    ]);
    expect(
      (await save(t.token, { name: "x".repeat(60), type: "casement", design: casementDesign })).status,
    ).toBe(200);

    const missing = await save(t.token, { type: "casement", design: casementDesign }, "ru-RU");
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual([{ field: "name", message: "Введите название шаблона" }]);

    const type = await save(t.token, { name: "ok", type: "balcony", design: casementDesign }, "vi-VN");
    expect(type.body.errors).toEqual([{ field: "type", message: "Loại mẫu không xác định" }]);

    const empty = await save(t.token, {
      name: "ok",
      type: "fixed",
      design: { ...casementDesign, frames: [] },
    });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual([
      { field: "design.frames", message: "The drawing has no frame to save as a template" },
    ]);

    const broken = await save(t.token, {
      name: "ok",
      type: "fixed",
      design: { ...casementDesign, version: 9 },
    });
    expect(broken.status).toBe(400);
    expect(broken.body.errors).toEqual([{ field: "design.version", message: "Invalid value" }]);

    expect(await templatesSavedBy(t.session.userinfo.id)).toBe(before + 1);
  });

  it("refuses a sub-account without the edit-order right, which may still read the library", async () => {
    const sub = (await subAccountSession(t.app, t.token, { get_cost: "1" })).userinfo.api_token;
    const refused = await save(sub, { name: "Not allowed", type: "fixed", design: casementDesign });
    expect(refused.body).toMatchObject({ code: 2, key: "access.no_permission" });
    expect((await callRoute(t.app, routes.templates.list, { token: sub })).body.code).toBe(0);
  });
});

describe("template usage counts", () => {
  it("adds up uses of built-in and own templates per company and names the last one used", async () => {
    const other = await registerAccount(t.app, t.clock);
    const otherToken = other.userinfo.api_token;
    const own = await saved(otherToken, "Counted");
    const use = async (templateKey: string) => {
      t.clock.advance(1000);
      return callRoute(t.app, routes.templates.recordUse, { token: otherToken, body: { templateKey } });
    };
    expect((await use("builtin:casement-2")).body.data).toEqual({
      templateKey: "builtin:casement-2",
      count: 1,
    });
    await use(own.key);
    await Promise.all([use("builtin:casement-2"), use("builtin:casement-2")]);
    expect((await use("builtin:fixed")).body.data).toEqual({ templateKey: "builtin:fixed", count: 1 });
    await use(own.key);

    const got = await callRoute(t.app, routes.templates.usage, { token: otherToken });
    expect(got.body.data).toEqual({
      counts: { "builtin:casement-2": 3, [own.key]: 2, "builtin:fixed": 1 },
      lastSelected: own.key,
    } satisfies Usage);
    // the demo company's counts are its own
    const demo = (await callRoute(t.app, routes.templates.usage, { token: t.token })).body.data as Usage;
    expect(demo.counts["builtin:casement-2"]).toBeUndefined();

    // deleting a template forgets its uses
    await callRoute(t.app, routes.templates.remove, { params: { id: own.id }, token: otherToken });
    const after = (await callRoute(t.app, routes.templates.usage, { token: otherToken })).body.data as Usage;
    expect(after.counts).toEqual({ "builtin:casement-2": 3, "builtin:fixed": 1 });
    expect(after.lastSelected).toBe("builtin:fixed");
  });

  it("refuses an unknown built-in (not found) and a malformed key (400), counting nothing", async () => {
    const before = (await t.database.db.select().from(templateUsage)).length;
    const unknown = await callRoute(t.app, routes.templates.recordUse, {
      token: t.token,
      body: { templateKey: "builtin:no-such-window" },
    });
    expect(unknown.body).toMatchObject({ code: 2, key: "missing.template" });
    const malformed = await callRoute(t.app, routes.templates.recordUse, {
      token: t.token,
      lang: "en-US",
      body: { templateKey: "user:abc" },
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.errors).toEqual([{ field: "templateKey", message: "Invalid value" }]);
    expect((await t.database.db.select().from(templateUsage)).length).toBe(before);
  });
});

describe("OpenAPI", () => {
  it("documents the template routes from their zod schemas", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/openapi.json" });
    const doc = response.json() as { paths: Record<string, Record<string, unknown>> };
    expect(Object.keys(doc.paths["/api/templates"] ?? {}).sort()).toEqual(["get", "post"]);
    expect(Object.keys(doc.paths["/api/templates/usage"] ?? {}).sort()).toEqual(["get", "post"]);
    expect(Object.keys(doc.paths["/api/templates/{id}"] ?? {})).toEqual(["delete"]);
  });
});
