import { routes } from "@fenestra/api";
import { act } from "react";
import { describe, expect, it, vi } from "vitest";
import { api } from "../../../shared/api/client.ts";
import { byTestId, settle, viewPerTest } from "../../../shared/test/render.tsx";
import WithdrawalsTab from "./WithdrawalsTab.tsx";

vi.mock("../../../shared/api/client.ts", () => ({ api: { call: vi.fn() } }));

type Row = { id: number; company: string; status: "in_process" | "transferred" | "refused" };
const row = (id: number, status: Row["status"]): Row & Record<string, unknown> => ({
  id,
  company: `Company ${id}`,
  phone: "13800000000",
  method: "alipay",
  account: "a@b.c",
  accountName: "Li",
  bank: "",
  amountFen: 30000,
  status,
  createdAt: "2026-11-01T08:00:00.000Z",
});

const shown = viewPerTest(vi.mocked(api.call));

const click = (element: Element | null) =>
  act(async () => {
    (element as HTMLElement).click();
  });
const text = () => shown.container.textContent ?? "";
const buttonNamed = (name: string) =>
  [...document.querySelectorAll("button")].find((b) => b.textContent?.replace(/\s/g, "") === name);

describe("the operator's withdrawals tab", { timeout: 30_000 }, () => {
  it("shows the requests in process, and marking one transferred takes it off that list", async () => {
    const rows = [row(1, "in_process"), row(2, "in_process")];
    vi.mocked(api.call).mockImplementation(async (route, args) => {
      if (route === routes.operator.withdrawals) {
        const status = (args as unknown as { query: { status?: string } }).query.status;
        const items = rows.filter((r) => !status || r.status === status);
        return { items, total: items.length };
      }
      if (route === routes.operator.processWithdrawal) {
        const id = (args as unknown as { params: { id: number } }).params.id;
        const found = rows.find((r) => r.id === id)!;
        found.status = "transferred";
        return found;
      }
      throw new Error(`unexpected ${route.path}`);
    });
    await shown.render(<WithdrawalsTab />);
    await settle();
    expect(text()).toContain("Company 1");
    expect(text()).toContain("Company 2");

    await click(byTestId(shown.container, "transfer-1"));
    await settle();
    await click(buttonNamed("OK") ?? buttonNamed("Yes") ?? null);
    await settle(6);
    expect(text()).not.toContain("Company 1");
    expect(text()).toContain("Company 2");
  });

  it("shows every request, whatever its state, under All", async () => {
    const rows = [row(1, "in_process"), row(2, "transferred"), row(3, "refused")];
    vi.mocked(api.call).mockImplementation(async (_route, args) => {
      const status = (args as unknown as { query: { status?: string } }).query.status;
      const items = rows.filter((r) => !status || r.status === status);
      return { items, total: items.length };
    });
    await shown.render(<WithdrawalsTab />);
    await settle();
    expect(text()).not.toContain("Company 2");
    const all = [...shown.container.querySelectorAll(".ant-segmented-item")].find(
      (item) => item.textContent === "All",
    );
    await click(all ?? null);
    await settle(6);
    for (const company of ["Company 1", "Company 2", "Company 3"]) expect(text()).toContain(company);
  });
});
