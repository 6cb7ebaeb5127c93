import { DEFAULT_SERIES_GEOMETRY, layout } from "@fenestra/core";
import { builtinTemplates } from "@fenestra/core/library/index";
import { describe, expect, it } from "vitest";
import { twoPanelCasement } from "../designer/export/test-design.ts";
import { suggestTemplateType } from "./suggest-type.ts";
import { currentFrameSize, INSERT_GAP, templatePlacement } from "./template-placement.ts";
import { libraryStorageKey, TemplateStore } from "./template-store.ts";

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    data,
  };
}
const now = new Date("2026-01-02T03:04:05Z");

describe("the company's own templates", () => {
  it("saves a drawing as a template listed after the built-ins, and survives a reload", () => {
    const storage = memoryStorage();
    const store = new TemplateStore(storage, "window_library:7");
    const design = twoPanelCasement().design;
    const id = store.save("  Kitchen window ", "casement", design, now);
    expect(id).toBe("user:1");
    const all = store.templates();
    expect(all.length).toBe(builtinTemplates().length + 1);
    expect(all.at(-1)).toMatchObject({
      id: "user:1",
      nameKey: "Kitchen window",
      type: "casement",
      own: true,
    });
    expect(all.at(-1)!.design).toEqual(design);
    const reopened = new TemplateStore(storage, "window_library:7");
    expect(reopened.templates().at(-1)!.design).toEqual(design);
    expect(store.save("Second", "fixed", design, now)).toBe("user:2");
  });

  it("refuses an empty or too long name, an unknown type and an empty drawing, changing nothing", () => {
    const storage = memoryStorage();
    const store = new TemplateStore(storage, "k");
    const design = twoPanelCasement().design;
    expect(store.save("   ", "casement", design, now)).toBeNull();
    expect(store.save("x".repeat(41), "casement", design, now)).toBeNull();
    expect(store.save("ok", "balcony" as never, design, now)).toBeNull();
    expect(store.save("ok", "casement", { ...design, frames: [] }, now)).toBeNull();
    expect(storage.data.size).toBe(0);
  });

  it("counts uses, remembers the last pick, and forgets a deleted template", () => {
    const store = new TemplateStore(memoryStorage(), "k");
    const id = store.save("Mine", "fixed", twoPanelCasement().design, now)!;
    store.recordUse("builtin:casement-2");
    store.recordUse("builtin:casement-2");
    store.recordUse(id);
    expect(store.usage()).toEqual({ "builtin:casement-2": 2, [id]: 1 });
    expect(store.lastSelected()).toBe(id);
    store.remove(id);
    expect(store.templates().some((t) => t.id === id)).toBe(false);
    expect(store.usage()).toEqual({ "builtin:casement-2": 2 });
    expect(store.lastSelected()).toBeNull();
  });

  it("drops damaged stored entries instead of failing", () => {
    const storage = memoryStorage();
    storage.setItem(
      "k",
      JSON.stringify({
        templates: [
          { id: "user:1", type: "fixed", name: "bad design", design: { nope: true } },
          { id: "builtin:x", type: "fixed", name: "wrong id", design: {} },
        ],
        usage: { a: 2, b: -1, c: "x" },
        lastSelected: 5,
      }),
    );
    const store = new TemplateStore(storage, "k");
    expect(store.templates().filter((t) => t.own)).toEqual([]);
    expect(store.usage()).toEqual({ a: 2 });
    expect(store.lastSelected()).toBeNull();
    storage.setItem("k", "{not json");
    expect(new TemplateStore(storage, "k").usage()).toEqual({});
  });

  it("keys the data by company: a sub-account shares its main account's library", () => {
    expect(libraryStorageKey({ id: 12, fid: 0 })).toBe("window_library:12");
    expect(libraryStorageKey({ id: 30, fid: 12 })).toBe("window_library:12");
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
