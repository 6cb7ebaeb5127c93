import { type ArgsOf, type DataOf, pathOf, type RouteDef, routes } from "@fenestra/api";
import { DEFAULT_SERIES_GEOMETRY, layout } from "@fenestra/core";
import { builtinTemplates } from "@fenestra/core/library/index";
import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { ApiError } from "../../shared/api/api-error.ts";
import type { ApiClient } from "../../shared/api/create-client.ts";
import { twoPanelCasement } from "../designer/index.ts";
import { suggestTemplateType } from "./suggest-type.ts";
import { currentFrameSize, INSERT_GAP, templatePlacement } from "./template-placement.ts";
import { createTemplateStore, libraryCompany, libraryKeys } from "./template-store.ts";
import { type OwnTemplateDto, templatesApi } from "./templates-api.ts";

/** The /api/templates endpoints of one company, in memory, answering as the API client does. */
function fakeServer() {
  const own: OwnTemplateDto[] = [];
  const counts: Record<string, number> = {};
  let last: string | null = null;
  let nextId = 1;
  const calls: string[] = [];
  let refuseNext: ApiError | null = null;
  const answer = <T>(value: T): Promise<T> => {
    const refusal = refuseNext;
    refuseNext = null;
    return refusal ? Promise.reject(refusal) : Promise.resolve(structuredClone(value));
  };
  const routeName = (route: RouteDef) =>
    Object.entries(routes.templates).find(([, r]) => r === route)?.[0] ?? route.path;
  type FakeArgs = { params?: unknown; query?: unknown; body?: unknown };
  const handlers: Record<string, (args: FakeArgs) => Promise<unknown>> = {
    list({ query }) {
      const q = query as { page?: number; pageSize?: number } | undefined;
      const page = Number(q?.page ?? 1);
      const size = Number(q?.pageSize ?? 20);
      return answer({ items: own.slice((page - 1) * size, page * size), total: own.length });
    },
    usage: () => answer({ counts, lastSelected: last }),
    recordUse({ body }) {
      const { templateKey } = body as { templateKey: string };
      if (refuseNext) return answer(null);
      counts[templateKey] = (counts[templateKey] ?? 0) + 1;
      last = templateKey;
      return answer({ templateKey, count: counts[templateKey] });
    },
    create({ body }) {
      if (refuseNext) return answer(null);
      const b = body as { name: string; type: OwnTemplateDto["type"]; design: OwnTemplateDto["design"] };
      const id = nextId++;
      const dto: OwnTemplateDto = {
        id,
        key: `user:${id}`,
        createdBy: 7,
        createdAt: "2026-01-02T03:04:05Z",
        marketListingId: null,
        marketVersion: null,
        ...b,
      };
      own.push(dto);
      return answer(dto);
    },
    remove({ params }) {
      const id = Number((params as { id: number }).id);
      const i = own.findIndex((t) => t.id === id);
      if (i < 0)
        return Promise.reject(
          new ApiError({ code: 2, key: "missing.template", message: "Template not found" }),
        );
      own.splice(i, 1);
      delete counts[`user:${id}`];
      if (last === `user:${id}`) last = null;
      return answer(null);
    },
  };
  const client: Pick<ApiClient, "call"> = {
    call<R extends RouteDef>(route: R, ...[args]: ArgsOf<R>) {
      const given = (args ?? {}) as FakeArgs;
      const path = pathOf(route, given.params as Record<string, unknown> | undefined);
      calls.push(`${route.method} ${path}${given.query ? ` ${JSON.stringify(given.query)}` : ""}`);
      const handler = handlers[routeName(route)];
      if (!handler) throw new Error(`no fake for ${route.method} ${route.path}`);
      return handler(given) as Promise<DataOf<R>>;
    },
  };
  return {
    api: templatesApi(client),
    own,
    counts,
    calls,
    refuse(error: ApiError) {
      refuseNext = error;
    },
  };
}

/** A store over a fresh cache, loaded the way the hooks load it. */
async function loadedStore(server = fakeServer(), company = 7) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await queryClient.fetchQuery({ queryKey: libraryKeys.own(company), queryFn: server.api.listAll });
  await queryClient.fetchQuery({ queryKey: libraryKeys.usage(company), queryFn: server.api.usage });
  return { server, queryClient, store: createTemplateStore(queryClient, server.api, company) };
}
const settle = () => new Promise((r) => setTimeout(r, 0));

describe("the company's own templates, kept on the server", () => {
  it("saves a drawing as a template listed after the built-ins, and another browser sees it", async () => {
    const { server, store } = await loadedStore();
    const design = twoPanelCasement().design;
    const id = await store.save("  Kitchen window ", "casement", design);
    expect(id).toBe("user:1");
    expect(server.own[0]).toMatchObject({ name: "Kitchen window", type: "casement" });
    const all = store.templates();
    expect(all.length).toBe(builtinTemplates().length + 1);
    expect(all.at(-1)).toMatchObject({
      id: "user:1",
      nameKey: "Kitchen window",
      type: "casement",
      own: true,
    });
    expect(all.at(-1)!.design).toEqual(design);
    expect(store.templates()).toBe(all);

    // a colleague's browser (a fresh cache) reads the same template from the server
    const colleague = (await loadedStore(server)).store;
    expect(colleague.templates().at(-1)!.design).toEqual(design);
  });

  it("reads every page of a large library", async () => {
    const server = fakeServer();
    const design = twoPanelCasement().design;
    for (let i = 0; i < 130; i++) await server.api.create({ name: `T${i}`, type: "fixed", design });
    const { store } = await loadedStore(server);
    expect(store.templates().filter((t) => t.own)).toHaveLength(130);
    expect(server.calls.filter((c) => c.startsWith("GET /api/templates {"))).toEqual([
      'GET /api/templates {"page":1,"pageSize":100}',
      'GET /api/templates {"page":2,"pageSize":100}',
    ]);
  });

  it("a refused save rejects with the server's error and adds nothing", async () => {
    const { server, store } = await loadedStore();
    const refusal = new ApiError({ status: 400, message: "The template name is at most 60 characters" });
    server.refuse(refusal);
    await expect(store.save("x".repeat(61), "casement", twoPanelCasement().design)).rejects.toBe(refusal);
    expect(store.templates().filter((t) => t.own)).toEqual([]);
  });

  it("counts uses at once and on the server, remembers the last pick, forgets a deleted template", async () => {
    const { server, store, queryClient } = await loadedStore();
    const id = await store.save("Mine", "fixed", twoPanelCasement().design);
    store.recordUse("builtin:casement-2");
    expect(store.usage()).toEqual({ "builtin:casement-2": 1 });
    store.recordUse("builtin:casement-2");
    store.recordUse(id);
    expect(store.lastSelected()).toBe(id);
    await settle();
    expect(server.counts).toEqual({ "builtin:casement-2": 2, [id]: 1 });
    const fresh = createTemplateStore(queryClient, server.api, 7);
    expect(fresh.usage()).toEqual({ "builtin:casement-2": 2, [id]: 1 });

    await store.remove(id);
    expect(fresh.templates().some((t) => t.id === id)).toBe(false);
    expect(fresh.usage()).toEqual({ "builtin:casement-2": 2 });
    expect(fresh.lastSelected()).toBeNull();
    await expect(store.remove(id)).rejects.toMatchObject({ key: "missing.template" });
  });

  it("drops an own template whose stored design cannot be read instead of failing", async () => {
    const server = fakeServer();
    server.own.push({
      id: 9,
      key: "user:9",
      name: "bad",
      type: "fixed",
      // A damaged stored design: the server passes a stored design through unchecked.
      design: { nope: true } as unknown as OwnTemplateDto["design"],
      createdBy: null,
      createdAt: "2026-01-02T03:04:05Z",
      marketListingId: null,
      marketVersion: null,
    });
    const { store } = await loadedStore(server);
    expect(store.templates().filter((t) => t.own)).toEqual([]);
    expect(store.templates().length).toBe(builtinTemplates().length);
  });

  it("keys the cache by company: a sub-account shares its main account's library", () => {
    expect(libraryCompany({ id: 12, fid: 0 })).toBe(12);
    expect(libraryCompany({ id: 30, fid: 12 })).toBe(12);
    expect(libraryKeys.own(12)).not.toEqual(libraryKeys.own(13));
  });
});

describe("where an inserted template goes", () => {
  it("replaces the selected frame at its size and place; beside the drawing when none is chosen", () => {
    const e = twoPanelCasement();
    e.run("cloneFrame", { frameId: e.design.frames[0]!.id, gap: 100 });
    const b = e.layout.frames[1];
    expect(templatePlacement(e.design, e.layout, [])).toEqual({ x: b!.x + b!.width + INSERT_GAP, y: 0 });
    const mullionOfSecond = e.layout.members.find((m) => m.frameId === b!.id && m.role === "mullion")!;
    expect(templatePlacement(e.design, e.layout, [mullionOfSecond.id])).toEqual({
      x: b!.x,
      y: b!.y,
      width: 1500,
      height: 1400,
      replaceFrameId: b!.id,
    });
    expect(currentFrameSize(e.design, e.layout, [mullionOfSecond.id])).toEqual({ width: 1500, height: 1400 });
    expect(currentFrameSize(e.design, e.layout, [])).toBeNull();
  });

  it("with one frame, that frame is the current one", () => {
    const e = twoPanelCasement();
    expect(templatePlacement(e.design, e.layout, [])).toMatchObject({
      replaceFrameId: e.design.frames[0]!.id,
    });
  });
});

describe("suggested template type", () => {
  it("files a drawing by its shape, then by what opens in it", () => {
    const byId = (id: string) => builtinTemplates().find((t) => t.id === `builtin:${id}`)!.design;
    const type = (id: string) => suggestTemplateType(byId(id), layout(byId(id), DEFAULT_SERIES_GEOMETRY));
    expect(type("casement-2")).toBe("casement");
    expect(type("sliding-3-3")).toBe("sliding");
    expect(type("folding-4")).toBe("folding");
    expect(type("door-sidelights")).toBe("door");
    expect(type("tilt-turn-1")).toBe("tiltTurn");
    expect(type("hopper-1")).toBe("awning");
    expect(type("fixed-2")).toBe("fixed");
    expect(type("arch-casement-2")).toBe("arch");
    expect(type("trapezoid-2")).toBe("trapezoid");
    expect(type("circle-fixed")).toBe("special");
  });
});
