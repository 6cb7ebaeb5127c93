import { routes } from "@fenestra/api";
import { describe, expect, it, vi } from "vitest";
import { api } from "../../shared/api/client.ts";
import { byTestId, settle, viewPerTest } from "../../shared/test/render.tsx";
import { Component as PurchaseHistoryPage } from "./PurchaseHistoryPage.tsx";

vi.mock("../../shared/api/client.ts", () => ({ api: { call: vi.fn(), download: vi.fn() } }));

const order = {
  id: 7,
  outTradeNo: "FN202611010001",
  item: { kind: "seats", count: 3 },
  amountFen: 36000,
  channel: "alipay",
  status: "paid",
  paidAt: "2026-11-01T08:00:00.000Z",
};

const shown = viewPerTest(vi.mocked(api.call));

describe("the purchase history", { timeout: 30_000 }, () => {
  it("says what each purchase bought and what it cost, with its receipt, and no pager for one page", async () => {
    vi.mocked(api.call).mockImplementation(async (route) => {
      expect(route).toBe(routes.purchase.history);
      return { items: [order], total: 1 };
    });
    await shown.render(<PurchaseHistoryPage />);
    await settle();
    const text = shown.container.textContent ?? "";
    expect(text).toContain("FN202611010001");
    expect(text).toContain("360.00");
    expect(text).toContain("3 sub-account seats");
    expect(byTestId(shown.container, "receipt-7")).not.toBeNull();
    expect(shown.container.querySelector(".ant-pagination")).toBeNull();
  });
});
