import { act, type ReactNode } from "react";
import { useLocation } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { api } from "../../shared/api/client.ts";
import { settle, viewPerTest } from "../../shared/test/render.tsx";
import { GlassRemnantsTab } from "./GlassRemnantsTab.tsx";
import { PurchaseTab } from "./PurchaseTab.tsx";
import { StockStatusTab } from "./StockStatusTab.tsx";
import { SurplusTab } from "./SurplusTab.tsx";

vi.mock("../../shared/api/client.ts", () => ({ api: { call: vi.fn() } }));

/** Where the app is: the page an action opened. */
function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

const shown = viewPerTest(vi.mocked(api.call));

/** A warehouse with nothing in it yet: every list answers no rows. */
const nothingYet = () =>
  vi.mocked(api.call).mockImplementation(async () => ({ items: [], total: 0, totalValueFen: 0 }));

const emptyState = () => shown.container.querySelector('[data-testid="empty-state"]');
const stepButton = () => shown.container.querySelector<HTMLElement>('[data-testid="empty-action"]');

/**
 * An empty `tab` at `path` says how its list fills (`says`); its button's page, where the app went
 * when clicked.
 */
async function firstStepOf(tab: ReactNode, path: string, says: string) {
  nothingYet();
  await shown.render(
    <>
      {tab}
      <Where />
    </>,
    path,
  );
  await settle();
  expect(emptyState()?.textContent).toContain(says);
  await act(async () => stepButton()?.click());
  await settle();
  return shown.container.querySelector('[data-testid="where"]')?.textContent;
}

describe("a new warehouse's lists say how each fills, and start it", { timeout: 30_000 }, () => {
  it("leftovers: they come from a confirmed cutting plan, and the button opens the optimizer", async () => {
    const opened = await firstStepOf(<SurplusTab />, "/manage/wareHouse/surplus", "Confirm a cutting plan");
    expect(opened).toBe("/orders/cutOptimizer");
  });

  it("glass remnants: they come from a confirmed glass plan, and the button opens glass sheets", async () => {
    const path = "/manage/wareHouse/glassRemnants";
    expect(await firstStepOf(<GlassRemnantsTab />, path, "Confirm a glass sheet plan")).toBe(
      "/orders/glassSheets",
    );
  });

  it("purchase orders: the button opens a new purchase order", async () => {
    nothingYet();
    await shown.render(<PurchaseTab />);
    await settle();
    expect(emptyState()?.textContent).toContain("No purchase orders yet.");
    expect(document.querySelector(".ant-modal")).toBeNull();
    await act(async () => stepButton()?.click());
    await settle();
    expect(document.querySelector(".ant-modal-title")?.textContent).toBe("New purchase order");
  });

  it("stock: it comes from receipts or booking stock in, which the button starts", async () => {
    nothingYet();
    await shown.render(<StockStatusTab />);
    await settle();
    expect(emptyState()?.textContent).toContain("Nothing in stock yet.");
    expect(stepButton()?.textContent).toBe("Stock operation");
  });
});
