import { routes } from "@fenestra/api";
import { demoSunroomSeries } from "@fenestra/core/sunroom/index";
import { Route, Routes } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { pageAt } from "../../../app/router/page-at.ts";
import { api } from "../../../shared/api/client.ts";
import { SIGNED_IN_KEYS } from "../../../shared/storage/keys.ts";
import { byTestId, click, settle, signIn, typeInto, viewPerTest } from "../../../shared/test/render.tsx";

// /product-manage/sunroom-series/:id: a company's sunroom series edited with the window series'
// tables; a changed bar length is saved with the version read.

vi.mock("../../../shared/api/client.ts", () => ({ api: { call: vi.fn() } }));

const model = demoSunroomSeries("en-US");
const record = {
  id: 4,
  name: model.catalogue.name,
  version: 2,
  updatedAt: "2026-12-01T00:00:00.000Z",
  model,
};
const shown = viewPerTest(vi.mocked(api.call));
beforeEach(() => {
  localStorage.clear();
  signIn({ id: 1, fid: 0 });
  localStorage.setItem(SIGNED_IN_KEYS.companyModules, JSON.stringify({ script: 1 }));
  vi.mocked(api.call).mockImplementation((async (route: unknown, args?: { body?: unknown }) => {
    if (route === routes.sunroomSeries.get) return record;
    if (route === routes.sunroomSeries.update)
      return { ...record, version: 3, model: (args as { body: { model: typeof model } }).body.model };
    if (route === routes.sunroomSeries.list) return { series: [record] };
    throw new Error("unexpected call");
  }) as never);
});

describe("the sunroom series page", { timeout: 120_000 }, () => {
  it("shows its profiles and saves a bar length changed, with the version read", async () => {
    const path = "/product-manage/sunroom-series/4";
    const Page = await pageAt(path);
    await shown.render(
      <Routes>
        <Route path="/product-manage/sunroom-series/:id" element={<Page />} />
      </Routes>,
      path,
    );
    await settle(6);
    const page = shown.container;
    expect(page.textContent).toContain("SR120 aluminium sunroom");
    const bar = byTestId<HTMLInputElement>(page, "stock-length-P100");
    expect(bar?.value).toBe("6000");
    await typeInto(bar!, "3500");
    await settle(2);
    await click(byTestId(page, "save-sunroom-series")!);
    await settle(4);
    const call = vi.mocked(api.call).mock.calls.find(([route]) => route === routes.sunroomSeries.update);
    if (!call) throw new Error("no save was sent");
    const body = (call[1] as unknown as { body: { model: typeof model; version: number } }).body;
    expect(body.version).toBe(2);
    expect(body.model.catalogue.profiles.find((p) => p.code === "P100")?.stockLength).toBe(3500);
  });
});
