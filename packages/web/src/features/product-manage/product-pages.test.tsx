import { routes } from "@fenestra/api";
import { seriesGeometry } from "@fenestra/core";
import { act } from "react";
import { Route, Routes } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { pageAt } from "../../app/router/page-at.ts";
import { api } from "../../shared/api/client.ts";
import { ui } from "../../shared/state/ui-store.ts";
import { SIGNED_IN_KEYS } from "../../shared/storage/keys.ts";
import { byTestId, click, settle, signIn, viewPerTest } from "../../shared/test/render.tsx";
import { demoSeriesModel as model, demoSeriesRecord as SERIES } from "./demo-series-record.ts";

// Two product-management pages opened through their routes (SPEC §2): product-script/{id}/{is_default}
// (the formula editor opened from a product) and product-model (how a series draws a window).

vi.mock("../../shared/api/client.ts", () => ({ api: { call: vi.fn() } }));

const shown = viewPerTest(vi.mocked(api.call));
beforeEach(() => {
  localStorage.clear();
  ui.closeBuyDialog();
  signIn({ id: 1, fid: 0 });
  vi.mocked(api.call).mockImplementation((async (route: unknown) => {
    if (route === routes.series.get) return SERIES;
    if (route === routes.series.catalogue)
      return { directories: [], series: [{ ...SERIES, builds: model.openingKinds ?? [] }] };
    throw new Error("unexpected call");
  }) as never);
});

const withModules = (modules: Record<string, number>) =>
  localStorage.setItem(SIGNED_IN_KEYS.companyModules, JSON.stringify(modules));

/** Opens the page of `pattern` at `path`, with the route's parameters as the router hands them. */
async function open(pattern: string, path: string) {
  const Page = await pageAt(path);
  await shown.render(
    <Routes>
      <Route path={pattern} element={<Page />} />
    </Routes>,
    path,
  );
  await settle(6);
  return shown.container;
}

const SCRIPT = "/product-manage/product-script/:id/:is_default";

describe("product-script", { timeout: 120_000 }, () => {
  it("opens the series' formulas in the editor, marked as the default series", async () => {
    withModules({ script: 1 });
    const page = await open(SCRIPT, "/product-manage/product-script/7/1");
    expect(vi.mocked(api.call)).toHaveBeenCalledWith(routes.series.get, { params: { id: 7 } });
    expect(byTestId<HTMLInputElement>(page, "field-frame-length")?.value).toBe("L");
    expect(byTestId(page, "formula-valid")).not.toBeNull();
    expect(page.textContent).toContain("Default series");
  });

  it("a series that is not the default carries no such mark", async () => {
    withModules({ script: 1 });
    const page = await open(SCRIPT, "/product-manage/product-script/7/0");
    expect(byTestId<HTMLInputElement>(page, "field-frame-length")?.value).toBe("L");
    expect(page.textContent).not.toContain("Default series");
  });

  it("without the script module says so and offers to buy it, reading nothing", async () => {
    withModules({});
    const page = await open(SCRIPT, "/product-manage/product-script/7/1");
    expect(page.textContent).toContain("The formula (script) module is not unlocked");
    expect(byTestId(page, "field-frame-length")).toBeNull();
    expect(vi.mocked(api.call)).not.toHaveBeenCalled();
    await click([...page.querySelectorAll("button")].find((b) => b.textContent?.includes("Buy now")));
    expect(ui.get().buyDialog).toBe(3);
  });
});

describe("product-model", { timeout: 60_000 }, () => {
  it("draws a window with the chosen series and lists the face widths it uses", async () => {
    withModules({ script: 1 });
    const page = await open("/product-manage/product-model", "/product-manage/product-model");
    expect(page.textContent).toContain("Product model");
    expect(byTestId(page, "model-drawing")).toBeNull();

    const seriesSelect = page.querySelector(".ant-select") as HTMLElement;
    await act(async () => {
      seriesSelect.querySelector("input")?.dispatchEvent(new MouseEvent("mousedown", { bubbles: true }));
    });
    await settle(2);
    const option = [...document.querySelectorAll<HTMLElement>(".ant-select-item-option")].find(
      (o) => o.textContent === model.name,
    );
    await click(option, 8);

    const drawing = byTestId<HTMLImageElement>(page, "model-drawing");
    expect(drawing?.getAttribute("src")).toMatch(/^data:image\/svg\+xml/);
    const frame = seriesGeometry(model).faceWidths.frame;
    expect(page.textContent).toContain(`Frame (${seriesGeometry(model).profileCodes.frame})`);
    expect(page.textContent).toContain(`${frame} mm`);
  });
});

describe("the catalogue's clone", { timeout: 60_000 }, () => {
  /** The catalogue with its one series chosen, then Clone pressed. */
  async function cloneChosen() {
    withModules({ script: 1 });
    const page = await open("/product-manage/index", "/product-manage/index");
    const row = byTestId(page, `series-row-${SERIES.name}`);
    await click(row?.querySelector("input[type=radio]") as HTMLElement);
    await click(byTestId(page, "clone-series"));
    await settle(2);
    return page;
  }

  it("issue 30: a trial account is offered the upgrade instead of a clone the server refuses (SPEC §6)", async () => {
    signIn({ id: 1, fid: 0, is_ty: 1 });
    await cloneChosen();
    expect(ui.get().buyDialog).toBe(3);
    expect(ui.get().buyDetail).toEqual({
      message: "Trial accounts cannot clone a series. Upgrade to clone it.",
      upgrade: true,
    });
    // the clone dialog is not filled in for a clone that would be refused
    const name = document.body.querySelector<HTMLInputElement>("[data-testid=catalogue-name]");
    expect(name?.value ?? "").not.toBe(`${SERIES.name} copy`);
  });

  it("a paid account gets the clone dialog", async () => {
    await cloneChosen();
    expect(ui.get().buyDialog).toBeNull();
    const name = document.body.querySelector<HTMLInputElement>("[data-testid=catalogue-name]");
    expect(name?.value).toBe(`${SERIES.name} copy`);
  });
});
