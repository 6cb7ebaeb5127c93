import { routes } from "@fenestra/api";
import { demoSeries } from "@fenestra/core/series/demo/index";
import { demoSunroomSeries } from "@fenestra/core/sunroom/index";
import { act } from "react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { api } from "../../shared/api/client.ts";
import {
  byTestId,
  click,
  fieldErrors,
  settle,
  settleUntil,
  typeInto,
  viewPerTest,
} from "../../shared/test/render.tsx";
import { Component as SunroomPage } from "./SunroomPage.tsx";

vi.mock("../../shared/api/client.ts", () => ({ api: { call: vi.fn(), download: vi.fn() } }));
// the 3D view needs WebGL (none in jsdom): the dialog shows what scene it was handed
vi.mock("../threed/index.ts", () => ({
  SceneDialog: ({
    scene,
    title,
  }: {
    scene: import("@fenestra/core/scene/scene").Scene | null;
    title: string;
  }) => (
    <div data-testid="scene-dialog" data-title={title}>
      {scene
        ? `${scene.frames.map((f) => f.id).join(",")}|${scene.members.filter((m) => m.frameId === "structure").length}|${scene.panes.filter((p) => p.frameId === "structure").length}`
        : "none"}
    </div>
  ),
}));

const tb60 = demoSeries("en-US")["alu-tb60-casement"];
const summary = {
  id: 3,
  directoryId: 1,
  name: "TB60",
  material: "thermalBreak",
  version: 0,
  shared: false,
  shareDescription: "",
  isDefault: true,
  updatedAt: "2026-11-30T08:00:00.000Z",
  builds: ["casement", "door", "fixed"],
};

/** The company's sunroom series: the demo SR120 seeded in English, as the server answers it. */
const sr120 = { id: 9, name: "SR120 aluminium sunroom", version: 0, updatedAt: "2026-11-30T08:00:00.000Z" };
const sunroomSeriesAnswer = (route: unknown) => {
  if (route === routes.sunroomSeries.list) return { series: [sr120] };
  if (route === routes.sunroomSeries.get) return { ...sr120, model: demoSunroomSeries("en-US") };
  return undefined;
};

const shown = viewPerTest(vi.mocked(api.call));
beforeEach(() => {
  vi.mocked(api.call).mockImplementation(async (route) => {
    if (route === routes.series.catalogue) return { directories: [], series: [summary] };
    const structure = sunroomSeriesAnswer(route);
    if (structure) return structure;
    if (route === routes.series.get) return { ...summary, model: tb60, issues: [] };
    if (route === routes.sunrooms.list) return { items: [], total: 0 };
    throw new Error(`unexpected ${String(route.path)}`);
  });
});
const input = (id: string) => {
  const el = byTestId<HTMLInputElement>(shown.container, id);
  if (!el) throw new Error(`no ${id}`);
  return el.tagName === "INPUT" ? el : (el.querySelector("input") as HTMLInputElement);
};

describe("the sunroom designer", { timeout: 60_000 }, () => {
  it("designs the 4 × 3 m lean-to: its facets, structure, panels and BOM", async () => {
    await shown.render(<SunroomPage />, "/sunnyHouse");
    await settle();
    const facets = byTestId(shown.container, "sunroom-facets")!;
    // left side, two front bays, right side
    expect(facets.textContent).toContain("Left side 1");
    expect(facets.textContent).toContain("Front 2");
    expect(shown.container.querySelectorAll("[data-facet]")).toHaveLength(4);
    expect(byTestId(shown.container, "sunroom-members")!.textContent).toContain("Rafter");
    expect(byTestId(shown.container, "sunroom-warning")).toBeNull();
    // the structure's lines and, once the company's default series is read, the facets' (TB60 frames)
    await settleUntil(() => expect(byTestId(shown.container, "sunroom-bom")!.textContent).toContain("F001"));
    expect(byTestId(shown.container, "sunroom-bom")!.textContent).toContain("R120");
    // the drawings: plan, three elevations, roof plan
    expect(
      [...shown.container.querySelectorAll("[data-drawing]")].map((d) => d.getAttribute("data-drawing")),
    ).toEqual(["plan", "elevation-left", "elevation-front", "elevation-right", "roof"]);
    expect(byTestId(shown.container, "sunroom-bom-total")!.textContent).toMatch(/^Total: [\d.]+ yuan$/);
    // every profile cut through the optimizer
    await click(byTestId(shown.container, "sunroom-cut"));
    await settleUntil(() => expect(byTestId(shown.container, "sunroom-cutting")).not.toBeNull());
    const cutting = byTestId(shown.container, "sunroom-cutting")!.textContent ?? "";
    for (const code of ["R120", "P100", "F001"]) expect(cutting).toContain(code);
    // the 7 rafters of the 4 × 3 m lean-to (15°: 3209.4 long), one to a 6000 bar: 7 bars, 7 pieces
    // (the page shows cards here: jsdom's window is phone-sized)
    expect(cutting).toContain("R120ColoursilverBars7Pieces7");
  });

  it("shows the sunroom in 3D: its structure, roof panels and each facet's window", async () => {
    await shown.render(<SunroomPage />, "/sunnyHouse");
    await settleUntil(() => expect(byTestId(shown.container, "sunroom-threed")).not.toBeNull());
    expect(byTestId(shown.container, "scene-dialog")).toBeNull();
    await click(byTestId(shown.container, "sunroom-threed"));
    await settleUntil(() => expect(byTestId(shown.container, "scene-dialog")).not.toBeNull());
    const dialog = byTestId(shown.container, "scene-dialog")!;
    expect(dialog.getAttribute("data-title")).toBe("The sunroom in 3D");
    const [frames, members, panes] = (dialog.textContent ?? "").split("|");
    expect(frames).toBe("structure,left-1,front-1,front-2,right-1");
    // the members and panels the summary and lists count: rafters, posts, ring beam, wall plate …
    const memberRows = byTestId(shown.container, "sunroom-members")!.textContent ?? "";
    expect(memberRows).toContain("Rafter");
    expect(Number(members)).toBeGreaterThan(10);
    expect(Number(panes)).toBeGreaterThan(0);
  });

  it("warns when the pitch makes the rafters too far apart, and stops when it comes back", async () => {
    await shown.render(<SunroomPage />, "/sunnyHouse");
    await settle();
    await typeInto(input("sunroom-rafterSpacing"), "1000");
    await settle();
    expect(byTestId(shown.container, "sunroom-warning")).toBeNull();
    await typeInto(input("sunroom-pitch"), "45");
    await settle();
    const warning = byTestId(shown.container, "sunroom-warning");
    expect(warning?.textContent).toContain("laid 1,000 mm apart");
    // the spacing typed is left as typed
    expect(input("sunroom-rafterSpacing").value).toBe("1000");
    await typeInto(input("sunroom-pitch"), "15");
    await settle();
    expect(byTestId(shown.container, "sunroom-warning")).toBeNull();
  });

  it("refuses a pitch outside 1–60° at the field, as typed", async () => {
    await shown.render(<SunroomPage />, "/sunnyHouse");
    await settle();
    await typeInto(input("sunroom-pitch"), "75");
    await settle();
    expect(fieldErrors(shown.container)).toEqual(["Allowed: 1 to 60."]);
    expect(input("sunroom-pitch").value).toBe("75");
    expect(byTestId(shown.container, "sunroom-refused")).not.toBeNull();
  });

  it("makes the roof flat: its fall is typed as %, refused outside 1–10 % as typed, and the sides follow it", async () => {
    await shown.render(<SunroomPage />, "/sunnyHouse");
    await settle();
    const choose = async (testId: string, label: string) => {
      const select = byTestId(shown.container, testId)!;
      await act(async () => {
        select.querySelector("input")?.dispatchEvent(new MouseEvent("mousedown", { bubbles: true }));
      });
      await settle(2);
      const option = [...document.querySelectorAll<HTMLElement>(".ant-select-item-option")].find(
        (o) => o.textContent === label,
      );
      await click(option, 8);
    };
    await choose("sunroom-roof", "Flat (with a fall)");
    // the slope is now a fall (2 % to start with), the pitch field gone
    expect(byTestId(shown.container, "sunroom-pitch")).toBeNull();
    expect(input("sunroom-fall").value).toBe("2");
    await typeInto(input("sunroom-fall"), "3");
    await settle();
    // 3 % over the 3000 depth: the house end 2400 + 90 = 2490; the left side a trapezoid 2490 → 2400
    expect(byTestId(shown.container, "sunroom-fall-shown")!.textContent).toBe("3 %");
    expect(byTestId(shown.container, "sunroom-summary")!.textContent).toContain("2,490 mm");
    expect(byTestId(shown.container, "sunroom-facets")!.textContent).toContain("2,490");
    await typeInto(input("sunroom-fall"), "12");
    await settle();
    expect(fieldErrors(shown.container)).toEqual(["Allowed: 1 to 10."]);
    expect(input("sunroom-fall").value).toBe("12");
    expect(byTestId(shown.container, "sunroom-refused")).not.toBeNull();
    // given as the drop from the house wall instead: 30 to 300 mm over 3000
    await choose("sunroom-slope-by", "Drop");
    await typeInto(input("sunroom-drop"), "400");
    await settle();
    expect(fieldErrors(shown.container)).toEqual([
      "Allowed: 30 to 300 mm (a fall of 1 % to 10 % over the depth).",
    ]);
    await typeInto(input("sunroom-drop"), "90");
    await settle();
    expect(fieldErrors(shown.container)).toEqual([]);
    expect(byTestId(shown.container, "sunroom-fall-shown")!.textContent).toBe("3 %");
  });

  it("saves the sunroom under its name, then makes its sunnyhouse contract from it as saved", async () => {
    const record = (body: { name: string; sunroom: unknown }) => ({
      id: 7,
      name: body.name,
      width: 4000,
      depth: 3000,
      roof: "leanTo",
      contractId: null,
      updatedAt: "2026-12-01T06:00:00.000Z",
      version: 0,
      sunroom: body.sunroom,
    });
    const calls: { path: string; args: unknown }[] = [];
    vi.mocked(api.call).mockImplementation(async (route, args?: unknown) => {
      calls.push({ path: `${route.method} ${String(route.path)}`, args });
      const body = (args as { body?: { name: string; sunroom: unknown } } | undefined)?.body;
      if (route === routes.series.catalogue) return { directories: [], series: [summary] };
      const structure = sunroomSeriesAnswer(route);
      if (structure) return structure;
      if (route === routes.series.get) return { ...summary, model: tb60, issues: [] };
      if (route === routes.sunrooms.list) return { items: [], total: 0 };
      if (route === routes.sunrooms.create) return record(body!);
      if (route === routes.sunrooms.update) return { ...record(body!), version: 1 };
      if (route === routes.sunrooms.contract) return { id: 40, contractNo: "HT-1" };
      throw new Error(`unexpected ${String(route.path)}`);
    });
    await shown.render(<SunroomPage />, "/sunnyHouse");
    await settleUntil(() => expect(byTestId(shown.container, "sunroom-price-total")).not.toBeNull());
    // the price the contract will quote: the structure and the four facets
    expect(byTestId(shown.container, "sunroom-price-total")!.textContent).toMatch(/^Price: [\d.]+ yuan$/);
    // no name: refused at the name, nothing sent
    await click(byTestId(shown.container, "sunroom-save"));
    await settle();
    expect(fieldErrors(shown.container)).toEqual(["Enter a name for the sunroom (at most 100 characters)."]);
    expect(calls.some((c) => c.path === "POST /api/sunrooms")).toBe(false);
    await typeInto(input("sunroom-name"), "Garden room");
    await click(byTestId(shown.container, "sunroom-save"));
    await settleUntil(() => expect(calls.some((c) => c.path === "POST /api/sunrooms")).toBe(true));
    const saved = calls.find((c) => c.path === "POST /api/sunrooms")!.args as {
      body: { name: string; sunroom: { width: number; facetSeriesId: string } };
      idempotencyKey: string;
    };
    expect(saved.body.name).toBe("Garden room");
    expect(saved.body.sunroom).toMatchObject({ width: 4000, facetSeriesId: "3", colour: "silver" });
    expect(saved.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    // the contract: saved again at the version read, then made
    await click(byTestId(shown.container, "sunroom-contract"));
    await settle();
    // the dialog is rendered on the document's body
    await typeInto(byTestId<HTMLInputElement>(document.body, "sunroom-contract-customer")!, "Mrs Li");
    await click(document.querySelector(".ant-modal-footer .ant-btn-primary") as HTMLElement);
    await settleUntil(() =>
      expect(calls.some((c) => c.path === "POST /api/sunrooms/:id/contract")).toBe(true),
    );
    expect(calls.find((c) => c.path === "PUT /api/sunrooms/:id")!.args).toMatchObject({
      params: { id: 7 },
      body: { version: 0 },
    });
    expect(calls.find((c) => c.path === "POST /api/sunrooms/:id/contract")!.args).toMatchObject({
      params: { id: 7 },
      body: { customer: "Mrs Li" },
    });
    await settleUntil(() => expect(byTestId(shown.container, "sunroom-contract-link")).not.toBeNull());
  });
});
