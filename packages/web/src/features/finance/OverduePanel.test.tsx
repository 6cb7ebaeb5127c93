import { routes } from "@fenestra/api";
import { act } from "react";
import { describe, expect, it, vi } from "vitest";
import { api } from "../../shared/api/client.ts";
import { settle, viewPerTest } from "../../shared/test/render.tsx";
import { OverduePanel } from "./OverduePanel.tsx";

vi.mock("../../shared/api/client.ts", () => ({ api: { call: vi.fn() } }));

const rows = Array.from({ length: 25 }, (_, i) => ({
  id: i + 1,
  contractId: 100 + i,
  contractNo: `HT-${100 + i}`,
  customer: `Customer ${i + 1}`,
  stage: "deposit",
  dueOn: "2026-11-01",
  owed: 1000,
  daysOverdue: 28,
}));

const shown = viewPerTest(vi.mocked(api.call));

describe("the overdue instalments", { timeout: 30_000 }, () => {
  it("lists a page of them, each leading to its contract's repayments, and pages on to the rest", async () => {
    vi.mocked(api.call).mockImplementation(async (route, args) => {
      expect(route).toBe(routes.finance.overdue);
      const { page, pageSize } = (args as unknown as { query: { page: number; pageSize: number } }).query;
      return { items: rows.slice((page - 1) * pageSize, page * pageSize), total: rows.length };
    });
    await shown.render(<OverduePanel />);
    await settle();
    const text = () => shown.container.textContent ?? "";
    expect(text()).toContain("HT-100");
    expect(text()).toContain("Deposit");
    expect(text()).not.toContain("HT-120");
    const link = [...shown.container.querySelectorAll("a")].find((a) => a.textContent === "HT-100");
    expect(link?.getAttribute("href")).toBe("/manage/financial?tab=repayments&contract=100");

    const next = shown.container.querySelector(".ant-pagination-next") as HTMLElement;
    await act(async () => next.click());
    await settle(6);
    expect(text()).toContain("HT-120");
    expect(text()).toContain("HT-124");
    expect(text()).not.toContain("HT-100");
  });
});
